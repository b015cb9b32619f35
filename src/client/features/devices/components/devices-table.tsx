/**
 * The lot's devices in the order they were inventoried (issue 32): a search on any part of a serial,
 * inventory number, asset tag, IMEI, make or model, « Charger plus » page after page (keyset), and on each
 * row « Modifier » (the rest of the device: make, model, grade, its media…) and « Supprimer ».
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { ExportCsvLink } from '@client/components/export-csv-link';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import {
  type Device,
  dispositionLabels,
  type LabelStock,
  type LotKind,
  labelStockLabels,
  labelStocks,
  mediumStateLabels,
  mediumTypeLabels,
} from '@shared/devices/device.constants';
import { equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { PackageOpen, Pencil, Printer, ShieldCheck, Tag, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useDeleteDevice } from '../api/delete-device';
import { lotPath, useLotDevices } from '../api/get-lot-devices';

// The form (react-hook-form, zod and the device schema) loads with its first opening.
const DeviceFormDialog = lazy(() =>
  import('./device-form-dialog').then((module) => ({ default: module.DeviceFormDialog })),
);
const SanitisationDialog = lazy(() =>
  import('./sanitisation-dialog').then((module) => ({ default: module.SanitisationDialog })),
);

const mediaText = (device: Device) =>
  device.noStorage
    ? 'Aucun'
    : device.media.length === 0
      ? 'À renseigner'
      : device.media
          .map(
            (medium) => `${mediumTypeLabels[medium.type]} (${mediumStateLabels[medium.state].toLowerCase()})`,
          )
          .join(', ');

export function DevicesTable({ kind, id }: { kind: LotKind; id: number }) {
  // Opened from the global search on a device: its table starts searched for it (`?q=`).
  const [labelFormat, setLabelFormat] = useState<LabelStock>('a4-3x8');
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const devices = useLotDevices(kind, id, q);
  const edit = useDialogState<Device>();
  const remove = useDialogState<Device>();
  const sanitise = useDialogState<Device>();
  const deletion = useDeleteDevice(kind, id);
  const pages = devices.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="lot-devices-title" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="lot-devices-title" className="text-lg font-semibold text-slate-900">
          Équipements inventoriés{devices.data ? ` (${total})` : ''}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="lot-labels-format">Étiquettes</Label>
            <NativeSelect
              id="lot-labels-format"
              value={labelFormat}
              onChange={(event) => setLabelFormat(event.target.value as LabelStock)}
            >
              {labelStocks.map((stock) => (
                <option key={stock} value={stock}>
                  {labelStockLabels[stock]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <a
            href={`${lotPath(kind, id)}/devices/labels.pdf?format=${labelFormat}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Printer aria-hidden="true" />
            Imprimer les étiquettes
          </a>
          <ExportCsvLink href={`${lotPath(kind, id)}/devices/export.csv`} subject="équipements du lot" />
        </div>
        <div className="grid w-full gap-1.5 sm:w-72">
          <Label htmlFor="lot-devices-search">Rechercher dans le lot</Label>
          <Input
            id="lot-devices-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="N° de série, d'inventaire, marque…"
            autoComplete="off"
          />
        </div>
      </div>
      {devices.isPending ? (
        <SectionLoader label="Chargement des équipements" />
      ) : devices.isError ? (
        <LoadError
          title="Les équipements n'ont pas pu être chargés"
          error={devices.error}
          onRetry={() => devices.refetch()}
          retrying={devices.isRefetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={q ? 'Aucun équipement ne correspond' : 'Aucun équipement inventorié'}
        >
          {q ? 'Essayez une autre partie du numéro.' : 'Scannez le premier numéro de série ci-dessus.'}
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border bg-white/70">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-600">
                <th scope="col" className="px-3 py-2 font-medium">
                  N° d'inventaire
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  N° de série
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Catégorie
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Marque et modèle
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Grade
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Supports
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Devenir
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((device) => (
                <tr key={device.id} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-mono font-medium whitespace-nowrap">
                    {device.inventoryNumber}
                  </th>
                  <td className="px-3 py-2 font-mono wrap-anywhere">{device.serialNumber ?? '—'}</td>
                  <td className="px-3 py-2">{equipmentCategoryLabels[device.category]}</td>
                  <td className="px-3 py-2 wrap-anywhere">
                    {[device.make, device.model].filter(Boolean).join(' ') || '—'}
                  </td>
                  <td className="px-3 py-2">{device.grade ?? '—'}</td>
                  <td className="px-3 py-2">{mediaText(device)}</td>
                  <td className="px-3 py-2">
                    {device.disposition ? dispositionLabels[device.disposition] : '—'}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <a
                        href={`/api/devices/${device.id}/label.pdf`}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={`Étiquette de ${device.inventoryNumber} (rouleau 62 mm)`}
                      >
                        <Tag aria-hidden="true" />
                      </a>
                      {device.media.length > 0 && (
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => sanitise.show(device)}
                          aria-haspopup="dialog"
                          aria-label={`Effacement et destruction de ${device.inventoryNumber}`}
                        >
                          <ShieldCheck aria-hidden="true" />
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() => edit.show(device)}
                        aria-haspopup="dialog"
                        aria-label={`Modifier ${device.inventoryNumber}`}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        onClick={() => remove.show(device)}
                        aria-haspopup="dialog"
                        aria-label={`Supprimer ${device.inventoryNumber}`}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {devices.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => devices.fetchNextPage()}
          pending={devices.isFetchingNextPage}
        >
          Charger plus
        </Button>
      )}
      {edit.target && (
        <Suspense fallback={null}>
          <DeviceFormDialog
            open={edit.open}
            onOpenChange={edit.onOpenChange}
            device={edit.target}
            formKey={edit.key}
            kind={kind}
            lotId={id}
          />
        </Suspense>
      )}
      {sanitise.target && (
        <Suspense fallback={null}>
          <SanitisationDialog
            open={sanitise.open}
            onOpenChange={sanitise.onOpenChange}
            // The list's copy, fresh after each record (the lot's queries are read again).
            device={items.find((device) => device.id === sanitise.target?.id) ?? sanitise.target}
            formKey={sanitise.key}
            kind={kind}
            lotId={id}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={remove.open}
        onOpenChange={remove.onOpenChange}
        title={`Supprimer ${remove.target?.inventoryNumber ?? "l'équipement"}\u00a0?`}
        description="L'équipement et ses supports de stockage sortent de l'inventaire du lot. Son numéro d'inventaire ne sera plus attribué."
        pending={deletion.isPending}
        confirmLabel="Supprimer"
        onConfirm={() => {
          const target = remove.target;
          if (!target) return;
          deletion.mutate(target.id, {
            onSuccess: () => {
              remove.close();
              toast({ title: 'Équipement supprimé', description: target.inventoryNumber });
            },
            onError: (error) => {
              remove.close();
              toast({
                variant: 'destructive',
                title: 'Erreur',
                description: serverReason(error, "L'équipement n'a pas été supprimé."),
              });
            },
          });
        }}
      />
    </section>
  );
}
