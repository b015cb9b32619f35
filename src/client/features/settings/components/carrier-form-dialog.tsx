/** « Nouveau transporteur » / « Modifier le transporteur » (Settings › Transporteurs, administrators). */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormField } from '@client/components/ui/form-field';
import { useCreateCarrier } from '@client/features/carriers/api/create-carrier';
import { useUpdateCarrier } from '@client/features/carriers/api/update-carrier';
import { exampleTrackingUrl } from '@client/features/carriers/carrier-display';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { serverReason } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { type CarrierInput, carrierInputSchema } from '@shared/fulfilment/carrier.schema';
import { type Carrier, TRACKING_NUMBER_PLACEHOLDER } from '@shared/fulfilment/carriers';
import { useForm, useWatch } from 'react-hook-form';

const carrierFields = Object.keys(carrierInputSchema.shape) as (keyof CarrierInput)[];

interface CarrierFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The carrier to edit; null to add one. */
  carrier: Carrier | null;
  formKey: number;
}

export function CarrierFormDialog({ open, onOpenChange, carrier, formKey }: CarrierFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{carrier ? 'Modifier le transporteur' : 'Nouveau transporteur'}</DialogTitle>
          <DialogDescription>
            Proposé aux étapes de suivi&nbsp;; son adresse de suivi fait du numéro de suivi un lien.
          </DialogDescription>
        </DialogHeader>
        <CarrierForm key={formKey} carrier={carrier} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CarrierForm({ carrier, onDone }: { carrier: Carrier | null; onDone: () => void }) {
  const create = useCreateCarrier();
  const update = useUpdateCarrier();
  const pending = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CarrierInput, unknown, ReturnType<typeof carrierInputSchema.parse>>({
    resolver: zodResolver(carrierInputSchema),
    defaultValues: { name: carrier?.name ?? '', trackingUrlTemplate: carrier?.trackingUrlTemplate ?? '' },
  });
  const example = exampleTrackingUrl(useWatch({ control, name: 'trackingUrlTemplate' }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (carrier) {
        await update.mutateAsync({ id: carrier.id, input: values });
        settingsSuccessToast('Transporteur mis à jour', values.name);
      } else {
        await create.mutateAsync(values);
        settingsSuccessToast('Transporteur ajouté', values.name);
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, carrierFields);
      settingsErrorToast(
        'Erreur',
        serverReason(
          error,
          carrier ? 'Impossible de mettre à jour le transporteur.' : "Impossible d'ajouter le transporteur.",
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
      <FormDialogFooter pending={pending}>{carrier ? 'Enregistrer' : 'Ajouter'}</FormDialogFooter>
    </form>
  );
}
