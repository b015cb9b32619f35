/**
 * Back to the page asked for after signing in (a link from a mail, for instance): RequireAuth sends an
 * anonymous visitor to /auth with that page in the navigation state (not in the URL, which stays /auth),
 * and the sign-in goes there afterwards. Only a path of this app is followed — never another origin.
 */
import { useLocation } from 'react-router';

const HOME = '/';
/** Any origin will do: a path that resolves against it to another origin is not one of ours. */
const BASE = 'http://app.invalid';

/** The navigation state of /auth. */
export interface SignInState {
  from?: string;
}

/** `value` when it is a path of this app other than /auth; "/" otherwise. */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return HOME;
  }
  // "//evil.test" and "/\evil.test" resolve to another origin.
  if (url.origin !== BASE || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the sign-in page goes once a user is signed in. */
export function useAfterSignInPath(): string {
  const { state } = useLocation();
  return safeRedirectPath((state as SignInState | null)?.from);
}
