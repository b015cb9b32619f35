/**
 * /packaging-requests, "Mes demandes d'emballages" (issue 20, the sidebar's entry for non-admins): the
 * requests a user filed, by status, each with its decision — who decided, when, and the reason of a
 * refusal — and "Nouvelle demande". The server gives each viewer what they may see: a user their own, an
 * administrator everyone's. So an administrator who opens this address (a link passed on by a user) finds
 * the same full list as on the stock page, with "Approuver" / "Refuser", under a title that says so and a
 * link to the stock; their sidebar keeps only the stock page, which also shows the stock the decisions move.
 */
import { useUser } from '@client/features/auth/api/get-user';
import { RequestPageHeader } from '@client/features/requests/components/request-page-header';
import { appRoutes } from '@shared/app-routes';
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.labels';
import { isAdmin } from '@shared/users/user-roles';
import { useState } from 'react';
import { Link } from 'react-router';
import { PackagingRequestTabs } from '../components/packaging-request-tabs';
import { usePackagingRequestDialog } from '../components/use-packaging-request-dialog';

const headings = {
  user: {
    title: "Mes demandes d'emballages",
    subtitle:
      "Vos demandes d'approvisionnement et de retrait d'emballages, et la décision d'un administrateur.",
  },
  admin: {
    title: "Demandes d'emballages",
    subtitle:
      'Les demandes de toutes les équipes. Un retrait approuvé sort du stock aussitôt\u00a0; un approvisionnement approuvé est commandé, et entre dans le stock quand il est marqué comme reçu.',
  },
};

export function PackagingRequestsPage() {
  const admin = isAdmin(useUser().data);
  const [tab, setTab] = useState<PackagingRequestStatus>('pending');
  // A request just sent is pending: its tab comes back into view, the list already read again.
  const create = usePackagingRequestDialog(() => setTab('pending'));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <RequestPageHeader {...(admin ? headings.admin : headings.user)} onCreate={create.open} />
      {admin && (
        <p className="text-sm text-muted-foreground">
          Le stock et ses mouvements sont sur la page{' '}
          <Link to={appRoutes.packagingStock} className="font-medium text-indigo-700 underline">
            Stocks d'Emballages
          </Link>
          .
        </p>
      )}
      <PackagingRequestTabs scope={admin ? 'all' : 'own'} value={tab} onValueChange={setTab} panelHeadings />
      {create.dialog}
    </div>
  );
}
