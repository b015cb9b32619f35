import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt, rowVersion, updatedAt } from './columns';
import { users } from './users';

/** One row: carton and europallet presets (cm) and the offer number prefix (spec §3, §9 defaults). */
export const generalSettings = pgTable('general_settings', {
  id: serial('id').primaryKey(),
  cartonWidth: integer('carton_width').notNull().default(40),
  cartonLength: integer('carton_length').notNull().default(30),
  cartonHeight: integer('carton_height').notNull().default(20),
  grandCartonWidth: integer('grand_carton_width').notNull().default(60),
  grandCartonLength: integer('grand_carton_length').notNull().default(40),
  grandCartonHeight: integer('grand_carton_height').notNull().default(30),
  europaletteWidth: integer('europalette_width').notNull().default(80),
  europaletteLength: integer('europalette_length').notNull().default(120),
  offerNumberPrefix: text('offer_number_prefix').notNull().default('OE-000'),
  /** Decision 0076: raised by a trigger on every update; a PUT names the version it was based on. */
  version: rowVersion(),
  /** Who saved the last edit (with `updatedAt`: what a stale edit's 409 names). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Notification settings (spec §3 "Settings"), one row (id 1): the logistics address, the Gmail sending
 * authorization obtained from Settings (refresh token encrypted at rest, never returned after the callback)
 * and the last sending error, shared by every app process.
 */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  notificationEmail: text('notification_email'),
  gmailRefreshTokenEncrypted: text('gmail_refresh_token_encrypted'),
  /** The Gmail account that authorized sending (from the id_token's email claim). */
  gmailAccount: text('gmail_account'),
  gmailAuthorizedAt: timestamp('gmail_authorized_at', { withTimezone: true }),
  /** The last token or sending error, in French; cleared by the next successful send. */
  mailError: text('mail_error'),
  mailErrorAt: timestamp('mail_error_at', { withTimezone: true }),
  /** The mails to a request's client contact at the suivi's milestones, each switchable (issue 21). */
  clientMailPlanned: boolean('client_mail_planned').notNull().default(true),
  clientMailShipped: boolean('client_mail_shipped').notNull().default(true),
  clientMailReceived: boolean('client_mail_received').notNull().default(true),
  /** The client's mail when a lot's « Certificat d'effacement des données » is issued (issue 32). */
  clientMailCertificate: boolean('client_mail_certificate').notNull().default(true),
  /**
   * Decision 0076: the notification settings' version (the address and the switches), raised by a trigger
   * on every update that sets one of them or `updated_by`/`updated_at`; the Gmail authorization and the
   * mail error, written by the senders, leave it as it is.
   */
  version: rowVersion(),
  /** Who saved the notification settings last, and when (what a stale edit's 409 names). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export const savedAddresses = pgTable('saved_addresses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  deliveryAddress: text('delivery_address').notNull(),
  /** Decision 0076: raised by a trigger on every update; a PUT names the version it was based on. */
  version: rowVersion(),
  /** Who saved the last edit (with `updatedAt`: what a stale edit's 409 names). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone').notNull(),
  companyAddress: text('company_address').notNull(),
  /** Optional, 14 digits checked by INSEE's rule: the producer's SIRET in the waste register. */
  siret: text('siret'),
  /** Decision 0076: raised by a trigger on every update; a PUT names the version it was based on. */
  version: rowVersion(),
  /** Who saved the last edit (with `updatedAt`: what a stale edit's 409 names). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * « Identité de l'entreprise » (issue 22), one row (id 1): who issues the documents. The logo is stored as
 * re-encoded (PNG/JPEG) or sanitised (SVG) bytes, never as uploaded.
 */
export const companyIdentity = pgTable('company_identity', {
  id: serial('id').primaryKey(),
  legalName: text('legal_name'),
  /** 14 digits, checked (Luhn) before it is stored. */
  siret: text('siret'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  logo: bytea('logo'),
  /** image/png, image/jpeg or image/svg+xml; null exactly when `logo` is. */
  logoContentType: text('logo_content_type'),
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  /** Decision 0076: raised by a trigger on every update (the identity's save, the logo's upload or removal). */
  version: rowVersion(),
  /** Who changed the identity or its logo last (with `updatedAt`: what a stale edit's 409 names). */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
