/**
 * What the server says about mail sending (GET /api/gmail/status): the Gmail checklist (or the SMTP
 * transport that replaces it), the success box once mail can be sent, the server's last error, and the
 * missing logistics address that keeps everything silent.
 */
import { Notice } from '@client/components/ui/notice';
import { SETTINGS_TAB_PARAM } from '@client/features/settings/settings-tabs';
import type { MailStatus } from '@shared/mail/mail.schema';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';

export function MailStatusSummary({ status }: { status: MailStatus }) {
  const smtp = status.transport === 'smtp';
  return (
    <div className="grid gap-4">
      {smtp ? (
        <Notice tone="info" title="Envoi par serveur SMTP">
          Les e-mails partent par le serveur SMTP{status.account ? ` ${status.account}` : ''} (variable
          SMTP_URL du serveur). L'autorisation Gmail n'est pas nécessaire.
        </Notice>
      ) : (
        <GmailChecklist status={status} />
      )}

      {status.configured && <ConfiguredNotice status={status} />}

      {status.error && (
        <Notice tone="error" title="Erreur signalée par le serveur">
          {status.error}
        </Notice>
      )}

      {!status.notificationEmail && (
        <Notice tone="warning" title="Aucune adresse de notification">
          Rien n'est envoyé à l'équipe logistique tant que son adresse n'est pas définie.{' '}
          <Link
            to={`?${SETTINGS_TAB_PARAM}=general`}
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            Définir l'email de notification
          </Link>
        </Notice>
      )}
    </div>
  );
}

function GmailChecklist({ status }: { status: MailStatus }) {
  const tokenSource =
    status.refreshTokenSource === 'environment'
      ? ' (variable GMAIL_REFRESH_TOKEN)'
      : status.refreshTokenSource === 'database'
        ? ' (autorisé depuis cette page)'
        : '';
  const items = [
    {
      ok: status.hasClientId,
      text: status.hasClientId
        ? 'Identifiant client présent (GOOGLE_CLIENT_ID)'
        : 'Identifiant client manquant (GOOGLE_CLIENT_ID)',
    },
    {
      ok: status.hasClientSecret,
      text: status.hasClientSecret
        ? 'Secret client présent (GOOGLE_CLIENT_SECRET)'
        : 'Secret client manquant (GOOGLE_CLIENT_SECRET)',
    },
    {
      ok: status.hasRefreshToken,
      text: status.hasRefreshToken ? `Refresh token présent${tokenSource}` : 'Refresh token manquant',
    },
    {
      ok: status.configured,
      text: status.configured ? 'Configuration complète' : 'Configuration incomplète',
    },
  ];

  return (
    <section aria-labelledby="gmail-checklist-title" className="grid gap-2">
      <h3 id="gmail-checklist-title" className="font-semibold text-slate-900">
        État de la configuration
      </h3>
      <ul className="grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item.text} className="flex items-start gap-2">
            {item.ok ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
            )}
            <span className="min-w-0 wrap-anywhere text-slate-800">{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConfiguredNotice({ status }: { status: MailStatus }) {
  const smtp = status.transport === 'smtp';
  return (
    <Notice tone="success" title="L'envoi des e-mails est configuré">
      <dl className="grid gap-1">
        {!smtp && status.account && <Row label="Compte Gmail expéditeur">{status.account}</Row>}
        <Row label="Transport">
          {smtp ? `Serveur SMTP${status.account ? ` ${status.account}` : ''}` : 'API Gmail (OAuth)'}
        </Row>
        {status.notificationEmail && <Row label="Notifications envoyées à">{status.notificationEmail}</Row>}
      </dl>
    </Notice>
  );
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt>{label}&nbsp;:</dt>
      <dd className="min-w-0 font-medium break-all">{children}</dd>
    </div>
  );
}
