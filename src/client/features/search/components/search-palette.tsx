/**
 * The global search's palette (decision 0064), loaded on its first opening (global-search.tsx). A dialog
 * holding the ARIA combobox pattern (WAI-ARIA 1.2, list autocomplete): the field is the combobox, the
 * results one listbox whose groups (« Demandes », « Clients », « Équipements », « Articles ») are labelled by their heading;
 * ArrowDown/ArrowUp (Home/End) move the active option while the focus stays in the field
 * (aria-activedescendant), Enter opens it (the first one when none is active), Escape closes the dialog.
 */
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { errorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import { GLOBAL_SEARCH_MAX_LENGTH, GLOBAL_SEARCH_MIN_LENGTH } from '@shared/search/global-search.constants';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGlobalSearch } from '../api/search';
import { type SearchOption, searchGroups } from '../search-options';

/** Short enough to feel immediate, long enough not to ask at every keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SearchPalette({ open, onOpenChange }: SearchPaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // High on the screen (results grow downwards) and as wide as a phone allows.
        className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12vh] sm:max-w-xl"
      >
        <DialogTitle className="sr-only">Recherche globale</DialogTitle>
        <DialogDescription className="sr-only">
          Demandes, clients, équipements et articles. Flèches haut et bas pour choisir, Entrée pour ouvrir,
          Échap pour fermer.
        </DialogDescription>
        <PaletteBody onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The field and the results: mounted with each opening, so a new search starts empty. */
function PaletteBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = q.length >= GLOBAL_SEARCH_MIN_LENGTH;
  const search = useGlobalSearch(searchable ? q : '');
  const groups = useMemo(
    () => (searchable && search.data ? searchGroups(search.data) : []),
    [searchable, search.data],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const listId = useId();
  const optionId = (option: SearchOption) => `${listId}-${option.key}`;
  const activeOption = active >= 0 ? options[active] : undefined;
  // The results shown are those of what is typed now (not the previous search kept while this one loads).
  const settled = searchable && !search.isPlaceholderData && search.isSuccess && q === typed.trim();

  function choose(option: SearchOption | undefined) {
    if (!option) return;
    onClose();
    void navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (last < 0) return;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeOption ?? options[0]);
    }
  }

  let status: string | null = null;
  if (typed.trim().length < GLOBAL_SEARCH_MIN_LENGTH) {
    status = `Saisissez au moins ${GLOBAL_SEARCH_MIN_LENGTH}\u00a0caractères\u00a0: une société, un contact, un numéro d'offre, de suivi ou de série, une ville…`;
  } else if (search.isError) {
    status = `La recherche a échoué\u00a0: ${errorMessage(search.error)}`;
  } else if (settled && options.length === 0) {
    status = `Aucun résultat pour «\u00a0${typed.trim()}\u00a0»`;
  }
  const loading = searchable && search.isFetching && !settled;

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b px-4">
        {loading ? (
          <Spinner className="size-4 shrink-0 text-muted-foreground" />
        ) : (
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <input
          // No autoFocus needed: Radix gives the opening focus to the first control, this field.
          type="text"
          role="combobox"
          aria-label="Rechercher"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-busy={loading}
          autoComplete="off"
          spellCheck={false}
          maxLength={GLOBAL_SEARCH_MAX_LENGTH}
          placeholder="Rechercher une demande, un client, un article…"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent pr-8 text-base outline-none placeholder:text-muted-foreground"
        />
      </div>

      <div
        id={listId}
        role="listbox"
        aria-label="Résultats"
        // A click must not take the focus from the field before it opens the option.
        onMouseDown={(event) => event.preventDefault()}
        className={cn('min-h-0 overflow-y-auto overscroll-contain', options.length > 0 && 'p-2')}
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group is an ARIA group, not a form's fieldset.
          <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`} className="pb-2">
            <div
              id={`${listId}-${group.id}`}
              role="presentation"
              className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.heading}
            </div>
            {group.options.map((option) => {
              const selected = option === activeOption;
              return (
                <div
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  // The keyboard acts from the combobox field (aria-activedescendant).
                  onKeyDown={undefined}
                  onMouseMove={() => setActive(options.indexOf(option))}
                  onClick={() => choose(option)}
                  className={cn(
                    'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                    selected ? 'bg-accent text-accent-foreground' : 'text-foreground',
                  )}
                >
                  <div className="flex min-w-0 items-baseline gap-2">
                    <span className="min-w-0 flex-1 truncate font-medium">{option.title}</span>
                    {option.meta && (
                      <span className="shrink-0 text-xs text-muted-foreground">{option.meta}</span>
                    )}
                  </div>
                  {(option.tag || option.detail) && (
                    <div className="flex min-w-0 items-baseline gap-2 text-xs text-muted-foreground">
                      {option.tag && <span className="shrink-0 rounded bg-muted px-1.5">{option.tag}</span>}
                      <span className="min-w-0 truncate">{option.detail}</span>
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>

      <p
        role="status"
        className={cn('px-4 text-sm text-muted-foreground', status ? 'py-6 text-center' : 'sr-only')}
      >
        {status ??
          (settled
            ? `${options.length}\u00a0résultat${options.length > 1 ? 's' : ''}`
            : loading
              ? 'Recherche…'
              : '')}
      </p>
    </div>
  );
}
