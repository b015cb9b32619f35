export const odooKeys = {
  all: ['odoo'] as const,
  status: () => [...odooKeys.all, 'status'] as const,
  offerLists: () => [...odooKeys.all, 'offers'] as const,
  offers: (search: string) => [...odooKeys.offerLists(), search] as const,
};
