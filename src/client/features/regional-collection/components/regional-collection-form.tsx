/**
 * The regional collection form (spec §2 "Regional collection page", §5 "Regional form"), for creation and
 * edition: contact, Île-de-France address, optional offer number, the six quantities, desired date and
 * time slot, and the packaging summary recalculated as the quantities change. The shared schema validates
 * it on both sides; the server's field messages land under the same fields.
 */
import { Button } from '@client/components/ui/button';
import { DialogClose, DialogFooter } from '@client/components/ui/dialog';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseWholeNumber } from '@shared/numbers';
import {
  type RegionalCollectionInput,
  type RegionalCollectionRequest,
  regionalCollectionInputSchema,
} from '@shared/requests/regional-collection.schema';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ErpOfferSlot } from './erp-offer-slot';
import { equipmentFrom, PackagingSummary } from './packaging-summary';
import { TimeSlotFieldset } from './time-slot-fieldset';

export type RegionalCollectionValues = z.output<typeof regionalCollectionInputSchema>;

type FormFields = keyof RegionalCollectionInput;
const formFields: FormFields[] = [
  'clientCompanyName',
  'contactName',
  'contactEmail',
  'contactPhone',
  'companyAddress',
  'offerNumber',
  'computersToCollect',
  'pcFixesToCollect',
  'phonesToCollect',
  'tabletsToCollect',
  'screensToCollect',
  'd3eBoxes',
  'desiredDate',
  'preferredTimeSlot',
  'specificTime',
];

type QuantityField =
  | 'computersToCollect'
  | 'pcFixesToCollect'
  | 'phonesToCollect'
  | 'tabletsToCollect'
  | 'screensToCollect'
  | 'd3eBoxes';

const quantityFields: { name: QuantityField; label: string }[] = [
  { name: 'computersToCollect', label: 'Ordinateurs' },
  { name: 'pcFixesToCollect', label: 'PC fixes' },
  { name: 'phonesToCollect', label: 'Téléphones' },
  { name: 'tabletsToCollect', label: 'Tablettes' },
  { name: 'screensToCollect', label: 'Écrans' },
  { name: 'd3eBoxes', label: 'Cartons D3E' },
];

/** The form's starting values: blank for a new collection, the request's own for an edit. */
export function regionalFormDefaults(request: RegionalCollectionRequest | null): RegionalCollectionInput {
  return {
    clientCompanyName: request?.clientCompanyName ?? '',
    contactName: request?.contactName ?? '',
    contactEmail: request?.contactEmail ?? '',
    contactPhone: request?.contactPhone ?? '',
    companyAddress: request?.companyAddress ?? '',
    offerNumber: request?.offerNumber ?? '',
    computersToCollect: request?.computersToCollect ?? 0,
    pcFixesToCollect: request?.pcFixesToCollect ?? 0,
    phonesToCollect: request?.phonesToCollect ?? 0,
    tabletsToCollect: request?.tabletsToCollect ?? 0,
    screensToCollect: request?.screensToCollect ?? 0,
    d3eBoxes: request?.d3eBoxes ?? 0,
    desiredDate: request?.desiredDate.slice(0, 10) ?? '',
    preferredTimeSlot: request?.preferredTimeSlot ?? null,
    specificTime: request?.specificTime ?? '',
  };
}

interface RegionalCollectionFormProps {
  /** The request being edited; null to create one. */
  request: RegionalCollectionRequest | null;
  /**
   * Sends the valid form. A rejection carrying the server's field messages shows them under their fields;
   * the caller has already told the user what went wrong (toast).
   */
  onSubmit: (values: RegionalCollectionValues) => Promise<unknown>;
  pending: boolean;
}

export function RegionalCollectionForm({ request, onSubmit, pending }: RegionalCollectionFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(regionalCollectionInputSchema),
    defaultValues: regionalFormDefaults(request),
  });
  const [computersToCollect, phonesToCollect, tabletsToCollect, screensToCollect, d3eBoxes, slot] = useWatch({
    control,
    name: [
      'computersToCollect',
      'phonesToCollect',
      'tabletsToCollect',
      'screensToCollect',
      'd3eBoxes',
      'preferredTimeSlot',
    ],
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, formFields);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <ErpOfferSlot />

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Client</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="regional-clientCompanyName"
            label="Entreprise cliente"
            autoComplete="organization"
            required
            error={errors.clientCompanyName?.message}
            {...register('clientCompanyName')}
          />
          <FormField
            id="regional-contactName"
            label="Nom du contact"
            autoComplete="name"
            required
            error={errors.contactName?.message}
            {...register('contactName')}
          />
          <FormField
            id="regional-contactEmail"
            label="Email du contact"
            type="email"
            autoComplete="email"
            required
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
          <FormField
            id="regional-contactPhone"
            label="Téléphone du contact"
            type="tel"
            autoComplete="tel"
            required
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
        </div>
        <TextareaField
          id="regional-companyAddress"
          label="Adresse de collecte"
          rows={3}
          autoComplete="street-address"
          required
          hint="L'adresse doit se situer en Île-de-France."
          error={errors.companyAddress?.message}
          {...register('companyAddress')}
        />
        <FormField
          id="regional-offerNumber"
          label="Numéro d'offre (facultatif)"
          autoComplete="off"
          className="sm:max-w-xs"
          error={errors.offerNumber?.message}
          {...register('offerNumber')}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Matériel à collecter</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {quantityFields.map((field) => (
            <FormField
              key={field.name}
              id={`regional-${field.name}`}
              label={field.label}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors[field.name]?.message}
              {...register(field.name, { setValueAs: parseWholeNumber })}
            />
          ))}
        </div>
        <PackagingSummary
          equipment={equipmentFrom({
            computersToCollect,
            phonesToCollect,
            tabletsToCollect,
            screensToCollect,
            d3eBoxes,
          })}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Date et créneau</legend>
        <FormField
          id="regional-desiredDate"
          label="Date souhaitée"
          type="date"
          required
          className="sm:max-w-xs"
          error={errors.desiredDate?.message}
          {...register('desiredDate')}
        />
        <TimeSlotFieldset
          slot={slot}
          slotField={register('preferredTimeSlot')}
          slotError={errors.preferredTimeSlot?.message}
          timeField={register('specificTime')}
          timeError={errors.specificTime?.message}
        />
      </fieldset>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" variant="brand" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {request ? 'Modifier la demande' : 'Créer la demande'}
        </Button>
      </DialogFooter>
    </form>
  );
}
