/** Which PDF documents an accepted request offers now (the buttons of its « Suivi » section). */
import type { RequestKind } from '@client/features/requests/request-types';
import { ATTESTATION_STAGE, type DocumentName, kindDocuments } from '@shared/documents/documents';
import { CANCELLED_STAGE } from '@shared/fulfilment/fulfilment-stages';

export function availableDocuments(
  kind: RequestKind,
  request: { status: string; stage: string | null },
): DocumentName[] {
  if (request.status !== 'completed' || request.stage === CANCELLED_STAGE) return [];
  return kindDocuments[kind].filter((name) => name !== 'attestation' || request.stage === ATTESTATION_STAGE);
}
