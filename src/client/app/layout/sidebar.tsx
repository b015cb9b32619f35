import { BrandLogo } from '@client/components/layout/brand-logo';
import { Button } from '@client/components/ui/button';
import { useLogout } from '@client/features/auth/api/logout';
import { goToSignIn } from '@client/features/auth/sign-in-redirect';
import { toast, toastOnNextPage } from '@client/hooks/use-toast';
import { errorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import type { PublicUser } from '@shared/users/user.schema';
import { fullName, roleLabels, userInitials } from '@shared/users/user-roles';
import { LogOut, X } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, navItemsFor } from './nav-items';

interface SidebarProps {
  id: string;
  user: PublicUser;
  /** Drawer state below the lg breakpoint; from lg up the sidebar is always shown. */
  open: boolean;
  onClose: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

export function Sidebar({ id, user, open, onClose, closeButtonRef }: SidebarProps) {
  const { pathname } = useLocation();
  const logout = useLogout();

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      // The sign-in page is another page (auth.html): the toast is shown there.
      toastOnNextPage({ title: 'Déconnexion', description: 'Vous avez été déconnecté avec succès' });
      goToSignIn();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erreur de déconnexion', description: errorMessage(error) });
    }
  }

  return (
    <aside
      id={id}
      aria-label="Barre latérale"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-white/60 bg-white/85 shadow-xl shadow-slate-900/5 backdrop-blur-xl',
        'transition-[translate,visibility] duration-200 ease-out motion-reduce:transition-none',
        'lg:visible lg:translate-x-0 lg:shadow-none',
        open ? 'visible translate-x-0' : 'invisible -translate-x-full',
      )}
    >
      <div className="flex items-center gap-3 px-5 pt-5 pb-4">
        <BrandLogo />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold text-slate-900">Gestion Logistique</p>
          <p className="truncate text-xs text-muted-foreground">Logistique &amp; recyclage IT</p>
        </div>
        <Button
          ref={closeButtonRef}
          variant="ghost"
          size="icon"
          className="-mr-2 lg:hidden"
          aria-label="Fermer le menu"
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      <div className="mx-4 flex items-center gap-3 rounded-xl border border-indigo-100 bg-indigo-50/70 p-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-blue-500 to-indigo-600 text-sm font-semibold text-white"
        >
          {userInitials(user)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{fullName(user)}</p>
          <p className="truncate text-xs text-indigo-700">{roleLabels[user.role]}</p>
        </div>
      </div>

      <nav aria-label="Navigation principale" className="mt-4 flex-1 overflow-y-auto px-3">
        <ul className="flex flex-col gap-1">
          {navItemsFor(user).map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    active
                      ? 'bg-linear-to-r from-blue-600 to-indigo-600 text-white shadow-md shadow-indigo-500/20'
                      : 'text-slate-600 hover:bg-indigo-50 hover:text-indigo-700',
                  )}
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  <span>{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="border-t border-slate-200/70 p-4">
        <Button
          variant="outline"
          className="w-full justify-start"
          onClick={handleLogout}
          pending={logout.isPending}
        >
          {!logout.isPending && <LogOut aria-hidden="true" />}
          Se déconnecter
        </Button>
      </div>
    </aside>
  );
}
