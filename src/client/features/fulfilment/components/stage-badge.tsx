/**
 * The suivi's stage, the badge of an accepted request (issue 21; issue 30: « Terminé » joins it only at the
 * last stage, see requests/components/request-badges.tsx): the stage's label (which says the phase in words), its planned day while planned, and a colour per phase
 * (to plan, planned, on its way, done, cancelled; dashed for « Suivi non renseigné »). Text on a light tint
 * of its colour, 700/800 on white/50/100: well above 4.5:1. No icon: the words carry it, and the lists stay
 * light. Shown for accepted requests only; nothing for the others.
 */
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import type { RequestKind } from '@shared/requests/request-kinds';
import { type StageTone, stageBadgeText, stageTone } from '../stage-display';

const toneClasses: Record<StageTone, string> = {
  none: 'border-dashed border-slate-400 bg-white text-slate-700',
  'to-plan': 'border-orange-200 bg-orange-50 text-orange-800',
  planned: 'border-sky-200 bg-sky-100 text-sky-800',
  'in-transit': 'border-violet-200 bg-violet-100 text-violet-800',
  done: 'border-teal-200 bg-teal-100 text-teal-800',
  cancelled: 'border-slate-300 bg-slate-100 text-slate-700',
};

export interface StageBadgeProps {
  kind: RequestKind;
  /** The request's status: only an accepted one has a suivi. */
  status: string;
  stage: string | null | undefined;
  plannedDate?: string | null;
  className?: string;
}

export function StageBadge({ kind, status, stage, plannedDate, className }: StageBadgeProps) {
  if (status !== 'completed') return null;
  const tone = stageTone(kind, stage);
  return (
    <Badge
      variant="outline"
      data-stage={stage ?? 'none'}
      className={cn('whitespace-normal text-left', toneClasses[tone], className)}
    >
      <span className="sr-only">Suivi{'\u00a0'}: </span>
      {stageBadgeText(kind, stage, plannedDate)}
    </Badge>
  );
}
