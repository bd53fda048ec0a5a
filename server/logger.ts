// The server's log (ADR 062): pino, one JSON line per event, each with the worker that wrote it and,
// inside a request, the request's id. What never goes in: passwords, tokens, cookies, bank details, query
// values (links carry tokens in their query); an error is written as its type, message, stack, code and
// cause, with query values cut from the text, and nothing else it carries (a request, a body).
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

/** The id of the request under way, for every line logged while it is (server/request-log.ts sets it). */
export const requestIds = new AsyncLocalStorage<string>();

/** `?token=abc&x=1` → `?token=…&x=…`: the names stay, to say what was there; the values go. */
export function withoutQueryValues(text: string): string {
  return text.replace(/([?&][^=&\s#"'<>?]{1,100}=)[^&\s#"'<>]*/g, '$1…');
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  cause?: LoggedError | string;
}

/** An error as logged: what says what went wrong and where, nothing an error may carry along (a request's headers, a form's body). */
export function loggedError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return withoutQueryValues(String(error)).slice(0, 2000);
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: withoutQueryValues(error.message),
    ...(error.stack ? { stack: withoutQueryValues(error.stack) } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.cause !== undefined && depth < 4 ? { cause: loggedError(error.cause, depth + 1) } : {}),
  };
}

/**
 * Fields that hold a secret wherever a line carries them: censored rather than trusted to be left out.
 * pino's redaction is compiled once, and costs a line only the look-up of these paths.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'secret', 'authorization', 'cookie', 'accountNumber', 'swift', 'iban'];
const REDACT = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), 'headers.*', '*.headers.*'];

export function createLogger({ level, worker, destination }: { level: string; worker: number | string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid, worker },
      serializers: { err: loggedError, error: loggedError },
      redact: { paths: REDACT, censor: '[redacted]' },
      // The request's id on what is logged while it is worked on (an error's line, a sign-in's event).
      mixin(fields) {
        const reqId = requestIds.getStore();
        return reqId === undefined || 'reqId' in fields ? {} : { reqId };
      },
    },
    destination,
  );
}
