// The spec's error variants as GraphQL types (000 §8): every one carries `message`; InvalidInputError
// also carries the issues, each on its field.
import {
  AuthenticationError,
  BaseError,
  EmailFieldLimitExceeded,
  InvalidCAPTCHATokenError,
  InvalidCountry,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  type InputIssue,
} from '#domain/errors.ts';
import { GraphQLError } from 'graphql';
import { builder } from './builder.ts';

export const BaseErrorRef = builder.interfaceRef<BaseError>('BaseError').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const InputIssueRef = builder.objectRef<InputIssue>('InputIssue').implement({
  fields: (t) => ({ fieldname: t.exposeString('fieldname'), message: t.exposeString('message') }),
});

builder.objectType(InvalidInputError, {
  name: 'InvalidInputError',
  interfaces: [BaseErrorRef],
  fields: (t) => ({ issues: t.field({ type: [InputIssueRef], resolve: (error) => error.issues }) }),
});

for (const [ErrorClass, name] of [
  [NotFoundError, 'NotFoundError'],
  [NotAuthenticatedError, 'NotAuthenticatedError'],
  [AuthenticationError, 'AuthenticationError'],
  [EmailFieldLimitExceeded, 'EmailFieldLimitExceeded'],
  [InvalidCAPTCHATokenError, 'InvalidCAPTCHATokenError'],
  [InvalidCountry, 'InvalidCountry'],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [BaseErrorRef] });
}

/** Services return expected errors; the errors plugin catches them when thrown and answers the union member. */
export async function unwrap<T>(pending: Promise<T>): Promise<Exclude<T, BaseError>> {
  const value = await pending;
  if (value instanceof BaseError) throw value;
  return value as Exclude<T, BaseError>;
}

/**
 * For calls whose answer the spec gives as a plain value (no result union): an expected error becomes a
 * GraphQL error that keeps its message and says what kind it is.
 */
export async function valueOrGraphqlError<T>(pending: Promise<T>): Promise<Exclude<T, BaseError>> {
  const value = await pending;
  if (value instanceof BaseError) {
    const code = value instanceof NotFoundError ? 'NOT_FOUND' : value instanceof NotAuthenticatedError ? 'UNAUTHENTICATED' : 'BAD_USER_INPUT';
    throw new GraphQLError(value.message, { extensions: { code, ...(value instanceof InvalidInputError ? { issues: value.issues } : {}) } });
  }
  return value as Exclude<T, BaseError>;
}
