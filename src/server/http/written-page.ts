/**
 * The public pages the server writes (the tracking page, a certificate's verification page): what a
 * feature answers for a page's address, and what static-client.ts puts into the page's HTML file.
 */
import type { FastifyRequest } from 'fastify';

/**
 * Whether a page whose address holds its key opens (/suivi/<token>: its link is live; /verifier/<token>: its
 * certificate exists), with the page's content the server wrote — put into the page's HTML file at
 * `<!--page-content-->`; or not; or the address is throttled.
 */
export type TokenPageAccess = (
  request: FastifyRequest,
  token: string,
) => Promise<{ found: false } | ({ found: true } & WrittenPage) | { retryAfter: number }>;

/** A page the server writes: its title and the content of its `#root`, both already escaped. */
export interface WrittenPage {
  title: string;
  content: string;
}
