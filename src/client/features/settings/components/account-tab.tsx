/**
 * Mon compte (spec §2 My account): everyone edits their own profile, password and ERP (Odoo) credentials,
 * and chooses whether to get a mail when one of their requests is decided. Each form saves on its own (the
 * switch as soon as it is flipped); the profile, the credentials and the switch update the session user.
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { Switch } from '@client/components/ui/switch';
import { useUser } from '@client/features/auth/api/get-user';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { useChangePassword } from '@client/features/users/api/change-password';
import { useUpdateUser } from '@client/features/users/api/update-user';
import { errorMessage } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PublicUser } from '@shared/users/user.schema';
import { passwordChangeSchema, profileSchema } from '@shared/users/user-form.schema';
import type { LucideIcon } from 'lucide-react';
import { BellRing, KeyRound, PlugZap, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { OdooCredentialsForm } from './odoo-credentials-form';

export function AccountTab() {
  const { data: user } = useUser();
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
        <ProfileForm user={user} />
      </AccountCard>
      <AccountCard
        id="account-password"
        icon={KeyRound}
        title="Mot de passe"
        description={'6\u00a0caractères au minimum.'}
      >
        <PasswordForm username={user.username} />
      </AccountCard>
      <AccountCard
        id="account-odoo"
        icon={PlugZap}
        title="Intégration Odoo"
        description="Vos identifiants Odoo servent à récupérer automatiquement les offres de reprise (devis signés) lors de la création des demandes de collecte."
        className="xl:col-span-2"
      >
        <OdooCredentialsForm user={user} />
      </AccountCard>
      <AccountCard
        id="account-notifications"
        icon={BellRing}
        title="Suivi de mes demandes"
        description="Un e-mail à votre adresse quand un administrateur décide d'une de vos demandes."
        className="xl:col-span-2"
      >
        <DecisionNotificationSwitch user={user} />
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
  icon: LucideIcon;
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

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" variant="brand" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {children}
      </Button>
    </div>
  );
}

const profileFields = ['firstName', 'lastName', 'email'] as const;

function ProfileForm({ user }: { user: PublicUser }) {
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
    try {
      const updated = await update.mutateAsync({ id: user.id, input: values });
      reset({ firstName: updated.firstName, lastName: updated.lastName, email: updated.email });
      settingsSuccessToast('Profil mis à jour', 'Vos informations ont été enregistrées.');
    } catch (error) {
      applyServerFieldErrors(error, setError, profileFields);
      settingsErrorToast('Erreur lors de la mise à jour', errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Profil">
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

function PasswordForm({ username }: { username: string }) {
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
      <FormField
        id="password-current"
        label="Mot de passe actuel"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
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
      <SubmitButton pending={changePassword.isPending}>Modifier le mot de passe</SubmitButton>
    </form>
  );
}

function DecisionNotificationSwitch({ user }: { user: PublicUser }) {
  const update = useUpdateUser();

  async function onCheckedChange(notifyOnDecision: boolean) {
    try {
      await update.mutateAsync({ id: user.id, input: { notifyOnDecision } });
      settingsSuccessToast(
        'Profil mis à jour',
        notifyOnDecision
          ? 'Vous recevrez un e-mail à chaque décision sur vos demandes.'
          : "Vous ne recevrez plus d'e-mail lors des décisions sur vos demandes.",
      );
    } catch (error) {
      settingsErrorToast('Erreur lors de la mise à jour', errorMessage(error));
    }
  }

  return (
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
      />
      <Label htmlFor="account-notifyOnDecision" className="leading-snug">
        Recevoir un e-mail lorsqu'une de mes demandes est acceptée ou refusée
      </Label>
    </div>
  );
}
