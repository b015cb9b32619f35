import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { register as registerUser } from '@client/features/auth/api/register';
import { leaveSignIn } from '@client/features/auth/sign-in-redirect';
import { toast, toastOnNextPage } from '@client/hooks/use-toast';
import { errorMessage, isApiError } from '@client/lib/api-client';
import { zodResolver } from '@client/lib/zod-resolver';
import { type RegisterInput, registerSchema } from '@shared/users/user.schema';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

const registerFields = Object.keys(registerSchema.shape) as (keyof RegisterInput)[];

function isRegisterField(name: string): name is keyof RegisterInput {
  return (registerFields as string[]).includes(name);
}

export function RegisterForm() {
  // Once registered, the button stays busy until the app's page replaces this one.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', firstName: '', lastName: '', password: '' },
  });

  useEffect(() => {
    setFocus('username');
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await registerUser(values);
      // The app is another page: the welcome is shown there, once it has loaded.
      toastOnNextPage({
        title: 'Inscription réussie',
        description: `Bienvenue ${user.firstName} ${user.lastName}`,
      });
      setLeaving(true);
      leaveSignIn();
    } catch (error) {
      // Field messages from the server (a taken username, for instance) go next to their field as well.
      if (isApiError(error) && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (isRegisterField(field)) setError(field, { type: 'server', message });
        }
      }
      toast({ variant: 'destructive', title: "Échec de l'inscription", description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Inscription">
      <FormField
        id="register-username"
        label="Nom d'utilisateur"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-first-name"
          label="Prénom"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          id="register-last-name"
          label="Nom"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <FormField
        id="register-password"
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        required
        hint={'6\u00a0caractères au minimum.'}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="brand" size="lg" className="w-full" pending={isSubmitting || leaving}>
        Créer mon compte
      </Button>
    </form>
  );
}
