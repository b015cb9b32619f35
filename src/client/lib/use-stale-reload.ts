/**
 * The « Modifié entre-temps » round of an edit form (decision 0076), for every form that shows
 * StaleVersionNotice: a save refused with the 409 of a stale version shows who changed the record and when
 * (no toast on top); « Recharger » reads the record again and the form restarts from it (`current`, under a
 * new `key`), the typing lost on purpose. Held by the component around the form, so the form itself can be
 * remounted; `openedAs` (the dialog's opening number) forgets the reloaded record and the notice when the
 * dialog is opened again.
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
}

/** Thrown by a `read` that found the record gone: its message is what the notice says. */
export class RecordGone extends Error {}

export function useStaleReload<T>({
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
    key: `${openedAs}-${n}`,
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
