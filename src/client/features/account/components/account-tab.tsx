/**
 * Mon compte (spec §2 My account): everyone edits their own profile, password and ERP (Odoo) credentials,
 * and chooses whether to get a mail when one of their requests is decided. Each form saves on its own (the
 * switch as soon as it is flipped); the profile, the credentials and the switch update the session user.
 * While no mail can be sent, the switch still records the choice, and says that nothing leaves for now.
 */

import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Notice } from '@client/components/ui/notice';
import { Switch } from '@client/components/ui/switch';
import { getAuthOptions } from '@client/features/auth/api/get-auth-options';
import { authKeys, userQueryOptions, useUser } from '@client/features/auth/api/get-user';
import { GoogleIcon } from '@client/features/auth/components/google-icon';
import { CalendarFeedCard } from '@client/features/calendar/components/calendar-feed-card';
import { useMailAvailability } from '@client/features/mail/api/get-mail-availability';
import { MailSetupLink } from '@client/features/mail/components/mail-setup-link';
import { OdooCredentialsForm } from '@client/features/odoo/components/odoo-credentials-form';
import { useChangePassword } from '@client/features/users/api/change-password';
import { useUnlinkGoogle } from '@client/features/users/api/unlink-google';
import { useUpdateUser } from '@client/features/users/api/update-user';
import { errorMessage } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { readQueryAgain, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import type { PublicUser } from '@shared/users/user.schema';
import { passwordChangeSchema, profileSchema } from '@shared/users/user-form.schema';
import { isAdmin } from '@shared/users/user-roles';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { BellRing, CalendarDays, KeyRound, PlugZap, UserRound } from 'lucide-react';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

export function AccountTab() {
  const { data: user } = useUser();
  // Until the answer arrives, and if the call fails, Google is not offered.
  const googleEnabled =
    useQuery({ queryKey: authKeys.options(), queryFn: getAuthOptions }).data?.googleEnabled === true;
  // The settings page is behind RequireAuth: a user is always there; the check keeps the types honest.
  if (!user) return null;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <AccountCard
        id="account-profile"
        icon={UserRound}
        title="Profil"
        description="Votre nom et votre email."
      >
        <OwnAccountForm user={user} form={(stale) => <ProfileForm user={user} stale={stale} />} />
      </AccountCard>
      <AccountCard
        id="account-password"
        icon={KeyRound}
        title={user.hasPassword ? 'Mot de passe' : 'Définir un mot de passe'}
        description={
          user.hasPassword
            ? '6\u00a0caractères au minimum.'
            : 'Votre compte a été créé avec Google. Définissez un mot de passe (6\u00a0caractères au minimum) pour vous connecter aussi avec votre identifiant.'
        }
      >
        <PasswordForm username={user.username} hasPassword={user.hasPassword} />
      </AccountCard>
      {(googleEnabled || user.googleLinked) && (
        <AccountCard
          id="account-google"
          icon={GoogleIcon}
          title="Connexion avec Google"
          description="Se connecter avec son compte Google, sans mot de passe."
          className="xl:col-span-2"
        >
          <GoogleLinkSection user={user} />
        </AccountCard>
      )}
      <AccountCard
        id="account-odoo"
        icon={PlugZap}
        title="Intégration Odoo"
        description="Vos identifiants Odoo servent à récupérer automatiquement les offres de reprise (devis signés) lors de la création des demandes de collecte."
        className="xl:col-span-2"
      >
        <OwnAccountForm user={user} form={(stale) => <OdooCredentialsForm user={user} stale={stale} />} />
      </AccountCard>
      <AccountCard
        id="account-notifications"
        icon={BellRing}
        title="Suivi de mes demandes"
        description="Un e-mail à votre adresse quand un administrateur décide d'une de vos demandes."
        className="xl:col-span-2"
      >
        <OwnAccountForm
          user={user}
          form={(stale) => <DecisionNotificationSwitch user={user} stale={stale} />}
        />
      </AccountCard>
      <AccountCard
        id="account-calendar"
        icon={CalendarDays}
        title="Agenda"
        description="Les collectes, enlèvements et transports planifiés dans votre propre agenda (Google Agenda, Outlook, Apple Calendrier), par une adresse secrète qui vous est propre."
        className="xl:col-span-2"
      >
        <CalendarFeedCard />
      </AccountCard>
    </div>
  );
}

function AccountCard({
  id,
  icon: Icon,
  title,
  description,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon | ComponentType<{ className?: string }>;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon className="size-5 text-indigo-600" aria-hidden="true" />
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The session's account read again (« Recharger »); a session that ended keeps what was shown. */
const readOwnAccount = async (shown: PublicUser, queryClient: QueryClient) =>
  (await readQueryAgain(userQueryOptions())(shown, queryClient)) ?? shown;

/**
 * A save of one's own account based on an older version (an administrator changed it meanwhile, decision
 * 0076) shows « Modifié entre-temps » in its card, with « Recharger »: the account read again, the form
 * restarted from it (the forms send the session account's version, which the reload refreshes).
 */
function OwnAccountForm({
  user,
  form,
}: {
  user: PublicUser;
  form: (stale: StaleReload<PublicUser>) => ReactNode;
}) {
  const stale = useStaleReload({ record: user, read: readOwnAccount });
  return <Fragment key={stale.key}>{form(stale)}</Fragment>;
}

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" variant="brand" pending={pending}>
        {children}
      </Button>
    </div>
  );
}

const profileFields = ['firstName', 'lastName', 'email'] as const;

function ProfileForm({ user, stale }: { user: PublicUser; stale: StaleReload<PublicUser> }) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });

  const onSubmit = handleSubmit(async (values) => {
    stale.clear();
    try {
      const updated = await update.mutateAsync({ id: user.id, input: values, version: user.version });
      reset({ firstName: updated.firstName, lastName: updated.lastName, email: updated.email });
      settingsSuccessToast('Profil mis à jour', 'Vos informations ont été enregistrées.');
    } catch (error) {
      // The notice in the form says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      applyServerFieldErrors(error, setError, profileFields);
      settingsErrorToast('Erreur lors de la mise à jour', errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profil">
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="profile-firstName"
          label="Prénom"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          id="profile-lastName"
          label="Nom"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <FormField
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={update.isPending}>Enregistrer le profil</SubmitButton>
    </form>
  );
}

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm({ username, hasPassword }: { username: string; hasPassword: boolean }) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordChangeSchema), defaultValues: emptyPasswords });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      reset(emptyPasswords);
      settingsSuccessToast('Mot de passe modifié', 'Utilisez-le à votre prochaine connexion.');
    } catch (error) {
      applyServerFieldErrors(error, setError, passwordFields);
      settingsErrorToast('Erreur lors de la modification du mot de passe', errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Changement du mot de passe">
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" value={username} autoComplete="username" hidden readOnly />
      {/* An account Google created has no current password to give. */}
      {hasPassword && (
        <FormField
          id="password-current"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <FormField
        id="password-new"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <FormField
        id="password-confirm"
        label="Confirmer le mot de passe"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={changePassword.isPending}>
        {hasPassword ? 'Modifier le mot de passe' : 'Définir le mot de passe'}
      </SubmitButton>
    </form>
  );
}

/**
 * Whether the account signs in with Google. Unlinking needs a password first (else the account could only
 * come back through Google, which links it again by its email anyway).
 */
function GoogleLinkSection({ user }: { user: PublicUser }) {
  const unlink = useUnlinkGoogle();

  async function onUnlink() {
    try {
      await unlink.mutateAsync(user.id);
      settingsSuccessToast('Compte Google délié', 'Connectez-vous désormais avec votre identifiant.');
    } catch (error) {
      settingsErrorToast('Erreur lors de la mise à jour', errorMessage(error));
    }
  }

  if (!user.googleLinked) {
    return (
      <p className="text-sm text-slate-700">
        Votre compte n'est pas encore lié à Google. Il le sera à votre première connexion avec «{'\u00a0'}Se
        connecter avec Google{'\u00a0'}», avec le compte Google de l'adresse {user.email}.
      </p>
    );
  }
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-slate-700">
        Votre compte est lié à Google{'\u00a0'}: «{'\u00a0'}Se connecter avec Google{'\u00a0'}» vous connecte
        sans mot de passe.
      </p>
      <Button
        type="button"
        variant="outline"
        onClick={onUnlink}
        disabled={!user.hasPassword}
        pending={unlink.isPending}
        aria-describedby={user.hasPassword ? undefined : 'account-google-hint'}
      >
        Délier mon compte Google
      </Button>
      {!user.hasPassword && (
        <p id="account-google-hint" className="text-sm text-muted-foreground">
          Définissez d'abord un mot de passe pour pouvoir vous connecter sans Google.
        </p>
      )}
    </div>
  );
}

function DecisionNotificationSwitch({ user, stale }: { user: PublicUser; stale: StaleReload<PublicUser> }) {
  const update = useUpdateUser();
  // Until the answer arrives nothing is said either way; a failed check says nothing rather than a guess.
  const mailOff = useMailAvailability().data?.sending === false;

  async function onCheckedChange(notifyOnDecision: boolean) {
    stale.clear();
    try {
      await update.mutateAsync({ id: user.id, input: { notifyOnDecision }, version: user.version });
      settingsSuccessToast(
        'Profil mis à jour',
        !notifyOnDecision
          ? "Vous ne recevrez plus d'e-mail lors des décisions sur vos demandes."
          : mailOff
            ? "Votre choix est enregistré. Aucun e-mail ne partira tant que l'envoi d'e-mails n'est pas configuré."
            : 'Vous recevrez un e-mail à chaque décision sur vos demandes.',
      );
    } catch (error) {
      if (!stale.caught(error)) settingsErrorToast('Erreur lors de la mise à jour', errorMessage(error));
    }
  }

  return (
    <div className="grid gap-4">
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <div className="flex items-start gap-3">
        <Switch
          id="account-notifyOnDecision"
          className="mt-0.5"
          checked={
            update.isPending
              ? (update.variables?.input.notifyOnDecision ?? user.notifyOnDecision)
              : user.notifyOnDecision
          }
          onCheckedChange={onCheckedChange}
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
          aria-describedby={mailOff ? 'account-mail-off' : undefined}
        />
        <Label htmlFor="account-notifyOnDecision" className="leading-snug">
          Recevoir un e-mail lorsqu'une de mes demandes est acceptée ou refusée
        </Label>
      </div>
      {mailOff && (
        <Notice id="account-mail-off" tone="warning" title="Aucun e-mail n'est envoyé pour l'instant">
          L'envoi des e-mails n'est pas encore configuré. Votre choix est enregistré et s'appliquera dès qu'il
          le sera. {isAdmin(user) ? <MailSetupLink /> : 'Un administrateur doit le configurer.'}
        </Notice>
      )}
    </div>
  );
}
