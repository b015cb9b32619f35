/**
 * The client contact block every request form starts with (spec §5): company, contact name, email, phone
 * and address, with the shared schemas' French messages under each field. Generic over the form's values:
 * any form whose values include these five fields can use it.
 */
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { clientContactValues } from '@client/features/clients/client-contact';
import { ClientCompanyCombobox } from '@client/features/clients/components/client-company-combobox';
import type { RequestContact } from '@shared/requests/request-fields';
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormRegister,
  UseFormSetValue,
} from 'react-hook-form';

export interface ContactFieldsProps<T extends FieldValues> {
  /** Prefix of the inputs' ids ("conditioning" → "conditioning-clientCompanyName"). */
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The address field's label and hint (the regional form asks for an address in Île-de-France). */
  addressLabel?: string;
  addressHint?: string;
  /**
   * With the form's setValue, the company field suggests the directory's clients as one types and picking
   * one fills the five fields (issue 14) and links the request to it (`clientId`, issue 23); typing in the
   * company field again drops the link.
   */
  setValue?: UseFormSetValue<T>;
}

export function ContactFields<T extends FieldValues>({
  idPrefix,
  register,
  errors,
  addressLabel = 'Adresse',
  addressHint,
  setValue,
}: ContactFieldsProps<T>) {
  const field = (name: keyof RequestContact) => ({
    id: `${idPrefix}-${name}`,
    error: (errors as FieldErrors<RequestContact>)[name]?.message,
    ...register(name as Path<T>),
  });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-semibold text-slate-900">Informations client</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {setValue ? (
          <ClientCompanyCombobox
            id={`${idPrefix}-clientCompanyName`}
            label="Nom de l'entreprise client"
            required
            error={(errors as FieldErrors<RequestContact>).clientCompanyName?.message}
            field={register('clientCompanyName' as Path<T>)}
            onPick={(client) => {
              for (const [name, value] of clientContactValues(client)) {
                setValue(name as Path<T>, value as PathValue<T, Path<T>>, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
              }
              // The request belongs to the picked client by key (decision 0065).
              setValue('clientId' as Path<T>, client.id as PathValue<T, Path<T>>, { shouldDirty: true });
            }}
            onType={() =>
              setValue('clientId' as Path<T>, null as PathValue<T, Path<T>>, { shouldDirty: true })
            }
          />
        ) : (
          <FormField
            label="Nom de l'entreprise client"
            autoComplete="organization"
            required
            {...field('clientCompanyName')}
          />
        )}
        <FormField label="Nom du contact" autoComplete="name" required {...field('contactName')} />
        <FormField
          label="Email du contact"
          type="email"
          autoComplete="email"
          required
          {...field('contactEmail')}
        />
        <PhoneField label="Téléphone" required {...field('contactPhone')} />
      </div>
      <TextareaField
        label={addressLabel}
        hint={addressHint}
        rows={2}
        autoComplete="street-address"
        required
        {...field('companyAddress')}
      />
    </fieldset>
  );
}
