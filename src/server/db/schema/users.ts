import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** 'admin' or 'user'; any other value is treated as an ordinary user (spec §6). */
    role: text('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    /** argon2id hash; null for accounts that only sign in through Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    odooLogin: text('odoo_login'),
    /** ERP password, encrypted at rest (never the clear text). */
    odooPasswordEncrypted: text('odoo_password_encrypted'),
    /** Whether the user gets a mail when an administrator accepts or rejects one of their requests. */
    notifyOnDecision: boolean('notify_on_decision').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Decision 0076: raised by a trigger on every update; a PUT names the version it was based on (inline,
     * not `rowVersion()`: columns.ts imports this file).
     */
    version: integer('version').notNull().default(1),
    /** Who saved the last edit (with `updatedAt`: what a stale edit's 409 names). */
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Usernames and emails are unique whatever their case: "Admin" and "admin" are one account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
  ],
);

/**
 * Server-side sessions, shared by every app process. The id is the SHA-256 of the cookie token, so a
 * leaked table does not hand out live sessions. `data` holds short-lived flow state (OAuth state, PKCE).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sign-in attempts counted by the throttle over a sliding window (shared by all processes): each attempt
 * is written before its password is checked, and only a success removes it, so the rows are the failures
 * plus the attempts still being checked.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
