/**
 * The regional collection form (spec §2 "Regional collection page", §5 "Regional form"), for creation and
 * edition: contact, Île-de-France address, optional offer number, the six quantities, desired date and
 * time slot, and the packaging summary recalculated as the quantities change. The shared schema validates
 * it on both sides; the server's field messages land under the same fields.
 */
import { FormField } from '@client/components/ui/form-field';
import { collectionPrefillFromRegional } from '@client/features/collection/collection-prefill';
import { ContactFields } from '@client/features/requests/components/contact-fields';
import { CountFields } from '@client/features/requests/components/count-fields';
import { OfferNumberController } from '@client/features/requests/components/offer-number-field';
import type { RequestFormProps } from '@client/features/requests/components/request-form-dialog';
import { RequestFormLayout } from '@client/features/requests/components/request-form-layout';
import { contactDefaults, desiredDateDefault } from '@client/features/requests/request-form-values';
import { zodResolver } from '@client/lib/zod-resolver';
import { ileDeFranceMessage } from '@shared/requests/ile-de-france';
import {
  type RegionalCollectionInput,
  type RegionalCollectionRequest,
  regionalCollectionFormSchema,
  regionalCollectionInputSchema,
  regionalEquipmentLabels,
} from '@shared/requests/regional-collection.schema';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OutsideIleDeFranceLink } from './outside-ile-de-france-link';
import { equipmentFrom, PackagingSummary } from './packaging-summary';
import { TimeSlotFieldset } from './time-slot-fieldset';

const formFields = Object.keys(regionalCollectionInputSchema.in.shape) as (keyof RegionalCollectionInput)[];

/** The form's starting values: blank for a new collection, the request's own for an edit. */
export function regionalFormDefaults(request: RegionalCollectionRequest | null): RegionalCollectionInput {
  return {
    ...contactDefaults(request),
    offerNumber: request?.offerNumber ?? '',
    computersToCollect: request?.computersToCollect ?? 0,
    pcFixesToCollect: request?.pcFixesToCollect ?? 0,
    phonesToCollect: request?.phonesToCollect ?? 0,
    tabletsToCollect: request?.tabletsToCollect ?? 0,
    screensToCollect: request?.screensToCollect ?? 0,
    d3eBoxes: request?.d3eBoxes ?? 0,
    desiredDate: desiredDateDefault(request),
    preferredTimeSlot: request?.preferredTimeSlot ?? null,
    specificTime: request?.specificTime ?? '',
  };
}

export function RegionalCollectionForm({
  request,
  onSubmit,
  pending,
}: RequestFormProps<'regional-collection'>) {
  // A new request's date is today or later; an edit keeps its own date valid even if it has passed.
  const [resolver] = useState(() => zodResolver(regionalCollectionFormSchema(request)));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver,
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

  return (
    <RequestFormLayout
      kind="regional-collection"
      handleSubmit={handleSubmit}
      setError={setError}
      setValue={setValue}
      fields={formFields}
      onSubmit={onSubmit}
      editing={request !== null}
      pending={pending}
    >
      <ContactFields
        idPrefix="regional"
        register={register}
        errors={errors}
        setValue={setValue}
        addressLabel="Adresse de collecte"
        addressHint="L'adresse doit se situer en Île-de-France."
      />
      {errors.companyAddress?.message === ileDeFranceMessage && (
        <OutsideIleDeFranceLink prefill={() => collectionPrefillFromRegional(getValues())} />
      )}
      <OfferNumberController
        control={control}
        id="regional-offerNumber"
        label="Numéro d'offre (facultatif)"
        className="sm:max-w-sm"
      />

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Matériel à collecter</legend>
        <CountFields
          idPrefix="regional"
          labels={regionalEquipmentLabels}
          register={register}
          errors={errors}
        />
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
    </RequestFormLayout>
  );
}
