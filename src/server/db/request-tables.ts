/**
 * Each request kind's table as raw SQL sees it (issue 31 point 2): the table's name and which columns play
 * which role — who the request is for, the party to meet and call (a transport: its sender, where the
 * goods are collected), the kind's day, and each party that may belong to a client of the directory. The
 * statements that span the five tables (dashboard, calendar feed, global search, a client's requests and
 * the requests it may claim) read these, so a sixth kind adds one entry here, not one per reader.
 * Constants, never user input: they are spliced into SQL text.
 */
import type { RequestKind } from '@shared/requests/request-kinds';

/** A party of a request that may be a client of the directory: its link column, company and address. */
export interface LinkParty {
  /** A transport's party; null for the other kinds' single client. */
  party: 'sender' | 'recipient' | null;
  link: string;
  company: string;
  address: string;
}

export interface RequestTableSql {
  table: string;
  /** Who the request is for, as an SQL expression: the client's company; a transport's sender (its contact when it has no company). */
  company: string;
  /** The party met on the spot: its contact's name, phone and address. */
  contact: string;
  phone: string;
  address: string;
  /** The kind's own day (desired, or a transport's collection day), or `NULL::date`. */
  date: string;
  /** The parties a client of the directory may own, each with its link column (decision 0065). */
  parties: readonly LinkParty[];
}

const clientParty: LinkParty = {
  party: null,
  link: 'client_id',
  company: 'client_company_name',
  address: 'company_address',
};

const contactBlock = {
  company: 'client_company_name',
  contact: 'contact_name',
  phone: 'contact_phone',
  address: 'company_address',
  date: 'desired_date',
  parties: [clientParty],
} as const;

export const requestTableSql: Record<RequestKind, RequestTableSql> = {
  'material-conditioning': { table: 'material_conditioning_requests', ...contactBlock },
  'package-pickup': { table: 'package_pickup_requests', ...contactBlock },
  'regional-collection': { table: 'regional_collection_requests', ...contactBlock },
  delivery: {
    table: 'delivery_requests',
    company: "coalesce(nullif(sender_company_name, ''), sender_contact_name)",
    contact: 'sender_contact_name',
    phone: 'sender_phone',
    address: 'sender_address',
    date: 'collection_date',
    parties: (['sender', 'recipient'] as const).map((party) => ({
      party,
      link: `${party}_client_id`,
      company: `${party}_company_name`,
      address: `${party}_address`,
    })),
  },
  collection: {
    table: 'collection_requests',
    company: 'client_name',
    contact: 'client_contact_name',
    phone: 'client_phone',
    address: 'client_address',
    date: 'NULL::date',
    parties: [{ party: null, link: 'client_id', company: 'client_name', address: 'client_address' }],
  },
};
