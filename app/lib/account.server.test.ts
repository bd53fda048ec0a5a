import { describe, expect, it } from 'vitest';
import { refererPath } from './account.server';

const post = (referer?: string) => new Request('http://roro.test/en/user/favorites', { method: 'POST', headers: referer === undefined ? {} : { referer } });

describe('refererPath', () => {
  it('is the page a form on this site was posted from, with its query', () => {
    expect(refererPath(post('http://roro.test/en/stocklist?maker=Toyota&order=1'))).toBe('/en/stocklist?maker=Toyota&order=1');
  });

  it('is null for a post without a Referer, from another site, or with a Referer that is no address', () => {
    expect(refererPath(post())).toBeNull();
    expect(refererPath(post('https://elsewhere.example/en/stocklist'))).toBeNull();
    expect(refererPath(post('not an address'))).toBeNull();
  });
});
