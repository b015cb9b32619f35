/**
 * Public tracking links: an administrator creates one for an accepted request (or a new one, which ends the
 * old), revokes it, and anyone signed in reads it back to copy it; a client mail creates one when the
 * request has none, so every client mail carries the page's address. Tokens: tracking-tokens.ts.
 */
import { fulfilmentMessages } from '@shared/fulfilment/fulfilment.schema';
import {
  type CurrentTrackingLink,
  isTrackingToken,
  TRACKING_PAGE_PREFIX,
  type TrackingLink,
  trackingMessages,
} from '@shared/fulfilment/public-tracking';
import { type RequestKind, requestKindLabels } from '@shared/requests/request-kinds';
import { requestMessages } from '@shared/requests/request-list.schema';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { type JournalContext, record, type UserJournalContext } from '../admin-journal/admin-journal.service';
import { requestExists } from '../request-history/request-history.repository';
import {
  findLiveLink,
  findLiveLinkByHash,
  findLiveLinks,
  insertLink,
  lockRequest,
  nextLinkId,
  revokeLiveLink,
  type TrackingLinkRow,
} from './tracking-links.repository';
import type { TrackingTokens } from './tracking-tokens';

/** The request a link opens, as the journal names it. */
const requestTarget = (kind: RequestKind, requestId: number) => ({
  type: `${kind}-request`,
  id: requestId,
  label: `${requestKindLabels[kind]} n°\u00a0${requestId}`,
});

export function createTrackingLinks(tokens: TrackingTokens) {
  /**
   * The link's address under `baseUrl`, or null when the app's key no longer gives its token (ENCRYPTION_KEY
   * changed): its old address still works for whoever has it, but the app cannot show it again.
   */
  function urlOf(baseUrl: string, link: TrackingLinkRow): string | null {
    const token = tokens.tokenFor(link.id);
    return tokens.hash(token) === link.tokenHash ? `${baseUrl}${TRACKING_PAGE_PREFIX}${token}` : null;
  }

  /** A new live link for the request; the one it had stops working. */
  async function replace(tx: Executor, kind: RequestKind, requestId: number, createdBy: number | null) {
    await revokeLiveLink(tx, kind, requestId);
    const id = await nextLinkId(tx);
    return insertLink(tx, { id, kind, requestId, tokenHash: tokens.hash(tokens.tokenFor(id)), createdBy });
  }

  async function checkExists(db: Executor, kind: RequestKind, requestId: number) {
    if (!(await requestExists(db, kind, requestId))) throw notFound(requestMessages.notFound);
  }

  return {
    urlOf,

    /**
     * Administrators: a new link for an accepted request (regenerating: the live one is revoked), recorded
     * in the administration journal with the act.
     */
    async regenerate(
      db: Db,
      context: UserJournalContext,
      kind: RequestKind,
      requestId: number,
      baseUrl: string,
    ): Promise<TrackingLink> {
      const link = await db.transaction(async (tx) => {
        const request = await lockRequest(tx, kind, requestId);
        if (!request) throw notFound(requestMessages.notFound);
        if (request.status !== 'completed') throw conflict(fulfilmentMessages.notAccepted);
        const link = await replace(tx, kind, requestId, context.actor.id);
        await record(tx, context, {
          action: 'tracking_link.created',
          target: requestTarget(kind, requestId),
        });
        return link;
      });
      const url = urlOf(baseUrl, link);
      if (!url) throw new Error('a new tracking link must give its own address');
      return { url };
    },

    /** Administrators: the live link stops working (404 when there is none). */
    async revoke(db: Db, context: JournalContext, kind: RequestKind, requestId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await checkExists(tx, kind, requestId);
        if (!(await revokeLiveLink(tx, kind, requestId))) throw notFound(trackingMessages.noLiveLink);
        await record(tx, context, {
          action: 'tracking_link.revoked',
          target: requestTarget(kind, requestId),
        });
      });
    },

    /** Anyone signed in: the live link's address, to copy it (404 when there is none). */
    /** The live link's address, `{url: null}` when the request has none it can show (404: no such request). */
    async current(
      db: Db,
      kind: RequestKind,
      requestId: number,
      baseUrl: string,
    ): Promise<CurrentTrackingLink> {
      await checkExists(db, kind, requestId);
      const link = await findLiveLink(db, kind, requestId);
      return { url: link ? urlOf(baseUrl, link) : null };
    },

    /**
     * In a stage's transaction (whose UPDATE holds the request's row lock): the request's live link, created
     * if it has none it can show (a client mail always carries one).
     */
    async ensure(tx: Executor, kind: RequestKind, requestId: number, createdBy: number | null) {
      const live = await findLiveLink(tx, kind, requestId);
      if (live && urlOf('', live) !== null) return live;
      return replace(tx, kind, requestId, createdBy);
    },

    /** The live link's address now (a mail about to leave), or null when it was revoked meanwhile. */
    async liveUrl(db: Executor, kind: RequestKind, requestId: number, baseUrl: string) {
      const link = await findLiveLink(db, kind, requestId);
      return link ? urlOf(baseUrl, link) : null;
    },

    /** The live URLs of several requests of one kind, by request id (none for a request without one). */
    async liveUrls(db: Executor, kind: RequestKind, requestIds: number[], baseUrl: string) {
      const links = await findLiveLinks(db, kind, requestIds);
      return new Map(links.map((link) => [link.requestId, urlOf(baseUrl, link)]));
    },

    /** The live link a visitor's token opens; undefined for a malformed, unknown or revoked token. */
    async findByToken(db: Executor, token: string): Promise<TrackingLinkRow | undefined> {
      if (!isTrackingToken(token)) return undefined;
      return findLiveLinkByHash(db, tokens.hash(token));
    },
  };
}

export type TrackingLinks = ReturnType<typeof createTrackingLinks>;
