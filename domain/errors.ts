// Expected errors, exactly the spec's variants (000 §8). Services return them; resolvers turn them into
// union members and pages into messages. Anything else that goes wrong is thrown and masked.

export class BaseError extends Error {
  override name = 'BaseError';
}

export class NotFoundError extends BaseError {
  override name = 'NotFoundError';
}

export interface InputIssue {
  fieldname: string;
  message: string;
  /**
   * The interface text a page in another language shows for the message (the API keeps `message`):
   * its key, and the values it takes besides the field's label.
   */
  text?: { key: string; values?: Record<string, string | number> };
}

export class InvalidInputError extends BaseError {
  override name = 'InvalidInputError';
  constructor(
    readonly issues: InputIssue[],
    message = 'Invalid input',
  ) {
    super(message);
  }
}

export class NotAuthenticatedError extends BaseError {
  override name = 'NotAuthenticatedError';
  constructor(message = 'You need to sign in to do this.') {
    super(message);
  }
}

export class AuthenticationError extends BaseError {
  override name = 'AuthenticationError';
}

export class EmailFieldLimitExceeded extends BaseError {
  override name = 'EmailFieldLimitExceeded';
}

export class InvalidCAPTCHATokenError extends BaseError {
  override name = 'InvalidCAPTCHATokenError';
}

export class InvalidCountry extends BaseError {
  override name = 'InvalidCountry';
}

export type Result<T> = T | BaseError;

export function isError(value: unknown): value is BaseError {
  return value instanceof BaseError;
}

/** Turns zod issues into the spec's {fieldname, message} list. */
export function toInvalidInput(error: { issues: { path: PropertyKey[]; message: string }[] }): InvalidInputError {
  return new InvalidInputError(error.issues.map((issue) => ({ fieldname: issue.path.map(String).join('.') || 'input', message: issue.message })));
}
