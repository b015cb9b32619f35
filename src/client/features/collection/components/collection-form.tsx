/**
 * The form of a collection outside Île-de-France (spec §3, §5 "Collection request"), for creation and
 * edition: the client's name, contact, phone, email and address, the materials described freely and
 * optional comments. A creation may start from the regional form's values (`prefill`); an address in
 * Île-de-France is refused with a link to the regional form, which then starts from these values.
 */
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { clientValuesFor } from '@client/features/clients/client-contact';
import { ClientCompanyCombobox } from '@client/features/clients/components/client-company-combobox';
import { HandoverLink } from '@client/features/requests/components/handover-link';
import type { RequestFormProps } from '@client/features/requests/components/request-form-dialog';
import {
  type CollectionPrefill,
  regionalPrefillFromCollection,
  regionalPrefillState,
} from '@client/features/requests/ile-de-france-handover';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { appRoutes } from '@shared/app-routes';
import {
  type CollectionRequest,
  type CollectionRequestInput,
  collectionRequestInputSchema,
} from '@shared/requests/collection-request.schema';
import { insideIleDeFranceMessage } from '@shared/requests/ile-de-france';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

const formFields = Object.keys(collectionRequestInputSchema.shape) as (keyof CollectionRequestInput)[];

export function collectionFormDefaults(
  request: CollectionRequest | null,
  prefill: CollectionPrefill | null = null,
): CollectionPrefill {
  return {
    clientName: request?.clientName ?? prefill?.clientName ?? '',
    clientContactName: request?.clientContactName ?? prefill?.clientContactName ?? '',
    clientPhone: request?.clientPhone ?? prefill?.clientPhone ?? '',
    clientEmail: request?.clientEmail ?? prefill?.clientEmail ?? '',
    clientAddress: request?.clientAddress ?? prefill?.clientAddress ?? '',
    materials: request?.materials ?? prefill?.materials ?? '',
    comments: request?.comments ?? prefill?.comments ?? '',
  };
}

export interface CollectionFormProps extends RequestFormProps<'collection'> {
  /** The regional form's values, for a creation opened from its link. */
  prefill?: CollectionPrefill | null;
  /** Called once the prefill is in the form, so the next creation starts blank. */
  onPrefillUsed?: () => void;
}

export function CollectionForm({
  request,
  onSubmit,
  pending,
  prefill = null,
  onPrefillUsed,
}: CollectionFormProps) {
  const [defaults] = useState<CollectionRequestInput>(() => ({
    ...collectionFormDefaults(request, prefill),
    // The link to the directory's client is kept unless another is picked or the company is retyped.
    clientId: request?.clientId ?? null,
  }));
  const [usedPrefill] = useState(prefill !== null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isDirty, submitCount },
  } = useForm<CollectionRequestInput>({
    shouldFocusError: false,
    resolver: zodResolver(collectionRequestInputSchema),
    defaultValues: defaults,
  });

  useEffect(() => {
    if (usedPrefill) onPrefillUsed?.();
  }, [usedPrefill, onPrefillUsed]);

  useUnsavedChanges(isDirty || usedPrefill);
  const formRef = useFocusFirstInvalid(submitCount);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The dialog has said what failed in a toast; the server's field messages go under the fields.
      applyServerFieldErrors(error, setError, formFields);
    }
  });

  const field = (name: keyof CollectionRequestInput) => ({
    id: `collection-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6">
      {usedPrefill && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          Les informations saisies pour la collecte Région Parisienne ont été reprises. Vérifiez-les avant de
          créer la demande.
        </p>
      )}
      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Informations client</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <ClientCompanyCombobox
            id="collection-clientName"
            label="Nom de l'entreprise client"
            required
            error={errors.clientName?.message}
            field={register('clientName')}
            onPick={(client) => {
              // A client of the directory fills the block, as in the other request forms.
              const names = {
                company: 'clientName',
                contact: 'clientContactName',
                email: 'clientEmail',
                phone: 'clientPhone',
                address: 'clientAddress',
              } as const;
              for (const [name, value] of clientValuesFor(client, names)) {
                setValue(name, value, { shouldDirty: true, shouldValidate: true });
              }
              // The request belongs to the picked client by key (decision 0065).
              setValue('clientId', client.id, { shouldDirty: true });
            }}
            onType={() => setValue('clientId', null, { shouldDirty: true })}
          />
          <FormField label="Nom du contact" autoComplete="name" required {...field('clientContactName')} />
          <FormField
            label="Email du contact"
            type="email"
            autoComplete="email"
            required
            {...field('clientEmail')}
          />
          <PhoneField label="Téléphone" required {...field('clientPhone')} />
        </div>
        <TextareaField
          label="Adresse de collecte"
          rows={2}
          autoComplete="street-address"
          required
          {...field('clientAddress')}
        />
        {errors.clientAddress?.message === insideIleDeFranceMessage && (
          <HandoverLink
            to={appRoutes.regionalCollection}
            state={() => regionalPrefillState(regionalPrefillFromCollection(getValues()))}
          >
            Créer une collecte Région Parisienne
          </HandoverLink>
        )}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 font-semibold text-slate-900">Matériel</legend>
        <TextareaField
          label="Matériel à collecter"
          rows={4}
          required
          hint={'Par exemple «\u00a012 ordinateurs portables, 4 écrans, 1 carton D3E\u00a0».'}
          {...field('materials')}
        />
        <TextareaField label="Commentaires (facultatif)" rows={3} {...field('comments')} />
      </fieldset>

      <FormDialogFooter pending={pending}>
        {request ? 'Modifier la demande' : 'Créer la demande'}
      </FormDialogFooter>
    </form>
  );
}
