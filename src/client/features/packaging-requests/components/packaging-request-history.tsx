/**
 * A packaging request's history (its creation and decision, who and when), in the request kinds' timeline
 * and wording; loads when the card's « Historique » opens it.
 */
import { HistoryTimeline } from '@client/features/requests/components/request-history';
import { auditLine } from '@client/features/requests/request-history-format';
import { usePackagingRequestHistory } from '../api/get-packaging-request-history';

export function PackagingRequestHistory({ requestId, headingId }: { requestId: number; headingId: string }) {
  const history = usePackagingRequestHistory(requestId);
  return <HistoryTimeline history={history} lineOf={auditLine} headingId={headingId} />;
}
