import { describe, expect, it } from 'vitest';
import { refererPath, safeRedirect } from './account.server';

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

describe('safeRedirect', () => {
  const home = '/en/user';

  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirect('/en/stocklist?maker=Toyota#results', home)).toBe('/en/stocklist?maker=Toyota#results');
    expect(safeRedirect('/fr/user/favorites', home)).toBe('/fr/user/favorites');
  });

  it('gives the path as a browser reads it, normalised', () => {
    expect(safeRedirect('/en/a/../stocklist', home)).toBe('/en/stocklist');
    expect(safeRedirect('/en/stocklist?keywords=land cruiser', home)).toBe('/en/stocklist?keywords=land%20cruiser');
  });

  it('never sends the visitor to another site (issue 37)', () => {
    // Browsers drop tabs and line breaks from an address and read a backslash as a slash: to them each of
    // these leads to evil.example.
    const attacks = [
      '/\t/evil.example/a',
      '/\n/evil.example/a',
      '/\r/evil.example/a',
      '/\\evil.example',
      '/\t\\evil.example',
      '//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/en/..//evil.example',
      '/a/../..//evil.example',
      'https://evil.example/',
      'evil.example',
      ' //evil.example',
      '/\0/evil.example',
      '',
    ];
    for (const to of attacks) expect(safeRedirect(to, home), JSON.stringify(to)).toBe(home);
    expect(safeRedirect(null, home)).toBe(home);
  });

  it('gives only what a Location header can carry', () => {
    for (const to of ['/en\n/user', '/en/\r\nSet-Cookie: a=b', '/en/\x7f']) {
      const target = safeRedirect(to, home);
      expect(() => new Headers({ location: target })).not.toThrow();
      expect(target).toBe(home);
    }
  });
});
