/** Toasts of the settings flows: successes stay 3 s there (spec §9), failures use the destructive style. */
import { toast } from '@client/hooks/use-toast';

export const SETTINGS_TOAST_DURATION_MS = 3000;

export function settingsSuccessToast(title: string, description?: string) {
  return toast({ title, description, duration: SETTINGS_TOAST_DURATION_MS });
}

export function settingsErrorToast(title: string, description?: string) {
  return toast({ variant: 'destructive', title, description });
}
