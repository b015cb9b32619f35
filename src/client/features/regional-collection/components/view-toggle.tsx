/** Calendrier / Liste (spec §2): two toggle buttons, the pressed one shows which view is on. */
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { CalendarDays, List } from 'lucide-react';

export type RegionalView = 'calendar' | 'list';

const views = [
  { value: 'calendar', label: 'Calendrier', icon: CalendarDays },
  { value: 'list', label: 'Liste', icon: List },
] as const;

export function ViewToggle({
  value,
  onChange,
}: {
  value: RegionalView;
  onChange: (view: RegionalView) => void;
}) {
  return (
    <fieldset
      aria-label="Affichage des collectes"
      className="inline-flex w-fit gap-1 rounded-xl border border-white/60 bg-white/60 p-1 shadow-sm"
    >
      {views.map((view) => {
        const pressed = value === view.value;
        return (
          <Button
            key={view.value}
            variant="ghost"
            size="sm"
            aria-pressed={pressed}
            className={cn(
              pressed &&
                'bg-linear-to-r from-blue-600 to-indigo-600 text-white shadow-md hover:from-blue-700 hover:to-indigo-700 hover:text-white',
            )}
            onClick={() => onChange(view.value)}
          >
            <view.icon aria-hidden="true" />
            {view.label}
          </Button>
        );
      })}
    </fieldset>
  );
}
