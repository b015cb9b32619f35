/**
 * « Rattacher » a report's row « À rapprocher » (issue 32): the device is found by its inventory number or
 * serial (scanned or typed, then Entrée; only this lot's devices count), then one of its media is chosen —
 * or « Créer un support » with its type and capacity, the report's serial on it. The erasure itself is read
 * again from the kept report by the server; the choices it would refuse (a destroyed medium, a failed one,
 * one whose record names another serial, a device without storage) are offered disabled, with the reason.
 */
import { FormDialog, type FormDialogProps } from '@client/components/form-dialog';
import { Button } from '@client/components/ui/button';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FieldMessages, fieldAria, SelectField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NumberField } from '@client/components/ui/number-field';
import { toast } from '@client/hooks/use-toast';
import { isApiError, serverReason } from '@client/lib/api-client';
import {
  type Device,
  deviceMessages,
  erasureAttachSchema,
  type LotKind,
  type MediumType,
  mediumStateLabels,
  mediumTypeLabels,
  mediumTypes,
  type StorageMedium,
  type UnmatchedErasure,
} from '@shared/devices/device.schema';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAttachErasure } from '../api/attach-erasure';
import { useLookUpDevices } from '../api/look-up-devices';

/** A row « À rapprocher » and the report it comes from. */
export interface UnmatchedRow extends UnmatchedErasure {
  reportId: number;
  fileName: string;
}

export const erasureResultLabel = (result: string) => (result === 'erased' ? 'effacé' : 'échec');

const sameSerial = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase();

/** Why the server would refuse this medium for the row; null when it takes it. */
function refusal(medium: StorageMedium, serialNumber: string): string | null {
  if (medium.state === 'destroyed') return 'il ne prend plus rien';
  if (medium.state === 'failed') return "il ne peut plus qu'être détruit";
  if (medium.state !== 'pending' && !sameSerial(medium.serialNumber, serialNumber)) {
    return medium.serialNumber
      ? 'son effacement est enregistré sous ce numéro'
      : 'un effacement y est enregistré sans numéro';
  }
  return null;
}

const mediumName = (medium: StorageMedium) =>
  `${mediumTypeLabels[medium.type]} ${medium.serialNumber ?? 'sans numéro'}${
    medium.capacityGb === null ? '' : ` (${medium.capacityGb.toLocaleString('fr-FR')}\u00a0Go)`
  }`;

const deviceName = (device: Device) =>
  [device.inventoryNumber, device.serialNumber, [device.make, device.model].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

/** The medium chosen first: the one with the row's serial, else the device's only one without a serial. */
function firstChoice(device: Device, serialNumber: string): string {
  const usable = device.media.filter((medium) => refusal(medium, serialNumber) === null);
  const same = usable.find((medium) => sameSerial(medium.serialNumber, serialNumber));
  if (same) return String(same.id);
  const serialLess = usable.filter((medium) => medium.serialNumber === null && medium.state === 'pending');
  if (serialLess.length === 1 && serialLess[0]) return String(serialLess[0].id);
  return device.media.length === 0 && !device.noStorage ? 'new' : '';
}

export function AttachErasureDialog({
  open,
  onOpenChange,
  row,
  formKey,
  kind,
  lotId,
}: FormDialogProps & { row: UnmatchedRow; formKey: number; kind: LotKind; lotId: number }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Rattacher ${row.serialNumber}`}
      description={`Ligne «\u00a0${erasureResultLabel(row.result)}\u00a0» du rapport ${row.fileName}. Trouvez l'équipement du lot, puis le support qu'était ce disque\u00a0: l'effacement est relu dans le rapport.`}
    >
      <AttachForm key={formKey} row={row} kind={kind} lotId={lotId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type Errors = Partial<Record<'lookUp' | 'choice' | 'type' | 'capacityGb', string>>;

function AttachForm({
  row,
  kind,
  lotId,
  onDone,
}: {
  row: UnmatchedRow;
  kind: LotKind;
  lotId: number;
  onDone: () => void;
}) {
  const [typed, setTyped] = useState(row.hostSerial ?? '');
  const [q, setQ] = useState(row.hostSerial ?? '');
  const lookUp = useLookUpDevices(kind, lotId, q);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [type, setType] = useState<MediumType | ''>('');
  const [capacityGb, setCapacityGb] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const attach = useAttachErasure(kind, lotId);

  const found = lookUp.data?.inLot ?? [];
  const device =
    found.find((candidate) => candidate.id === pickedId) ?? (found.length === 1 ? found[0] : undefined);
  const choice = device ? (choices[device.id] ?? firstChoice(device, row.serialNumber)) : '';
  function setChoice(value: string) {
    if (!device) return;
    setChoices((current) => ({ ...current, [device.id]: value }));
    setErrors((current) => ({ ...current, choice: undefined }));
  }

  const lookUpError =
    errors.lookUp ??
    (q && lookUp.isSuccess && found.length === 0
      ? lookUp.data.elsewhere.length > 0
        ? `Cet équipement est inventorié dans un autre lot (${lookUp.data.elsewhere.map((other) => other.lotReference).join(', ')})\u00a0: seuls ceux de ce lot peuvent recevoir la ligne.`
        : "Aucun équipement de ce lot n'a ce numéro d'inventaire ou de série."
      : lookUp.isError
        ? serverReason(lookUp.error, "La recherche n'a pas abouti.")
        : undefined);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typed.trim();
    setErrors({});
    setFailure(null);
    setPickedId(null);
    if (!value) {
      setErrors({ lookUp: "Saisissez le numéro d'inventaire ou de série de l'équipement" });
      return;
    }
    if (value === q) void lookUp.refetch();
    else setQ(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!device) {
      setErrors({ lookUp: "Cherchez d'abord l'équipement du lot" });
      return;
    }
    if (!choice) {
      setErrors({ choice: deviceMessages.attachTarget });
      return;
    }
    const parsed = erasureAttachSchema.safeParse(
      choice === 'new'
        ? { serialNumber: row.serialNumber, deviceId: device.id, type: type || undefined, capacityGb }
        : { serialNumber: row.serialNumber, mediumId: Number(choice) },
    );
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'type' || field === 'capacityGb') next[field] ??= issue.message;
        else next.choice ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    attach.mutate(
      { reportId: row.reportId, values: parsed.data },
      {
        onSuccess: () => {
          toast({
            title: 'Ligne rapprochée',
            description: `${row.serialNumber} · ${device.inventoryNumber}`,
          });
          onDone();
        },
        onError: (error) => {
          const fields = isApiError(error) ? (error.errors ?? {}) : {};
          setErrors({ type: fields.type, capacityGb: fields.capacityGb });
          setFailure(serverReason(error, "La ligne n'a pas été rattachée."));
        },
      },
    );
  }

  const lookUpAria = fieldAria({
    id: 'attach-look-up',
    error: lookUpError,
    hint: 'Scannez-le ou saisissez-le, puis Entrée.',
  });
  return (
    <div className="grid gap-4">
      <form onSubmit={search} noValidate className="grid gap-2" aria-label="Chercher l'équipement">
        <Label htmlFor="attach-look-up">N° d'inventaire ou n° de série de l'équipement</Label>
        <div className="flex gap-2">
          <Input
            {...lookUpAria.controlProps}
            className="min-w-0 flex-1"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" variant="outline" className="shrink-0" pending={lookUp.isFetching}>
            {!lookUp.isFetching && <Search aria-hidden="true" />}
            Chercher
          </Button>
        </div>
        <FieldMessages
          id="attach-look-up"
          error={lookUpError}
          hint="Scannez-le ou saisissez-le, puis Entrée."
        />
      </form>

      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Rattacher ${row.serialNumber}`}>
        <p role="status" className="sr-only">
          {device ? `${device.inventoryNumber} trouvé.` : (lookUpError ?? '')}
        </p>
        <div className="grid gap-4 empty:hidden">
          {found.length > 1 && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Équipement</legend>
              {found.map((candidate) => (
                <label key={candidate.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="attach-device"
                    className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                    checked={device?.id === candidate.id}
                    onChange={() => setPickedId(candidate.id)}
                  />
                  <span className="min-w-0 wrap-anywhere">{deviceName(candidate)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {device && (
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.choice ? 'attach-choice-error' : undefined}
            >
              <legend className="mb-2 text-sm font-medium">Support de {deviceName(device)}</legend>
              {device.media.map((medium) => {
                const refused = refusal(medium, row.serialNumber);
                return (
                  <label
                    key={medium.id}
                    className="flex items-start gap-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted-foreground"
                  >
                    <input
                      type="radio"
                      name="attach-medium"
                      value={medium.id}
                      className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                      checked={choice === String(medium.id)}
                      disabled={refused !== null}
                      onChange={() => setChoice(String(medium.id))}
                    />
                    <span className="min-w-0 wrap-anywhere">
                      {mediumName(medium)} · {mediumStateLabels[medium.state].toLowerCase()}
                      {refused && ` (${refused})`}
                      {medium.state === 'pending' &&
                        medium.serialNumber !== null &&
                        !sameSerial(medium.serialNumber, row.serialNumber) &&
                        ` (prendra le numéro ${row.serialNumber})`}
                    </span>
                  </label>
                );
              })}
              <label className="flex items-start gap-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted-foreground">
                <input
                  type="radio"
                  name="attach-medium"
                  value="new"
                  className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                  checked={choice === 'new'}
                  disabled={device.noStorage}
                  onChange={() => setChoice('new')}
                />
                <span className="min-w-0 wrap-anywhere">
                  Créer un support
                  {device.noStorage
                    ? ' (équipement indiqué sans support de stockage)'
                    : ` ${row.serialNumber}`}
                </span>
              </label>
              {errors.choice && (
                <p id="attach-choice-error" className="text-sm text-destructive">
                  {errors.choice}
                </p>
              )}
            </fieldset>
          )}
          {device && choice === 'new' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                id="attach-type"
                label="Type du support"
                value={type}
                error={errors.type}
                onChange={(event) => setType(event.target.value as MediumType | '')}
              >
                <option value="">Choisissez</option>
                {mediumTypes.map((value) => (
                  <option key={value} value={value}>
                    {mediumTypeLabels[value]}
                  </option>
                ))}
              </SelectField>
              <NumberField
                id="attach-capacityGb"
                label="Capacité (Go, facultatif)"
                value={capacityGb}
                onChange={setCapacityGb}
                error={errors.capacityGb}
              />
            </div>
          )}
        </div>
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm text-red-900">
            {failure}
          </p>
        )}
        <FormDialogFooter pending={attach.isPending}>Rattacher</FormDialogFooter>
      </form>
    </div>
  );
}
