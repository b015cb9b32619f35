/**
 * Back to the page asked for after signing in (a link from a mail, for instance): RequireAuth sends an
 * anonymous visitor to /auth with that page in the navigation state (not in the URL, which stays /auth),
 * and the sign-in goes there afterwards. A download followed with an expired session arrives as
 * /auth?from=<page> instead (the server's redirect, or a PDF's fetch refused: decision 0067). Only a path
 * of this app is followed — never another origin.
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

/** The query parameter of /auth naming the page to come back to. */
export const FROM_PARAM = 'from';

/** /auth?from=<page>: where a download refused for want of a session sends the person. */
export function signInUrlFrom(page: string): string {
  const from = safeRedirectPath(page);
  return from === HOME ? '/auth' : `/auth?${new URLSearchParams({ [FROM_PARAM]: from })}`;
}

/** Where the sign-in page goes once a user is signed in. */
export function useAfterSignInPath(): string {
  const { state, search } = useLocation();
  return safeRedirectPath((state as SignInState | null)?.from ?? new URLSearchParams(search).get(FROM_PARAM));
}
