import { pino } from 'pino';
import type { GatewayConfig } from '../config';
import type { LogLevel } from '../config/settings';
import { currentRequestScope } from '../scope/request-scope';
import { redact } from './redact';

/** The gateway's log function (`services.log`): one JSON line per entry, `level` and `msg` among its fields. */
export type LogFn = (entry: Record<string, unknown>) => void;

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);

export interface LoggerOptions {
  level: LogLevel;
  service?: string;
  /** Where the lines go (default stdout). */
  destination?: NodeJS.WritableStream;
  /** Adds the current request's id to entries that have none (see scope/request-scope.ts). */
  requestId?: () => string | undefined;
}

/**
 * JSON logs with pino, every entry masked by `redact` (e-mails, document numbers, tokens, passwords) before it is
 * written. Keeps the `(entry) => void` signature the rest of the gateway uses.
 */
export function createLogger(options: LoggerOptions): LogFn {
  const logger = pino(
    {
      level: options.level,
      base: { service: options.service ?? 'cuida-gateway', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return (entry) => {
    const { level, msg, ...fields } = entry;
    const name = typeof level === 'string' && LEVELS.has(level) ? (level as Exclude<LogLevel, 'silent'>) : 'info';
    if (!logger.isLevelEnabled(name)) return;
    if (fields.requestId === undefined) {
      const requestId = options.requestId?.();
      if (requestId) fields.requestId = requestId;
    }
    logger[name](redact(fields), typeof msg === 'string' ? redact(msg) : msg === undefined ? '' : String(msg));
  };
}

/** The gateway's JSON logs: its level and service name from the configuration, tagged with the current request's id. */
export function gatewayLogger(config: Pick<GatewayConfig, 'logLevel' | 'telemetry'>): LogFn {
  return createLogger({
    level: config.logLevel,
    service: config.telemetry.serviceName,
    requestId: () => currentRequestScope()?.requestId,
  });
}
