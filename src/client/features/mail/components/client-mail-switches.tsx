/**
 * Général › Notifications › « E-mails aux clients »: the mails a request's client contact receives at the
 * milestones of its suivi and when its lot's « Certificat d'effacement des données » is issued (issue 32),
 * each switched on or off on its own (saved at once). While mail cannot be sent the
 * card says so: the switches still save the choice, applied once mail works (docs/decisions/0049).
 */
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { Label } from '@client/components/ui/label';
import { Notice } from '@client/components/ui/notice';
import { Switch } from '@client/components/ui/switch';
import { useUpdateNotificationSettings } from '@client/features/mail/api/update-notification-settings';
import { serverReason } from '@client/lib/api-client';
import type { StaleReload } from '@client/lib/use-stale-reload';
import type { ClientMailMoment } from '@shared/fulfilment/fulfilment-stages';
import type { NotificationSettings } from '@shared/mail/mail.schema';
import { MailSetupLink } from './mail-setup-link';

const switches: { moment: ClientMailMoment; label: string; hint: string }[] = [
  {
    moment: 'planned',
    label: 'Collecte, enlèvement ou transport planifié',
    hint: 'La date prévue, avec le créneau ou le transporteur et son numéro de suivi.',
  },
  {
    moment: 'shipped',
    label: 'Matériel expédié, enlevé ou collecté',
    hint: 'Le transporteur et le lien vers sa page de suivi.',
  },
  {
    moment: 'received',
    label: "Matériel réceptionné à l'entrepôt",
    hint: 'Les quantités déclarées et reçues, catégorie par catégorie, et le poids reçu.',
  },
  {
    moment: 'certificate',
    label: "Certificat d'effacement des données émis",
    hint: 'Le numéro du certificat et les comptes du lot\u00a0; le client le télécharge depuis la page de suivi.',
  },
];

export function ClientMailSwitches({
  settings,
  stale,
}: {
  settings: NotificationSettings;
  /** The card's version round (decision 0076), shared with the address's form. */
  stale: StaleReload<NotificationSettings>;
}) {
  const update = useUpdateNotificationSettings();
  const pending = update.isPending ? update.variables?.input.clientMails : undefined;

  async function onChange(moment: ClientMailMoment, on: boolean) {
    stale.clear();
    try {
      const saved = await update.mutateAsync({
        input: { clientMails: { [moment]: on } },
        version: stale.basedOn,
      });
      stale.follow(saved.version, true);
      settingsSuccessToast(
        'Paramètres mis à jour',
        !on
          ? 'Cet e-mail ne sera plus envoyé aux clients.'
          : settings.sending
            ? 'Cet e-mail sera envoyé aux clients.'
            : "Votre choix est enregistré. Aucun e-mail ne partira tant que l'envoi d'e-mails n'est pas configuré.",
      );
    } catch (error) {
      // The notice above the card's form says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      settingsErrorToast('Erreur', serverReason(error, 'Impossible de sauvegarder les paramètres.'));
    }
  }

  return (
    <section aria-labelledby="client-mails-title" className="grid gap-4 border-t pt-4">
      <h3 id="client-mails-title" className="text-base font-semibold text-slate-900">
        E-mails aux clients
      </h3>
      <p className="text-sm text-muted-foreground">
        Le contact de la demande (pour un transport, l'expéditeur puis le destinataire) reçoit un e-mail à ces
        moments du suivi et de son lot, avec le lien de sa page de suivi.
      </p>
      {!settings.sending && (
        <Notice id="client-mails-off" tone="warning" title="Aucun e-mail ne part pour l'instant">
          L'envoi des e-mails n'est pas configuré&nbsp;: vos choix sont enregistrés et s'appliqueront dès
          qu'il le sera. <MailSetupLink />
        </Notice>
      )}
      {switches.map(({ moment, label, hint }) => {
        const id = `settings-client-mail-${moment}`;
        return (
          <div key={moment} className="flex items-start gap-3">
            <Switch
              id={id}
              className="mt-0.5"
              checked={pending?.[moment] ?? settings.clientMails[moment]}
              onCheckedChange={(on) => onChange(moment, on)}
              disabled={update.isPending}
              aria-busy={update.isPending || undefined}
              aria-describedby={[`${id}-hint`, settings.sending ? '' : 'client-mails-off'].join(' ').trim()}
            />
            <div className="grid gap-1">
              <Label htmlFor={id} className="leading-snug">
                {label}
              </Label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
          </div>
        );
      })}
    </section>
  );
}
