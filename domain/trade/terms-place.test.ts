// The terms and place of a quote or order as a buyer reads them on the order page, the invoice and the
// e-mails: the port in its own country, then where the car goes on to.
import { describe, expect, it } from 'vitest';
import { termsPlaceText, type TermsPlace } from './terms-place.ts';

const mombasa: TermsPlace = { terms: 'CIF', port: 'Mombasa', portCountry: 'Kenya', city: null, country: 'Kenya' };

describe('termsPlaceText', () => {
  it('writes the port in its own country, and the city the car is delivered to after it', () => {
    expect(termsPlaceText(mombasa)).toBe('CIF Mombasa, Kenya');
    expect(termsPlaceText({ ...mombasa, city: 'Nairobi' })).toBe('CIF Mombasa, Kenya, delivered to Nairobi');
  });

  it('never puts a port in the buyer’s country when it is in a neighbour’s', () => {
    expect(termsPlaceText({ ...mombasa, city: 'Kampala', country: 'Uganda' })).toBe('CIF Mombasa, Kenya, delivered to Kampala, Uganda');
    expect(termsPlaceText({ ...mombasa, country: 'Uganda' })).toBe('CIF Mombasa, Kenya, for Uganda');
    // A quote kept before the port's country was: the buyer's country is what it is for, not the port's.
    expect(termsPlaceText({ ...mombasa, portCountry: undefined, country: 'Uganda' })).toBe('CIF Mombasa, for Uganda');
    expect(termsPlaceText({ ...mombasa, portCountry: null, city: 'Kampala', country: 'Uganda' })).toBe('CIF Mombasa, delivered to Kampala, Uganda');
  });

  it('says FOB at the Japanese port, and each in the buyer’s language', () => {
    expect(termsPlaceText({ ...mombasa, terms: 'FOB', port: null })).toBe('FOB Japan, for Kenya');
    expect(termsPlaceText({ ...mombasa, city: 'Kampala', country: 'Ouganda', portCountry: 'Kenya' }, 'fr')).toBe('CIF Mombasa, Kenya, livré à Kampala, Ouganda');
    expect(termsPlaceText({ ...mombasa, city: 'Nairobi' }, 'pt')).toBe('CIF Mombasa, Kenya, entregue em Nairobi');
    expect(termsPlaceText({ ...mombasa, city: 'Nairobi' }, 'ru')).toBe('CIF Mombasa, Kenya, с доставкой в Nairobi');
  });
});
