/**
 * Every collection of one calendar day, page after page (« Charger plus »): what « Voir les N autres » of a
 * crowded day opens (decision 0068). A card opens the collection's details, as in the week.
 */
import { LoadMore } from '@client/components/layout/load-more';
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useDayRequests } from '@client/features/requests/api/get-requests';
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import type { RequestStatus } from '@shared/requests/request-status';
import { dayHeading, parseIsoDate } from '../week';
import { CalendarRequestCard } from './calendar-request-card';
import { collectionCount } from './day-totals';

interface DayRequestsDialogProps {
  /** The day shown, "YYYY-MM-DD"; null: closed. */
  day: string | null;
  status: RequestStatus;
  canDecide: boolean;
  onClose: () => void;
  onOpen: (request: RegionalCollectionCalendarItem) => void;
}

export function DayRequestsDialog({ day, status, canDecide, onClose, onOpen }: DayRequestsDialogProps) {
  const date = day ? parseIsoDate(day) : null;
  return (
    <Dialog open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{date ? dayHeading(date) : 'Collectes du jour'}</DialogTitle>
          <DialogDescription>
            Toutes les collectes de la journée, dans l'ordre du calendrier.
          </DialogDescription>
        </DialogHeader>
        {day && (
          <DayList
            day={day}
            status={status}
            canDecide={canDecide}
            onOpen={(request) => {
              // The details dialog replaces this one: two modal dialogs would fight over the focus.
              onClose();
              onOpen(request);
            }}
          />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fermer</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DayList({
  day,
  status,
  canDecide,
  onOpen,
}: {
  day: string;
  status: RequestStatus;
  canDecide: boolean;
  onOpen: (request: RegionalCollectionCalendarItem) => void;
}) {
  const list = useDayRequests('regional-collection', { status, day });
  if (list.isPending) return <SectionLoader label="Chargement des collectes du jour" />;
  if (list.isError) {
    return (
      <LoadError
        title="Impossible de charger les collectes du jour."
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const requests = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.total ?? requests.length;
  return (
    <div className="grid max-h-[60vh] gap-3 overflow-y-auto pr-1">
      <p className="text-sm text-muted-foreground">{collectionCount(total)}</p>
      <ul className="grid gap-2">
        {requests.map((request) => (
          <li key={request.id}>
            <CalendarRequestCard request={request} canDecide={canDecide} onOpen={() => onOpen(request)} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} shown={`${requests.length} sur ${total} collectes affichées`} />
    </div>
  );
}
