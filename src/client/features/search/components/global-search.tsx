/**
 * The top bar's search field (decision 0064): a button dressed as a field that opens the palette, as do
 * Ctrl+K and ⌘+K from anywhere, and « / » when the focus is not in a field. The palette's code is loaded on
 * the first opening (or when the pointer or the focus reaches the button), so the shell's first load does
 * not carry it.
 */
import { cn } from '@client/lib/utils';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadPalette = () => import('./search-palette');
const SearchPalette = lazy(async () => ({ default: (await loadPalette()).SearchPalette }));

const isApple = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** Typing « / » in a field is text, not a shortcut. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function GlobalSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: the dialog then animates its closings and keeps its code loaded.
  const [used, setUsed] = useState(false);
  const [apple] = useState(isApple);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) &&
          !event.altKey &&
          !event.shiftKey &&
          event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target));
      if (!shortcut || event.defaultPrevented) return;
      // Ctrl+K is also the browser's « search the web »: here it is the app's search.
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label="Rechercher"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={cn(
          'flex h-9 min-w-0 items-center gap-2 rounded-md border border-input bg-white/80 px-2.5 text-sm text-muted-foreground shadow-xs transition-colors hover:bg-white',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          className,
        )}
      >
        <Search className="size-4 shrink-0" aria-hidden="true" />
        <span className="hidden min-w-0 flex-1 truncate text-left sm:inline">Rechercher…</span>
        <kbd className="hidden shrink-0 rounded border bg-muted px-1.5 font-sans text-xs md:inline">
          {apple ? '⌘\u00a0K' : 'Ctrl\u00a0K'}
        </kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
