/**
 * The signed-in shell: side navigation, a top bar with the global search, and the page. Below the lg
 * breakpoint the sidebar is an off-canvas drawer opened from the top bar; the overlay, Escape, a navigation
 * or a widening of the window closes it.
 */
import { BrandLogo } from '@client/components/layout/brand-logo';
import { Button } from '@client/components/ui/button';
import { PageLoader } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';
import { GlobalSearch } from '@client/features/search/components/global-search';
import { Menu } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Sidebar } from './sidebar';

const SIDEBAR_ID = 'app-sidebar';
const LARGE_SCREEN = '(min-width: 64rem)';

export function AppLayout() {
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Navigating closes the drawer (adjusting state while rendering, as React recommends, not in an effect).
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  // Focus goes back to the toggle once the page behind the drawer is no longer inert (after the commit).
  const restoreFocusRef = useRef(false);
  const close = useCallback(() => {
    restoreFocusRef.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) {
      if (restoreFocusRef.current) toggleRef.current?.focus();
      restoreFocusRef.current = false;
      return;
    }
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // The drawer is pointless once the sidebar is always shown: close it so nothing stays inert.
    const largeScreen = window.matchMedia(LARGE_SCREEN);
    const onScreenChange = () => {
      if (largeScreen.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    largeScreen.addEventListener('change', onScreenChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      largeScreen.removeEventListener('change', onScreenChange);
    };
  }, [open, close]);

  // RequireAuth renders this layout only with a user; the check keeps the types honest.
  if (!user) return null;

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu principal
      </a>

      <Sidebar id={SIDEBAR_ID} user={user} open={open} onClose={close} closeButtonRef={closeRef} />

      {open && (
        // Pointer shortcut only: Escape and the sidebar's close button are the keyboard paths.
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/50 lg:hidden"
          onClick={close}
        />
      )}

      <div className="flex min-h-dvh flex-col lg:pl-64" inert={open}>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-white/60 bg-white/75 px-4 backdrop-blur-md lg:px-8">
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Ouvrir le menu"
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={() => setOpen((value) => !value)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          <BrandLogo className="size-8 rounded-lg lg:hidden" />
          <span className="font-semibold text-slate-900 lg:hidden">Gestion Logistique</span>
          <GlobalSearch className="ml-auto sm:w-56 lg:ml-0 lg:w-80" />
        </header>

        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          <Suspense fallback={<PageLoader className="min-h-[50vh]" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
