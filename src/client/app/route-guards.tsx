/**
 * Route guards (spec §2): a centred loader while the session loads, anonymous visitors sent to /auth (with
 * the page they asked for, where the sign-in brings them back) and non-admins told, in place of an admin
 * screen, that it is reserved to administrators. /auth is another page (auth.html, decision 0097): the
 * server sends a signed-in visitor away from it.
 */
import { Button } from '@client/components/ui/button';
import { PageLoader } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';
import { goToSignIn } from '@client/features/auth/sign-in-redirect';
import { errorMessage } from '@client/lib/api-client';
import { isAdmin } from '@shared/users/user-roles';
import { useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminOnlyPage } from './admin-only-page';

export function RequireAuth() {
  // Deferred: the session's answer (TanStack Query's store updates render synchronously) mounts the whole
  // signed-in page — layout, counters, lists — in a background render React splits into short slices,
  // not in one long task; the loader stays until it is done.
  const { data: user, isPending, isError, error, refetch, isRefetching } = useDeferredValue(useUser());
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
    return (
      <SignInRedirect
        from={wasSignedIn ? undefined : `${location.pathname}${location.search}${location.hash}`}
      />
    );
  }
  return <Outlet />;
}

/** Loads the sign-in page (a page load: it is not part of this app's code); the loader stays meanwhile. */
function SignInRedirect({ from }: { from: string | undefined }) {
  useEffect(() => goToSignIn(from), [from]);
  return <PageLoader />;
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
