/**
 * The searchable dropdown of saved shipping addresses (spec §2 "Shipping address dropdown", §9 "Address
 * search"): typing filters by name, company, delivery address or contact (case-insensitive substring).
 * Empty list: "Aucune adresse configurée"; no match: "Aucune adresse trouvée".
 */
import { SearchSelect } from '@client/components/ui/search-select';
import { matchesAddressSearch, type SavedAddress } from '@shared/settings/saved-address.schema';
import { MapPin } from 'lucide-react';
import { type Ref, useState } from 'react';

export interface ShippingAddressSelectProps {
  id: string;
  label: string;
  addresses: readonly SavedAddress[];
  value: number | null | undefined;
  onChange: (id: number) => void;
  onBlur?: () => void;
  error?: string;
  /** Shown under an empty list (where addresses are managed). */
  emptyHint?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function ShippingAddressSelect({
  addresses,
  value,
  onChange,
  emptyHint,
  ...field
}: ShippingAddressSelectProps) {
  const [search, setSearch] = useState('');
  const selected = addresses.find((address) => address.id === value) ?? null;

  return (
    <SearchSelect
      {...field}
      items={addresses.filter((address) => matchesAddressSearch(address, search))}
      search={search}
      onSearchChange={setSearch}
      itemKey={(address) => address.id}
      selectedKey={value}
      onChoose={(address) => onChange(address.id)}
      searchLabel="Rechercher une adresse"
      searchPlaceholder="Nom, société, adresse ou contact…"
      renderValue={
        selected ? (
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">{selected.name}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {selected.companyName} · {selected.deliveryAddress}
            </span>
          </span>
        ) : (
          <span className="text-muted-foreground">Sélectionnez une adresse d'expédition</span>
        )
      }
      renderItem={(address) => (
        <span className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{address.name}</span>
            <span className="block text-xs text-muted-foreground">
              {address.companyName} · {address.contactName}
            </span>
            <span className="block text-xs text-muted-foreground">{address.deliveryAddress}</span>
          </span>
        </span>
      )}
      empty={
        addresses.length === 0 ? (
          <>
            <p className="font-medium">Aucune adresse configurée</p>
            {emptyHint && <p className="text-xs text-muted-foreground">{emptyHint}</p>}
          </>
        ) : (
          'Aucune adresse trouvée'
        )
      }
    />
  );
}
