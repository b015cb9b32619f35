/**
 * The transport form (spec §3, §5 "Delivery request"), for creation and edition: the request type
 * (Collecte or Livraison), the requester (the signed-in user by default), the sender and the recipient
 * (either may be filled from a saved address), the collection date, "Aucune dimension requise", the package
 * rows and a description.
 */

import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { RadioChip } from '@client/components/ui/radio-chip';
import { Switch } from '@client/components/ui/switch';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { useUser } from '@client/features/auth/api/get-user';
import type { RequestFormProps } from '@client/features/requests/components/request-form-dialog';
import { useSavedAddresses } from '@client/features/saved-addresses/api/get-saved-addresses';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type DeliveryRequestInput,
  deliveryRequestFormSchema,
  deliveryRequestInputSchema,
  deliveryRequestTypeLabels,
  deliveryRequestTypes,
} from '@shared/requests/delivery-request.schema';
import { fullName } from '@shared/users/user.schema';
import { isAdmin } from '@shared/users/user-roles';
import { useState } from 'react';
import { Controller, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { deliveryFormDefaults, type PartySide, partyFromAddress } from '../delivery-form-values';
import { DeliveryPackageRows } from './delivery-package-rows';
import { PartyFields } from './party-fields';

/** The top-level fields, which the server's messages may name (the schema is wrapped by a transform). */
const formFields = Object.keys(deliveryRequestInputSchema.in.shape) as Path<DeliveryRequestInput>[];

export function DeliveryForm({ request, onSubmit, pending }: RequestFormProps<'delivery'>) {
  const { data: user } = useUser();
  const addresses = useSavedAddresses();
  const [defaults] = useState(() => deliveryFormDefaults(request, user ? fullName(user) : ''));
  // A new request's date is today or later; an edit keeps its own date even once past.
  const [resolver] = useState(
    () => zodResolver(deliveryRequestFormSchema(request)) as unknown as Resolver<DeliveryRequestInput>,
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isDirty, submitCount },
  } = useForm<DeliveryRequestInput>({ resolver, shouldFocusError: false, defaultValues: defaults });
  const noDimensions = useWatch({ control, name: 'noDimensionsRequired' }) === true;

  useUnsavedChanges(isDirty);
  const formRef = useFocusFirstInvalid(submitCount);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The dialog has said what failed in a toast; the server's field messages go under the fields.
      applyServerFieldErrors(error, setError, formFields);
    }
  });

  function fillParty(side: PartySide, address: Parameters<typeof partyFromAddress>[1]) {
    for (const [field, value] of partyFromAddress(side, address)) {
      setValue(field, value, { shouldDirty: true, shouldValidate: true });
    }
  }

  const emptyHint = isAdmin(user)
    ? "Ajoutez-en dans Paramètres, onglet «\u00a0Adresses d'expédition\u00a0»."
    : 'Demandez à un administrateur de les enregistrer.';

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6">
      <fieldset
        className="grid gap-3"
        aria-describedby={errors.requestType ? 'transport-requestType-error' : undefined}
      >
        <legend className="mb-3 font-semibold text-slate-900">Type de demande</legend>
        <div className="flex flex-wrap gap-2">
          {deliveryRequestTypes.map((value) => (
            <RadioChip key={value} value={value} {...register('requestType')}>
              {deliveryRequestTypeLabels[value]}
            </RadioChip>
          ))}
        </div>
        {errors.requestType && (
          <p id="transport-requestType-error" className="text-sm text-destructive">
            {errors.requestType.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="transport-requester"
          label="Demandeur"
          autoComplete="name"
          required
          error={errors.requester?.message}
          {...register('requester')}
        />
        <FormField
          id="transport-collectionDate"
          label="Date de collecte"
          type="date"
          required
          error={errors.collectionDate?.message}
          {...register('collectionDate')}
        />
      </div>

      {(['sender', 'recipient'] as const).map((side) => (
        <PartyFields
          key={side}
          side={side}
          register={register}
          errors={errors}
          addresses={addresses.data ?? []}
          emptyHint={emptyHint}
          onPickAddress={(address) => fillParty(side, address)}
          setValue={setValue}
        />
      ))}

      <Controller
        control={control}
        name="noDimensionsRequired"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="transport-noDimensionsRequired"
              ref={field.ref}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
            <Label htmlFor="transport-noDimensionsRequired">Aucune dimension requise</Label>
          </div>
        )}
      />

      <DeliveryPackageRows
        control={control}
        register={register}
        errors={errors}
        noDimensions={noDimensions}
      />

      <TextareaField
        id="transport-description"
        label="Description (facultatif)"
        rows={3}
        hint="Ce qui est transporté, les précautions, les horaires d'accès…"
        error={errors.description?.message}
        {...register('description')}
      />

      <FormDialogFooter pending={pending}>
        {request ? 'Modifier la demande' : 'Créer la demande'}
      </FormDialogFooter>
    </form>
  );
}
