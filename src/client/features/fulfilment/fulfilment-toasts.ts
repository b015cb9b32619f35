/**
 * The suivi's success toasts: « Étape mise à jour » after a move forward or back, « Suivi annulé » after a
 * cancellation (saying when the packaging went back to stock). Failures are told where they happened (the
 * stage form, the confirmation dialogs), with the server's reason.
 */
import { toast } from '@client/hooks/use-toast';
import { ofName } from '@shared/french-elision';

export const STAGE_UPDATED_TITLE = 'Étape mise à jour';

/** The request now stands at `label`: `back` when an administrator stepped it back. */
export function stageUpdatedToast(label: string, back = false) {
  return toast({
    title: STAGE_UPDATED_TITLE,
    description: back
      ? `La demande est revenue à l'étape «\u00a0${label}\u00a0».`
      : `La demande est maintenant à l'étape «\u00a0${label}\u00a0».`,
  });
}

/** The current stage's data were corrected (issue 30 point 9). */
export function stageCorrectedToast(label: string) {
  return toast({
    title: 'Étape corrigée',
    description: `Les données de l'étape «\u00a0${label}\u00a0» sont corrigées.`,
  });
}

export function fulfilmentCancelledToast(company: string, restocked: boolean) {
  return toast({
    title: 'Suivi annulé',
    description: restocked
      ? 'Les emballages de la demande sont revenus au stock.'
      : `Le suivi de la demande ${ofName(company)} est annulé.`,
  });
}
