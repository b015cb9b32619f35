/**
 * The page Google sends the authorization popup back to (/auth/gmail/callback, integrations §4). No React:
 * it posts the code and the state to the server, which exchanges them, then reports the outcome to the
 * settings tab — by window.opener when the browser kept it, and always on a BroadcastChannel, since a
 * Cross-Origin-Opener-Policy on the way may have severed the opener — and closes itself.
 */
import { exchangeGmailCode } from '@client/features/mail/api/exchange-gmail-code';
import { gmailCallbackReport } from '@client/features/mail/gmail-callback-report';
import { GMAIL_OAUTH_CHANNEL, type GmailOAuthMessage } from '@shared/mail/gmail-oauth';

/** Long enough to read the outcome, short enough not to be in the way. */
const CLOSE_DELAY_MS = 800;

const statusLine = document.getElementById('gmail-callback-status');

function say(text: string) {
  if (statusLine) statusLine.textContent = text;
}

function report(message: GmailOAuthMessage) {
  try {
    // Only to this origin: the code's outcome and the token never go to another site.
    window.opener?.postMessage(message, window.location.origin);
  } catch {
    // The opener is gone or another origin: the channel below still reports.
  }
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(GMAIL_OAUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}

async function main() {
  const params = new URLSearchParams(window.location.search);
  // The code is single-use: keep it out of the history (a reload then reports an incomplete answer).
  window.history.replaceState(null, '', window.location.pathname);

  const message = await gmailCallbackReport(params, exchangeGmailCode);
  report(message);
  say(
    message.ok
      ? 'Autorisation terminée. Cette fenêtre va se fermer.'
      : `L'autorisation n'a pas abouti${message.error ? `\u00a0: ${message.error}` : ''}. Cette fenêtre va se fermer.`,
  );
  setTimeout(() => {
    window.close();
    // Still open (a window the page did not open): say so.
    setTimeout(() => say('Vous pouvez fermer cette fenêtre et revenir aux paramètres.'), 300);
  }, CLOSE_DELAY_MS);
}

void main();
