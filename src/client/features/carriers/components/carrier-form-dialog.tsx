/** « Nouveau transporteur » / « Modifier le transporteur » (Settings › Transporteurs, administrators). */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { FormField } from '@client/components/ui/form-field';
import { useCreateCarrier } from '@client/features/carriers/api/create-carrier';
import { carriersQueryOptions } from '@client/features/carriers/api/get-carriers';
import { carriersKeys } from '@client/features/carriers/api/query-keys';
import { useUpdateCarrier } from '@client/features/carriers/api/update-carrier';
import { exampleTrackingUrl } from '@client/features/carriers/carrier-display';
import { serverReason } from '@client/lib/api-client';
import { readInList, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import { formatSiret } from '@shared/company/company.schema';
import {
  type CarrierInput,
  carrierInputSchema,
  MAX_WASTE_TRANSPORT_RECEIPT_LENGTH,
} from '@shared/fulfilment/carrier.schema';
import { type Carrier, TRACKING_NUMBER_PLACEHOLDER } from '@shared/fulfilment/carriers';
import { useWatch } from 'react-hook-form';

const carrierFields = Object.keys(carrierInputSchema.shape) as (keyof CarrierInput)[];

interface CarrierFormDialogProps extends FormDialogProps {
  /** The carrier to edit; null to add one. */
  carrier: Carrier | null;
  formKey: number;
}

export function CarrierFormDialog({ open, onOpenChange, carrier, formKey }: CarrierFormDialogProps) {
  const stale = useStaleReload({
    record: carrier,
    openedAs: formKey,
    read: readInList(carriersKeys.all, carriersQueryOptions(), 'Ce transporteur a été supprimé entre-temps.'),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={carrier ? 'Modifier le transporteur' : 'Nouveau transporteur'}
      description={'Proposé aux étapes de suivi\u00a0; son adresse de suivi fait du numéro de suivi un lien.'}
    >
      <CarrierForm key={stale.key} carrier={stale.current} stale={stale} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CarrierForm({
  carrier,
  onDone,
  stale,
}: {
  carrier: Carrier | null;
  onDone: () => void;
  stale: StaleReload<Carrier>;
}) {
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const pending = create.isPending || update.isPending;
  const {
    register,
    onSubmit,
    formRef,
    control,
    formState: { errors },
  } = useDialogForm(
    {
      resolver: zodResolver(carrierInputSchema),
      defaultValues: {
        name: carrier?.name ?? '',
        trackingUrlTemplate: carrier?.trackingUrlTemplate ?? '',
        siret: carrier?.siret ? formatSiret(carrier.siret) : '',
        wasteTransportReceipt: carrier?.wasteTransportReceipt ?? '',
      },
    },
    {
      fields: carrierFields,
      stale,
      save: (values) =>
        carrier
          ? update.mutateAsync({ id: carrier.id, input: values, version: carrier.version })
          : create.mutateAsync(values),
      onSaved: (_saved, values) =>
        settingsSuccessToast(carrier ? 'Transporteur mis à jour' : 'Transporteur ajouté', values.name),
      onFailed: (error) =>
        settingsErrorToast(
          'Erreur',
          serverReason(
            error,
            carrier
              ? 'Impossible de mettre à jour le transporteur.'
              : "Impossible d'ajouter le transporteur.",
          ),
        ),
      onDone,
    },
  );
  const example = exampleTrackingUrl(useWatch({ control, name: 'trackingUrlTemplate' }));

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={carrier ? 'Enregistrer' : 'Ajouter'}
    >
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <FormField
        id="carrier-name"
        label="Nom"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id="carrier-trackingUrlTemplate"
        label="Adresse de suivi"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={`https://www.exemple.fr/suivi?colis=${TRACKING_NUMBER_PLACEHOLDER}`}
        error={errors.trackingUrlTemplate?.message}
        hint={
          <>
            La page de suivi du transporteur, avec{' '}
            <code className="font-mono">{TRACKING_NUMBER_PLACEHOLDER}</code> à l'endroit du numéro de
            suivi&nbsp;: chaque numéro devient un lien vers cette page. Laissez vide si le transporteur n'a
            pas de page de suivi (le numéro est alors facultatif).
          </>
        }
        {...register('trackingUrlTemplate')}
      />
      {example && (
        <p className="-mt-2 text-xs break-all text-slate-700">
          Exemple de lien&nbsp;: <span className="font-medium">{example}</span>
        </p>
      )}
      <FormField
        id="carrier-siret"
        label="SIRET (facultatif)"
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
        hint="Repris comme transporteur dans le registre des déchets et sur les documents."
        error={errors.siret?.message}
        {...register('siret')}
      />
      <FormField
        id="carrier-wasteTransportReceipt"
        label="Récépissé de déclaration de transport de déchets (facultatif)"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_WASTE_TRANSPORT_RECEIPT_LENGTH}
        hint="Le numéro du récépissé délivré par la préfecture, tel qu'il y figure."
        error={errors.wasteTransportReceipt?.message}
        {...register('wasteTransportReceipt')}
      />
    </DialogForm>
  );
}
