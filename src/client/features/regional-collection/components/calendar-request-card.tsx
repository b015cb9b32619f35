import { DecisionButtons } from '@client/features/requests/components/decision-buttons';
import { RequestBadges } from '@client/features/requests/components/request-badges';
import { RequestReference } from '@client/features/requests/components/request-info';
import type { RegionalCollectionCalendarItem } from '@shared/requests/regional-collection.schema';
import { Clock } from 'lucide-react';
import { equipmentSummary } from '../equipment-summary';
import { plannedSlot, timeSlotText } from '../time-slot';

interface CalendarRequestCardProps {
  request: RegionalCollectionCalendarItem;
  onOpen: () => void;
  /** Shows the quick decision buttons on a pending request. */
  canDecide: boolean;
}

export function CalendarRequestCard({ request, onOpen, canDecide }: CalendarRequestCardProps) {
  const titleId = `regional-card-${request.id}-title`;
  // Once planned, the slot the team planned it in (issue 21), else the one the client asked for.
  const slot = timeSlotText(plannedSlot(request.fulfilment) ?? request);
  return (
    <article
      aria-labelledby={titleId}
      className="relative grid gap-2 rounded-lg border border-white/70 bg-white/90 p-3 text-sm shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <RequestReference reference={request.reference} className="text-[11px]" />
      <h4 id={titleId} className="min-w-0 font-semibold leading-snug text-slate-900">
        {/* The button's box covers the card (after:inset-0), so a click anywhere opens the details. */}
        <button
          type="button"
          aria-haspopup="dialog"
          className="wrap-anywhere text-left outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
          onClick={onOpen}
        >
          {request.clientCompanyName}
        </button>
      </h4>
      <div className="flex flex-wrap gap-1">
        <RequestBadges
          kind="regional-collection"
          status={request.status}
          stage={request.stage}
          plannedDate={request.plannedDate}
        />
      </div>
      {slot && (
        <p className="flex items-center gap-1 text-xs font-medium text-indigo-700">
          <Clock className="size-3.5 shrink-0" aria-hidden="true" />
          {slot}
        </p>
      )}
      <p className="wrap-anywhere text-xs text-slate-700">{request.contactName}</p>
      <p className="text-xs text-muted-foreground">{equipmentSummary(request)}</p>
      {canDecide && request.status === 'pending' && (
        // Above the card-wide button, so these clicks decide instead of opening the details.
        <div className="relative z-10 flex flex-wrap gap-1.5 pt-1">
          <DecisionButtons kind="regional-collection" request={request} />
        </div>
      )}
    </article>
  );
}
