/**
 * Route guards (spec §2): a centred loader while the session loads, anonymous visitors sent to /auth (with
 * the page they asked for, where the sign-in brings them back), signed-in users sent away from /auth, and
 * non-admins told, in place of an admin screen, that it is reserved to administrators.
 */
import { Button } from '@client/components/ui/button';
import { PageLoader } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';
import { type SignInState, useAfterSignInPath } from '@client/features/auth/sign-in-redirect';
import { errorMessage } from '@client/lib/api-client';
import { isAdmin } from '@shared/users/user-roles';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminOnlyPage } from './admin-only-page';

export function RequireAuth() {
  const { data: user, isPending, isError, error, refetch, isRefetching } = useUser();
  const location = useLocation();
  // Only a visitor who arrives signed out is brought back to the page: after a sign-out (or an expired
  // session) the next sign-in starts from "/" as usual, whoever signs in on this browser.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">Impossible de vérifier votre session</h1>
        <p className="text-muted-foreground">{errorMessage(error)}</p>
        <Button onClick={() => refetch()} disabled={isRefetching}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (!user) {
    const state: SignInState | undefined = wasSignedIn
      ? undefined
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * The admin screens: a non-admin stays at the address and reads why the page is not shown (a silent
 * redirect to the home page left them wondering); the admin page itself is not rendered.
 */
export function RequireAdmin() {
  const { data: user } = useUser();
  if (!isAdmin(user)) return <AdminOnlyPage />;
  return <Outlet />;
}

/** /auth: shown to visitors only. If the session check fails, the sign-in form is still offered. */
export function GuestOnly() {
  const { data: user, isPending } = useUser();
  const afterSignIn = useAfterSignInPath();

  if (isPending) return <PageLoader />;
  if (user) return <Navigate to={afterSignIn} replace />;
  return <Outlet />;
}
