/**
 * Searching a request page: any word or part of a word of the company, contact, e-mail, phone, offer or
 * tracking number, address (transports: either party; collections: the materials), accents and case aside,
 * filtered by the server (`q`, decision 0062). The text is kept in the URL (?q=…) so a reload or a shared
 * link keeps it; typing updates the URL after a short pause rather than at every key.
 */
import { Input } from '@client/components/ui/input';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_PARAM = 'q';
const DEBOUNCE_MS = 300;

/** The search of the URL and its setter (blank removes it). */
export function useRequestSearch(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  function setSearch(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set(SEARCH_PARAM, next.trim());
        else updated.delete(SEARCH_PARAM);
        return updated;
      },
      { replace: true },
    );
  }
  return [search, setSearch];
}

/** What can be typed, read with the field (screen readers) and shown on hover. */
const defaultHint =
  "Société, contact, n° d'offre, n° de suivi, ville, e-mail ou téléphone\u00a0: un mot ou un morceau de mot suffit, accents et majuscules sont ignorés.";

export function RequestSearchField({
  value,
  onChange,
  placeholder = "Société, contact, n° d'offre, ville…",
  hint = defaultHint,
}: {
  value: string;
  onChange: (next: string) => void;
  /** The few things the field shows it finds (the kind's main columns). */
  placeholder?: string;
  /** Everything it finds, in a sentence. */
  hint?: string;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const hintId = useId();

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL may change without typing (back button, a link): the field follows it, but keeps what is
  // being typed when only spaces differ.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <search className="relative block w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        Rechercher une demande
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        title={hint}
        aria-describedby={hintId}
        className="pl-8"
      />
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </search>
  );
}
