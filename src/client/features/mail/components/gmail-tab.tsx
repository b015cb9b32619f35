/**
 * Configuration Gmail (spec §2 "Mail-sending configuration", administrators): the status of mail sending
 * with its "Actualiser le statut" button, the three setup steps with the authorization popup, and the
 * delivery queue. The status is read here only (spec §6: the mail status call is the admin's), once per
 * visit of the tab, and again after an authorization, a retry or a test mail. "Actualiser le statut" also
 * refreshes what the other screens know of mail (whether it goes out), since the server's setup may have
 * changed meanwhile.
 */
import { QueryContent } from '@client/components/layout/query-states';
import { SettingsCardHeader } from '@client/components/settings/settings-card-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useMailStatus } from '@client/features/mail/api/get-mail-status';
import { mailKeys } from '@client/features/mail/api/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, RefreshCw } from 'lucide-react';
import { GmailSetupCard } from './gmail-setup-card';
import { MailDeliveryCard } from './mail-delivery-card';
import { MailStatusSummary } from './mail-status-summary';

export function GmailTab() {
  const status = useMailStatus();
  const queryClient = useQueryClient();

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="gmail-status-title" role="region">
        <SettingsCardHeader
          titleId="gmail-status-title"
          icon={Mail}
          title="Configuration Gmail"
          description={
            <>
              Une fois l'envoi configuré ici, l'application prévient par e-mail l'équipe logistique de chaque
              nouvelle demande, et les demandeurs quand leur demande est acceptée ou refusée.
            </>
          }
          actions={
            <Button
              variant="outline"
              onClick={() => queryClient.invalidateQueries({ queryKey: mailKeys.all })}
              pending={status.isFetching}
            >
              {!status.isFetching && <RefreshCw aria-hidden="true" />}
              Actualiser le statut
            </Button>
          }
        />
        <CardContent>
          <QueryContent
            query={status}
            loadingLabel="Chargement du statut de l'envoi des e-mails"
            errorTitle="Impossible de charger le statut de l'envoi des e-mails."
          >
            {(data) => <MailStatusSummary status={data} />}
          </QueryContent>
        </CardContent>
      </Card>

      {status.data && status.data.transport !== 'smtp' && <GmailSetupCard status={status.data} />}
      {status.data && <MailDeliveryCard status={status.data} />}
    </div>
  );
}
