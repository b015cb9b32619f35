/** A request page's heading (spec §2): title, subtitle and the creation button ("Nouvelle demande"); sets the document title. */
import { Button } from '@client/components/ui/button';
import { Plus } from 'lucide-react';

export interface RequestPageHeaderProps {
  title: string;
  subtitle: string;
  /** The creation button; left out when `onCreate` is absent. */
  actionLabel?: string;
  onCreate?: () => void;
}

export function RequestPageHeader({
  title,
  subtitle,
  actionLabel = 'Nouvelle demande',
  onCreate,
}: RequestPageHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <title>{`${title} · Gestion Logistique`}</title>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      {onCreate && (
        <Button variant="brand" size="lg" onClick={onCreate} aria-haspopup="dialog">
          <Plus aria-hidden="true" />
          {actionLabel}
        </Button>
      )}
    </header>
  );
}
