/**
 * What the server says about mail sending (GET /api/gmail/status): the Gmail checklist (or the SMTP
 * transport that replaces it), the success box once mail can be sent, the server's last error, and the
 * missing logistics address that keeps everything silent.
 */
import { Notice } from '@client/components/ui/notice';
import type { MailStatus } from '@shared/mail/mail.schema';
import { settingsTabLink } from '@shared/settings-tab-links';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';

export function MailStatusSummary({ status }: { status: MailStatus }) {
  const smtp = status.transport === 'smtp';
  return (
    <div className="grid gap-4">
      {smtp ? (
        <Notice tone="info" title="Envoi par serveur SMTP">
          Les e-mails partent par le serveur de messagerie{status.account ? ` ${status.account}` : ''}, réglé
          dans la configuration du serveur (SMTP_URL)&nbsp;: l'autorisation Gmail n'est pas nécessaire.
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
            to={settingsTabLink('general')}
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            Définir l'email de notification
          </Link>
        </Notice>
      )}
    </div>
  );
}

/** The spec's four checks, in words an administrator reads without knowing OAuth. */
function GmailChecklist({ status }: { status: MailStatus }) {
  const tokenSource =
    status.refreshTokenSource === 'environment'
      ? ', fourni par la configuration du serveur (GMAIL_REFRESH_TOKEN)'
      : status.refreshTokenSource === 'database'
        ? ', obtenu depuis cette page'
        : '';
  const items = [
    {
      ok: status.hasClientId,
      text: status.hasClientId
        ? 'Identifiant client Google présent'
        : 'Identifiant client Google manquant (étape\u00a02)',
    },
    {
      ok: status.hasClientSecret,
      text: status.hasClientSecret
        ? 'Secret client Google présent'
        : 'Secret client Google manquant (étape\u00a02)',
    },
    {
      ok: status.hasRefreshToken,
      text: status.hasRefreshToken
        ? `Jeton d'autorisation Gmail présent${tokenSource}`
        : "Jeton d'autorisation Gmail manquant\u00a0: autorisez l'envoi (étape\u00a03)",
    },
    {
      ok: status.configured,
      text: status.configured
        ? 'Configuration complète\u00a0: les notifications partent'
        : 'Configuration incomplète\u00a0: aucune notification ne part',
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
