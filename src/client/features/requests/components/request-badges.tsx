/**
 * What a request's card, details, calendar tile and client page show of where it stands (issue 30): pending
 * « En attente » and refused « Refusé » as their status; an accepted request as its suivi's stage
 * (« À planifier », « Planifiée · 12 déc. », …, « Annulée »), because « Terminé » on work not started read as
 * done. « Terminé » joins the stage only once the last stage is reached (« Terminé » + « Réceptionnée »): then
 * both are true, and the stage still says how it ended. The status tabs keep the spec's names.
 */
import { StageBadge } from '@client/features/fulfilment/components/stage-badge';
import { isFinished } from '@client/features/fulfilment/stage-display';
import type { RequestKind } from '@shared/requests/request-kinds';
import { StatusBadge } from './status-badge';

export interface RequestBadgesProps {
  kind: RequestKind;
  status: string;
  stage: string | null | undefined;
  plannedDate?: string | null;
  /** Classes of the stage badge (a card narrows it). */
  stageClassName?: string;
}

export function RequestBadges({ kind, status, stage, plannedDate, stageClassName }: RequestBadgesProps) {
  const accepted = status === 'completed';
  return (
    <>
      {(!accepted || isFinished(kind, stage)) && <StatusBadge status={status} />}
      <StageBadge
        kind={kind}
        status={status}
        stage={stage}
        plannedDate={plannedDate}
        className={stageClassName}
      />
    </>
  );
}
