/**
 * The « Modifié entre-temps » round of an edit form (decision 0076), for every form that shows
 * StaleVersionNotice: a save refused with the 409 of a stale version shows who changed the record and when
 * (no toast on top); « Recharger » reads the record again and the form restarts from it (`current`, under a
 * new `key`), the typing lost on purpose. Held by the component around the form, so the form itself can be
 * remounted; `openedAs` (the dialog's opening number) forgets the reloaded record and the notice when the
 * dialog is opened again. A form that stays open after its save (settings) sends `basedOn`, which its own
 * saves move on (`follow`), never a background refetch: that must not make a save overwrite a colleague's.
 */
import {
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from './api-client';
import { staleVersionOf } from './stale-version';

export interface StaleReload<T> {
  /** The record the form starts from: the one it was opened with, or the one « Recharger » read. */
  current: T | null;
  /** The form's key: new at each opening and each reload, so the form restarts from `current`. */
  key: string;
  /** StaleVersionNotice's props (with its title). */
  notice: { message: string | null; reloading: boolean; onReload: () => void };
  /** Before a save: the notice goes. */
  clear: () => void;
  /** After a failed save: true when it was a stale version (the notice now says it), false otherwise. */
  caught: (error: unknown) => boolean;
  /** The version the next save is based on: `current`'s, moved on by this screen's own saves. */
  basedOn: number;
  /**
   * A save of this screen answered the record at `version`. The base moves there when the save was based on
   * it (`checked`: a PUT with `basedOn`), or when it follows the base directly (the one change since was
   * ours: a logo sent, a switch turned); else a colleague changed it too, and the next save gets the 409.
   */
  follow: (version: number, checked?: boolean) => void;
}

/** Thrown by a `read` that found the record gone: its message is what the notice says. */
export class RecordGone extends Error {}

export function useStaleReload<T extends { version: number }>({
  record,
  openedAs = 0,
  read,
}: {
  /** The record the form was opened with; null for a creation (nothing to reload). */
  record: T | null;
  /** Changes at every opening of the dialog. */
  openedAs?: number;
  /** Reads the record as it is now (RecordGone when it is no more). */
  read: (record: T, queryClient: QueryClient) => Promise<T>;
}): StaleReload<T> {
  const queryClient = useQueryClient();
  const [reloaded, setReloaded] = useState<{ openedAs: number; record: T; n: number } | null>(null);
  const [stale, setStale] = useState<{ openedAs: number; message: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const ours = reloaded?.openedAs === openedAs ? reloaded : null;
  const current = ours ? ours.record : record;
  const n = ours?.n ?? 0;
  const key = `${openedAs}-${n}`;
  // The version the form was started with, taken when it starts (a new key), not followed as the cache
  // changes: a background refetch must not make a save overwrite a colleague's without a word.
  const [base, setBase] = useState({ key, version: current?.version ?? 1 });
  if (base.key !== key) setBase({ key, version: current?.version ?? 1 });
  const say = (message: string | null) => setStale(message === null ? null : { openedAs, message });

  async function reload() {
    if (current === null) return;
    setReloading(true);
    try {
      setReloaded({ openedAs, record: await read(current, queryClient), n: n + 1 });
      say(null);
    } catch (error) {
      say(error instanceof RecordGone ? error.message : errorMessage(error));
    } finally {
      setReloading(false);
    }
  }

  return {
    current,
    key,
    notice: {
      message: stale?.openedAs === openedAs ? stale.message : null,
      reloading,
      onReload: () => void reload(),
    },
    clear: () => say(null),
    caught: (error) => {
      const conflict = staleVersionOf(error);
      say(conflict?.message ?? null);
      return conflict !== null;
    },
    basedOn: base.key === key ? base.version : (current?.version ?? 1),
    follow: (version, checked = false) =>
      setBase((before) =>
        before.key === key && (checked || version === before.version + 1) ? { key, version } : before,
      ),
  };
}

/**
 * A `read` for a record known through its list (carriers, items, addresses, accounts): the list read again
 * (`invalidate` and the queries below it marked stale first), then the row of this id; `gone` when it is
 * not there any more.
 */
export function readInList<T extends { id: number }>(
  invalidate: QueryKey,
  // biome-ignore lint/suspicious/noExplicitAny: any query key shape; the list's type is what matters.
  options: FetchQueryOptions<T[], Error, T[], any>,
  gone: string,
) {
  return async (record: T, queryClient: QueryClient): Promise<T> => {
    await queryClient.invalidateQueries({ queryKey: invalidate });
    const fresh = (await queryClient.fetchQuery(options)).find((row) => row.id === record.id);
    if (!fresh) throw new RecordGone(gone);
    return fresh;
  };
}

/** A `read` for a record that is a query of its own (the settings): that query read again. */
export function readQueryAgain<T>(
  // biome-ignore lint/suspicious/noExplicitAny: any query key shape; the record's type is what matters.
  options: FetchQueryOptions<T, Error, T, any>,
) {
  return async (_shown: T, queryClient: QueryClient): Promise<T> => {
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    return queryClient.fetchQuery(options);
  };
}
