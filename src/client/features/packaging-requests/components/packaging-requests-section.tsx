/**
 * "Demandes d'emballages" on the stock page (administrators): the requests by status — En attente,
 * Approuvées, Refusées — each tab with its count, "Approuver" / "Refuser" on pending ones, and
 * "Nouvelle demande" to ask for a supply or a withdrawal from here too.
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePackagingRequestCounts } from '@client/features/packaging-requests/api/get-packaging-request-counts';
import { cn } from '@client/lib/utils';
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.schema';
import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, Plus, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PackagingRequestList } from './packaging-request-list';

// The form (react-hook-form) loads with the first opening, not with the stock page.
const PackagingRequestDialog = lazy(() =>
  import('./packaging-request-dialog').then((module) => ({ default: module.PackagingRequestDialog })),
);

const tabs: ReadonlyArray<{
  status: PackagingRequestStatus;
  label: string;
  icon: LucideIcon;
  emptyMessage: string;
}> = [
  {
    status: 'pending',
    label: 'En attente',
    icon: Clock,
    emptyMessage: "Aucune demande d'emballages en attente",
  },
  { status: 'approved', label: 'Approuvées', icon: CheckCircle2, emptyMessage: 'Aucune demande approuvée' },
  { status: 'rejected', label: 'Refusées', icon: XCircle, emptyMessage: 'Aucune demande refusée' },
];

export function PackagingRequestsSection() {
  const counts = usePackagingRequestCounts();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);

  return (
    <section aria-labelledby="packaging-requests-heading">
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id="packaging-requests-heading" className="text-lg font-semibold text-slate-900">
              Demandes d'emballages
            </h2>
            <p className="text-sm text-muted-foreground">
              Approvisionnements et retraits demandés par les équipes. Approuver une demande applique le
              mouvement au stock.
            </p>
          </div>
          <Button
            variant="brand"
            aria-haspopup="dialog"
            onClick={() => {
              setDialogMounted(true);
              setDialogOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Nouvelle demande
          </Button>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="pending">
            <TabsList aria-label="Statut des demandes d'emballages">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.status} value={tab.status} className="group">
                  <tab.icon aria-hidden="true" />
                  {tab.label}
                  <span
                    className={cn(
                      'ml-0.5 inline-flex min-w-6 justify-center rounded-full bg-slate-200/80 px-1.5 text-xs font-semibold text-slate-700 tabular-nums',
                      'group-data-[state=active]:bg-white/25 group-data-[state=active]:text-white',
                    )}
                  >
                    {counts.data ? counts.data[tab.status] : '…'}
                  </span>
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((tab) => (
              <TabsContent key={tab.status} value={tab.status}>
                <PackagingRequestList status={tab.status} emptyMessage={tab.emptyMessage} canDecide />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      {dialogMounted && (
        <Suspense fallback={null}>
          <PackagingRequestDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </section>
  );
}
