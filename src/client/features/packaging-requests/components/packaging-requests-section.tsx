/**
 * "Demandes d'emballages" on the stock page (administrators): everyone's requests by status, "Approuver" /
 * "Refuser" on pending ones, « Marquer comme reçu » on supplies ordered, and "Nouvelle demande" to ask for
 * a supply or a withdrawal from here too.
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.labels';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PackagingRequestTabs } from './packaging-request-tabs';
import { usePackagingRequestDialog } from './use-packaging-request-dialog';

export function PackagingRequestsSection() {
  const [tab, setTab] = useState<PackagingRequestStatus>('pending');
  const create = usePackagingRequestDialog(() => setTab('pending'));

  return (
    <section aria-labelledby="packaging-requests-heading">
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 id="packaging-requests-heading" className="text-lg font-semibold text-slate-900">
              Demandes d'emballages
            </h2>
            <p className="text-sm text-muted-foreground">
              Approvisionnements et retraits demandés par les équipes. Un retrait approuvé sort du stock
              aussitôt{'\u00a0'}; un approvisionnement approuvé est commandé, et entre dans le stock quand il
              est marqué comme reçu.
            </p>
          </div>
          <Button variant="brand" aria-haspopup="dialog" onClick={create.open}>
            <Plus aria-hidden="true" />
            Nouvelle demande
          </Button>
        </CardHeader>
        <CardContent>
          <PackagingRequestTabs scope="all" value={tab} onValueChange={setTab} />
        </CardContent>
      </Card>
      {create.dialog}
    </section>
  );
}
