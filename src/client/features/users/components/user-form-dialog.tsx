/**
 * "Nouvel utilisateur" / "Modifier l'utilisateur" (spec §2 Users, §5 "User form"): the same fields; the
 * password is required on creation and optional on edit (blank keeps the current one).
 */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { FormField, SelectField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { GoogleIcon } from '@client/features/auth/components/google-icon';
import { useCreateUser } from '@client/features/users/api/create-user';
import { usersQueryOptions } from '@client/features/users/api/get-users';
import { userKeys } from '@client/features/users/api/query-keys';
import { useUnlinkGoogle } from '@client/features/users/api/unlink-google';
import { useUpdateUser } from '@client/features/users/api/update-user';
import { errorMessage } from '@client/lib/api-client';
import { readInList, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import { ofName } from '@shared/french-elision';
import { fullName, type PublicUser, roleLabels, type UserRole, userRoles } from '@shared/users/user.schema';
import { userCreateSchema, userEditFormSchema } from '@shared/users/user-form.schema';
import { Controller, type Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the fields hold; each schema turns it into its own payload (a blank edit password is dropped). */
interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  isActive: boolean;
  password: string;
}

/** The shared schemas, with every field filled in by the form (no defaults, the password always a string). */
const createFormSchema = userCreateSchema.extend({
  role: userEditFormSchema.shape.role,
  isActive: userEditFormSchema.shape.isActive,
});
const editFormSchema = userEditFormSchema.extend({
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(userEditFormSchema.shape.password),
});

const userFields = ['username', 'email', 'firstName', 'lastName', 'role', 'isActive', 'password'] as const;

interface UserFormDialogProps extends FormDialogProps {
  /** The account to edit; null to create one. */
  user: PublicUser | null;
  formKey: number;
}

export function UserFormDialog({ open, onOpenChange, user, formKey }: UserFormDialogProps) {
  const close = () => onOpenChange(false);
  const stale = useStaleReload({
    record: user,
    openedAs: formKey,
    read: readInList(userKeys.list(), usersQueryOptions(), 'Ce compte est introuvable.'),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? "Modifier l'utilisateur" : 'Nouvel utilisateur'}
      description={
        user
          ? `Compte ${ofName(fullName(user))} (${user.username}).`
          : "Le nouvel utilisateur se connecte avec ce nom d'utilisateur et ce mot de passe."
      }
    >
      {user ? (
        <>
          {user.googleLinked && <GoogleLinkRow key={`google-${formKey}`} user={user} />}
          <EditUserForm key={stale.key} user={stale.current ?? user} stale={stale} onDone={close} />
        </>
      ) : (
        <CreateUserForm key={formKey} stale={stale} onDone={close} />
      )}
    </FormDialog>
  );
}

/** The account signs in with Google; unlinking it makes its next Google sign-in match by email again. */
function GoogleLinkRow({ user }: { user: PublicUser }) {
  const unlink = useUnlinkGoogle();
  if (unlink.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Compte Google délié.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-slate-50 px-3 py-2">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <GoogleIcon className="size-4" />
        Se connecte avec Google
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        pending={unlink.isPending}
        onClick={() =>
          unlink.mutate(user.id, {
            onSuccess: (updated) => settingsSuccessToast('Compte Google délié', fullName(updated)),
            onError: (error) => settingsErrorToast('Erreur lors de la mise à jour', errorMessage(error)),
          })
        }
      >
        Délier le compte Google
      </Button>
    </div>
  );
}

function CreateUserForm({ onDone, stale }: { onDone: () => void; stale: StaleReload<PublicUser> }) {
  const create = useCreateUser();
  return (
    <UserForm<z.output<typeof createFormSchema>>
      stale={stale}
      resolver={zodResolver(createFormSchema)}
      defaultValues={{
        username: '',
        email: '',
        firstName: '',
        lastName: '',
        role: 'user',
        isActive: true,
        password: '',
      }}
      passwordHint={'6\u00a0caractères au minimum.'}
      submitLabel="Créer"
      pending={create.isPending}
      save={create.mutateAsync}
      savedTitle="Utilisateur créé"
      failureTitle="Erreur lors de la création"
      onDone={onDone}
    />
  );
}

function EditUserForm({
  user,
  onDone,
  stale,
}: {
  user: PublicUser;
  onDone: () => void;
  stale: StaleReload<PublicUser>;
}) {
  const update = useUpdateUser();
  return (
    <UserForm<z.output<typeof editFormSchema>>
      stale={stale}
      resolver={zodResolver(editFormSchema)}
      defaultValues={{
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        isActive: user.isActive,
        password: '',
      }}
      passwordHint={
        user.hasPassword
          ? 'Laisser vide pour ne pas changer'
          : 'Aucun mot de passe\u00a0: ce compte se connecte avec Google. Laisser vide pour ne pas en définir.'
      }
      submitLabel="Enregistrer"
      pending={update.isPending}
      save={(values) => update.mutateAsync({ id: user.id, input: values, version: user.version })}
      savedTitle="Utilisateur modifié"
      failureTitle="Erreur"
      onDone={onDone}
    />
  );
}

interface UserFormProps<TOutput> {
  /** The dialog's « Modifié entre-temps » round (an edit's; a creation's never shows). */
  stale: StaleReload<PublicUser>;
  resolver: Resolver<UserFormValues, unknown, TOutput>;
  defaultValues: UserFormValues;
  passwordHint: string;
  submitLabel: string;
  pending: boolean;
  save: (values: TOutput) => Promise<PublicUser>;
  /** The success toast's title (its text names the account). */
  savedTitle: string;
  failureTitle: string;
  onDone: () => void;
}

function UserForm<TOutput>({
  stale,
  resolver,
  defaultValues,
  passwordHint,
  submitLabel,
  pending,
  save,
  savedTitle,
  failureTitle,
  onDone,
}: UserFormProps<TOutput>) {
  const {
    register,
    control,
    onSubmit,
    formRef,
    formState: { errors },
  } = useDialogForm(
    { resolver, defaultValues },
    {
      fields: userFields,
      stale,
      save,
      onSaved: (user) => settingsSuccessToast(savedTitle, `${fullName(user)} (${user.username})`),
      onFailed: (error) => settingsErrorToast(failureTitle, errorMessage(error)),
      onDone,
    },
  );

  return (
    <DialogForm formRef={formRef} onSubmit={onSubmit} pending={pending} submitLabel={submitLabel}>
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="user-firstName"
          label="Prénom"
          autoComplete="off"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          id="user-lastName"
          label="Nom"
          autoComplete="off"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <FormField
        id="user-username"
        label="Nom d'utilisateur"
        autoComplete="off"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        id="user-email"
        label="Email"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField id="user-role" label="Rôle" error={errors.role?.message} {...register('role')}>
        {userRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="user-isActive"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="user-isActive-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="user-isActive">Compte actif</Label>
              <p id="user-isActive-hint" className="text-xs text-muted-foreground">
                Un compte inactif ne peut plus se connecter.
              </p>
            </div>
          </div>
        )}
      />
      <FormField
        id="user-password"
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
    </DialogForm>
  );
}
