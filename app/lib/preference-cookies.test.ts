import { describe, expect, it } from 'vitest';
import { cookieValue, parseVisit, visitCookie, visitFromSearch } from './preference-cookies';

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
    const cookie = visitCookie({ campaignCode: 'EASTAFRICA', gclid: 'a;b' });
    expect(cookie).not.toContain('Max-Age');
    const header = `other=1; ${cookie.split(';')[0]}`;
    expect(parseVisit(cookieValue(header, 'roro_visit'))).toEqual({ campaignCode: 'EASTAFRICA', gclid: 'a;b' });
    expect(parseVisit('{not json')).toEqual({});
    expect(parseVisit('{"campaignCode":5}')).toEqual({});
  });
});
