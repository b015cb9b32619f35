/**
 * The package/pallet pickup form (spec §2 "Package/pallet pickup page", §5 "Pickup form"), for creation and
 * edition: the pickup type (parcels or pallets) shows its section of rows; the client's contact, optional
 * offer number and lot value, the saved shipping address (searchable), an optional specific address and the
 * desired date. Only the chosen type's rows are validated and sent; the server keeps only those too.
 */

import { FormField, TextareaField } from '@client/components/ui/form-field';
import { RadioChip } from '@client/components/ui/radio-chip';
import { useUser } from '@client/features/auth/api/get-user';
import { useGeneralSettings } from '@client/features/general-settings/api/get-general-settings';
import { ContactFields } from '@client/features/requests/components/contact-fields';
import { OfferNumberController } from '@client/features/requests/components/offer-number-field';
import type { RequestFormProps } from '@client/features/requests/components/request-form-dialog';
import { RequestFormLayout } from '@client/features/requests/components/request-form-layout';
import { contactDefaults, desiredDateDefault } from '@client/features/requests/request-form-values';
import { useSavedAddresses } from '@client/features/saved-addresses/api/get-saved-addresses';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  defaultParcel,
  type PackagePickupInput,
  type PackagePickupRequest,
  packagePickupFormSchema,
  packagePickupInputSchema,
  pickupTypeLabels,
  pickupTypes,
} from '@shared/requests/package-pickup.schema';
import { isAdmin } from '@shared/users/user-roles';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { presetsByType } from '../parcel-presets';
import { ParcelRows, type ParcelSection } from './parcel-rows';
import { ShippingAddressSelect } from './shipping-address-select';

const formFields = Object.keys(packagePickupInputSchema.shape) as (keyof PackagePickupInput)[];

const sections: Record<'package' | 'pallet', ParcelSection> = {
  package: {
    rows: 'packageDetails',
    count: 'numberOfPackages',
    noun: 'Colis',
    title: 'Détails des colis',
    countLabel: 'Nombre de colis',
    addLabel: 'Ajouter un colis',
    presets: presetsByType.package,
  },
  pallet: {
    rows: 'palletDetails',
    count: 'numberOfPallets',
    noun: 'Palette',
    title: 'Détails des palettes',
    countLabel: 'Nombre de palettes',
    addLabel: 'Ajouter une palette',
    presets: presetsByType.pallet,
  },
};

/**
 * Spec §5 defaults (type package, one 1×1×1 row of 1 kg in each section, counts 1), or the request's; a
 * count the request left out is its number of rows.
 */
export function pickupFormDefaults(request: PackagePickupRequest | null): PackagePickupInput {
  const rows = (details: PackagePickupInput['packageDetails']) =>
    details && details.length > 0 ? details.map((row) => ({ ...row })) : [{ ...defaultParcel }];
  const packageDetails = rows(request?.packageDetails);
  const palletDetails = rows(request?.palletDetails);
  return {
    type: request?.type === 'pallet' ? 'pallet' : 'package',
    ...contactDefaults(request),
    offerNumber: request?.offerNumber ?? '',
    lotValue: request?.lotValue ?? '',
    shippingAddressId: request?.shippingAddressId ?? (undefined as unknown as number),
    customShippingAddress: request?.customShippingAddress ?? '',
    desiredDate: desiredDateDefault(request),
    numberOfPackages: request?.numberOfPackages ?? packageDetails.length,
    numberOfPallets: request?.numberOfPallets ?? palletDetails.length,
    packageDetails,
    palletDetails,
  };
}

/** Only the chosen type's rows and count travel; the other section keeps its rows in the form. */
function withChosenSection(values: PackagePickupInput): PackagePickupInput {
  return values.type === 'pallet'
    ? { ...values, packageDetails: [], numberOfPackages: null }
    : { ...values, palletDetails: [], numberOfPallets: null };
}

/** The form's rules (a new request's date is today or later), on the chosen type's section only. */
function pickupResolver(request: PackagePickupRequest | null): Resolver<PackagePickupInput> {
  const schemaResolver = zodResolver(packagePickupFormSchema(request));
  return (values, context, options) =>
    schemaResolver(withChosenSection(values), context, options) as ReturnType<Resolver<PackagePickupInput>>;
}

export function PackagePickupForm({ request, onSubmit, pending }: RequestFormProps<'package-pickup'>) {
  const { data: user } = useUser();
  const settings = useGeneralSettings();
  // Spec §7: a failure to read the saved addresses reads as an empty list.
  const addresses = useSavedAddresses();
  const [defaults] = useState(() => pickupFormDefaults(request));
  const [resolver] = useState(() => pickupResolver(request));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<PackagePickupInput>({ resolver, shouldFocusError: false, defaultValues: defaults });
  const type = useWatch({ control, name: 'type' });
  const section = sections[type === 'pallet' ? 'pallet' : 'package'];

  return (
    <RequestFormLayout
      kind="package-pickup"
      control={control}
      handleSubmit={handleSubmit}
      setError={setError}
      setValue={setValue}
      fields={formFields}
      onSubmit={onSubmit}
      editing={request !== null}
      pending={pending}
    >
      <fieldset
        className="grid gap-3"
        aria-invalid={errors.type ? true : undefined}
        aria-describedby={errors.type ? 'pickup-type-error' : undefined}
      >
        <legend className="mb-3 font-semibold text-slate-900">Type d'enlèvement</legend>
        <div className="flex flex-wrap gap-2">
          {pickupTypes.map((value) => (
            <RadioChip key={value} value={value} {...register('type')}>
              {pickupTypeLabels[value]}
            </RadioChip>
          ))}
        </div>
        {errors.type && (
          <p id="pickup-type-error" className="text-sm text-destructive">
            {errors.type.message}
          </p>
        )}
      </fieldset>

      <ContactFields idPrefix="pickup" register={register} errors={errors} setValue={setValue} />
      <div className="grid gap-4 sm:grid-cols-2">
        <OfferNumberController
          control={control}
          id="pickup-offerNumber"
          label="Numéro d'offre (facultatif)"
        />
        <FormField
          id="pickup-lotValue"
          label="Valeur du lot (facultatif)"
          placeholder={'ex.\u00a0: 1\u00a0500\u00a0€'}
          autoComplete="off"
          error={errors.lotValue?.message}
          {...register('lotValue')}
        />
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Livraison</legend>
        <Controller
          control={control}
          name="shippingAddressId"
          render={({ field, fieldState }) => (
            <ShippingAddressSelect
              id="pickup-shippingAddressId"
              label="Adresse d'expédition"
              addresses={addresses.data ?? []}
              emptyHint={
                isAdmin(user)
                  ? "Ajoutez-en dans Paramètres, onglet «\u00a0Adresses d'expédition\u00a0»."
                  : 'Demandez à un administrateur de les enregistrer.'
              }
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <TextareaField
          id="pickup-customShippingAddress"
          label="Précisions sur l'adresse de livraison (facultatif)"
          rows={2}
          hint="Par exemple un quai, un bâtiment ou une adresse différente pour cette livraison."
          error={errors.customShippingAddress?.message}
          {...register('customShippingAddress')}
        />
        <FormField
          id="pickup-desiredDate"
          label="Date souhaitée"
          type="date"
          required
          className="sm:max-w-xs"
          error={errors.desiredDate?.message}
          {...register('desiredDate')}
        />
      </fieldset>

      <ParcelRows
        key={section.rows}
        section={section}
        control={control}
        setValue={setValue}
        getValues={getValues}
        errors={errors}
        settings={settings.data}
      />
    </RequestFormLayout>
  );
}
