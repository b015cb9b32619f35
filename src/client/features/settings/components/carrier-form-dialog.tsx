/** « Nouveau transporteur » / « Modifier le transporteur » (Settings › Transporteurs, administrators). */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { FormField } from '@client/components/ui/form-field';
import { useCreateCarrier } from '@client/features/carriers/api/create-carrier';
import { carriersQueryOptions } from '@client/features/carriers/api/get-carriers';
import { carriersKeys } from '@client/features/carriers/api/query-keys';
import { useUpdateCarrier } from '@client/features/carriers/api/update-carrier';
import { exampleTrackingUrl } from '@client/features/carriers/carrier-display';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { errorMessage, serverReason } from '@client/lib/api-client';
import { staleVersionOf } from '@client/lib/stale-version';
import { zodResolver } from '@client/lib/zod-resolver';
import { type CarrierInput, carrierInputSchema } from '@shared/fulfilment/carrier.schema';
import { type Carrier, TRACKING_NUMBER_PLACEHOLDER } from '@shared/fulfilment/carriers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

const carrierFields = Object.keys(carrierInputSchema.shape) as (keyof CarrierInput)[];

interface CarrierFormDialogProps extends FormDialogProps {
  /** The carrier to edit; null to add one. */
  carrier: Carrier | null;
  formKey: number;
}

export function CarrierFormDialog({ open, onOpenChange, carrier, formKey }: CarrierFormDialogProps) {
  // After « Recharger » (decision 0076): the carrier as it is now, and a new key so the form starts from it.
  const [reloaded, setReloaded] = useState<{ openedAs: number; carrier: Carrier; n: number } | null>(null);
  const current = reloaded?.openedAs === formKey ? reloaded.carrier : carrier;
  const n = reloaded?.openedAs === formKey ? reloaded.n : 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={carrier ? 'Modifier le transporteur' : 'Nouveau transporteur'}
      description={'Proposé aux étapes de suivi\u00a0; son adresse de suivi fait du numéro de suivi un lien.'}
    >
      <CarrierForm
        key={`${formKey}-${n}`}
        carrier={current}
        onDone={() => onOpenChange(false)}
        onReloaded={(fresh) => setReloaded({ openedAs: formKey, carrier: fresh, n: n + 1 })}
      />
    </FormDialog>
  );
}

function CarrierForm({
  carrier,
  onDone,
  onReloaded,
}: {
  carrier: Carrier | null;
  onDone: () => void;
  onReloaded: (carrier: Carrier) => void;
}) {
  const queryClient = useQueryClient();
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  /** « Recharger »: reads the carriers again and restarts the form from this one as it is now. */
  async function reload() {
    if (!carrier) return;
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: carriersKeys.all });
      const fresh = (await queryClient.fetchQuery(carriersQueryOptions())).find(
        (item) => item.id === carrier.id,
      );
      if (fresh) onReloaded(fresh);
      else setStaleMessage('Ce transporteur a été supprimé entre-temps.');
    } catch (error) {
      setStaleMessage(errorMessage(error));
    } finally {
      setReloading(false);
    }
  }
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const pending = create.isPending || update.isPending;
  const {
    register,
    onSubmit,
    control,
    formState: { errors },
  } = useDialogForm<CarrierInput, ReturnType<typeof carrierInputSchema.parse>>(
    {
      resolver: zodResolver(carrierInputSchema),
      defaultValues: { name: carrier?.name ?? '', trackingUrlTemplate: carrier?.trackingUrlTemplate ?? '' },
    },
    {
      fields: carrierFields,
      save: async (values) => {
        if (carrier) {
          setStaleMessage(null);
          await update.mutateAsync({ id: carrier.id, input: values, version: carrier.version });
          settingsSuccessToast('Transporteur mis à jour', values.name);
        } else {
          await create.mutateAsync(values);
          settingsSuccessToast('Transporteur ajouté', values.name);
        }
        onDone();
      },
      onFailure: (error) => {
        const stale = staleVersionOf(error);
        setStaleMessage(stale?.message ?? null);
        // The notice in the form says it and offers « Recharger »: no toast on top.
        if (stale) return;
        settingsErrorToast(
          'Erreur',
          serverReason(
            error,
            carrier
              ? 'Impossible de mettre à jour le transporteur.'
              : "Impossible d'ajouter le transporteur.",
          ),
        );
      },
    },
  );
  const example = exampleTrackingUrl(useWatch({ control, name: 'trackingUrlTemplate' }));

  return (
    <DialogForm onSubmit={onSubmit} pending={pending} submitLabel={carrier ? 'Enregistrer' : 'Ajouter'}>
      <StaleVersionNotice
        title="Modifié entre-temps"
        message={staleMessage}
        reloading={reloading}
        onReload={reload}
      />
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
    </DialogForm>
  );
}
