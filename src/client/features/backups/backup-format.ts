/** How the « Sauvegarde » tab writes a backup's size and date, in French. */
import { NBSP } from '@client/lib/french-text';
import { frenchDateTime } from '@shared/french-dates';

/** 5 264 786 → « 5,0 Mo »; 52 000 → « 51 Ko » (binary multiples, as file managers show them). */
export function backupSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })}${NBSP}Mo`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')}${NBSP}Ko`;
}

/** « 27 novembre 2026 à 3 h 47 » (Paris time). */
export function backupDateText(iso: string): string {
  return frenchDateTime(iso);
}
