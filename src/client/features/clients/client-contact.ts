/**
 * How a client of the directory and a request's contact block map onto each other: picking a suggestion
 * fills a request form, and "Enregistrer ce client" creates a client from a created request.
 */
import type { Client, ClientFromRequest, ClientInput, TransportParty } from '@shared/clients/client.schema';
import type { RequestContact } from '@shared/requests/request-fields';
import type { RequestKind } from '@shared/requests/request-kinds';

/** A form's names for the five fields a client fills (a transport's sender, a collection's client…). */
export interface ClientFieldNames<F extends string> {
  company: F;
  contact: F;
  email: F;
  phone: F;
  address: F;
}

/**
 * The values a picked client gives a form's fields, in form order, under the form's own names. Like an
 * ERP offer, a pick is deliberate and replaces what was typed, except where the client has nothing (no
 * email on file): that field keeps its value.
 */
export function clientValuesFor<F extends string>(client: Client, names: ClientFieldNames<F>): [F, string][] {
  const values: [F, string | null][] = [
    [names.company, client.companyName],
    [names.contact, client.contactName],
    [names.email, client.contactEmail],
    [names.phone, client.contactPhone],
    [names.address, client.companyAddress],
  ];
  return values.filter((entry): entry is [F, string] => Boolean(entry[1]?.trim()));
}

/** The contact block of the three first request forms (`ContactFields`). */
export function clientContactValues(client: Client): [keyof RequestContact, string][] {
  return clientValuesFor<keyof RequestContact>(client, {
    company: 'clientCompanyName',
    contact: 'contactName',
    email: 'contactEmail',
    phone: 'contactPhone',
    address: 'companyAddress',
  });
}

/**
 * The client a created request describes, or null when the request has no such contact block. The
 * three first kinds carry `clientCompanyName`…; a collection request `clientName`, `clientContactName`….
 * The client's name is its company's.
 */
export function clientFromRequest(request: Record<string, unknown>): ClientInput | null {
  const text = (key: string) => {
    const value = request[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const shapes = [
    ['clientCompanyName', 'contactName', 'contactEmail', 'contactPhone', 'companyAddress'],
    ['clientName', 'clientContactName', 'clientEmail', 'clientPhone', 'clientAddress'],
  ] as const;
  for (const [company, contact, email, phone, address] of shapes) {
    if (!text(company)) continue;
    return {
      name: text(company),
      companyName: text(company),
      contactName: text(contact),
      contactEmail: text(email) || null,
      contactPhone: text(phone),
      companyAddress: text(address),
    };
  }
  return null;
}

/**
 * « Enregistrer ce client » for one company of a created request: the client to create, the request (and
 * transport party) it links, and the button's words.
 */
export interface ClientOffer {
  client: ClientInput;
  fromRequest: ClientFromRequest;
  label: string;
}

const partyLabels: Record<TransportParty, string> = {
  sender: 'Enregistrer ce client (expéditeur)',
  recipient: 'Enregistrer ce client (destinataire)',
};

/**
 * What a created request can offer to save to the directory: its client (a transport: each party with a
 * company), unless the request is already linked to one (a client picked in the form, decision 0065).
 */
export function clientOffersFor(kind: RequestKind, request: Record<string, unknown>): ClientOffer[] {
  const id = request.id;
  if (typeof id !== 'number') return [];
  if (kind !== 'delivery') {
    const client = request.clientId == null ? clientFromRequest(request) : null;
    return client ? [{ client, fromRequest: { kind, id }, label: 'Enregistrer ce client' }] : [];
  }
  return (['sender', 'recipient'] as const).flatMap((party) => {
    if (request[`${party}ClientId`] != null) return [];
    const text = (field: string) => {
      const value = request[`${party}${field}`];
      return typeof value === 'string' ? value.trim() : '';
    };
    const company = text('CompanyName');
    if (!company) return [];
    return [
      {
        client: {
          name: company,
          companyName: company,
          contactName: text('ContactName'),
          contactEmail: text('Email') || null,
          contactPhone: text('Phone'),
          companyAddress: text('Address'),
        },
        fromRequest: { kind, id, party },
        label: partyLabels[party],
      },
    ];
  });
}
