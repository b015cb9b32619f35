/**
 * « Journal » (administrators, decision 0081): the administration journal, newest first, filtered by
 * person, action and days (Paris), 50 entries at a time (« Afficher plus »), exported as CSV with the same
 * filters. Read only. The table scrolls sideways inside its box on a phone, never the page.
 */

import { ExportCsvLink } from '@client/components/export-csv-link';
import { LoadMore } from '@client/components/layout/load-more';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { SettingsCardHeader } from '@client/components/settings/settings-card-header';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { adminJournalExportUrl } from '@client/features/admin-journal/api/export-admin-journal';
import {
  type AdminJournalFilterValues,
  useAdminJournal,
} from '@client/features/admin-journal/api/get-admin-journal';
import { useAdminJournalActors } from '@client/features/admin-journal/api/get-admin-journal-actors';
import {
  type AdminJournalEntry,
  adminJournalActionLabels,
  adminJournalActions,
  adminJournalMessages,
  describeJournalChanges,
} from '@shared/admin-journal/admin-journal.labels';
import { frenchDateTime } from '@shared/french-dates';
import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';

/** « 27 nov. 2026 à 10 h 42 », Paris time. */
const dateText = (at: string) => frenchDateTime(at, { shortMonth: true });

function JournalRow({ entry }: { entry: AdminJournalEntry }) {
  const changes = describeJournalChanges(entry.changes);
  return (
    <tr className="align-top">
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={entry.at}>{dateText(entry.at)}</time>
      </td>
      <td className="py-2 pr-3">
        <span className="font-medium text-slate-900">{entry.actorName ?? 'Système'}</span>
        {entry.actorEmail && <span className="block text-xs text-muted-foreground">{entry.actorEmail}</span>}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{entry.ip ?? '—'}</td>
      <td className="py-2 pr-3">{adminJournalActionLabels[entry.action] ?? entry.action}</td>
      <td className="py-2 pr-3">{entry.targetLabel ?? '—'}</td>
      <td className="py-2">
        <Changes lines={changes} />
      </td>
    </tr>
  );
}

/** The changes of an entry, one line each, or a dash. */
function Changes({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** An entry on a phone: the table's six columns as one card, nothing to scroll sideways. */
function JournalCard({ entry }: { entry: AdminJournalEntry }) {
  return (
    <li className="grid gap-1 py-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">
          {adminJournalActionLabels[entry.action] ?? entry.action}
        </span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {dateText(entry.at)}
        </time>
      </p>
      {entry.targetLabel && <p className="wrap-anywhere text-slate-700">{entry.targetLabel}</p>}
      <p className="wrap-anywhere text-xs text-muted-foreground">
        {entry.actorName ?? 'Système'}
        {entry.actorEmail && ` · ${entry.actorEmail}`}
        {entry.ip && ` · ${entry.ip}`}
      </p>
      <div className="wrap-anywhere text-slate-700">
        <Changes lines={describeJournalChanges(entry.changes)} />
      </div>
    </li>
  );
}

export function JournalTab() {
  const id = useId();
  const [filters, setFilters] = useState<AdminJournalFilterValues>({});
  const actors = useAdminJournalActors();
  const inverted = Boolean(filters.from && filters.to && filters.from > filters.to);
  // An inverted range is said here, not sent: the list keeps the last valid filters meanwhile.
  const [applied, setApplied] = useState<AdminJournalFilterValues>({});
  const journal = useAdminJournal(applied);

  function change(key: keyof AdminJournalFilterValues, value: string) {
    const next = { ...filters, [key]: value || undefined };
    setFilters(next);
    if (!(next.from && next.to && next.from > next.to)) setApplied(next);
  }

  const entries = journal.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card aria-labelledby="journal-title" role="region">
      <SettingsCardHeader
        titleId="journal-title"
        icon={ScrollText}
        title="Journal"
        description={
          <>
            Chaque acte d'administration (comptes, réglages, transporteurs, intégrations, liens de suivi,
            sauvegardes et restaurations), avec son auteur, sa date et son adresse IP. Les secrets n'y
            figurent jamais&nbsp;: seulement qu'ils ont été modifiés.
          </>
        }
        actions={<ExportCsvLink href={adminJournalExportUrl(applied)} subject="journal d'administration" />}
      />
      <CardContent className="grid gap-4">
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">Filtres du journal</legend>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-actor`}>Personne</Label>
            <NativeSelect
              id={`${id}-actor`}
              value={filters.actor ?? ''}
              onChange={(event) => change('actor', event.currentTarget.value)}
            >
              <option value="">Tout le monde</option>
              {actors.data?.map((actor) => (
                <option key={actor.id} value={String(actor.id)}>
                  {actor.name === actor.username ? actor.name : `${actor.name} (${actor.username})`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-action`}>Action</Label>
            <NativeSelect
              id={`${id}-action`}
              value={filters.action ?? ''}
              onChange={(event) => change('action', event.currentTarget.value)}
            >
              <option value="">Toutes les actions</option>
              {adminJournalActions.map((action) => (
                <option key={action} value={action}>
                  {adminJournalActionLabels[action]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-from`}>Du</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ''}
              onChange={(event) => change('from', event.currentTarget.value)}
              aria-describedby={inverted ? `${id}-problem` : undefined}
            />
          </div>
          <div className="grid min-w-0 gap-1">
            <Label htmlFor={`${id}-to`}>Au</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ''}
              onChange={(event) => change('to', event.currentTarget.value)}
              aria-invalid={inverted || undefined}
              aria-describedby={inverted ? `${id}-problem` : undefined}
            />
          </div>
        </fieldset>
        {inverted && (
          <p id={`${id}-problem`} className="text-sm text-destructive" role="alert">
            {adminJournalMessages.toBeforeFrom}
          </p>
        )}

        {journal.isPending ? (
          <SectionLoader label="Chargement du journal" />
        ) : journal.isError ? (
          <LoadError
            title="Impossible de charger le journal."
            error={journal.error}
            onRetry={() => journal.refetch()}
            retrying={journal.isFetching}
          />
        ) : entries.length === 0 ? (
          <EmptyState icon={ScrollText} title="Aucune entrée">
            Aucun acte d'administration ne correspond à ces filtres.
          </EmptyState>
        ) : (
          <>
            {/* A phone reads one card per entry; from md up, the table (never a page that scrolls sideways). */}
            <ul aria-label="Journal d'administration" className="divide-y divide-slate-100 md:hidden">
              {entries.map((entry) => (
                <JournalCard key={entry.id} entry={entry} />
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full min-w-[52rem] text-left text-sm">
                <caption className="sr-only">Journal d'administration, du plus récent au plus ancien</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-600">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Date
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Personne
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Adresse IP
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Action
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Objet
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Modifications
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {entries.map((entry) => (
                    <JournalRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <LoadMore list={journal} label="Afficher plus" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
