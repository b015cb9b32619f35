/**
 * The searchable dropdown of saved shipping addresses (spec §2 "Shipping address dropdown", §9 "Address
 * search"): a button opens it; typing filters by name, company, delivery address or contact (case-insensitive
 * substring); Escape, a click outside or choosing an address closes it and clears the search. Empty list:
 * "Aucune adresse configurée"; no match: "Aucune adresse trouvée". Keyboard: arrows move, Enter chooses.
 */
import { FieldMessages, fieldAria } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';
import { matchesAddressSearch, type SavedAddress } from '@shared/settings/saved-address.schema';
import { Check, ChevronDown, MapPin, Search } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';

export interface ShippingAddressSelectProps {
  id: string;
  label: string;
  addresses: readonly SavedAddress[];
  value: number | null | undefined;
  onChange: (id: number) => void;
  onBlur?: () => void;
  error?: string;
  /** Shown under an empty list (where addresses are managed). */
  emptyHint?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function ShippingAddressSelect({
  id,
  label,
  addresses,
  value,
  onChange,
  onBlur,
  error,
  emptyHint,
  ref,
}: ShippingAddressSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { controlProps } = fieldAria({ id, error });

  const selected = addresses.find((address) => address.id === value) ?? null;
  const matches = addresses.filter((address) => matchesAddressSearch(address, search));

  function close({ refocus }: { refocus: boolean }) {
    setOpen(false);
    setSearch('');
    setActive(0);
    if (refocus) triggerRef.current?.focus();
    onBlur?.();
  }

  function choose(address: SavedAddress) {
    onChange(address.id);
    close({ refocus: true });
  }

  /** Focus leaving the dropdown (a click or Tab elsewhere) closes it. */
  function onFocusLeave(event: FocusEvent) {
    if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) {
      close({ refocus: false });
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const address = matches[active];
      if (address) choose(address);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close({ refocus: true });
    }
  }

  return (
    <div ref={containerRef} className="relative grid gap-2" data-handles-escape={open ? '' : undefined}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <button
          type="button"
          ref={(node) => {
            triggerRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          {...controlProps}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onBlur={onFocusLeave}
          onClick={() => (open ? close({ refocus: false }) : setOpen(true))}
          className={cn(
            'flex min-h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-white/80 px-3 py-1.5 text-left text-sm shadow-xs outline-none transition-[color,box-shadow]',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          )}
        >
          {selected ? (
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{selected.name}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {selected.companyName} · {selected.deliveryAddress}
              </span>
            </span>
          ) : (
            <span className="text-muted-foreground">Sélectionnez une adresse d'expédition</span>
          )}
          <ChevronDown
            className={cn('size-4 shrink-0 opacity-60', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>

        {open && (
          <div className="absolute top-full right-0 left-0 z-20 mt-1 grid gap-2 rounded-md border bg-white p-2 shadow-lg">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                // The search takes the focus as the list opens, so typing filters at once.
                // biome-ignore lint/a11y/noAutofocus: focus moves into the dropdown the user just opened.
                autoFocus
                type="search"
                role="combobox"
                aria-label="Rechercher une adresse"
                aria-autocomplete="list"
                aria-expanded="true"
                aria-controls={listId}
                aria-activedescendant={matches[active] ? optionId(active) : undefined}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKeyDown}
                onBlur={onFocusLeave}
                placeholder="Nom, société, adresse ou contact…"
                className="h-9 w-full rounded-md border border-input bg-white pr-3 pl-8 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
            </div>
            {addresses.length === 0 ? (
              <div className="px-2 py-3 text-center text-sm">
                <p className="font-medium text-slate-700">Aucune adresse configurée</p>
                {emptyHint && <p className="text-xs text-muted-foreground">{emptyHint}</p>}
              </div>
            ) : matches.length === 0 ? (
              <p className="px-2 py-3 text-center text-sm text-slate-700">Aucune adresse trouvée</p>
            ) : (
              // Options are chosen with the mouse without taking the focus from the search field.
              <div
                id={listId}
                role="listbox"
                aria-label={label}
                className="max-h-64 overflow-y-auto"
                onMouseDown={(event) => event.preventDefault()}
              >
                {matches.map((address, index) => (
                  <div
                    key={address.id}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={address.id === value}
                    onClick={() => choose(address)}
                    onKeyDown={undefined}
                    onMouseMove={() => setActive(index)}
                    className={cn(
                      'flex cursor-pointer items-start gap-2 rounded-md px-2 py-2 text-sm',
                      index === active && 'bg-indigo-50',
                    )}
                  >
                    <MapPin className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-slate-900">{address.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {address.companyName} · {address.contactName}
                      </span>
                      <span className="block text-xs text-muted-foreground">{address.deliveryAddress}</span>
                    </span>
                    {address.id === value && (
                      <Check className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
                    )}
                  </div>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
