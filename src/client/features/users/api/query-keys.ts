/** Query keys of the user accounts (the administrators' Users tab). The current user is authKeys.user(). */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};
