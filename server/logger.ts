// The host's logger: pino at LOG_LEVEL, printing every logged error (`err`) by the one rule of
// api/logger.ts, so no log line holds a query's parameters, a hash, a token or a link.
import pino, { type DestinationStream, type Logger } from 'pino';
import { loggableError } from '../api/logger.ts';

export function hostLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, serializers: { err: loggableError } }, destination);
}
