/**
 * Plays the user's browser through the Google peer's authorization pages without a browser: follows the
 * redirects with a cookie jar, submits oidc-provider's dev sign-in form (any password) and its consent form,
 * and hands back the redirect to the app's redirect_uri — with `code` and `state`, or `error` — without
 * requesting it, so API tests can pass the code to the server under test through app.inject.
 */

export interface AuthorizationOptions {
  /** Typed on the sign-in form; the peer derives the account's email from it (see claimsForLogin). */
  login: string;
  password?: string;
  /** Press "Cancel" on the consent page instead of "Continue": the app then gets `error=access_denied`. */
  deny?: boolean;
}

const MAX_STEPS = 20;

export async function completeAuthorization(
  authUrl: string | URL,
  { login, password = 'any-password', deny = false }: AuthorizationOptions,
): Promise<URL> {
  let url = new URL(authUrl);
  const issuerOrigin = url.origin;
  const jar = new CookieJar();
  let form: URLSearchParams | undefined;

  for (let step = 0; step < MAX_STEPS; step += 1) {
    // Anything off the issuer is the redirect to the app: report it, never request it.
    if (url.origin !== issuerOrigin) return url;

    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    });
    jar.store(url, response.headers.getSetCookie());

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      form = undefined;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(
        `authorization stopped at ${url.pathname} with HTTP ${response.status}: ${textOf(html)}`,
      );
    }
    const page = parseForm(html);
    if (!page) throw new Error(`no form on ${url.pathname}: ${textOf(html)}`);
    if (deny && page.fields.get('prompt') === 'consent' && page.cancel) {
      url = new URL(page.cancel, url);
      form = undefined;
      continue;
    }
    form = new URLSearchParams([...page.fields]);
    if (form.has('login')) form.set('login', login);
    if (form.has('password')) form.set('password', password);
    url = new URL(page.action, url);
  }
  throw new Error(`authorization did not reach the redirect_uri within ${MAX_STEPS} steps`);
}

/** The page's first form (action and named inputs) and its "[ Cancel ]" link, from oidc-provider's markup. */
function parseForm(html: string) {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form?.[1] || form[2] === undefined) return undefined;
  const fields = new Map<string, string>();
  for (const [input] of form[2].matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (name) fields.set(name, attribute(input, 'value') ?? '');
  }
  const cancel = /<a\b[^>]*\bhref="([^"]*)"[^>]*>\s*\[\s*Cancel\s*\]/i.exec(html)?.[1];
  return { action: decodeEntities(form[1]), fields, cancel: cancel && decodeEntities(cancel) };
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

/** The entities oidc-provider's templates escape (&, <, >, ", '). */
function decodeEntities(text: string) {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, named: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[named.toLowerCase()] ?? '';
  });
}

function textOf(html: string) {
  return html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/** Name, value and path of each cookie: one host (the issuer), so domains need no tracking. */
class CookieJar {
  #cookies = new Map<string, { value: string; path: string }>();

  store(url: URL, setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const options = new Map(
        attributes.map((attr) => {
          const [key = '', ...rest] = attr.split('=');
          return [key.toLowerCase(), rest.join('=')] as const;
        }),
      );
      const expires = options.get('expires');
      const expired =
        options.get('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
      const path = options.get('path') || defaultPath(url);
      const key = `${name};${path}`;
      if (expired || value === '') this.#cookies.delete(key);
      else this.#cookies.set(key, { value, path });
    }
  }

  header(url: URL) {
    return [...this.#cookies]
      .filter(
        ([, { path }]) =>
          url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(([key, { value }]) => `${key.slice(0, key.indexOf(';'))}=${value}`)
      .join('; ');
  }
}

function defaultPath(url: URL) {
  const last = url.pathname.lastIndexOf('/');
  return last <= 0 ? '/' : url.pathname.slice(0, last);
}
