// One way from a service's result to the HTTP answer of a loader or an action (issue 40). Services return
// the spec's expected errors (domain/errors.ts); each means one status here, the same on every route:
// not found -> 404, not allowed -> 403, invalid input -> 400 with its messages by field. Anything else a
// service hands back that is an Error is a fault, thrown as it is for the error boundary and the log.
import { data } from 'react-router';
import { AuthenticationError, BaseError, InvalidInputError, NotAuthenticatedError, NotFoundError, type InputIssue } from '#domain/errors.ts';

/** The first message for each field, as the forms show them under their fields. */
export function messagesByFieldName(issues: readonly InputIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.fieldname] ??= issue.message;
  return errors;
}

interface AnswerOptions {
  headers?: HeadersInit;
  /** 404: a bad query or id in a loader means there is no such page (a cursor that is not one). */
  invalid?: 400 | 404;
  /**
   * 404: every expected error answers "not found", where saying more would tell too much: a buyer asking
   * for another's order learns nothing of whether it exists.
   */
  as?: 404;
}

/** The HTTP answer an expected error means, to throw; an unexpected one is given back to be thrown as it is. */
export function answerFor(error: Error, { headers, invalid = 400, as }: AnswerOptions = {}): unknown {
  if (!(error instanceof BaseError)) return error;
  if (error instanceof NotFoundError || as === 404) return data(null, { status: 404, headers });
  if (error instanceof AuthenticationError || error instanceof NotAuthenticatedError) return data({ forbidden: true }, { status: 403, headers });
  if (error instanceof InvalidInputError) return invalid === 404 ? data(null, { status: 404, headers }) : data({ errors: messagesByFieldName(error.issues) }, { status: 400, headers });
  return data({ errors: { form: error.message } }, { status: 400, headers });
}

/** Goes on with a service's value; an error result is thrown as its HTTP answer (above). */
export function throwIfError<T>(result: T, init: AnswerOptions = {}): asserts result is Exclude<T, Error> {
  if (result instanceof Error) throw answerFor(result, init);
}
