import { describe, expect, it } from 'vitest';
import { headerHidden } from './use-header-hidden';

describe('the header on a small stock list', () => {
  it('shows at the top of the page or with the menu open, and hides when scrolled down', () => {
    expect(headerHidden(0, false)).toBe(false);
    expect(headerHidden(0.5, false)).toBe(false);
    expect(headerHidden(1, false)).toBe(true);
    expect(headerHidden(400, false)).toBe(true);
    expect(headerHidden(400, true)).toBe(false);
  });
});
