/**
 * A request's link to the clients directory, in its details dialog (issue 30 points 3 and 16), for any
 * signed-in user and whatever the request's status: the linked client (a link to its page) and « Changer de
 * client »; or, while none is linked, « Enregistrer ce client » (the company as typed, when it has one) and
 * « Lier à un client » (pick one of the directory). A transport shows one per party. Each change is recorded
 * in the request's history by the server; a client created here offers the other requests of its company
 * at its address (claim-requests-dialog.tsx).
 */
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { toast } from '@client/hooks/use-toast';
import { isApiError } from '@client/lib/api-client';
import { clientDetailsPath } from '@shared/app-routes';
import type { Client, TransportParty } from '@shared/clients/client.schema';
import type { RequestKind } from '@shared/requests/request-kinds';
import { Link2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCreateClient } from '../api/create-client';
import { useClient } from '../api/get-client';
import { useClientSuggestions } from '../api/get-clients';
import { useLinkRequest } from '../api/link-request';
import { clientOffersFor } from '../client-contact';
import { clientFailedToast, clientSuccessToast } from '../client-toasts';
import { useClaimOffer } from './claim-requests-dialog';
import { SUGGESTION_DEBOUNCE_MS } from './client-company-combobox';

/** A long label (« Enregistrer ce client (destinataire) ») wraps rather than widen a 360 px phone's dialog. */
const wrapping = 'h-auto min-h-8 py-1 text-left whitespace-normal';

interface RequestClientLinkProps {
  kind: RequestKind;
  request: { id: number } & Record<string, unknown>;
  /** A transport's party; null for the other kinds' single client. */
  party: TransportParty | null;
  /** The company as the request names it: the picker's first search. */
  company: string;
}

export function RequestClientLink({ kind, request, party, company }: RequestClientLinkProps) {
  const linkField = party ? `${party}ClientId` : 'clientId';
  const linkedId = typeof request[linkField] === 'number' ? (request[linkField] as number) : null;
  const [picking, setPicking] = useState(false);
  const link = useLinkRequest();
  const create = useCreateClient();
  const claim = useClaimOffer();
  const fromRequest = { kind, id: request.id, ...(party ? { party } : {}) };
  const offer = clientOffersFor(kind, request).find(
    (candidate) => (candidate.fromRequest.party ?? null) === party,
  );

  async function linkTo(client: Client) {
    try {
      await link.mutateAsync({ clientId: client.id, request: fromRequest });
      toast({ title: 'Client lié', description: `La demande est liée à ${client.companyName}.` });
      setPicking(false);
    } catch (error) {
      clientFailedToast(error, 'Impossible de lier la demande. Veuillez réessayer.');
    }
  }

  async function save() {
    if (!offer) return;
    try {
      const saved = await create.mutateAsync({ ...offer.client, fromRequest: offer.fromRequest });
      clientSuccessToast('Client créé', saved.companyName);
      await claim.check(saved);
    } catch (error) {
      clientFailedToast(error, 'Impossible de créer le client. Veuillez réessayer.');
      // The same company at the same address is in the directory: it is among the picker's first results.
      if (isApiError(error) && error.status === 409) setPicking(true);
    }
  }

  return (
    <div className="grid min-w-0 gap-2 border-t pt-3 text-sm">
      {linkedId !== null ? (
        <LinkedClient id={linkedId} />
      ) : (
        <p className="text-slate-600">Aucun client de l'annuaire n'est lié.</p>
      )}
      {!picking && (
        <div className="flex flex-wrap gap-2">
          {linkedId === null && offer && (
            <Button
              size="sm"
              variant="outline"
              className={wrapping}
              onClick={save}
              pending={create.isPending}
            >
              {!create.isPending && <UserPlus aria-hidden="true" />}
              {offer.label}
            </Button>
          )}
          <Button size="sm" variant="outline" className={wrapping} onClick={() => setPicking(true)}>
            <Link2 aria-hidden="true" />
            {linkedId === null ? 'Lier à un client' : 'Changer de client'}
          </Button>
        </div>
      )}
      {picking && (
        <ClientPicker
          initialQuery={company}
          exceptId={linkedId}
          pending={link.isPending}
          onPick={linkTo}
          onCancel={() => setPicking(false)}
        />
      )}
      {claim.dialog}
    </div>
  );
}

function LinkedClient({ id }: { id: number }) {
  const { data: client } = useClient(id);
  return (
    <p className="text-slate-700">
      Client de l'annuaire&nbsp;:{' '}
      <Link
        to={clientDetailsPath(id)}
        className="font-medium wrap-anywhere text-indigo-700 underline underline-offset-4"
      >
        {client?.companyName ?? `client n°\u00a0${id}`}
      </Link>
    </p>
  );
}

/** A search of the directory, its best matches each with « Lier »: the request's company is searched first. */
function ClientPicker({
  initialQuery,
  exceptId,
  pending,
  onPick,
  onCancel,
}: {
  initialQuery: string;
  exceptId: number | null;
  pending: boolean;
  onPick: (client: Client) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState(initialQuery);
  const query = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useClientSuggestions(query);
  const found = (suggestions.data?.items ?? []).filter((client) => client.id !== exceptId);
  const inputId = useId();
  return (
    <div className="grid gap-2 rounded-md bg-slate-50 p-3">
      <Label htmlFor={inputId}>Rechercher un client</Label>
      <Input
        id={inputId}
        type="search"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      {suggestions.isFetching && found.length === 0 ? (
        <p className="text-slate-600">Recherche…</p>
      ) : found.length === 0 ? (
        <p className="text-slate-600">
          {query.trim().length < 2 ? 'Tapez le nom de la société.' : 'Aucun client trouvé.'}
        </p>
      ) : (
        <ul aria-label="Clients trouvés" className="grid gap-1">
          {found.map((client) => (
            <li key={client.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 wrap-anywhere">
                <span className="font-medium text-slate-900">{client.companyName}</span>
                <span className="block text-slate-600">{client.companyAddress}</span>
              </span>
              <Button
                size="sm"
                variant="brand"
                disabled={pending}
                aria-label={`Lier à ${client.companyName}`}
                onClick={() => onPick(client)}
              >
                Lier
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Fermer la recherche
        </Button>
      </div>
    </div>
  );
}
