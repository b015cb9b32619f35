/**
 * "Autoriser l'envoi Gmail" (spec §4, §8; integrations §4). `start` must run synchronously in the click
 * handler: popup blockers only allow a window opened during the user's gesture, and the consent URL has
 * to be fetched first, so a blank popup opens at once and is sent to Google when the URL arrives.
 * The refresh token of a success is kept in this state only: the server never answers it again.
 * Leaving the tab (unmount) stops listening; the server still completes an authorization under way.
 */
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { serverReason } from '@client/lib/api-client';
import { GMAIL_OAUTH_CHANNEL, GMAIL_POPUP, mailMessages } from '@shared/mail/gmail-oauth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getGmailAuthUrl } from './api/get-gmail-auth-url';
import { mailKeys } from './api/query-keys';
import {
  type AuthorizationOutcome,
  type AuthorizationStatus,
  POPUP_FEATURES,
  watchAuthorization,
} from './gmail-authorization';

interface AuthorizationState {
  status: AuthorizationStatus;
  /** Shown once after a success, until dismissed or the tab is left. */
  refreshToken: string | null;
}

const IDLE: AuthorizationState = { status: 'idle', refreshToken: null };

/** What the blank popup says while the consent URL loads (it is same-origin until it leaves for Google). */
function showWaiting(popup: Window) {
  try {
    popup.document.title = 'Autorisation Gmail';
    popup.document.body.textContent = 'Redirection vers Google…';
  } catch {
    // Cosmetic only.
  }
}

export function useGmailAuthorization() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthorizationState>(IDLE);
  /** Stops the watch under way; null when none. */
  const stopRef = useRef<(() => void) | null>(null);

  const stopWatching = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  useEffect(() => stopWatching, [stopWatching]);

  const finish = useCallback(
    (outcome: AuthorizationOutcome) => {
      stopRef.current = null;
      if (outcome.status === 'success') {
        setState({ status: 'success', refreshToken: outcome.refreshToken });
        settingsSuccessToast('Gmail autorisé', "L'envoi des e-mails par Gmail est autorisé.");
        // Mail now goes out: the status, and what the other screens know of it.
        void queryClient.invalidateQueries({ queryKey: mailKeys.all });
      } else {
        setState({ status: outcome.status, refreshToken: null });
        settingsErrorToast(outcome.title, outcome.description);
      }
    },
    [queryClient],
  );

  const start = useCallback(() => {
    stopWatching();
    const popup = window.open('about:blank', GMAIL_POPUP.name, POPUP_FEATURES);
    if (!popup) {
      setState({ status: 'error', refreshToken: null });
      settingsErrorToast('Erreur', mailMessages.popupBlocked);
      return;
    }
    showWaiting(popup);
    setState({ status: 'pending', refreshToken: null });

    const stop = watchAuthorization({
      origin: window.location.origin,
      messages: window,
      channel: typeof BroadcastChannel === 'function' ? new BroadcastChannel(GMAIL_OAUTH_CHANNEL) : null,
      onOutcome: finish,
    });
    stopRef.current = stop;

    getGmailAuthUrl().then(
      ({ authUrl }) => {
        // Cancelled, timed out or restarted meanwhile: leave the popup alone.
        if (stopRef.current === stop) popup.location.href = authUrl;
      },
      (error: unknown) => {
        popup.close();
        if (stopRef.current !== stop) return;
        stopWatching();
        setState({ status: 'error', refreshToken: null });
        settingsErrorToast(mailMessages.startFailed, serverReason(error, 'Veuillez réessayer.'));
      },
    );
  }, [stopWatching, finish]);

  /** Gives up waiting (the popup was closed, for instance): the button is offered again. */
  const cancel = useCallback(() => {
    stopWatching();
    setState(IDLE);
  }, [stopWatching]);

  const dismissToken = useCallback(() => setState((current) => ({ ...current, refreshToken: null })), []);

  return { ...state, pending: state.status === 'pending', start, cancel, dismissToken };
}
