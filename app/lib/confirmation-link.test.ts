import { describe, expect, it } from 'vitest';
import { confirmationOutcome } from './confirmation-link';

describe('confirmationOutcome', () => {
  const outcome = (query: string) => confirmationOutcome(new URLSearchParams(query), 'verified');
  it('is confirmed only when the link came back without an error', () => {
    expect(outcome('verified=1')).toBe('confirmed');
    expect(outcome('verified=1&error=TOKEN_EXPIRED')).toBe('expired');
    expect(outcome('verified=1&error=INVALID_TOKEN')).toBe('invalid');
    expect(outcome('verified=1&error=USER_NOT_FOUND')).toBe('invalid');
  });
  it('is nothing on a page not reached from a link', () => {
    expect(outcome('')).toBeNull();
    expect(outcome('error=INVALID_TOKEN')).toBeNull();
  });
});
