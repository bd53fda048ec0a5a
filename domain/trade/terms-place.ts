// The terms of a quote or an order with its place, as every page, PDF and e-mail writes them (issue 38):
// the port with the country it is in, then where the car goes on to ("CIF Mombasa, Kenya, delivered to
// Kampala, Uganda"), never a port in Kenya written as if it were in Uganda. Pure, for the browser too.
import type { Language } from '../context.ts';

export interface TermsPlace {
  terms: 'CIF' | 'FOB';
  /** The port of discharge (CIF). */
  port: string | null;
  /** The country the port is in; absent in quotes kept before it was. */
  portCountry?: string | null;
  /** The city the car is delivered to past the port, if any. */
  city: string | null;
  /** The buyer's country, where the car is imported. */
  country: string;
}

const WORDS: Record<Language, { fob: string; deliveredTo: string; destination: string }> = {
  en: { fob: 'FOB Japan', deliveredTo: 'delivered to {place}', destination: 'for {country}' },
  fr: { fob: 'FOB Japon', deliveredTo: 'livré à {place}', destination: 'destination : {country}' },
  pt: { fob: 'FOB Japão', deliveredTo: 'entregue em {place}', destination: 'destino: {country}' },
  ru: { fob: 'FOB Япония', deliveredTo: 'с доставкой в {place}', destination: 'страна назначения: {country}' },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/**
 * "CIF Mombasa, Kenya", "CIF Mombasa, Kenya, delivered to Nairobi", "CIF Mombasa, Kenya, delivered to
 * Kampala, Uganda", "CIF Mombasa, Kenya, for Uganda" (at the port, for a neighbour), "FOB Japan, for Kenya".
 * A quote that did not keep its port's country names the buyer's country as what it is for, not as the port's.
 */
export function termsPlaceText(place: TermsPlace, language: Language = 'en'): string {
  const w = WORDS[language] ?? WORDS.en;
  const destination = fill(w.destination, { country: place.country });
  if (place.terms === 'FOB') return `${w.fob}, ${destination}`;
  if (!place.port) return `CIF ${place.city ? `${place.city}, ` : ''}${place.country}`;
  const portCountry = place.portCountry?.trim() || null;
  const head = portCountry ? `CIF ${place.port}, ${portCountry}` : `CIF ${place.port}`;
  const abroad = portCountry !== place.country;
  if (place.city) return `${head}, ${fill(w.deliveredTo, { place: abroad ? `${place.city}, ${place.country}` : place.city })}`;
  return abroad ? `${head}, ${destination}` : head;
}
