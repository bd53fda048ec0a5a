import { describe, expect, it } from 'vitest';
import { readCompareList } from '#domain/compare/compare-list.ts';
import { compareCookie, cookieValue, parseVisit, preferenceCookie, servedOverHttps, visitCookie, visitFromSearch } from './preference-cookies';

describe('the visit cookie', () => {
  it('keeps the first value of campaign_code, gclid and fbclid over what the visit had', () => {
    const search = new URLSearchParams('campaign_code=EASTAFRICA&campaign_code=OTHER&gclid=g1&language=fr');
    expect(visitFromSearch(search, { fbclid: 'f0' })).toEqual({ campaignCode: 'EASTAFRICA', gclid: 'g1', fbclid: 'f0' });
  });

  it('is not written again when nothing new came', () => {
    expect(visitFromSearch(new URLSearchParams('country=Kenya'), {})).toBeNull();
    expect(visitFromSearch(new URLSearchParams('gclid=g1'), { gclid: 'g1' })).toBeNull();
  });

  it('reads back what it wrote, and nothing from a damaged value', () => {
    const cookie = visitCookie({ campaignCode: 'EASTAFRICA', gclid: 'a;b' }, false);
    expect(cookie).not.toContain('Max-Age');
    const header = `other=1; ${cookie.split(';')[0]}`;
    expect(parseVisit(cookieValue(header, 'roro_visit'))).toEqual({ campaignCode: 'EASTAFRICA', gclid: 'a;b' });
    expect(parseVisit('{not json')).toEqual({});
    expect(parseVisit('{"campaignCode":5}')).toEqual({});
  });
});

describe('the cookies over https', () => {
  it('are Secure when the site is served over https, the visit cookie too, and not over plain http', () => {
    expect(servedOverHttps('https://www.roro.example/en')).toBe(true);
    expect(servedOverHttps('http://localhost:3000/en')).toBe(false);
    expect(preferenceCookie('roro_theme', 'dark', true)).toBe('roro_theme=dark; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(preferenceCookie('roro_port', null, true)).toBe('roro_port=; Max-Age=0; Path=/; SameSite=Lax; Secure');
    expect(preferenceCookie('roro_theme', 'dark', false)).toBe('roro_theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(visitCookie({ gclid: 'g1' }, true)).toMatch(/; Secure$/);
  });
});

describe('the compare cookie', () => {
  it('keeps the list 30 days, reads back as it was written, and is cleared when the list is empty', () => {
    const cookie = compareCookie(['RR100001', 'RR-2'], true);
    expect(cookie).toBe('roro_compare=RR100001%2CRR-2; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(readCompareList(cookieValue(cookie.split(';')[0], 'roro_compare'))).toEqual(['RR100001', 'RR-2']);
    expect(compareCookie([], false)).toBe('roro_compare=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
