/**
 * Where the application's files are. This module sits two levels below the package root both as source
 * (src/server/paths.ts) and once bundled (dist/server/server.js), so one relative URL serves both.
 */
import { fileURLToPath } from 'node:url';

export const appRoot = fileURLToPath(new URL('../../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const clientDistDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
