/**
 * Back to the page asked for after signing in (a link from a mail, for instance). The sign-in page is its
 * own small page (auth.html, decision 0097), reached by a page load: RequireAuth keeps the page asked for
 * in this tab's sessionStorage (not in the URL, which stays /auth) and the sign-in goes there afterwards. A
 * download followed with an expired session arrives as /auth?from=<page> instead (the server's redirect, or
 * a PDF's fetch refused: decision 0067). Only a path of this app is followed — never another origin.
 */

const HOME = '/';
/** Any origin will do: a path that resolves against it to another origin is not one of ours. */
const BASE = 'http://app.invalid';
/** This tab's page to come back to, set on the way to /auth and dropped once signed in. */
const FROM_KEY = 'gl.signIn.from';

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

/** sessionStorage may be refused (a privacy setting): the way back is then "/", never an error. */
function stored(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Loads the sign-in page; `from`, the page asked for, is where the sign-in comes back to (none after a
 * sign-out or an expired session: the next sign-in starts from "/", whoever signs in on this browser).
 */
export function goToSignIn(from?: string): void {
  const path = from === undefined ? HOME : safeRedirectPath(from);
  try {
    if (path === HOME) stored()?.removeItem(FROM_KEY);
    else stored()?.setItem(FROM_KEY, path);
  } catch {
    // A full storage only loses the way back.
  }
  window.location.replace('/auth');
}

/** Where the sign-in page goes once a user is signed in: /auth?from=…, else the page kept by goToSignIn. */
export function afterSignInPath(): string {
  const fromUrl = new URLSearchParams(window.location.search).get(FROM_PARAM);
  return safeRedirectPath(fromUrl ?? stored()?.getItem(FROM_KEY));
}

/** Signed in: on to the page asked for, by a page load (the signed-in app is another page than this one). */
export function leaveSignIn(): void {
  const path = afterSignInPath();
  stored()?.removeItem(FROM_KEY);
  window.location.replace(path);
}
