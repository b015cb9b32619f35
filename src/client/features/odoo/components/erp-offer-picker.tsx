/**
 * The ERP offer picker above the fields of the three request forms (spec §2, §7, §8): a searchable list of
 * the signed quotations ("Devis signé", reference and client) read from Odoo with the user's own
 * credentials; choosing one loads its client, contact, number and equipment and hands them to the form.
 *
 * It stays out of the way when this server has no Odoo (nothing shown). Without credentials, or when the
 * list cannot be read, a box says so in spec §8's words and points to Paramètres › Mon compte when the
 * credentials are missing; the form is still filled by hand.
 */
import { Button } from '@client/components/ui/button';
import { Notice } from '@client/components/ui/notice';
import { SearchSelect } from '@client/components/ui/search-select';
import { Spinner } from '@client/components/ui/spinner';
import { useUser } from '@client/features/auth/api/get-user';
import type { RequestKind } from '@client/features/requests/request-types';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { toast } from '@client/hooks/use-toast';
import { isApiError, serverReason } from '@client/lib/api-client';
import {
  type ErpClientInfo,
  type ErpOffer,
  MISSING_CREDENTIALS_MARKER,
  OFFER_LIMIT,
  odooMessages,
} from '@shared/odoo/erp-offers';
import { settingsTabPath } from '@shared/settings-tab-links';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useErpClientInfo } from '../api/get-erp-client-info';
import { useErpOffers } from '../api/get-erp-offers';
import { useOdooStatus } from '../api/get-odoo-status';
import { erpLoadedMessage, matchesOfferSearch } from '../erp-prefill';

/** Spec §8: the conditioning form reports a failed list, the two others show the "not available" box. */
const unavailableTitles: Record<RequestKind, string> = {
  'material-conditioning': 'Erreur lors du chargement des offres Odoo',
  'package-pickup': 'Intégration Odoo non disponible',
  'regional-collection': 'Intégration Odoo non disponible',
  // Transports and collections outside Île-de-France are filled by hand (no offer picker on their forms).
  delivery: 'Intégration Odoo non disponible',
  collection: 'Intégration Odoo non disponible',
};

export const clientInfoMessages = {
  failed: 'Impossible de récupérer les informations client',
  connection: 'Erreur de connexion lors du chargement des informations client',
} as const;

const SERVER_SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;

export interface ErpOfferPickerProps {
  kind: RequestKind;
  /** The chosen offer's details, to fill the form with. */
  onLoaded: (info: ErpClientInfo) => void;
}

export function ErpOfferPicker({ kind, onLoaded }: ErpOfferPickerProps) {
  const { data: user } = useUser();
  const status = useOdooStatus();
  const hasCredentials = Boolean(user?.odooLogin && user.hasOdooPassword);
  const enabled = status.data?.enabled === true;

  // Odoo off (or its status unknown): the form is filled by hand, nothing to say.
  if (!enabled) return null;
  if (!hasCredentials) {
    return <ErpUnavailable title={unavailableTitles[kind]} reason={odooMessages.missingCredentials} />;
  }
  return <OfferSelect kind={kind} onLoaded={onLoaded} />;
}

function OfferSelect({ kind, onLoaded }: ErpOfferPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ErpOffer | null>(null);
  // What the chosen offer brought, kept in the form: the toast goes away, and while the dialog is open
  // assistive technology only hears the dialog, not the toasts.
  const [loaded, setLoaded] = useState('');
  const offers = useErpOffers('', true);
  const clientInfo = useErpClientInfo();

  // The list stops at the newest OFFER_LIMIT quotations: past it, a search goes to Odoo.
  const capped = (offers.data?.count ?? 0) >= OFFER_LIMIT;
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchOdoo = capped && settledSearch.length >= SERVER_SEARCH_MIN_LENGTH;
  const searched = useErpOffers(settledSearch, searchOdoo);

  if (offers.isError) {
    return (
      <ErpUnavailable
        title={unavailableTitles[kind]}
        reason={serverReason(offers.error, odooMessages.unreachable)}
        onRetry={() => offers.refetch()}
        retrying={offers.isRefetching}
      />
    );
  }

  const all = offers.data?.offers ?? [];
  const items = searchOdoo ? (searched.data?.offers ?? []) : all.filter((o) => matchesOfferSearch(o, search));
  const empty = offers.isPending
    ? 'Chargement des devis signés…'
    : searchOdoo && searched.isFetching
      ? 'Recherche dans Odoo…'
      : searchOdoo && searched.isError
        ? serverReason(searched.error, odooMessages.unreachable)
        : all.length === 0
          ? 'Aucun devis signé dans Odoo'
          : 'Aucun devis signé trouvé';

  async function choose(offer: ErpOffer) {
    setChosen(offer);
    setLoaded('');
    try {
      const info = await clientInfo.mutateAsync(offer.id);
      onLoaded(info);
      const message = erpLoadedMessage(kind, info);
      setLoaded(message);
      toast({ title: 'Informations chargées', description: message });
    } catch (error) {
      setChosen(null);
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description:
          isApiError(error) && error.status === 0
            ? clientInfoMessages.connection
            : serverReason(error, clientInfoMessages.failed),
      });
    }
  }

  return (
    <div className="rounded-lg border border-indigo-100 bg-indigo-50/50 p-3">
      <SearchSelect
        id={`${kind}-erpOffer`}
        label="Devis signé"
        hint={
          "Facultatif\u00a0: remplit le client, le contact, le numéro d'offre et le matériel depuis Odoo. Les champs restent modifiables."
        }
        items={items}
        search={search}
        onSearchChange={setSearch}
        itemKey={(offer) => offer.id}
        selectedKey={chosen?.id}
        onChoose={choose}
        disabled={clientInfo.isPending}
        busy={offers.isPending || clientInfo.isPending}
        searchLabel="Rechercher un devis signé"
        searchPlaceholder="Référence ou client…"
        renderValue={
          clientInfo.isPending ? (
            <span className="flex items-center gap-2 text-muted-foreground">
              <Spinner /> Chargement des informations du devis…
            </span>
          ) : chosen ? (
            <OfferLabel offer={chosen} />
          ) : (
            <span className="flex items-center gap-2 text-muted-foreground">
              <FileSignature className="size-4 shrink-0" aria-hidden="true" />
              Choisir un devis signé dans Odoo
            </span>
          )
        }
        renderItem={(offer) => <OfferLabel offer={offer} />}
        empty={empty}
        footer={
          capped && !searchOdoo
            ? `Les ${OFFER_LIMIT} devis les plus récents\u00a0: saisissez une référence ou un client pour chercher parmi tous les devis.`
            : undefined
        }
      />
      <p role="status" className="text-sm text-indigo-950 not-empty:mt-2">
        {loaded}
      </p>
    </div>
  );
}

function OfferLabel({ offer }: { offer: ErpOffer }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-medium font-mono text-slate-900">{offer.reference}</span>
      {offer.client_name && (
        <span className="block truncate text-xs text-muted-foreground">{offer.client_name}</span>
      )}
    </span>
  );
}

/** Spec §8's yellow box: what went wrong and what to do, the form staying usable by hand. */
function ErpUnavailable({
  title,
  reason,
  onRetry,
  retrying,
}: {
  title: string;
  reason: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const missingCredentials = reason.includes(MISSING_CREDENTIALS_MARKER);
  return (
    <Notice tone="warning" title={title} role="status">
      {missingCredentials ? (
        <p>
          Pour choisir un devis signé, renseignez vos identifiants Odoo dans{' '}
          <Link to={settingsTabPath('mon-compte')} className="font-medium underline underline-offset-2">
            Paramètres › Mon compte
          </Link>
          . En attendant, saisissez les informations du client manuellement.
        </p>
      ) : (
        <div className="grid justify-items-start gap-2">
          <p>{reason} Vous pouvez saisir les informations du client manuellement.</p>
          {onRetry && (
            <Button type="button" variant="outline" size="sm" onClick={onRetry} pending={retrying}>
              Réessayer
            </Button>
          )}
        </div>
      )}
    </Notice>
  );
}
