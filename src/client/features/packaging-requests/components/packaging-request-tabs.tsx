/**
 * The packaging requests by status — En attente, Commandées (supplies approved, awaiting their reception:
 * decision 0091), Approuvées (withdrawals), Reçues (supplies), Refusées — each tab with its count and its
 * list: the stock page's section (administrators, everyone's requests, with "Approuver" / "Refuser" and
 * « Marquer comme reçu ») and
 * the page "Mes demandes d'emballages" (a user's own; the server decides what each viewer gets). Above
 * them the search (requester, comment, article; the badges and lists follow it) and the CSV export of the
 * tab shown with that search.
 */
import { ExportCsvLink } from '@client/components/export-csv-link';
import { TabCount, Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePackagingRequestCounts } from '@client/features/packaging-requests/api/get-packaging-request-counts';
import { RequestSearchField } from '@client/features/requests/components/request-search-field';
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.labels';
import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, PackageCheck, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { packagingRequestsExportUrl } from '../api/export-packaging-requests';
import { PackagingRequestList } from './packaging-request-list';

/** Whose requests the tabs hold: everyone's (an administrator, who decides) or the viewer's own. */
export type PackagingRequestScope = 'all' | 'own';

const tabs: ReadonlyArray<{
  status: PackagingRequestStatus;
  label: string;
  icon: LucideIcon;
  emptyMessage: Record<PackagingRequestScope, string>;
}> = [
  {
    status: 'pending',
    label: 'En attente',
    icon: Clock,
    emptyMessage: {
      all: "Aucune demande d'emballages en attente",
      own: "Vous n'avez aucune demande d'emballages en attente",
    },
  },
  {
    status: 'ordered',
    label: 'Commandées',
    icon: Truck,
    emptyMessage: {
      all: "Aucun approvisionnement commandé n'attend sa réception",
      own: "Aucun de vos approvisionnements n'attend sa réception",
    },
  },
  {
    status: 'approved',
    label: 'Approuvées',
    icon: CheckCircle2,
    emptyMessage: {
      all: 'Aucun retrait approuvé',
      own: "Aucun de vos retraits n'a encore été approuvé",
    },
  },
  {
    status: 'received',
    label: 'Reçues',
    icon: PackageCheck,
    emptyMessage: {
      all: 'Aucun approvisionnement reçu',
      own: "Aucun de vos approvisionnements n'a encore été reçu",
    },
  },
  {
    status: 'rejected',
    label: 'Refusées',
    icon: XCircle,
    emptyMessage: { all: 'Aucune demande refusée', own: "Aucune de vos demandes n'a été refusée" },
  },
];

export function PackagingRequestTabs({
  scope,
  value,
  onValueChange,
  panelHeadings = false,
}: {
  scope: PackagingRequestScope;
  /** The tab shown (controlled: a new request brings "En attente" back). */
  value: PackagingRequestStatus;
  onValueChange: (status: PackagingRequestStatus) => void;
  /** A hidden h2 per tab, where the cards' h3 titles would otherwise follow the page's h1. */
  panelHeadings?: boolean;
}) {
  // The field debounces what is typed; the lists, badges and export follow the settled text.
  const [q, setQ] = useState('');
  const counts = usePackagingRequestCounts(q);
  const current = tabs.find((tab) => tab.status === value);
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as PackagingRequestStatus)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RequestSearchField
          value={q}
          onChange={(next) => setQ(next.trim())}
          placeholder="Demandeur, commentaire ou article…"
        />
        <ExportCsvLink
          href={packagingRequestsExportUrl(value, q)}
          subject={`demandes d'emballages ${current?.label.toLowerCase() ?? ''}`.trim()}
        />
      </div>
      <TabsList aria-label="Statut des demandes d'emballages">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.status} value={tab.status} className="group">
            <tab.icon aria-hidden="true" />
            {tab.label}
            <TabCount value={counts.data?.[tab.status]} />
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.status} value={tab.status}>
          {panelHeadings && <h2 className="sr-only">Demandes {tab.label.toLowerCase()}</h2>}
          <PackagingRequestList
            status={tab.status}
            q={q}
            emptyMessage={q ? 'Aucune demande ne correspond à la recherche' : tab.emptyMessage[scope]}
            canDecide={scope === 'all'}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
