import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { useLogin } from '@client/features/auth/api/login';
import { useAfterSignInPath } from '@client/features/auth/sign-in-redirect';
import { toast } from '@client/hooks/use-toast';
import { errorMessage, isApiError } from '@client/lib/api-client';
import { lazyResolver } from '@client/lib/lazy-resolver';
import type { LoginInput } from '@shared/users/user.schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

/** Delay before leaving the sign-in page, so the success toast is seen taking over (spec §2). */
const REDIRECT_DELAY_MS = 100;

/** zod arrives after the form is shown: fetched at the first keystroke, long before a submission. */
const loginValidation = lazyResolver<LoginInput>(
  async () => (await import('./login-resolver')).loginResolver,
);

export function LoginForm() {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: loginValidation.resolver,
    defaultValues: { username: '', password: '' },
  });

  useEffect(() => {
    setFocus('username');
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      toast({ title: 'Connexion réussie', description: `Bienvenue ${user.firstName} ${user.lastName}` });
      setTimeout(() => navigate(afterSignIn, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      // The spec's text is for refused credentials. Throttling says when to try again in the server's own
      // words; an unreachable or failing server is no reason to doubt one's password.
      const description =
        isApiError(error) && (error.status === 429 || error.status === 0 || error.status >= 500)
          ? errorMessage(error)
          : "Nom d'utilisateur ou mot de passe incorrect";
      toast({ variant: 'destructive', title: 'Échec de la connexion', description });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onInput={loginValidation.preload}
      noValidate
      className="grid gap-4"
      aria-label="Connexion"
    >
      <FormField
        id="login-username"
        label="Nom d'utilisateur"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField
        id="login-password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="brand" size="lg" className="w-full" pending={login.isPending}>
        Se connecter
      </Button>
    </form>
  );
}
