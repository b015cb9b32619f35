/**
 * Scan first (issue 32): the cursor waits in one field; a USB barcode scanner types the serial and presses
 * Enter, the device is added to the chosen category and the field is ready for the next one at once (the
 * call runs while the next scan is typed). Each scan's outcome stays listed, newest first, in words: a
 * serial already in this lot is refused, one seen in another lot is added with a warning naming that lot.
 * Nothing is said by sound. On a phone whose browser reads barcodes, the camera scans too (camera-scanner.tsx).
 * Everything else is completed afterwards in the lot's table.
 */
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { serverReason } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import { categoriesWithoutStorage, type LotKind } from '@shared/devices/device.constants';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
} from '@shared/fulfilment/fulfilment-stages';
import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAddDevice } from '../api/add-device';
import { CameraScanner } from './camera-scanner';

interface Scan {
  key: number;
  serialNumber: string | null;
  category: EquipmentCategory;
  state: 'pending' | 'added' | 'warning' | 'refused';
  text: string;
}

/** How many scans stay listed under the field. */
const SHOWN_SCANS = 6;

const scanIcons = {
  pending: LoaderCircle,
  added: CircleCheck,
  warning: TriangleAlert,
  refused: CircleAlert,
} as const;

export function DeviceIntake({ kind, id }: { kind: LotKind; id: number }) {
  const fieldId = useId();
  const [category, setCategory] = useState<EquipmentCategory>('computersToCollect');
  const [serial, setSerial] = useState('');
  const [scans, setScans] = useState<Scan[]>([]);
  const next = useRef(0);
  const field = useRef<HTMLInputElement>(null);
  const add = useAddDevice(kind, id);

  const settle = (key: number, state: Scan['state'], text: string) =>
    setScans((list) => list.map((scan) => (scan.key === key ? { ...scan, state, text } : scan)));

  function addDevice(serialNumber: string | null) {
    next.current += 1;
    const key = next.current;
    setScans((list) =>
      [{ key, serialNumber, category, state: 'pending' as const, text: 'Ajout…' }, ...list].slice(
        0,
        SHOWN_SCANS,
      ),
    );
    add.mutate(
      { category, serialNumber, noStorage: categoriesWithoutStorage.includes(category) },
      {
        onSuccess: (device) => {
          const warning = device.warnings.serialNumber;
          settle(
            key,
            warning ? 'warning' : 'added',
            `${device.inventoryNumber} ajouté${warning ? `. ${warning}` : '.'}`,
          );
        },
        onError: (error) => settle(key, 'refused', serverReason(error, "L'équipement n'a pas été ajouté.")),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const serialNumber = serial.trim();
    // An Enter on an empty field (a double scan's second Enter) adds nothing.
    if (!serialNumber) return;
    setSerial('');
    addDevice(serialNumber);
    field.current?.focus();
  }

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="grid grid-cols-1 gap-3 rounded-xl border bg-white/70 p-4"
    >
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        Saisie par scan
      </h2>
      <form
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${fieldId}-category`}>Catégorie</Label>
          <NativeSelect
            id={`${fieldId}-category`}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as EquipmentCategory);
              field.current?.focus();
            }}
          >
            {equipmentCategories.map((value) => (
              <option key={value} value={value}>
                {equipmentCategoryLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${fieldId}-serial`}>Numéro de série</Label>
          <Input
            ref={field}
            id={`${fieldId}-serial`}
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            aria-describedby={`${fieldId}-hint`}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="brand">
            Ajouter
          </Button>
          <Button type="button" variant="outline" onClick={() => addDevice(null)}>
            Sans numéro
          </Button>
        </div>
      </form>
      <p id={`${fieldId}-hint`} className="text-sm text-muted-foreground">
        Scannez l'étiquette du numéro de série{'\u00a0'}: chaque scan ajoute un équipement à la catégorie
        choisie.
      </p>
      <CameraScanner onScan={addDevice} />
      <ul aria-live="polite" aria-label="Derniers scans" className="grid gap-1 empty:hidden">
        {scans.map((scan) => {
          const Icon = scanIcons[scan.state];
          return (
            <li
              key={scan.key}
              className={cn(
                'flex items-start gap-2 rounded-md px-2 py-1 text-sm',
                scan.state === 'refused' && 'bg-red-50 text-red-900',
                scan.state === 'warning' && 'bg-amber-50 text-amber-900',
                scan.state === 'added' && 'text-emerald-900',
              )}
            >
              <Icon
                className={cn('mt-0.5 size-4 shrink-0', scan.state === 'pending' && 'animate-spin')}
                aria-hidden="true"
              />
              <span className="min-w-0 wrap-anywhere">
                <span className="font-medium">{scan.serialNumber ?? 'Sans numéro'}</span> ·{' '}
                {equipmentCategoryLabels[scan.category]}
                {'\u00a0'}: {scan.text}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
