/**
 * Query keys of mail sending: the logistics team's notification address, whether mail goes out (anyone),
 * and the mail-sending status (administrators' Gmail tab). They share a prefix, so what changes the setup
 * (an authorization, a refreshed status) invalidates them together.
 */
export const mailKeys = {
  all: ['mail'] as const,
  notifications: () => [...mailKeys.all, 'notifications'] as const,
  availability: () => [...mailKeys.all, 'availability'] as const,
  status: () => [...mailKeys.all, 'status'] as const,
};
