import { describe, expect, it } from 'vitest';
import { afterSignInQuery, confirmationPath, refererPath, safeRedirect, withAfterSignIn } from './account.server';

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

describe('what signing in carries on (issue 38 §2)', () => {
  const query = (redirectTo: string, favorite?: string) => new URLSearchParams(favorite ? { redirectTo, favorite } : { redirectTo });

  it('carries a path on this site and a favourite through every step', () => {
    expect(afterSignInQuery(query('/en/stocklist?keywords=hiace&order=12', '1234'))).toBe('?redirectTo=%2Fen%2Fstocklist%3Fkeywords%3Dhiace%26order%3D12&favorite=1234');
    expect(withAfterSignIn('/en/user/signin?reset=1', query('/en/stocklist/AB123'))).toBe('/en/user/signin?reset=1&redirectTo=%2Fen%2Fstocklist%2FAB123');
    expect(confirmationPath('fr', query('/fr/stocklist/AB123', '12'))).toBe('/fr/user/signin?verified=1&redirectTo=%2Ffr%2Fstocklist%2FAB123');
  });

  it('drops a page of another site, however written, so no link or e-mail carries it on', () => {
    // As they come out of the query string: encoded forms are decoded once already; twice encoded is no path.
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '/\\/evil.example', '%2F%2Fevil.example', '/%2e%2e//evil.example', '\t//evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
      expect(afterSignInQuery(query(evil)), JSON.stringify(evil)).toBe('');
      expect(confirmationPath('en', query(evil)), JSON.stringify(evil)).toBe('/en/user/signin?verified=1');
    }
    // Read by the parser, an encoded slash in the path stays a path of this site.
    expect(afterSignInQuery(query('/%2F%2Fevil.example'))).toBe('?redirectTo=%2F%252F%252Fevil.example');
  });

  it('carries only a vehicle id or uuid as the favourite', () => {
    expect(afterSignInQuery(new URLSearchParams({ favorite: '<script>' }))).toBe('');
    expect(afterSignInQuery(new URLSearchParams({ favorite: '3f1c2a9e-8a7b-4c1d-9e2f-0a1b2c3d4e5f' }))).toBe('?favorite=3f1c2a9e-8a7b-4c1d-9e2f-0a1b2c3d4e5f');
  });
});
