/**
 * French default messages for every zod schema (client and server import this once at start-up). Fields
 * the spec names carry their own message; this covers the rest (wrong type, unexpected value).
 * Only the French locale is imported, not zod's whole set of locales.
 */
import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

z.config(fr());
