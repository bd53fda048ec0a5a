import { describe, expect, it } from 'vitest';
import { headerCountries } from './shell-countries';

const country = (name: string, localName = name, defaultCurrency: string | null = null) => ({ name, localName, defaultCurrency });
const japan = country('Japan', 'Japon', 'JPY');
const names = (list: { localName: string }[]) => list.map((c) => c.localName);

describe('the header country list', () => {
  it('adds Japan to the server’s countries, in the reader’s order', () => {
    const list = headerCountries([country('Zambia', 'Zambie'), country('Egypt', 'Égypte', 'EGP'), country('Kenya')], japan, 'fr');
    expect(names(list)).toEqual(['Égypte', 'Japon', 'Kenya', 'Zambie']);
    expect(list.find((c) => c.name === 'Egypt')?.defaultCurrency).toBe('EGP');
    expect(names(headerCountries([country('Tanzania', 'Танзания')], { ...japan, localName: 'Япония' }, 'ru'))).toEqual(['Танзания', 'Япония']);
  });

  it('lists Japan once when the server has it, whatever the case of its name', () => {
    expect(names(headerCountries([country('Kenya'), country('JAPAN', 'Japon', 'JPY')], japan, 'fr'))).toEqual(['Japon', 'Kenya']);
  });

  it('leaves the server’s list as it was', () => {
    const server = [country('Zambia'), country('Kenya')];
    headerCountries(server, japan, 'en');
    expect(names(server)).toEqual(['Zambia', 'Kenya']);
  });
});
