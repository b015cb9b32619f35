import { CardDescription, CardHeader } from '@client/components/ui/card';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The header of a settings card: its icon and title (the h2 the card's region is labelled by), what it is
 * for, and its actions on the right (below on a phone).
 */
export function SettingsCardHeader({
  titleId,
  icon: Icon,
  title,
  description,
  actions,
}: {
  titleId: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon className="size-5 text-indigo-600" aria-hidden="true" />
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </div>
      {actions}
    </CardHeader>
  );
}
