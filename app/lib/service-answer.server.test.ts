import { describe, expect, it } from 'vitest';
import { AuthenticationError, InvalidCountry, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { throwIfError } from './service-answer.server';

/** What a loader or an action answers when handed `result`: the thrown answer's status and data, or the value. */
function answer(result: unknown, init?: Parameters<typeof throwIfError>[1]) {
  try {
    throwIfError(result, init);
    return { value: result };
  } catch (thrown) {
    const { type, init: responseInit, data } = thrown as { type?: string; init?: { status?: number }; data?: unknown };
    if (type !== 'DataWithResponseInit') throw thrown;
    return { status: responseInit?.status, data };
  }
}

describe('a service result as an HTTP answer', () => {
  it('goes on with a value', () => {
    expect(answer({ uuid: 'a' })).toEqual({ value: { uuid: 'a' } });
  });

  it('answers 404 for what is not there, 403 for what the caller may not do', () => {
    expect(answer(new NotFoundError('no such coupon'))).toEqual({ status: 404, data: null });
    expect(answer(new AuthenticationError('not allowed'))).toEqual({ status: 403, data: { forbidden: true } });
    expect(answer(new NotAuthenticatedError())).toEqual({ status: 403, data: { forbidden: true } });
  });

  it('answers invalid input with 400 and each field’s message, never 403 as the hand-written checks after `instanceof Error` could', () => {
    const invalid = new InvalidInputError([
      { fieldname: 'validUntil', message: 'validUntil: must be a date' },
      { fieldname: 'validUntil', message: 'validUntil: must be after validFrom' },
      { fieldname: 'code', message: 'code: must not be empty' },
    ]);
    expect(answer(invalid)).toEqual({ status: 400, data: { errors: { validUntil: 'validUntil: must be a date', code: 'code: must not be empty' } } });
    expect(answer(invalid, { invalid: 404 })).toEqual({ status: 404, data: null });
  });

  it('answers another expected error with 400 and its message; with `as: 404`, every one as not found', () => {
    expect(answer(new InvalidCountry('Atlantis is not a country we ship to'))).toEqual({ status: 400, data: { errors: { form: 'Atlantis is not a country we ship to' } } });
    expect(answer(new AuthenticationError('not yours'), { as: 404 })).toEqual({ status: 404, data: null });
  });

  it('throws an unexpected error as it is, for the error boundary and the log', () => {
    const fault = new TypeError('cannot read properties of undefined');
    expect(() => throwIfError(fault)).toThrow(fault);
  });
});
