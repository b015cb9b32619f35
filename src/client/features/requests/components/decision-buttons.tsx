/**
 * "Accepter" and "Refuser" for one pending request (administrators only: the server refuses anyone else
 * with 403). Both ask for confirmation first: the acceptance says what it takes out of the packaging stock,
 * the refusal takes an optional reason. A list shows these buttons on every pending card, so the dialogs
 * and the decision's mutation are mounted when a button is first pressed, not with each card; their code
 * (decision-dialogs.tsx) is downloaded once the page is idle, not with it.
 */
import { Button } from '@client/components/ui/button';
import { preloadWhenIdle } from '@client/lib/preload-when-idle';
import { Check, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { RequestKind } from '../request-types';
import type { DecisionChoice, DecisionRequest } from './decision-dialogs';

/** The dialogs' code is not part of the page's first load: it arrives while the page is idle. */
const loadDialogs = () => import('./decision-dialogs');
const DecisionDialogs = lazy(async () => ({ default: (await loadDialogs()).DecisionDialogs }));
preloadWhenIdle(loadDialogs);

export function DecisionButtons({
  kind,
  request,
  size = 'sm',
}: {
  kind: RequestKind;
  request: DecisionRequest;
  /** Small on cards; the details dialog's footer uses the default size of its other buttons. */
  size?: 'sm' | 'default';
}) {
  const [dialog, setDialog] = useState<DecisionChoice | null>(null);
  // Each opening starts a new confirmation (no failure left from the last one): 0 means never opened.
  const [session, setSession] = useState(0);
  const open = (next: DecisionChoice) => {
    setSession((current) => current + 1);
    setDialog(next);
  };
  return (
    <>
      {/* emerald-700: white text on emerald-600 is 3.8:1, under the 4.5:1 small text needs (Lighthouse). */}
      <Button
        size={size}
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        aria-haspopup="dialog"
        onClick={() => open('accept')}
      >
        <Check aria-hidden="true" />
        Accepter
      </Button>
      <Button size={size} variant="destructive" aria-haspopup="dialog" onClick={() => open('reject')}>
        <X aria-hidden="true" />
        Refuser
      </Button>
      {session > 0 && (
        <Suspense fallback={null}>
          <DecisionDialogs
            key={session}
            kind={kind}
            request={request}
            dialog={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}
