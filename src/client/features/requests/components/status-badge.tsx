/** A request's status (spec §4): "En attente", "Terminé", "Refusé"; an unknown status as its raw text. */
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { type RequestStatus, requestStatusLabel } from '@shared/requests/request-status';

const statusClasses: Record<RequestStatus, string> = {
  pending: 'border-amber-200 bg-amber-100 text-amber-800',
  completed: 'border-emerald-200 bg-emerald-100 text-emerald-800',
  rejected: 'border-red-200 bg-red-100 text-red-800',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const known = statusClasses[status as RequestStatus];
  return (
    <Badge variant="outline" className={cn(known, className)}>
      {requestStatusLabel(status)}
    </Badge>
  );
}
