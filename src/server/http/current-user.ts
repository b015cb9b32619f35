/**
 * What a route knows of its caller (the `http/` layer: what routes declare themselves with, under every
 * feature, above lib/ and db/). Each route declares who may call it, `config: { access }` —
 * plugins/auth-guard.ts enforces it; plugins/session.ts sets `request.user` from the session cookie.
 */
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema';
import { unauthorized } from '../lib/http-errors';

/** The signed-in, active user as the session loads it: the users row. */
export type SignedInUser = typeof users.$inferSelect;

/** Who may call a route; an /api route that declares nothing requires a session (fails closed). */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in, active user, or null. */
    user: SignedInUser | null;
    /** Hashed id of the current session, or null. */
    sessionId: string | null;
  }
}

/** The signed-in user of a route declared `user` or `admin` (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
