/**
 * Packaging requests without zod: their types and statuses with the screens' French labels, and the page
 * size, which the stock page needs on its first load (packaging-request.schema re-exports them).
 */
export const packagingRequestTypes = ['supply', 'withdrawal'] as const;
export type PackagingRequestType = (typeof packagingRequestTypes)[number];

/** The screens never show `supply` / `withdrawal`. */
export const packagingRequestTypeLabels: Record<PackagingRequestType, string> = {
  supply: 'Approvisionnement',
  withdrawal: 'Retrait',
};

/**
 * Its own workflow (spec §3), not the request kinds' "completed" (decision 0091): pending, then rejected,
 * or approved — a withdrawal is `approved` (the stock moved then), a supply is `ordered` (nothing moved yet)
 * until an administrator marks it `received` (the stock moves then).
 */
export const packagingRequestStatuses = ['pending', 'ordered', 'approved', 'received', 'rejected'] as const;
export type PackagingRequestStatus = (typeof packagingRequestStatuses)[number];

export const packagingRequestStatusLabels: Record<PackagingRequestStatus, string> = {
  pending: 'En attente',
  ordered: 'Commandée',
  approved: 'Approuvée',
  received: 'Reçue',
  rejected: 'Refusée',
};

/**
 * What still waits on an administrator (the dashboard's « en attente »): a decision (pending), or the
 * reception of a supply ordered (decision 0091).
 */
export const awaitingPackagingRequests = (counts: Pick<PackagingRequestCounts, 'pending' | 'ordered'>) =>
  counts.pending + counts.ordered;

export const PACKAGING_REQUESTS_PAGE_SIZE = 20;
export const MAX_PACKAGING_REQUESTS_PAGE_SIZE = 200;

export type PackagingRequestCounts = Record<PackagingRequestStatus, number>;
