/**
 * A searchable dropdown: a button shows the choice and opens a panel with a search field and the list of
 * options; typing filters (the caller filters: `items` are the matches of `search`); Escape, a click outside
 * or choosing closes it and clears the search. Keyboard: arrows move, Enter chooses. Inside a dialog the
 * open panel keeps Escape for itself (`data-handles-escape`, see dialog.tsx).
 */
import { FieldMessages, fieldAria } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';
import { Check, ChevronDown, Search } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';

export interface SearchSelectProps<T> {
  id: string;
  label: string;
  /** The options matching `search`, in display order. */
  items: readonly T[];
  search: string;
  onSearchChange: (search: string) => void;
  itemKey: (item: T) => string | number;
  selectedKey: string | number | null | undefined;
  onChoose: (item: T) => void;
  /** An option's content in the list. */
  renderItem: (item: T) => ReactNode;
  /** What the button shows: the chosen option, or the placeholder. */
  renderValue: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown instead of the list when `items` is empty (loading, nothing configured, no match). */
  empty: ReactNode;
  /** A line under the list (e.g. "more results: refine the search"). */
  footer?: ReactNode;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function SearchSelect<T>({
  id,
  label,
  items,
  search,
  onSearchChange,
  itemKey,
  selectedKey,
  onChoose,
  renderItem,
  renderValue,
  searchLabel,
  searchPlaceholder,
  empty,
  footer,
  onBlur,
  error,
  hint,
  disabled,
  busy,
  ref,
}: SearchSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { controlProps } = fieldAria({ id, error, hint });
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));

  function close({ refocus }: { refocus: boolean }) {
    setOpen(false);
    onSearchChange('');
    setActive(0);
    if (refocus) triggerRef.current?.focus();
    onBlur?.();
  }

  function choose(item: T) {
    onChoose(item);
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
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[activeIndex];
      if (item !== undefined) choose(item);
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
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onBlur={onFocusLeave}
          onClick={() => (open ? close({ refocus: false }) : setOpen(true))}
          className={cn(
            'flex min-h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-white/80 px-3 py-1.5 text-left text-sm shadow-xs outline-none transition-[color,box-shadow]',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          {renderValue}
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
                aria-label={searchLabel}
                aria-autocomplete="list"
                aria-expanded="true"
                aria-controls={listId}
                aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
                value={search}
                onChange={(event) => {
                  onSearchChange(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKeyDown}
                onBlur={onFocusLeave}
                placeholder={searchPlaceholder}
                className="h-9 w-full rounded-md border border-input bg-white pr-3 pl-8 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
            </div>
            {items.length === 0 ? (
              <div className="px-2 py-3 text-center text-sm text-slate-700">{empty}</div>
            ) : (
              // Options are chosen with the mouse without taking the focus from the search field.
              <div
                id={listId}
                role="listbox"
                aria-label={label}
                className="max-h-64 overflow-y-auto"
                onMouseDown={(event) => event.preventDefault()}
              >
                {items.map((item, index) => {
                  const selected = itemKey(item) === selectedKey;
                  return (
                    <div
                      key={itemKey(item)}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={selected}
                      onClick={() => choose(item)}
                      onKeyDown={undefined}
                      onMouseMove={() => setActive(index)}
                      className={cn(
                        'flex cursor-pointer items-start gap-2 rounded-md px-2 py-2 text-sm',
                        index === activeIndex && 'bg-indigo-50',
                      )}
                    >
                      <span className="min-w-0 flex-1">{renderItem(item)}</span>
                      {selected && <Check className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />}
                    </div>
                  );
                })}
              </div>
            )}
            {footer && <p className="px-2 text-xs text-muted-foreground">{footer}</p>}
          </div>
        )}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
