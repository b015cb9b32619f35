/**
 * /auth (spec §2 "Sign-in screen"): password sign-in, Google sign-in (which also registers new users),
 * and self-registration on the same page — the last two only when the server offers them
 * (GET /api/auth/options), so that no button leads to a refusal. A page of its own (auth.html, entry
 * auth.tsx; decision 0097): no router, no query cache, no form library on the first load.
 */
import { BrandLogo } from '@client/components/layout/brand-logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Notice } from '@client/components/ui/notice';
import { PageLoader } from '@client/components/ui/spinner';
import { GoogleIcon } from '@client/features/auth/components/google-icon';
import { LoginForm } from '@client/features/auth/components/login-form';
import { afterSignInPath } from '@client/features/auth/sign-in-redirect';
import {
  GOOGLE_SIGN_IN_PATH,
  googleSignInErrorText,
  RETURN_TO_PARAM,
  SIGN_IN_ERROR_PARAM,
} from '@shared/auth/google-sign-in';
import type { AuthOptions } from '@shared/auth-options';
import type { LucideIcon } from 'lucide-react';
import { Package, Settings, Truck, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

const features: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Package,
    title: 'Gestion des stocks',
    description: 'Suivez vos emballages et repérez les stocks faibles.',
  },
  {
    icon: Truck,
    title: 'Livraisons',
    description: 'Organisez les envois de conditionnement et les enlèvements de colis ou de palettes.',
  },
  {
    icon: Users,
    title: 'Clients',
    description: 'Retrouvez les coordonnées de vos clients et leurs offres de reprise.',
  },
  {
    icon: Settings,
    title: 'Configuration',
    description: "Réglez les dimensions, les adresses d'expédition et les utilisateurs.",
  },
];

type Mode = 'login' | 'register';

/** Only for those who choose to register: not part of the sign-in page's first download. */
const RegisterForm = lazy(async () => ({
  default: (await import('@client/features/auth/components/register-form')).RegisterForm,
}));

/**
 * A Google sign-in that failed comes back as /auth?erreur=<code> (the server logged why): the page says
 * what happened in French, above the form, and drops the code from the address bar so a reload or a
 * bookmark does not repeat it. Unknown codes are ignored.
 */
function useGoogleSignInError(): string | undefined {
  const [message] = useState(() =>
    googleSignInErrorText(new URLSearchParams(window.location.search).get(SIGN_IN_ERROR_PARAM)),
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(SIGN_IN_ERROR_PARAM)) return;
    url.searchParams.delete(SIGN_IN_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return message;
}

/** Until the answer arrives, and if the call fails, nothing but the password is offered. */
function useSignInOptions(options: Promise<AuthOptions>): AuthOptions {
  const [data, setData] = useState<AuthOptions>();
  useEffect(() => {
    let live = true;
    options.then(
      (answer) => live && setData(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [options]);
  return {
    registrationEnabled: data?.registrationEnabled === true,
    googleEnabled: data?.googleEnabled === true,
    googleRegistrationEnabled: data?.googleRegistrationEnabled === true,
  };
}

/** `options`: GET /api/auth/options, asked for by the entry before the first render. */
export function AuthPage({ options }: { options: Promise<AuthOptions> }) {
  const [chosenMode, setMode] = useState<Mode>('login');
  const { registrationEnabled, googleEnabled, googleRegistrationEnabled } = useSignInOptions(options);
  // The registration form only while the server accepts registrations.
  const mode: Mode = registrationEnabled ? chosenMode : 'login';
  const googleError = useGoogleSignInError();

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-8">
      <title>
        {mode === 'login' ? 'Connexion · Gestion Logistique' : 'Inscription · Gestion Logistique'}
      </title>
      <div className="grid w-full max-w-6xl items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <header className="space-y-4 lg:col-start-1 lg:row-start-1 lg:self-end">
          <div className="flex items-center gap-3">
            <BrandLogo className="size-12" />
            <div>
              <h1 className="bg-linear-to-r from-blue-700 to-indigo-700 bg-clip-text text-3xl font-bold tracking-tight text-transparent sm:text-4xl">
                Gestion Logistique
              </h1>
              <p className="text-sm text-muted-foreground">Logistique &amp; recyclage IT</p>
            </div>
          </div>
          <p className="max-w-xl text-lg text-slate-700">
            Conditionnement, enlèvements et collectes de matériel informatique{'\u00a0'}: toute la logistique
            du réemploi et du recyclage au même endroit.
          </p>
        </header>

        <Card className="w-full max-w-md justify-self-center lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CardHeader>
            <h2 className="text-xl font-semibold text-slate-900">
              {mode === 'login' ? 'Connexion' : 'Inscription'}
            </h2>
            <CardDescription>
              {mode === 'login'
                ? 'Connectez-vous pour accéder à votre espace.'
                : 'Créez votre compte utilisateur.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {googleError && (
              <Notice tone="error" title="Connexion avec Google impossible" role="alert">
                {googleError}
              </Notice>
            )}
            {mode === 'login' ? (
              <>
                <LoginForm />
                {googleEnabled && <GoogleSignIn registers={googleRegistrationEnabled} />}
                {registrationEnabled && (
                  <p className="text-center text-sm text-muted-foreground">
                    Pas encore de compte{'\u00a0'}?{' '}
                    <Button variant="link" className="h-auto p-0" onClick={() => setMode('register')}>
                      Créer un compte
                    </Button>
                  </p>
                )}
              </>
            ) : (
              <>
                <Suspense fallback={<PageLoader className="min-h-40" label="Chargement du formulaire" />}>
                  <RegisterForm />
                </Suspense>
                <p className="text-center text-sm text-muted-foreground">
                  Déjà un compte{'\u00a0'}?{' '}
                  <Button variant="link" className="h-auto p-0" onClick={() => setMode('login')}>
                    Retour à la connexion
                  </Button>
                </p>
              </>
            )}
          </CardContent>
        </Card>

        <section aria-label="Fonctionnalités" className="lg:col-start-1 lg:row-start-2 lg:self-start">
          <ul className="grid gap-4 sm:grid-cols-2">
            {features.map(({ icon: Icon, title, description }) => (
              <li key={title} className="rounded-xl border border-white/60 bg-white/60 p-4 shadow-sm">
                <span className="mb-3 inline-flex size-9 items-center justify-center rounded-lg bg-linear-to-br from-blue-500 to-indigo-600 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}

/**
 * "Se connecter avec Google" (spec §2), offered only when configured. It comes back to the page asked for
 * before signing in; it registers new colleagues only when the server allows their domain, and says so
 * only then.
 */
function GoogleSignIn({ registers }: { registers: boolean }) {
  const after = afterSignInPath();
  const href =
    after === '/'
      ? GOOGLE_SIGN_IN_PATH
      : `${GOOGLE_SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: after })}`;
  return (
    <>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        ou
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        {/* A server route, not a client route: the browser must really navigate there. */}
        <Button asChild variant="outline" size="lg" className="w-full">
          <a href={href}>
            <GoogleIcon className="size-4" />
            Se connecter avec Google
          </a>
        </Button>
        {registers && (
          <p className="text-center text-xs text-muted-foreground">
            Nouvel utilisateur{'\u00a0'}? Connectez-vous avec Google{'\u00a0'}: votre compte est créé
            automatiquement.
          </p>
        )}
      </div>
    </>
  );
}
