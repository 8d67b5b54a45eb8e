import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { LogFn, Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { AppConfig } from '../config';

const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** A request slower than this is worth a line even when it only read. */
const SLOW_MS = 1000;

/** Reads that succeed quickly are the noise; writes, failures and slow answers are what a developer looks for. */
export function worthLogging(method: string, statusCode: number, ms: number): boolean {
  return (method !== 'GET' && method !== 'HEAD') || statusCode >= 400 || ms >= SLOW_MS;
}

/** One short line per request worth reading, at its end; nothing when it arrives. */
class DevelopmentLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    if (!error && !worthLogging(request.method, reply.statusCode, ms)) return;
    const line = `${request.method} ${request.url} → ${reply.statusCode} in ${Math.round(ms)} ms`;
    // A 4xx is the client's mistake, usually an expected one (a wrong password, a spent link);
    // the maintenance page's 503 is the answer the admin asked for, not a failure.
    if (error || (reply.statusCode >= 500 && !request.maintenancePage)) request.log.error({ err: error ?? undefined }, line);
    else request.log.info(line);
  }
}

type LogOptions = Pick<FastifyServerOptions, 'logger' | 'logController'>;

/**
 * A browser that leaves before the answer is fully sent (a closed tab, a phone losing signal) is
 * an everyday event, not the shop's failure; the compression plugin logs it as an error with a
 * stack ("premature close", end-of-stream's words, or Node's ERR_STREAM_PREMATURE_CLOSE).
 */
export function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as Error & { code?: unknown }).code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close';
}

/** pino's hook: an early disconnect logged as an error is written as one debug line without a stack. */
const hooks = {
  logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
    if (level >= 50 && isClientGone(args[0])) {
      this.debug('the client closed the connection before the answer was sent');
      return;
    }
    method.apply(this, args);
  },
};

/**
 * Production keeps Fastify's JSON lines per request, for a log shipper to read. In development a
 * browsing session wrote thousands of those and the demo accounts printed at start-up scrolled
 * away within seconds (issue 20), so a person gets readable lines, and only for requests worth
 * reading.
 */
export function logOptions(config: AppConfig, enabled: boolean): LogOptions {
  if (!enabled) return { logger: false };
  if (config.env === 'production') return { logger: { level: config.logLevel, redact: REDACT, hooks } };
  return {
    logger: {
      level: config.logLevel,
      redact: REDACT,
      hooks,
      // Synchronous, so its lines and the start-up text printed with console.log stay in order.
      // Required here, not imported at the top: production never loads it (about 9 MB resident).
      stream: (createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty)({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' }),
    },
    logController: new DevelopmentLogController(),
  };
}
