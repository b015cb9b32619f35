/**
 * Général › Notifications: the logistics team's address ("Email de notification"), which receives a mail
 * for every new request. Its own form and button, so it is saved apart from the dimensions. The card says
 * whether notifications really leave now, and the save's toast what will really happen: while no way to
 * send is configured, nothing is promised and the administrator is shown where to configure it. Below, the
 * client mails' switches (client-mail-switches.tsx).
 */
import { QueryContent } from '@client/components/layout/query-states';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Notice } from '@client/components/ui/notice';
import {
  notificationSettingsQueryOptions,
  useNotificationSettings,
} from '@client/features/mail/api/get-notification-settings';
import { useUpdateNotificationSettings } from '@client/features/mail/api/update-notification-settings';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { readQueryAgain, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import { type NotificationSettings, notificationSettingsSchema } from '@shared/mail/mail.schema';
import { BellRing } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ClientMailSwitches } from './client-mail-switches';
import { MailSetupLink } from './mail-setup-link';

const notificationFields = ['notificationEmail'] as const;

export function NotificationSettingsCard() {
  const settings = useNotificationSettings();

  return (
    // Not a region landmark: the toasts' region is "Notifications (F8)", and its name must stay unique.
    <Card>
      <CardHeader>
        <h2
          id="notification-settings-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <BellRing className="size-5 text-indigo-600" aria-hidden="true" />
          Notifications
        </h2>
        <CardDescription>
          L'adresse de l'équipe logistique, prévenue par e-mail des nouvelles demandes, et les e-mails envoyés
          aux clients au fil du suivi.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={settings}
          loadingLabel="Chargement de l'email de notification"
          loaderClassName="min-h-24"
          errorTitle="Impossible de charger l'email de notification."
        >
          {(data) => <NotificationSettingsPanel settings={data} />}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

/**
 * The address and the switches share one version (decision 0076): each save is based on it, moves it on, and
 * a colleague's change in between shows « Modifiés entre-temps » above both.
 */
function NotificationSettingsPanel({ settings }: { settings: NotificationSettings }) {
  const stale = useStaleReload({
    record: settings,
    read: readQueryAgain(notificationSettingsQueryOptions()),
  });
  return (
    <div className="grid gap-4">
      <DeliveryNotice settings={settings} />
      <StaleVersionNotice title="Modifiés entre-temps" {...stale.notice} />
      <NotificationSettingsForm key={stale.key} settings={stale.current ?? settings} stale={stale} />
      <ClientMailSwitches settings={settings} stale={stale} />
    </div>
  );
}

/** What saving the address really does, from the server's answer. */
function savedText({ notificationEmail, sending }: NotificationSettings): string {
  if (!sending) {
    return "Adresse enregistrée. Aucune notification ne partira tant que l'envoi d'e-mails n'est pas configuré.";
  }
  return `Les nouvelles demandes seront notifiées à ${notificationEmail}.`;
}

/** Whether the saved address really receives the notifications now. */
function DeliveryNotice({ settings }: { settings: NotificationSettings }) {
  if (!settings.sending) {
    return (
      <Notice tone="warning" title="Aucune notification ne part pour l'instant">
        {settings.notificationEmail
          ? "L'envoi des e-mails n'est pas configuré\u00a0: l'adresse enregistrée servira dès qu'il le sera."
          : "L'envoi des e-mails n'est pas configuré, et aucune adresse n'est enregistrée."}{' '}
        <MailSetupLink />
      </Notice>
    );
  }
  if (!settings.notificationEmail) {
    return (
      <Notice tone="warning" title="Aucune notification ne part pour l'instant">
        Enregistrez l'adresse de l'équipe logistique pour qu'elle soit prévenue des nouvelles demandes.
      </Notice>
    );
  }
  return (
    <Notice tone="success" title="Les notifications partent">
      Chaque nouvelle demande est envoyée par e-mail à {settings.notificationEmail}.
    </Notice>
  );
}

function NotificationSettingsForm({
  settings,
  stale,
}: {
  settings: NotificationSettings;
  stale: StaleReload<NotificationSettings>;
}) {
  const update = useUpdateNotificationSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: { notificationEmail: settings.notificationEmail ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    stale.clear();
    try {
      const saved = await update.mutateAsync({ input: values, version: stale.basedOn });
      reset({ notificationEmail: saved.notificationEmail ?? '' });
      stale.follow(saved.version, true);
      settingsSuccessToast('Paramètres mis à jour', savedText(saved));
    } catch (error) {
      // The notice above says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      applyServerFieldErrors(error, setError, notificationFields);
      settingsErrorToast('Erreur', 'Impossible de sauvegarder les paramètres.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Notifications">
      <FormField
        id="settings-notificationEmail"
        label="Email de notification"
        type="email"
        autoComplete="email"
        className="max-w-md"
        required
        hint="L'adresse qui reçoit un e-mail à chaque nouvelle demande."
        error={errors.notificationEmail?.message}
        {...register('notificationEmail')}
      />
      <div>
        <Button type="submit" variant="brand" pending={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
