/**
 * The company field of a request form, suggesting the directory's clients as one types (issue 14): after a
 * pause (250 ms) and from two characters, the directory's matches (any word or part of a word, accents
 * aside; those whose words start with the text first: decision 0064) are listed under the field; picking
 * one hands it to `onPick` (the form fills its contact block from it and links the request to the client,
 * decision 0065). The text stays free: a company that is not in the directory is typed as before, and
 * typing after a pick calls `onType` (the form drops the link: another company).
 *
 * ARIA combobox pattern (WAI-ARIA 1.2, list autocomplete): the input is the combobox, the suggestions a
 * listbox of options; ArrowDown/ArrowUp move the active option (aria-activedescendant, the focus stays in
 * the field), Enter picks it, Escape closes the list (inside a dialog the open list keeps Escape for itself,
 * see dialog.tsx), a click picks without taking the focus from the field.
 */
import { FieldMessages, fieldAria } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { cn } from '@client/lib/utils';
import { CLIENT_SUGGESTION_MIN_LENGTH } from '@shared/clients/client.constants';
import type { Client } from '@shared/clients/client.schema';
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useClientSuggestions } from '../api/get-clients';

/** Long enough to let a word be typed, short enough to feel immediate. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export interface ClientCompanyComboboxProps {
  id: string;
  label: string;
  /** react-hook-form's `register(<company field>)`: the field stays a plain registered input. */
  field: UseFormRegisterReturn;
  onPick: (client: Client) => void;
  /** The user typed in the field (after a pick, the company is no longer the picked client's). */
  onType?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

export function ClientCompanyCombobox({
  id,
  label,
  field,
  onPick,
  onType,
  error,
  hint,
  required,
}: ClientCompanyComboboxProps) {
  // What the user typed; empty until they type, so opening a filled form (an edit) asks nothing.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useClientSuggestions(open ? query : '');
  const clients = typed.trim().length >= CLIENT_SUGGESTION_MIN_LENGTH ? (suggestions.data?.items ?? []) : [];
  const expanded = open && clients.length > 0;
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { controlProps } = fieldAria({ id, error, hint });

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(client: Client) {
    onPick(client);
    setTyped(client.companyName);
    close();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    void field.onChange(event);
    onType?.();
    setTyped(event.target.value);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (event.key === 'ArrowDown' && typed.trim().length >= CLIENT_SUGGESTION_MIN_LENGTH) setOpen(true);
        return;
      }
      event.preventDefault();
      const last = clients.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      const client = expanded ? clients[active] : undefined;
      // Without an active suggestion, Enter submits the form as in any other field.
      if (client) {
        event.preventDefault();
        pick(client);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative grid gap-2" data-handles-escape={expanded ? '' : undefined}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...controlProps}
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        // The browser's own autofill list would cover the suggestions.
        autoComplete="off"
        required={required}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          void field.onBlur(event);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Clients suggérés"
        hidden={!expanded}
        // Options are picked with the mouse without taking the focus from the field.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-md border bg-white p-1 shadow-lg"
      >
        {expanded &&
          clients.map((client, index) => (
            <div
              key={client.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onClick={() => pick(client)}
              // The keyboard acts from the combobox (aria-activedescendant).
              onKeyDown={undefined}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded-md px-2 py-1.5 text-sm wrap-anywhere',
                index === active && 'bg-indigo-50',
              )}
            >
              <span className="block font-medium text-slate-900">{client.companyName}</span>
              <span className="block text-xs text-muted-foreground">
                {client.contactName} · {client.companyAddress}
              </span>
            </div>
          ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded
          ? `${clients.length} client${clients.length > 1 ? 's' : ''} suggéré${clients.length > 1 ? 's' : ''}`
          : ''}
      </p>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
