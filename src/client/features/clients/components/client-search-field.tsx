/**
 * The directory's search: the start of a company or contact name, whatever the case (served by the
 * server's prefix indexes). The text typed is sent once typing pauses.
 */
import { Input } from '@client/components/ui/input';
import { Search } from 'lucide-react';
import { useId } from 'react';

export function ClientSearchField({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const id = useId();
  return (
    <search className="relative block w-full sm:w-80">
      <label htmlFor={id} className="sr-only">
        Rechercher un client
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Début de la société ou du contact…"
        className="pl-8"
      />
    </search>
  );
}
