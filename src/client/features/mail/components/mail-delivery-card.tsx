/**
 * "État des envois": the notification queue as the server reports it — last successful send, waiting and
 * failed notifications with the last failure — with "Réessayer" for the failed ones and a real test mail
 * to the notification address (offered once mail is configured). Toasts carry the server's French reason.
 */
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Notice } from '@client/components/ui/notice';
import { useRetryMailNotifications } from '@client/features/mail/api/retry-mail-notifications';
import { useSendTestMail } from '@client/features/mail/api/send-test-mail';
import { serverReason } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import { frenchDateTime } from '@shared/french-dates';
import type { MailStatus } from '@shared/mail/mail.schema';
import { RotateCcw, Send } from 'lucide-react';

/** "1 notification remise en file d'envoi." / "3 notifications remises…". */
function requeuedText(count: number): string {
  if (count === 0) return 'Aucune notification à relancer.';
  return count === 1
    ? "1 notification remise en file d'envoi."
    : `${count} notifications remises en file d'envoi.`;
}

export function MailDeliveryCard({ status }: { status: MailStatus }) {
  const retry = useRetryMailNotifications();
  const sendTest = useSendTestMail();
  const { delivery } = status;

  async function onRetry() {
    try {
      const { requeued } = await retry.mutateAsync();
      settingsSuccessToast('Envois relancés', requeuedText(requeued));
    } catch (error) {
      settingsErrorToast('Erreur', serverReason(error, 'Impossible de relancer les envois.'));
    }
  }

  async function onSendTest() {
    try {
      const { sentTo } = await sendTest.mutateAsync();
      settingsSuccessToast('Message de test envoyé', `Un e-mail de test a été envoyé à ${sentTo}.`);
    } catch (error) {
      settingsErrorToast(
        "Échec de l'envoi du message de test",
        serverReason(error, "Le message de test n'a pas pu être envoyé."),
      );
    }
  }

  return (
    <Card aria-labelledby="mail-delivery-title" role="region">
      <CardHeader>
        <h2 id="mail-delivery-title" className="text-lg font-semibold text-slate-900">
          État des envois
        </h2>
        <CardDescription>
          Les notifications attendent dans une file d'envoi&nbsp;; un envoi qui échoue est retenté
          automatiquement.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label="Dernier envoi réussi" className="col-span-2 sm:col-span-1">
            {delivery.lastSentAt ? frenchDateTime(delivery.lastSentAt) : "Aucun pour l'instant"}
          </Figure>
          <Figure label="En attente">{String(delivery.queued)}</Figure>
          <Figure label="En échec">{String(delivery.failed)}</Figure>
        </dl>

        {delivery.failed > 0 && delivery.lastFailure && (
          <Notice tone="error" title="Dernier échec">
            {delivery.lastFailure}
          </Notice>
        )}

        <div className="flex flex-wrap gap-2">
          {delivery.failed > 0 && (
            <Button variant="outline" onClick={onRetry} pending={retry.isPending}>
              {!retry.isPending && <RotateCcw aria-hidden="true" />}
              Réessayer
            </Button>
          )}
          <Button
            variant="outline"
            onClick={onSendTest}
            disabled={!status.configured}
            pending={sendTest.isPending}
            aria-describedby="mail-test-hint"
          >
            {!sendTest.isPending && <Send aria-hidden="true" />}
            Envoyer un message de test
          </Button>
        </div>
        <p id="mail-test-hint" className="text-xs text-muted-foreground">
          {status.configured && status.notificationEmail
            ? `Le message de test part vers ${status.notificationEmail}.`
            : "Disponible une fois l'envoi configuré et l'email de notification défini."}
        </p>
      </CardContent>
    </Card>
  );
}

function Figure({ label, className, children }: { label: string; className?: string; children: string }) {
  return (
    <div className={cn('grid gap-1 rounded-lg border border-slate-200 bg-white/60 p-3', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-semibold wrap-anywhere text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
