/** The calendar's week navigation (spec §2): Précédente, Aujourd'hui, Suivante and "Semaine du X au Y". */
import { Button } from '@client/components/ui/button';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';

interface WeekToolbarProps {
  heading: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}

export function WeekToolbar({ heading, onPrevious, onToday, onNext }: WeekToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <h2 id="regional-week-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
        {heading}
      </h2>
      <nav aria-label="Navigation entre les semaines" className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" />
          Précédente
        </Button>
        <Button variant="outline" size="sm" onClick={onToday}>
          <CalendarDays aria-hidden="true" />
          Aujourd'hui
        </Button>
        <Button variant="outline" size="sm" onClick={onNext}>
          Suivante
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
