/**
 * The process logger: pino, with an `err` serializer that never writes a statement, its parameters or the
 * database's row details (db/errors.ts `errorForLog`) — whichever code logs `{ err }`.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { errorForLog } from '../db/errors';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, serializers: { err: errorForLog } };
  return destination ? pino(options, destination) : pino(options);
}
