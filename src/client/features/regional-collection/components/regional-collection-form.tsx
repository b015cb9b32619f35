/**
 * The regional collection form (spec §2 "Regional collection page", §5 "Regional form"), for creation and
 * edition: contact, Île-de-France address, optional offer number, the six quantities, desired date and
 * time slot, and the packaging summary recalculated as the quantities change. The shared schema validates
 * it on both sides; the server's field messages land under the same fields.
 */
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { ContactFields } from '@client/features/requests/components/contact-fields';
import { CountFields } from '@client/features/requests/components/count-fields';
import { HandoverLink } from '@client/features/requests/components/handover-link';
import { OfferNumberController } from '@client/features/requests/components/offer-number-field';
import type { RequestFormProps } from '@client/features/requests/components/request-form-dialog';
import { RequestFormLayout } from '@client/features/requests/components/request-form-layout';
import {
  collectionPrefillFromRegional,
  collectionPrefillState,
  type RegionalPrefill,
} from '@client/features/requests/ile-de-france-handover';
import { contactDefaults, desiredDateDefault } from '@client/features/requests/request-form-values';
import { zodResolver } from '@client/lib/zod-resolver';
import { appRoutes } from '@shared/app-routes';
import { ileDeFranceMessage } from '@shared/requests/ile-de-france';
import {
  type RegionalCollectionInput,
  type RegionalCollectionRequest,
  regionalCollectionFormSchema,
  regionalCollectionInputSchema,
  regionalEquipmentLabels,
} from '@shared/requests/regional-collection.schema';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { equipmentFrom, PackagingSummary } from './packaging-summary';
import { TimeSlotFieldset } from './time-slot-fieldset';

const formFields = Object.keys(regionalCollectionInputSchema.in.shape) as (keyof RegionalCollectionInput)[];

/**
 * The form's starting values: blank for a new collection, or what a collection outside Île-de-France
 * handed over; the request's own for an edit.
 */
export function regionalFormDefaults(
  request: RegionalCollectionRequest | null,
  prefill: RegionalPrefill | null = null,
): RegionalCollectionInput {
  const counts = prefill?.counts ?? {};
  const contact = contactDefaults(request);
  return {
    ...contact,
    ...(request === null && prefill !== null
      ? {
          clientCompanyName: prefill.clientCompanyName,
          contactName: prefill.contactName,
          contactEmail: prefill.contactEmail,
          contactPhone: prefill.contactPhone,
          companyAddress: prefill.companyAddress,
        }
      : {}),
    offerNumber: request?.offerNumber ?? prefill?.offerNumber ?? '',
    computersToCollect: request?.computersToCollect ?? counts.computersToCollect ?? 0,
    pcFixesToCollect: request?.pcFixesToCollect ?? counts.pcFixesToCollect ?? 0,
    phonesToCollect: request?.phonesToCollect ?? counts.phonesToCollect ?? 0,
    tabletsToCollect: request?.tabletsToCollect ?? counts.tabletsToCollect ?? 0,
    screensToCollect: request?.screensToCollect ?? counts.screensToCollect ?? 0,
    d3eBoxes: request?.d3eBoxes ?? counts.d3eBoxes ?? 0,
    desiredDate: desiredDateDefault(request),
    preferredTimeSlot: request?.preferredTimeSlot ?? null,
    specificTime: request?.specificTime ?? '',
    // A collection outside Île-de-France's comment comes along (issue 30 point 18).
    comments: request?.comments ?? prefill?.comments ?? '',
  };
}

export interface RegionalCollectionFormProps extends RequestFormProps<'regional-collection'> {
  /** A collection outside Île-de-France's values, for a creation opened from its link. */
  prefill?: RegionalPrefill | null;
  /** Called once the prefill is in the form, so the next creation starts blank. */
  onPrefillUsed?: () => void;
}

export function RegionalCollectionForm({
  request,
  onSubmit,
  pending,
  prefill = null,
  onPrefillUsed,
}: RegionalCollectionFormProps) {
  const [handedOver] = useState(request === null ? prefill : null);
  useEffect(() => {
    if (handedOver) onPrefillUsed?.();
  }, [handedOver, onPrefillUsed]);
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
    shouldFocusError: false,
    resolver,
    defaultValues: regionalFormDefaults(request, handedOver),
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
      control={control}
      handedOver={handedOver !== null}
      handleSubmit={handleSubmit}
      setError={setError}
      setValue={setValue}
      fields={formFields}
      onSubmit={onSubmit}
      editing={request !== null}
      pending={pending}
    >
      {handedOver && (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <p>
            Les informations saisies pour la collecte hors Île-de-France ont été reprises. Vérifiez-les avant
            de créer la demande.
          </p>
          {handedOver.materialsNote && (
            <p className="mt-2 wrap-anywhere whitespace-pre-line">
              Matériel décrit{'\u00a0'}: «{'\u00a0'}
              {handedOver.materialsNote}
              {'\u00a0'}».{' '}
              {Object.keys(handedOver.counts).length > 0
                ? 'Les quantités reconnues sont reportées ci-dessous\u00a0: complétez-les.'
                : 'Reportez-le dans les quantités ci-dessous.'}
            </p>
          )}
        </div>
      )}
      <ContactFields
        idPrefix="regional"
        register={register}
        errors={errors}
        setValue={setValue}
        addressLabel="Adresse de collecte"
        addressHint="L'adresse doit se situer en Île-de-France."
      />
      {errors.companyAddress?.message === ileDeFranceMessage && (
        <HandoverLink
          to={appRoutes.collection}
          state={() =>
            collectionPrefillState(collectionPrefillFromRegional(getValues(), getValues('comments') ?? null))
          }
        >
          Créer une collecte hors Île-de-France
        </HandoverLink>
      )}
      <OfferNumberController
        control={control}
        id="regional-offerNumber"
        label="Numéro d'offre (facultatif)"
        className="sm:max-w-sm"
      />

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Matériel à collecter</legend>
        <CountFields idPrefix="regional" labels={regionalEquipmentLabels} control={control} errors={errors} />
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
      <TextareaField
        id="regional-comments"
        label="Commentaires (facultatif)"
        rows={3}
        hint="Accès, étage, contact sur place…"
        error={errors.comments?.message}
        {...register('comments')}
      />
    </RequestFormLayout>
  );
}
