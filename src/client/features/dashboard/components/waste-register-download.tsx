/**
 * « Registre des déchets » (decision 0057), under the dashboard's receptions: the register of incoming
 * waste for a range of reception days, downloaded as CSV. Here rather than in Settings because it is read
 * from the receptions this block sums, by the same administrators. A plain link (as the other exports,
 * components/export-csv-link.tsx says why without `download`): the browser streams the file. The range starts on the block's first day (the 1st of the month)
 * and ends today; an inverted range says so instead of offering a file the server would refuse.
 */
import { buttonVariants } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';
import { wasteRegisterMessages, wasteRegisterUrl } from '@shared/fulfilment/waste-register.constants';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';

const parisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function WasteRegisterDownload({ since }: { since: string }) {
  const id = useId();
  const [from, setFrom] = useState(since.slice(0, 10));
  const [to, setTo] = useState(parisToday);
  const problem = !isDay(from)
    ? wasteRegisterMessages.from
    : !isDay(to)
      ? wasteRegisterMessages.to
      : from > to
        ? wasteRegisterMessages.inverted
        : null;

  return (
    <fieldset className="grid gap-2 border-t border-slate-200 pt-3">
      <legend className="font-medium text-slate-900">Registre des déchets</legend>
      <p className="text-xs text-muted-foreground">
        Registre chronologique des déchets entrants (DEEE reçus, hors réemploi), à conserver trois ans.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>Du</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            className="w-40"
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>Au</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            className="w-40"
            aria-invalid={problem === wasteRegisterMessages.inverted || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        {problem ? (
          <span
            className={cn(buttonVariants({ variant: 'outline' }), 'pointer-events-none opacity-50')}
            aria-disabled="true"
          >
            <Download aria-hidden="true" />
            Télécharger le registre
          </span>
        ) : (
          <a
            href={wasteRegisterUrl(from, to)}
            referrerPolicy="same-origin"
            aria-label="Télécharger le registre des déchets (CSV)"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Télécharger le registre
          </a>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
