/**
 * The three setup steps of Gmail sending (spec §2): an OAuth client of type Web application in the Google
 * Cloud console with this app's redirect URI, its id and secret in the server's environment, then the
 * authorization popup. The button waits for the id and the secret (spec: disabled while in progress or
 * when either is missing); after a success the refresh token is shown once under it.
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { CopyButton } from '@client/components/ui/copy-button';
import { Spinner } from '@client/components/ui/spinner';
import { settingsSuccessToast } from '@client/features/settings/settings-toast';
import { useGmailAuthorization } from '@client/features/settings/use-gmail-authorization';
import type { MailStatus } from '@shared/mail/mail.schema';
import { ExternalLink, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { GmailRefreshToken } from './gmail-refresh-token';

const GOOGLE_CLOUD_CREDENTIALS_URL = 'https://console.cloud.google.com/apis/credentials';

export function GmailSetupCard({ status }: { status: MailStatus }) {
  const authorization = useGmailAuthorization();
  // The server's own (APP_URL): it is the one sent to Google, so the one to register.
  const redirectUri = status.redirectUri;
  // The popup comes back to APP_URL and reports to its own origin: from another one it could not reach us.
  const otherOrigin = new URL(redirectUri).origin !== window.location.origin;
  const credentialsMissing = !status.hasClientId || !status.hasClientSecret;

  return (
    <Card aria-labelledby="gmail-setup-title" role="region">
      <CardHeader>
        <h2 id="gmail-setup-title" className="text-lg font-semibold text-slate-900">
          Mise en place de l'envoi par Gmail
        </h2>
        <CardDescription>Trois étapes, à faire une fois par un administrateur.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-6">
          <Step number={1} title="Créer le client OAuth">
            <p>
              Dans la console Google Cloud (API et services › Identifiants), activez l'API Gmail puis créez un
              ID client OAuth de type «&nbsp;Application Web&nbsp;» avec cet URI de redirection
              autorisé&nbsp;:
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code
                id="gmail-redirect-uri"
                className="min-w-0 flex-1 rounded-md border bg-white/80 px-3 py-2 font-mono text-xs break-all select-all text-slate-800"
              >
                {redirectUri}
              </code>
              <CopyButton
                text={redirectUri}
                aria-label="Copier l'URI de redirection"
                onCopied={() => settingsSuccessToast('URI copiée', redirectUri)}
              />
            </div>
            <a
              href={GOOGLE_CLOUD_CREDENTIALS_URL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex w-fit items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              Ouvrir la console Google Cloud
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(nouvel onglet)</span>
            </a>
          </Step>

          <Step number={2} title="Configurer le serveur">
            <p>
              Définissez les variables d'environnement <EnvName>GOOGLE_CLIENT_ID</EnvName> et{' '}
              <EnvName>GOOGLE_CLIENT_SECRET</EnvName> du serveur avec l'identifiant et le secret du client
              OAuth, puis redémarrez le serveur et actualisez le statut.
            </p>
          </Step>

          <Step number={3} title="Autoriser l'envoi">
            <p>
              Connectez-vous avec le compte Gmail qui enverra les notifications et acceptez l'accès à Gmail
              dans la fenêtre Google.
              {status.hasRefreshToken &&
                status.account &&
                ` Compte autorisé actuellement\u00a0: ${status.account}.`}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="brand"
                onClick={authorization.start}
                disabled={authorization.pending || credentialsMissing}
                aria-busy={authorization.pending || undefined}
                aria-describedby={credentialsMissing ? 'gmail-authorize-hint' : undefined}
              >
                {authorization.pending ? <Spinner /> : <KeyRound aria-hidden="true" />}
                {authorization.pending ? 'Autorisation en cours…' : "Autoriser l'envoi Gmail"}
              </Button>
              {authorization.pending && (
                <Button variant="ghost" onClick={authorization.cancel}>
                  Annuler
                </Button>
              )}
            </div>
            {otherOrigin && (
              <p role="alert" className="text-sm text-amber-800">
                L'application est configurée pour l'adresse {new URL(redirectUri).origin} (APP_URL) mais vous
                l'utilisez à l'adresse {window.location.origin}&nbsp;: ouvrez-la à l'adresse configurée pour
                autoriser l'envoi.
              </p>
            )}
            {credentialsMissing && (
              <p id="gmail-authorize-hint" className="text-xs text-muted-foreground">
                Disponible une fois GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET configurés (étape 2).
              </p>
            )}
            <p role="status" className="text-xs text-muted-foreground">
              {authorization.pending
                ? "Terminez l'autorisation dans la fenêtre Google (elle expire au bout de 5\u00a0minutes)."
                : ''}
            </p>
            {authorization.refreshToken && (
              <GmailRefreshToken token={authorization.refreshToken} onDismiss={authorization.dismissToken} />
            )}
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-blue-500 to-indigo-600 text-sm font-semibold text-white"
      >
        {number}
      </span>
      <div className="grid min-w-0 flex-1 gap-2 text-sm text-slate-700">
        <h3 className="text-base font-semibold text-slate-900">
          <span className="sr-only">Étape {number}&nbsp;: </span>
          {title}
        </h3>
        {children}
      </div>
    </li>
  );
}

function EnvName({ children }: { children: string }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs break-all">{children}</code>;
}
