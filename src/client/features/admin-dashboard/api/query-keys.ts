/** Query keys of the admin dashboard; stock and request mutations invalidate `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
