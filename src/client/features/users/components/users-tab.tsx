/** Utilisateurs (spec §2): every account as a card, with creation and edition. Administrators only. */
import { AdminOnlyNotice } from '@client/components/admin-only-notice';
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useUser } from '@client/features/auth/api/get-user';
import { GoogleIcon } from '@client/features/auth/components/google-icon';
import { useUsers } from '@client/features/users/api/get-users';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { frenchDate } from '@shared/french-dates';
import { fullName, isAdmin, type PublicUser, userInitials } from '@shared/users/user.schema';
import { Pencil, Plus, Users } from 'lucide-react';
import { UserFormDialog } from './user-form-dialog';

export function UsersTab() {
  const { data: me } = useUser();
  if (!isAdmin(me)) return <AdminOnlyNotice />;
  return <UsersList />;
}

function UsersList() {
  const users = useUsers();
  const formDialog = useDialogState<PublicUser>();

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
            Utilisateurs
          </h2>
          <p className="text-sm text-muted-foreground">Les comptes qui accèdent à l'application.</p>
        </div>
        <Button variant="brand" onClick={() => formDialog.show(null)}>
          <Plus aria-hidden="true" />
          Nouvel utilisateur
        </Button>
      </div>

      <QueryContent
        query={users}
        loadingLabel="Chargement des utilisateurs"
        errorTitle="Impossible de charger les utilisateurs."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={Users} title="Aucun utilisateur" />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.map((user) => (
                <li key={user.id}>
                  <UserCard user={user} onEdit={() => formDialog.show(user)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>

      <UserFormDialog
        open={formDialog.open}
        onOpenChange={formDialog.onOpenChange}
        user={formDialog.target}
        formKey={formDialog.key}
      />
    </section>
  );
}

/** « 1er décembre 2026 ». */
function formatCreationDate(isoDate: string): string {
  return frenchDate(isoDate);
}

function UserCard({ user, onEdit }: { user: PublicUser; onEdit: () => void }) {
  return (
    <Card className="h-full gap-3">
      <CardContent className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-blue-500 to-indigo-600 text-sm font-semibold text-white"
        >
          {userInitials(user)}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="truncate font-semibold text-slate-900">{fullName(user)}</h3>
          <p className="truncate text-sm text-slate-700">{user.username}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {isAdmin(user) && <Badge>Admin</Badge>}
            {user.googleLinked && (
              <Badge variant="outline" className="gap-1 text-slate-700">
                <GoogleIcon className="size-3" />
                Google
              </Badge>
            )}
            {user.isActive ? (
              <Badge className="border-transparent bg-emerald-100 text-emerald-800">Actif</Badge>
            ) : (
              <Badge variant="outline" className="text-slate-600">
                Inactif
              </Badge>
            )}
          </div>
          <p className="mt-1 text-xs text-muted-foreground">Créé le {formatCreationDate(user.createdAt)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 shrink-0"
          aria-label={`Modifier l'utilisateur ${user.username}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
