/**
 * The refresh token of the authorization just completed, shown once (spec §2): the server keeps it and
 * never answers it again. Called a « jeton d'autorisation » on screen, with what it is good for: nothing to
 * do, unless whoever runs the server prefers to keep it in its configuration. Focus moves here when it
 * appears, since the popup has just closed.
 */
import { settingsSuccessToast } from '@client/components/settings/settings-toast';
import { Button } from '@client/components/ui/button';
import { CopyButton } from '@client/components/ui/copy-button';
import { mailMessages } from '@shared/mail/mail.schema';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

export function GmailRefreshToken({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="gmail-token-title"
      className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50/90 p-4 text-emerald-950"
    >
      <h4
        id="gmail-token-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold outline-none"
      >
        <CircleCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        Autorisation réussie
      </h4>
      <p>
        L'envoi fonctionne dès maintenant&nbsp;: l'application a enregistré le jeton d'autorisation (refresh
        token) que Google vient de lui donner. Vous n'avez rien d'autre à faire.
      </p>
      <code
        id="gmail-refresh-token"
        className="block rounded-md border bg-white px-3 py-2 font-mono text-xs break-all select-all text-slate-800"
      >
        {token}
      </code>
      <p>
        Il n'est affiché qu'une fois. Si la personne qui gère le serveur préfère le garder dans sa
        configuration, copiez-le et transmettez-le-lui sous le nom{' '}
        <code className="font-mono text-xs">GMAIL_REFRESH_TOKEN</code>. Gardez-le secret&nbsp;: il permet
        d'envoyer des e-mails avec ce compte.
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={token}
          onCopied={() => settingsSuccessToast(mailMessages.tokenCopied)}
          aria-describedby="gmail-refresh-token"
        >
          Copier le jeton
        </CopyButton>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Masquer le jeton
        </Button>
      </div>
    </section>
  );
}
