/**
 * "Nouvel utilisateur" / "Modifier l'utilisateur" (spec §2 Users, §5 "User form"): the same fields; the
 * password is required on creation and optional on edit (blank keeps the current one).
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormField, SelectField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { useCreateUser } from '@client/features/users/api/create-user';
import { useUpdateUser } from '@client/features/users/api/update-user';
import { errorMessage } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { fullName, type PublicUser, roleLabels, type UserRole, userRoles } from '@shared/users/user.schema';
import { userCreateSchema, userEditFormSchema } from '@shared/users/user-form.schema';
import { Controller, type Resolver, useForm } from 'react-hook-form';
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

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; null to create one. */
  user: PublicUser | null;
  formKey: number;
}

export function UserFormDialog({ open, onOpenChange, user, formKey }: UserFormDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user ? "Modifier l'utilisateur" : 'Nouvel utilisateur'}</DialogTitle>
          <DialogDescription>
            {user
              ? `Compte de ${fullName(user)} (${user.username}).`
              : "Le nouvel utilisateur se connecte avec ce nom d'utilisateur et ce mot de passe."}
          </DialogDescription>
        </DialogHeader>
        {user ? (
          <EditUserForm key={formKey} user={user} onDone={close} />
        ) : (
          <CreateUserForm key={formKey} onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateUser();
  return (
    <UserForm<z.output<typeof createFormSchema>>
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
      onSubmit={async (values) => {
        const user = await create.mutateAsync(values);
        settingsSuccessToast('Utilisateur créé', `${fullName(user)} (${user.username})`);
        onDone();
      }}
      failureTitle="Erreur lors de la création"
    />
  );
}

function EditUserForm({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const update = useUpdateUser();
  return (
    <UserForm<z.output<typeof editFormSchema>>
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
      passwordHint="Laisser vide pour ne pas changer"
      submitLabel="Enregistrer"
      pending={update.isPending}
      onSubmit={async (values) => {
        const updated = await update.mutateAsync({ id: user.id, input: values });
        settingsSuccessToast('Utilisateur modifié', `${fullName(updated)} (${updated.username})`);
        onDone();
      }}
      failureTitle="Erreur"
    />
  );
}

interface UserFormProps<TOutput> {
  resolver: Resolver<UserFormValues, unknown, TOutput>;
  defaultValues: UserFormValues;
  passwordHint: string;
  submitLabel: string;
  pending: boolean;
  /** Saves and reports success; a thrown error is shown by the form. */
  onSubmit: (values: TOutput) => Promise<void>;
  failureTitle: string;
}

function UserForm<TOutput>({
  resolver,
  defaultValues,
  passwordHint,
  submitLabel,
  pending,
  onSubmit,
  failureTitle,
}: UserFormProps<TOutput>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues, unknown, TOutput>({ resolver, defaultValues });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, userFields);
      settingsErrorToast(failureTitle, errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
      <FormDialogFooter pending={pending}>{submitLabel}</FormDialogFooter>
    </form>
  );
}
