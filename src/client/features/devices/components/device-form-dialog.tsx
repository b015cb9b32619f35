/**
 * « Modifier l'équipement » (issue 32): what the scan left to complete — the client's asset tag, make and
 * model, IMEI, grade, a note — and its storage media (type, serial, capacity), or « Sans support de
 * stockage ». Saved with the version it was opened with (a colleague's edit meanwhile: « Modifié
 * entre-temps »).
 */
import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { Button } from '@client/components/ui/button';
import { FormField, SelectField, TextareaField } from '@client/components/ui/form-field';
import { FormNumberField } from '@client/components/ui/number-field';
import { toast } from '@client/hooks/use-toast';
import { api, serverReason } from '@client/lib/api-client';
import { RecordGone, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type Device,
  type DeviceInput,
  deviceGrades,
  deviceInputSchema,
  dispositionLabels,
  dispositions,
  type LotKind,
  mediumStateLabels,
  mediumTypeLabels,
  mediumTypes,
} from '@shared/devices/device.schema';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { wasteCodeList, wasteTagChoiceLabels } from '@shared/fulfilment/waste';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useUpdateDevice } from '../api/update-device';

const deviceFields = [
  'category',
  'serialNumber',
  'clientAssetTag',
  'make',
  'model',
  'imei',
  'grade',
  'notes',
  'noStorage',
  'media',
  'disposition',
  'wasteCode',
] as const;

interface DeviceFormDialogProps extends FormDialogProps {
  device: Device;
  formKey: number;
  kind: LotKind;
  lotId: number;
}

/** The device as it is now (« Recharger » after a stale save). */
async function readDevice(device: Device): Promise<Device> {
  try {
    return await api.get<Device>(`/api/devices/${device.id}`);
  } catch {
    throw new RecordGone('Cet équipement a été supprimé entre-temps.');
  }
}

export function DeviceFormDialog({
  open,
  onOpenChange,
  device,
  formKey,
  kind,
  lotId,
}: DeviceFormDialogProps) {
  const stale = useStaleReload({ record: device, openedAs: formKey, read: readDevice });
  const current = stale.current ?? device;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Modifier l'équipement ${current.inventoryNumber}`}
      description={"Complétez ce que le scan n'a pas dit\u00a0: marque, modèle, grade, supports de stockage."}
    >
      <DeviceForm
        key={stale.key}
        device={current}
        stale={stale}
        kind={kind}
        lotId={lotId}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function DeviceForm({
  device,
  stale,
  kind,
  lotId,
  onDone,
}: {
  device: Device;
  stale: ReturnType<typeof useStaleReload<Device>>;
  kind: LotKind;
  lotId: number;
  onDone: () => void;
}) {
  const update = useUpdateDevice(kind, lotId);
  const {
    register,
    onSubmit,
    formRef,
    control,
    formState: { errors },
  } = useDialogForm<DeviceInput, ReturnType<typeof deviceInputSchema.parse>, Device>(
    {
      resolver: zodResolver(deviceInputSchema),
      defaultValues: {
        category: device.category,
        serialNumber: device.serialNumber ?? '',
        clientAssetTag: device.clientAssetTag ?? '',
        make: device.make ?? '',
        model: device.model ?? '',
        imei: device.imei ?? '',
        grade: device.grade,
        notes: device.notes ?? '',
        noStorage: device.noStorage,
        disposition: device.disposition,
        wasteCode: device.wasteCode as DeviceInput['wasteCode'],
        media: device.media.map(({ id, type, serialNumber, capacityGb }) => ({
          id,
          type,
          serialNumber: serialNumber ?? '',
          capacityGb,
        })),
      },
    },
    {
      fields: deviceFields,
      stale,
      save: (values) => update.mutateAsync({ ...values, id: device.id, version: stale.basedOn }),
      onSaved: (saved) => toast({ title: 'Équipement modifié', description: saved.inventoryNumber }),
      onFailed: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: serverReason(error, "L'équipement n'a pas été modifié."),
        }),
      onDone,
    },
  );
  // `key`: the media's own `id` (the server's) must stay in the values.
  const media = useFieldArray({ control, name: 'media', keyName: 'key' });
  const noStorage = useWatch({ control, name: 'noStorage' });
  const disposition = useWatch({ control, name: 'disposition' });
  const states = new Map(device.media.map((medium) => [medium.id, medium.state]));

  return (
    <DialogForm formRef={formRef} onSubmit={onSubmit} pending={update.isPending} submitLabel="Enregistrer">
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="device-category"
          label="Catégorie"
          error={errors.category?.message}
          {...register('category')}
        >
          {equipmentCategories.map((category) => (
            <option key={category} value={category}>
              {equipmentCategoryLabels[category]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="device-grade"
          label="Grade"
          error={errors.grade?.message}
          {...register('grade', { setValueAs: (value: unknown) => value || null })}
        >
          <option value="">Non évalué</option>
          {deviceGrades.map((grade) => (
            <option key={grade} value={grade}>
              {grade === 'HS' ? 'HS (hors service)' : grade}
            </option>
          ))}
        </SelectField>
        <FormField
          id="device-serialNumber"
          label="Numéro de série"
          autoComplete="off"
          spellCheck={false}
          error={errors.serialNumber?.message}
          {...register('serialNumber')}
        />
        <FormField
          id="device-clientAssetTag"
          label="Étiquette du client (facultatif)"
          autoComplete="off"
          error={errors.clientAssetTag?.message}
          {...register('clientAssetTag')}
        />
        <FormField
          id="device-make"
          label="Marque"
          autoComplete="off"
          error={errors.make?.message}
          {...register('make')}
        />
        <FormField
          id="device-model"
          label="Modèle"
          autoComplete="off"
          error={errors.model?.message}
          {...register('model')}
        />
        <FormField
          id="device-imei"
          label="IMEI (téléphones, tablettes)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.imei?.message}
          {...register('imei')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="device-disposition"
          label="Devenir"
          hint="Possible une fois chaque support effacé ou détruit."
          error={errors.disposition?.message}
          {...register('disposition', { setValueAs: (value: unknown) => value || null })}
        >
          <option value="">Non décidé</option>
          {dispositions.map((value) => (
            <option key={value} value={value}>
              {dispositionLabels[value]}
            </option>
          ))}
        </SelectField>
        {disposition === 'recycling' && (
          <SelectField
            id="device-wasteCode"
            label="Code déchet"
            error={errors.wasteCode?.message}
            {...register('wasteCode', { setValueAs: (value: unknown) => value || null })}
          >
            <option value="">Choisir…</option>
            {wasteCodeList.map((code) => (
              <option key={code} value={code}>
                {wasteTagChoiceLabels[code]}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextareaField
        id="device-notes"
        label="Note"
        rows={2}
        error={errors.notes?.message}
        {...register('notes')}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Supports de stockage</legend>
        <label htmlFor="device-noStorage" className="flex w-fit cursor-pointer items-center gap-2 text-sm">
          <input
            id="device-noStorage"
            type="checkbox"
            className="size-4 accent-indigo-600"
            {...register('noStorage', {
              // A device without storage lists none: ticking the box removes its media from the form.
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) media.replace([]);
              },
            })}
          />
          Sans support de stockage (écran, carton D3E…)
        </label>
        {!noStorage &&
          media.fields.map((field, index) => {
            const state = field.id === undefined ? undefined : states.get(field.id);
            return (
              <div
                key={field.key}
                className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[8rem_1fr_8rem_auto] sm:items-end"
              >
                <SelectField
                  id={`device-media-${index}-type`}
                  label="Type"
                  error={errors.media?.[index]?.type?.message}
                  {...register(`media.${index}.type`)}
                >
                  {mediumTypes.map((type) => (
                    <option key={type} value={type}>
                      {mediumTypeLabels[type]}
                    </option>
                  ))}
                </SelectField>
                <FormField
                  id={`device-media-${index}-serialNumber`}
                  label="N° de série du support"
                  autoComplete="off"
                  spellCheck={false}
                  error={errors.media?.[index]?.serialNumber?.message}
                  hint={state && state !== 'pending' ? mediumStateLabels[state] : undefined}
                  {...register(`media.${index}.serialNumber`)}
                />
                <FormNumberField
                  id={`device-media-${index}-capacityGb`}
                  label="Capacité (Go)"
                  control={control}
                  name={`media.${index}.capacityGb`}
                  blankWhenEmpty
                  error={errors.media?.[index]?.capacityGb?.message}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  onClick={() => media.remove(index)}
                  aria-label={`Retirer le support ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            );
          })}
        {!noStorage && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => media.append({ type: 'ssd', serialNumber: '', capacityGb: null })}
          >
            <Plus aria-hidden="true" />
            Ajouter un support
          </Button>
        )}
        {errors.media?.message && <p className="text-sm text-destructive">{errors.media.message}</p>}
      </fieldset>
    </DialogForm>
  );
}
