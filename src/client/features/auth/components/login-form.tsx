/**
 * The password sign-in form. The sign-in page is the first thing every user loads, so this form holds no
 * form library and no zod (decision 0097): its two fields are read from the form, and the shared schema's
 * validation arrives at the first keystroke, long before a submission.
 */
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { login } from '@client/features/auth/api/login';
import { leaveSignIn } from '@client/features/auth/sign-in-redirect';
import { toast, toastOnNextPage } from '@client/hooks/use-toast';
import { errorMessage, isApiError } from '@client/lib/api-client';
import { lazyLoad } from '@client/lib/lazy-load';
import type { LoginInput } from '@shared/users/user.schema';
import { type FormEvent, useEffect, useState } from 'react';
import type { LoginErrors } from './login-validation';

const validation = lazyLoad(() => import('./login-validation'));

const fieldIds: Record<keyof LoginInput, string> = { username: 'login-username', password: 'login-password' };

function valuesOf(form: HTMLFormElement): LoginInput {
  const data = new FormData(form);
  return { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
}

export function LoginForm() {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  // The first thing to type on the page.
  useEffect(() => document.getElementById(fieldIds.username)?.focus(), []);

  /** The fields' messages for these values (focusing the first wrong field when asked); the values if none. */
  async function check(form: HTMLFormElement, focus: boolean): Promise<LoginInput | undefined> {
    const result = (await validation.get()).validateLogin(valuesOf(form));
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) return result.data;
    const first = (Object.keys(fieldIds) as (keyof LoginInput)[]).find((field) => result.errors[field]);
    if (focus && first) document.getElementById(fieldIds[first])?.focus();
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setPending(true);
    let leaving = false;
    try {
      const values = await check(event.currentTarget, true);
      if (!values) return;
      const user = await login(values);
      // The app is another page: the welcome is shown there, once it has loaded.
      toastOnNextPage({
        title: 'Connexion réussie',
        description: `Bienvenue ${user.firstName} ${user.lastName}`,
      });
      leaving = true;
      leaveSignIn();
    } catch (error) {
      // The spec's text is for refused credentials. Throttling says when to try again in the server's own
      // words; an unreachable or failing server is no reason to doubt one's password.
      const description =
        isApiError(error) && (error.status === 429 || error.status === 0 || error.status >= 500)
          ? errorMessage(error)
          : "Nom d'utilisateur ou mot de passe incorrect";
      toast({ variant: 'destructive', title: 'Échec de la connexion', description });
    } finally {
      // Leaving, the button stays busy until the app's page replaces this one.
      if (!leaving) setPending(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      // After a first submission, a field's message follows what is typed (as the app's other forms do).
      onInput={(event) => {
        validation.preload();
        if (submitted) void check(event.currentTarget, false).catch(() => {});
      }}
      noValidate
      className="grid gap-4"
      aria-label="Connexion"
    >
      <FormField
        id={fieldIds.username}
        name="username"
        label="Nom d'utilisateur"
        autoComplete="username"
        required
        error={errors.username}
      />
      <FormField
        id={fieldIds.password}
        name="password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" variant="brand" size="lg" className="w-full" pending={pending}>
        Se connecter
      </Button>
    </form>
  );
}
