/**
 * The material conditioning form (spec §2 "Material conditioning page", §5 "Conditioning form"), for
 * creation and edition: the client's contact, the offer number (prefix from the general settings), the
 * desired date, the equipment to collect, the packaging to send (calculated, adjustable) and the pallet
 * option. The shared schema validates it on both sides; the server's field messages land under the fields.
 */
import { FormField } from '@client/components/ui/form-field';
import { ContactFields } from '@client/features/requests/components/contact-fields';
import { CountFields } from '@client/features/requests/components/count-fields';
import { OfferNumberController } from '@client/features/requests/components/offer-number-field';
import type { RequestFormProps } from '@client/features/requests/components/request-form-dialog';
import { RequestFormLayout } from '@client/features/requests/components/request-form-layout';
import { contactDefaults, desiredDateDefault } from '@client/features/requests/request-form-values';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  conditioningEquipmentLabels,
  type MaterialConditioningInput,
  type MaterialConditioningRequest,
  materialConditioningFormSchema,
  materialConditioningInputSchema,
} from '@shared/requests/material-conditioning.schema';
import { conditioningPackaging } from '@shared/requests/packaging-calculator';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adjustedPackaging, PackagingFields } from './packaging-fields';
import { PalletFields } from './pallet-fields';

const formFields = Object.keys(materialConditioningInputSchema.shape) as (keyof MaterialConditioningInput)[];

/** Blank for a new request (packaging follows the calculation), the request's own values for an edit. */
export function conditioningFormDefaults(
  request: MaterialConditioningRequest | null,
): MaterialConditioningInput {
  if (!request) {
    return {
      ...contactDefaults(null),
      offerNumber: '',
      desiredDate: '',
      computersToCollect: 0,
      pcFixesToSend: 0,
      phonesToCollect: 0,
      tabletsToCollect: 0,
      screensToCollect: 0,
      d3eBoxesToFill: 0,
      ...conditioningPackaging({
        computersToCollect: 0,
        phonesToCollect: 0,
        tabletsToCollect: 0,
        screensToCollect: 0,
        d3eBoxesToFill: 0,
      }),
      usesPalletShipping: false,
      palletQuantity: 0,
      palletLength: null,
      palletWidth: null,
      palletHeight: null,
      palletWeight: null,
    };
  }
  return {
    ...contactDefaults(request),
    offerNumber: request.offerNumber,
    desiredDate: desiredDateDefault(request),
    computersToCollect: request.computersToCollect,
    pcFixesToSend: request.pcFixesToSend,
    phonesToCollect: request.phonesToCollect,
    tabletsToCollect: request.tabletsToCollect,
    screensToCollect: request.screensToCollect,
    d3eBoxesToFill: request.d3eBoxesToFill,
    pcEnvelopes: request.pcEnvelopes,
    phoneEnvelopes: request.phoneEnvelopes,
    tabletEnvelopes: request.tabletEnvelopes,
    standardBoxes: request.standardBoxes,
    screenBoxes: request.screenBoxes,
    d3eBoxes: request.d3eBoxes,
    usesPalletShipping: request.usesPalletShipping,
    palletQuantity: request.palletQuantity,
    palletLength: request.palletLength,
    palletWidth: request.palletWidth,
    palletHeight: request.palletHeight,
    palletWeight: request.palletWeight,
  };
}

export function MaterialConditioningForm({
  request,
  onSubmit,
  pending,
}: RequestFormProps<'material-conditioning'>) {
  const [defaults] = useState(() => conditioningFormDefaults(request));
  // A new request's date is today or later; an edit keeps its own date valid even if it has passed.
  const [resolver] = useState(() => zodResolver(materialConditioningFormSchema(request)));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<MaterialConditioningInput>({
    shouldFocusError: false,
    resolver,
    defaultValues: defaults,
  });

  return (
    <RequestFormLayout
      kind="material-conditioning"
      control={control}
      handleSubmit={handleSubmit}
      setError={setError}
      setValue={setValue}
      fields={formFields}
      onSubmit={onSubmit}
      editing={request !== null}
      pending={pending}
    >
      <ContactFields idPrefix="conditioning" register={register} errors={errors} setValue={setValue} />
      <div className="grid gap-4 sm:grid-cols-2">
        <OfferNumberController
          control={control}
          id="conditioning-offerNumber"
          label="Numéro d'offre"
          required
        />
        <FormField
          id="conditioning-desiredDate"
          label="Date souhaitée"
          type="date"
          required
          error={errors.desiredDate?.message}
          {...register('desiredDate')}
        />
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Matériel concerné</legend>
        <CountFields
          idPrefix="conditioning"
          labels={conditioningEquipmentLabels}
          control={control}
          errors={errors}
        />
      </fieldset>

      <PackagingFields
        control={control}
        setValue={setValue}
        errors={errors}
        initiallyAdjusted={adjustedPackaging(defaults)}
      />

      <PalletFields control={control} setValue={setValue} />
    </RequestFormLayout>
  );
}
