/**
 * The request workflow as data (spec §4): every request kind shares these statuses and the only
 * transitions pending → completed ("Accepter") and pending → rejected ("Refuser"). The server guards
 * transitions with this table; the UI renders labels and buttons from it.
 */
export const requestStatuses = ['pending', 'completed', 'rejected'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: 'En attente',
  completed: 'Terminé',
  rejected: 'Refusé',
};

export const allowedTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export function canTransition(from: string, to: string): boolean {
  return (allowedTransitions[from as RequestStatus] ?? []).includes(to as RequestStatus);
}

/** Spec §4: an unknown status is shown as its raw text. */
export function requestStatusLabel(status: string): string {
  return requestStatusLabels[status as RequestStatus] ?? status;
}
