/**
 * The three setup steps of Gmail sending (spec §2), each opening with one plain line saying what to do and
 * why: an access for the app in the Google Cloud console with this app's return address (redirect URI),
 * its identifier and secret handed to whoever runs the server, then the authorization popup. The button
 * waits for the identifier and the secret (spec: disabled while in progress or when either is missing);
 * after a success the refresh token is shown once under it.
 */
import { settingsSuccessToast } from '@client/components/settings/settings-toast';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { CopyButton } from '@client/components/ui/copy-button';
import { useGmailAuthorization } from '@client/features/mail/use-gmail-authorization';
import type { MailStatus } from '@shared/mail/mail.schema';
import { settingsTabLink } from '@shared/settings-tab-links';
import { ExternalLink, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { GmailRefreshToken } from './gmail-refresh-token';

const GOOGLE_CLOUD_CREDENTIALS_URL = 'https://console.cloud.google.com/apis/credentials';

/** This tab at the configured address: the redirect URI is <app>/auth/gmail/callback, so two levels up. */
const tabAtConfiguredAddress = (redirectUri: string) =>
  new URL(`../../settings${settingsTabLink('gmail')}`, redirectUri).href;

export function GmailSetupCard({ status }: { status: MailStatus }) {
  const authorization = useGmailAuthorization();
  // The server's own: APP_URL's, or the address this page is used at. It is the one sent to Google, so the
  // one to register.
  const redirectUri = status.redirectUri;
  const appOrigin = new URL(redirectUri).origin;
  // Only with APP_URL set to another address: the popup would come back there, and could not reach us.
  const otherOrigin = appOrigin !== window.location.origin;
  const credentialsMissing = !status.hasClientId || !status.hasClientSecret;

  return (
    <Card aria-labelledby="gmail-setup-title" role="region">
      <CardHeader>
        <h2 id="gmail-setup-title" className="text-lg font-semibold text-slate-900">
          Mise en place de l'envoi par Gmail
        </h2>
        <CardDescription>
          Trois étapes, à faire une seule fois, pour que l'application envoie ses e-mails depuis un compte
          Gmail de l'entreprise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-6">
          <Step
            number={1}
            title="Déclarer l'application chez Google"
            summary={
              "Pour que l'application puisse demander l'accès à Gmail, Google doit la connaître\u00a0: déclarez-la une fois dans la console Google Cloud de l'entreprise."
            }
          >
            <p>
              Dans API et services › Identifiants, activez l'API Gmail puis créez un «&nbsp;ID client
              OAuth&nbsp;» de type «&nbsp;Application Web&nbsp;». Dans «&nbsp;URI de redirection
              autorisés&nbsp;», ajoutez cette adresse, celle où Google ramène après l'autorisation&nbsp;:
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
                aria-label="Copier l'adresse de redirection"
                onCopied={() => settingsSuccessToast('Adresse copiée', redirectUri)}
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

          <Step
            number={2}
            title="Transmettre l'identifiant et le secret"
            summary={
              "Google vous donne alors un identifiant et un secret\u00a0: la personne qui gère le serveur de l'application doit les y enregistrer, pour que l'application puisse s'adresser à Google."
            }
          >
            <p>Transmettez-lui ces deux valeurs, avec le nom sous lequel les enregistrer&nbsp;:</p>
            <ul className="grid list-disc gap-1 pl-5">
              <li>
                l'identifiant client («&nbsp;ID client&nbsp;»)&nbsp;:{' '}
                <ServerSetting>GOOGLE_CLIENT_ID</ServerSetting>
              </li>
              <li>
                le secret client («&nbsp;Code secret du client&nbsp;»)&nbsp;:{' '}
                <ServerSetting>GOOGLE_CLIENT_SECRET</ServerSetting>
              </li>
            </ul>
            <p>Une fois le serveur redémarré, cliquez sur «&nbsp;Actualiser le statut&nbsp;».</p>
          </Step>

          <Step
            number={3}
            title="Autoriser l'envoi"
            summary="Connectez-vous avec le compte Gmail qui enverra les notifications et acceptez qu'il envoie des e-mails pour l'application."
          >
            {status.hasRefreshToken && status.account && (
              <p>Compte autorisé actuellement&nbsp;: {status.account}.</p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="brand"
                onClick={authorization.start}
                disabled={credentialsMissing}
                pending={authorization.pending}
                aria-describedby={credentialsMissing ? 'gmail-authorize-hint' : undefined}
              >
                {!authorization.pending && <KeyRound aria-hidden="true" />}
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
                Le serveur est réglé pour l'adresse {appOrigin} (APP_URL), mais vous utilisez l'application à
                l'adresse {window.location.origin}&nbsp;: Google vous ramènerait à la première, d'où cette
                page ne serait pas prévenue.{' '}
                <a
                  href={tabAtConfiguredAddress(redirectUri)}
                  className="font-medium underline underline-offset-2 hover:no-underline"
                >
                  Ouvrir l'application à l'adresse {appOrigin}
                </a>{' '}
                pour autoriser l'envoi.
              </p>
            )}
            {credentialsMissing && (
              <p id="gmail-authorize-hint" className="text-xs text-muted-foreground">
                Possible une fois l'identifiant et le secret enregistrés sur le serveur (étape&nbsp;2).
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

function Step({
  number,
  title,
  summary,
  children,
}: {
  number: number;
  title: string;
  /** What to do and why, in one plain line. */
  summary: string;
  children: ReactNode;
}) {
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
        <p className="font-medium text-slate-800">{summary}</p>
        {children}
      </div>
    </li>
  );
}

/** The name under which whoever runs the server records a value. */
function ServerSetting({ children }: { children: string }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs break-all">{children}</code>;
}
