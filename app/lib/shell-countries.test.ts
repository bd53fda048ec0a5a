import { describe, expect, it } from 'vitest';
import { headerCountries } from './shell-countries';

const country = (name: string, localName = name, defaultCurrency: string | null = null) => ({ name, localName, defaultCurrency });
const japan = country('Japan', 'Japon', 'JPY');
const names = (list: { localName: string }[]) => list.map((c) => c.localName);

describe('the header country list', () => {
  it('adds the current country when the server’s list lacks it, and Japan, in the reader’s order', () => {
    const server = [country('Zambia', 'Zambie'), country('Kenya')];
    const list = headerCountries(server, country('Egypt', 'Égypte', 'EGP'), japan, 'fr');
    expect(names(list)).toEqual(['Égypte', 'Japon', 'Kenya', 'Zambie']);
    expect(list.find((c) => c.name === 'Egypt')?.defaultCurrency).toBe('EGP');
  });

  it('lists a country once, whatever the case of its name', () => {
    const server = [country('Kenya'), country('Japan', 'Japon', 'JPY')];
    expect(names(headerCountries(server, country('kenya', 'Kenya'), japan, 'fr'))).toEqual(['Japon', 'Kenya']);
  });

  it('has Japan when there is no current country', () => {
    expect(names(headerCountries([country('Tanzania', 'Танзания')], null, { ...japan, localName: 'Япония' }, 'ru'))).toEqual(['Танзания', 'Япония']);
  });

  it('leaves the server’s list as it was', () => {
    const server = [country('Zambia'), country('Kenya')];
    headerCountries(server, country('Egypt'), japan, 'en');
    expect(names(server)).toEqual(['Zambia', 'Kenya']);
  });
});
