/**
 * The suivi's French messages, without zod: the server's refusals, the stage forms' field messages
 * (fulfilment.schema.ts) and the details dialog's own checks (the cancellation's reason) say the same words.
 */
export const fulfilmentMessages = {
  required: (label: string) => `Renseignez «\u00a0${label}\u00a0».`,
  futureDate: (label: string) => `«\u00a0${label}\u00a0» ne peut pas être dans le futur.`,
  trackingNumber: 'Le numéro de suivi tient sur une ligne de lettres, chiffres, espaces ou - . / _',
  unknownStage: 'Étape de suivi inconnue pour ce type de demande.',
  unknownCarrier: 'Transporteur introuvable.',
  trackingNumberRequired: 'Renseignez le numéro de suivi donné par le transporteur.',
  notAccepted: 'Le suivi commence quand la demande est acceptée («\u00a0Terminé\u00a0»).',
  cancelReason: "Indiquez le motif de l'annulation.",
  notNext: (current: string, next: string | undefined) =>
    next
      ? `La demande est à l'étape «\u00a0${current}\u00a0»\u00a0: l'étape suivante est «\u00a0${next}\u00a0».`
      : `La demande est à l'étape «\u00a0${current}\u00a0»\u00a0: son suivi est terminé.`,
  movedMeanwhile: (current: string) =>
    `La demande vient de passer à l'étape «\u00a0${current}\u00a0». Rechargez-la avant de continuer.`,
  nothingToUndo: (current: string) =>
    `La demande est à l'étape «\u00a0${current}\u00a0»\u00a0: il n'y a pas d'étape précédente.`,
  cancelledNoUndo: 'Une demande annulée ne revient pas en arrière.',
  alreadyCancelled: 'Cette demande est déjà annulée.',
  /** PUT …/fulfilment: a correction names the stage the person saw, which must still be the current one. */
  notCurrent: (current: string) =>
    `La demande est à l'étape «\u00a0${current}\u00a0»\u00a0: seules les données de l'étape en cours se corrigent.`,
  nothingToCorrect: (current: string) =>
    `L'étape «\u00a0${current}\u00a0» n'enregistre rien\u00a0: il n'y a rien à corriger.`,
  cancelledNoCorrection: 'Une demande annulée ne se corrige plus\u00a0: son motif reste celui donné.',
  tooLateToCancel: (current: string) =>
    `La demande est à l'étape «\u00a0${current}\u00a0»\u00a0: le matériel est parti ou a été remis, elle ne peut plus être annulée.`,
} as const;
