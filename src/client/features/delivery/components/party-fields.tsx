/**
 * One party of a transport — the sender or the recipient — with company (optional: a private person has
 * none), contact, phone, email and address. A saved address (Paramètres › Adresses d'expédition) can fill
 * the block; every field stays editable.
 */
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { clientValuesFor } from '@client/features/clients/client-contact';
import { ClientCompanyCombobox } from '@client/features/clients/components/client-company-combobox';
import { ShippingAddressSelect } from '@client/features/package-pickup/components/shipping-address-select';
import type { DeliveryRequestInput } from '@shared/requests/delivery-request.schema';
import type { SavedAddress } from '@shared/settings/saved-address.schema';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { PartySide } from '../delivery-form-values';

const titles: Record<PartySide, { legend: string; of: string }> = {
  sender: { legend: 'Expéditeur', of: "de l'expéditeur" },
  recipient: { legend: 'Destinataire', of: 'du destinataire' },
};

export interface PartyFieldsProps {
  side: PartySide;
  register: UseFormRegister<DeliveryRequestInput>;
  errors: FieldErrors<DeliveryRequestInput>;
  addresses: readonly SavedAddress[];
  /** Shown under an empty list of saved addresses (where they are managed). */
  emptyHint: string;
  onPickAddress: (address: SavedAddress) => void;
  /** With the form's setValue, the company field suggests the directory's clients; a pick fills the block. */
  setValue?: UseFormSetValue<DeliveryRequestInput>;
}

export function PartyFields({
  side,
  register,
  errors,
  addresses,
  emptyHint,
  onPickAddress,
  setValue,
}: PartyFieldsProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const { legend, of } = titles[side];
  const field = (name: 'CompanyName' | 'ContactName' | 'Phone' | 'Email' | 'Address') => {
    const key = `${side}${name}` as const;
    return { id: `transport-${key}`, error: errors[key]?.message, ...register(key) };
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-semibold text-slate-900">{legend}</legend>
      <ShippingAddressSelect
        id={`transport-${side}-address`}
        label={`Adresse enregistrée ${of} (facultatif)`}
        addresses={addresses}
        value={picked}
        emptyHint={emptyHint}
        onChange={(id) => {
          setPicked(id);
          const address = addresses.find((candidate) => candidate.id === id);
          if (address) {
            onPickAddress(address);
            // A saved address names another company: the party is no longer the picked client.
            setValue?.(`${side}ClientId`, null, { shouldDirty: true });
          }
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {setValue ? (
          <ClientCompanyCombobox
            id={`transport-${side}CompanyName`}
            label={`Entreprise ${of} (facultatif)`}
            error={errors[`${side}CompanyName`]?.message}
            field={register(`${side}CompanyName`)}
            onPick={(client) => {
              const names = {
                company: `${side}CompanyName`,
                contact: `${side}ContactName`,
                email: `${side}Email`,
                phone: `${side}Phone`,
                address: `${side}Address`,
              } as const;
              for (const [name, value] of clientValuesFor(client, names)) {
                setValue(name, value, { shouldDirty: true, shouldValidate: true });
              }
              // The party is the picked client, by key (decision 0065).
              setValue(`${side}ClientId`, client.id, { shouldDirty: true });
            }}
            onType={() => setValue(`${side}ClientId`, null, { shouldDirty: true })}
          />
        ) : (
          <FormField
            label={`Entreprise ${of} (facultatif)`}
            autoComplete="organization"
            {...field('CompanyName')}
          />
        )}
        <FormField label={`Contact ${of}`} autoComplete="name" required {...field('ContactName')} />
        <PhoneField label={`Téléphone ${of}`} required {...field('Phone')} />
        <FormField label={`Email ${of}`} type="email" autoComplete="email" required {...field('Email')} />
      </div>
      <TextareaField
        label={`Adresse ${of}`}
        rows={2}
        autoComplete="street-address"
        required
        {...field('Address')}
      />
    </fieldset>
  );
}
