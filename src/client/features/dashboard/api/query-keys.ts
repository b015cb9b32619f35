/** Query keys of the admin dashboard; stock and request mutations invalidate `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** « Mise en route »: under `all`, so whatever refreshes the dashboard refreshes it too. */
  setup: ['dashboard', 'setup'] as const,
};
