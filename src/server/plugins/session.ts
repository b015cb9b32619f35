/**
 * Database sessions shared by every app process. The browser holds a random 256-bit token in an httpOnly,
 * SameSite=Lax cookie; the database keeps only its SHA-256. Sessions expire when idle and at an absolute age.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from '../features/users/sessions.repository';
import '../http/current-user';

export const SESSION_COOKIE = 'gl_session';
/** last_seen_at is written at most this often, so reading a page does not mean writing the database. */
const TOUCH_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** Starts a fresh session (a new id every sign-in, the previous one destroyed). */
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Only these paths need to know who is calling (the sign-in page too: it sends a signed-in visitor on);
 * static files are served without a database read.
 */
const needsSession = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/auth/') || url === '/auth' || url.startsWith('/auth?');

async function sessionPlugin(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  const idleSince = () => new Date(Date.now() - config.session.idleMs);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
  };

  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!needsSession(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const found = await findLiveSession(db, id, idleSince());
    if (!found) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return;
    }
    request.user = found.user;
    request.sessionId = id;
    if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, id);
  });

  app.decorate('sessions', {
    async start(request, reply, userId) {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      const token = randomBytes(32).toString('base64url');
      const id = hashToken(token);
      const expiresAt = new Date(Date.now() + config.session.absoluteMs);
      await insertSession(db, { id, userId, expiresAt });
      request.sessionId = id;
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    },
    async end(request, reply) {
      if (request.sessionId) await deleteSession(db, request.sessionId);
      request.sessionId = null;
      request.user = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  });
}

export default fp(sessionPlugin, { name: 'session' });
