/**
 * The Gmail authorization flow without React (spec §4 "Mail authorization flow", §8 "Mail configuration"):
 * which messages count as the popup's report, what each report means for the administrator, and the
 * watch that waits for the first report — on window messages or the BroadcastChannel fallback — or gives
 * up after five minutes. use-gmail-authorization.ts wires it to the popup and the tab.
 */
import {
  GMAIL_OAUTH_MESSAGE_TYPE,
  GMAIL_POPUP,
  type GmailOAuthMessage,
  mailMessages,
} from '@shared/mail/gmail-oauth';

export type AuthorizationStatus = 'idle' | 'pending' | 'success' | 'error' | 'timeout';

/** How a flow ended: the refresh token, or the toast to show. */
export type AuthorizationOutcome =
  | { status: 'success'; refreshToken: string }
  | { status: 'error' | 'timeout'; title: string; description: string };

/** The window features of the popup (integrations §4); `popup` asks for a minimal window. */
export const POPUP_FEATURES = `popup,width=${GMAIL_POPUP.width},height=${GMAIL_POPUP.height}`;

/** The popup's report if `data` is one; anything else posted to this window (extensions, devtools) is not. */
export function readOAuthMessage(data: unknown): GmailOAuthMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, ok, error, refreshToken } = data as Record<string, unknown>;
  if (type !== GMAIL_OAUTH_MESSAGE_TYPE || typeof ok !== 'boolean') return null;
  return {
    type: GMAIL_OAUTH_MESSAGE_TYPE,
    ok,
    error: typeof error === 'string' && error ? error : undefined,
    refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : undefined,
  };
}

/** Spec §4: a message from another origin is ignored, whatever it says. */
export function acceptOAuthEvent(
  event: { origin: string; data: unknown },
  ownOrigin: string,
): GmailOAuthMessage | null {
  if (event.origin !== ownOrigin) return null;
  return readOAuthMessage(event.data);
}

export function outcomeOf(message: GmailOAuthMessage): AuthorizationOutcome {
  if (message.ok) {
    return message.refreshToken
      ? { status: 'success', refreshToken: message.refreshToken }
      : { status: 'error', title: 'Erreur', description: mailMessages.noRefreshToken };
  }
  return {
    status: 'error',
    title: 'Erreur',
    description: message.error ? mailMessages.popupError(message.error) : mailMessages.configFailed,
  };
}

export const timeoutOutcome: AuthorizationOutcome = {
  status: 'timeout',
  title: mailMessages.timeoutTitle,
  description: mailMessages.timeout,
};

type MessageSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface WatchOptions {
  /** This page's origin: the only one whose reports count. */
  origin: string;
  /** Where `window.opener.postMessage` lands: the window. */
  messages: MessageSource;
  /** The fallback channel (closed when the watch ends); null where BroadcastChannel does not exist. */
  channel: (MessageSource & { close: () => void }) | null;
  timeoutMs?: number;
  /** Called once, with the first accepted report or the time-out. */
  onOutcome: (outcome: AuthorizationOutcome) => void;
}

/**
 * Listens on both paths until the first report or the time-out, then stops everything. The popup reports
 * on both when it can, so the second copy finds the watch already stopped. Returns `stop` (no outcome).
 */
export function watchAuthorization({
  origin,
  messages,
  channel,
  timeoutMs = GMAIL_POPUP.timeoutMs,
  onOutcome,
}: WatchOptions): () => void {
  let stopped = false;

  const onMessage = (event: Event) => {
    const message = acceptOAuthEvent(event as MessageEvent, origin);
    if (message) finish(outcomeOf(message));
  };
  const timer = setTimeout(() => finish(timeoutOutcome), timeoutMs);

  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    messages.removeEventListener('message', onMessage);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
  }

  function finish(outcome: AuthorizationOutcome) {
    if (stopped) return;
    stop();
    onOutcome(outcome);
  }

  messages.addEventListener('message', onMessage);
  channel?.addEventListener('message', onMessage);
  return stop;
}
