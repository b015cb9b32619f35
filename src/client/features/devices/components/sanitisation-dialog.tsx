/**
 * « Effacement et destruction » of a device (issue 32): its media with every erasure or destruction
 * recorded on them, and the form that records one by hand — an erasure (method, standard, tool and
 * version, result « Effacé » or « Échec ») or a physical destruction (method, witness, a video or photo's
 * reference). A medium whose erasure failed can only be destroyed; a destroyed one takes no further record:
 * the form offers only what the server accepts.
 */
import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { FormField, SelectField } from '@client/components/ui/form-field';
import { formatDateTime } from '@client/features/requests/request-format';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type Device,
  type LotKind,
  mediumStateLabels,
  mediumTypeLabels,
  type StorageMedium,
  sanitisationInputSchema,
} from '@shared/devices/device.schema';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useRecordSanitisation } from '../api/record-sanitisation';

const sanitisationFields = [
  'kind',
  'method',
  'standard',
  'tool',
  'toolVersion',
  'result',
  'performedAt',
  'operator',
  'witness',
  'evidence',
] as const;

/** The record and the medium it is about (which travels in the address, not the body). */
const sanitisationFormSchema = z.intersection(z.object({ mediumId: z.number() }), sanitisationInputSchema);

const mediumName = (medium: StorageMedium) =>
  `${mediumTypeLabels[medium.type]}${medium.serialNumber ? ` ${medium.serialNumber}` : ''}`;

/** Now, as a datetime-local input writes it (the operator's own clock, to the minute). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function SanitisationDialog({
  open,
  onOpenChange,
  device,
  formKey,
  kind,
  lotId,
}: FormDialogProps & { device: Device; formKey: number; kind: LotKind; lotId: number }) {
  const open_ = device.media.filter((medium) => medium.state !== 'destroyed');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Effacement et destruction · ${device.inventoryNumber}`}
      description={
        "Chaque effacement ou destruction est conservé comme preuve\u00a0; l'état d'un support est celui du dernier."
      }
    >
      <ul className="grid gap-2 text-sm" aria-label="Supports de stockage">
        {device.media.map((medium) => (
          <li key={medium.id} className="rounded-lg bg-slate-50 p-2">
            <p className="font-medium text-slate-900">
              {mediumName(medium)} · {mediumStateLabels[medium.state]}
            </p>
            {medium.attempts.length > 0 && (
              <ul className="mt-1 grid gap-0.5 text-slate-700">
                {medium.attempts.map((attempt) => (
                  <li key={attempt.id}>
                    {formatDateTime(attempt.performedAt)} · {attempt.method}
                    {attempt.tool
                      ? ` (${attempt.tool}${attempt.toolVersion ? ` ${attempt.toolVersion}` : ''})`
                      : ''}{' '}
                    · {mediumStateLabels[attempt.result]}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {open_.length > 0 ? (
        <SanitisationForm
          key={formKey}
          device={device}
          media={open_}
          kind={kind}
          lotId={lotId}
          onDone={() => onOpenChange(false)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Tous les supports de cet équipement sont détruits.</p>
      )}
    </FormDialog>
  );
}

function SanitisationForm({
  device,
  media,
  kind,
  lotId,
  onDone,
}: {
  device: Device;
  media: StorageMedium[];
  kind: LotKind;
  lotId: number;
  onDone: () => void;
}) {
  const recordIt = useRecordSanitisation(kind, lotId);
  const first = media.find((medium) => medium.state !== 'failed') ?? media[0];
  const {
    register,
    onSubmit,
    formRef,
    control,
    setValue,
    formState: { errors },
  } = useDialogForm<z.input<typeof sanitisationFormSchema>, z.output<typeof sanitisationFormSchema>, Device>(
    {
      resolver: zodResolver(sanitisationFormSchema),
      defaultValues: {
        mediumId: first?.id ?? 0,
        kind: first?.state === 'failed' ? 'destruction' : 'erasure',
        method: '',
        result: first?.state === 'failed' ? 'destroyed' : 'erased',
        performedAt: new Date(localNow()).toISOString(),
      },
    },
    {
      fields: sanitisationFields,
      stale: { clear: () => {}, caught: () => false },
      save: ({ mediumId, ...values }) => recordIt.mutateAsync({ deviceId: device.id, mediumId, values }),
      onSaved: () => toast({ title: 'Enregistré', description: device.inventoryNumber }),
      onFailed: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: serverReason(error, "L'effacement ou la destruction n'a pas été enregistré."),
        }),
      onDone,
    },
  );
  const mediumId = Number(useWatch({ control, name: 'mediumId' }));
  const recordKind = useWatch({ control, name: 'kind' });
  const failed = media.find((medium) => medium.id === mediumId)?.state === 'failed';

  return (
    <DialogForm formRef={formRef} onSubmit={onSubmit} pending={recordIt.isPending} submitLabel="Enregistrer">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="sanitisation-medium"
          label="Support"
          {...register('mediumId', {
            valueAsNumber: true,
            onChange: (event: { target: { value: string } }) => {
              // A failed medium can only be destroyed.
              if (media.find((medium) => medium.id === Number(event.target.value))?.state === 'failed') {
                setValue('kind', 'destruction');
                setValue('result', 'destroyed');
              }
            },
          })}
        >
          {media.map((medium) => (
            <option key={medium.id} value={medium.id}>
              {mediumName(medium)} ({mediumStateLabels[medium.state].toLowerCase()})
            </option>
          ))}
        </SelectField>
        <SelectField
          id="sanitisation-kind"
          label="Opération"
          error={errors.kind?.message}
          {...register('kind', {
            onChange: (event: { target: { value: string } }) =>
              setValue('result', event.target.value === 'destruction' ? 'destroyed' : 'erased'),
          })}
        >
          {!failed && <option value="erasure">Effacement</option>}
          <option value="destruction">Destruction physique</option>
        </SelectField>
        <FormField
          id="sanitisation-method"
          label="Méthode"
          placeholder={
            recordKind === 'destruction'
              ? 'Broyage, perçage, écrasement…'
              : 'Écrasement 1 passe, Secure Erase…'
          }
          autoComplete="off"
          required
          error={errors.method?.message}
          {...register('method')}
        />
        {recordKind === 'erasure' ? (
          <SelectField
            id="sanitisation-result"
            label="Résultat"
            error={errors.result?.message}
            {...register('result')}
          >
            <option value="erased">Effacé</option>
            <option value="failed">Échec</option>
          </SelectField>
        ) : (
          <FormField
            id="sanitisation-witness"
            label="Témoin (facultatif)"
            autoComplete="off"
            error={errors.witness?.message}
            {...register('witness')}
          />
        )}
        {recordKind === 'erasure' && (
          <>
            <FormField
              id="sanitisation-standard"
              label="Norme (facultatif)"
              placeholder="NIST SP 800-88 Purge"
              autoComplete="off"
              error={errors.standard?.message}
              {...register('standard')}
            />
            <FormField
              id="sanitisation-tool"
              label="Outil (facultatif)"
              placeholder="nwipe"
              autoComplete="off"
              error={errors.tool?.message}
              {...register('tool')}
            />
            <FormField
              id="sanitisation-toolVersion"
              label="Version de l'outil (facultatif)"
              placeholder="0.37"
              autoComplete="off"
              error={errors.toolVersion?.message}
              {...register('toolVersion')}
            />
          </>
        )}
        <FormField
          id="sanitisation-performedAt"
          label="Date et heure"
          type="datetime-local"
          defaultValue={localNow()}
          max={localNow()}
          error={errors.performedAt?.message}
          {...register('performedAt', {
            setValueAs: (value: unknown) =>
              typeof value === 'string' && value && !Number.isNaN(Date.parse(value))
                ? new Date(value).toISOString()
                : '',
          })}
        />
        <FormField
          id="sanitisation-operator"
          label="Opérateur (facultatif)"
          autoComplete="off"
          error={errors.operator?.message}
          {...register('operator')}
        />
        {recordKind === 'destruction' && (
          <FormField
            id="sanitisation-evidence"
            label={'Preuve\u00a0: vidéo ou photo (facultatif)'}
            placeholder="Référence du fichier"
            autoComplete="off"
            error={errors.evidence?.message}
            {...register('evidence')}
          />
        )}
      </div>
    </DialogForm>
  );
}
