/** Query keys of the packaging items, shared by the Articles settings tab, the stock page and the dashboard. */
export const packagingKeys = {
  all: ['packaging'] as const,
  items: () => [...packagingKeys.all, 'items'] as const,
  movements: (limit: number) => [...packagingKeys.all, 'movements', limit] as const,
};
