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

/** Its own workflow (spec §3: pending, then approved or rejected), not the request kinds' "completed". */
export const packagingRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type PackagingRequestStatus = (typeof packagingRequestStatuses)[number];

export const packagingRequestStatusLabels: Record<PackagingRequestStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Refusée',
};

export const PACKAGING_REQUESTS_PAGE_SIZE = 20;
export const MAX_PACKAGING_REQUESTS_PAGE_SIZE = 200;

export type PackagingRequestCounts = Record<PackagingRequestStatus, number>;
