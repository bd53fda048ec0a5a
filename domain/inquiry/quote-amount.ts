// A kept quote as staff read it, for the back office's pages and the sales e-mails alike: its amount in
// the buyer's currency and its choices in words (no server code here: the page's bundle takes it).
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { yenText } from '../trade/basis-text.ts';
import { termsPlaceText } from '../trade/terms-place.ts';

/** The quote in the buyer's currency, as the page showed it ("USD 8,421.50"); yen as yen. */
export function quoteAmount(quote: Pick<InquiryQuote, 'currency'>, amountJpy: number): string {
  const { name, rate, displayDecimals } = quote.currency;
  if (name === 'JPY') return yenText(amountJpy);
  const value = amountJpy * rate;
  return `${name} ${value.toLocaleString('en-US', { minimumFractionDigits: displayDecimals, maximumFractionDigits: displayDecimals })}`;
}

/** A code in words for a quote kept before its words were ("ContainerHighCube" → "Container high cube"). */
function spelled(code: string): string {
  const words = code.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return words.charAt(0) + words.slice(1).toLowerCase();
}

/** The shipping method and the options in words, the coupon left to its own line. */
export function quoteChoiceWords(quote: Pick<InquiryQuote, 'shipping' | 'shippingName' | 'options' | 'optionNames'>): { shipping: string; options: string[] } {
  const named = quote.optionNames && quote.optionNames.length === quote.options.length ? quote.optionNames : quote.options.map(spelled);
  return {
    shipping: quote.shippingName ?? spelled(quote.shipping),
    options: named.filter((_, i) => quote.options[i] !== 'Coupon'),
  };
}

/** "CIF Mombasa, Kenya, delivered to Nairobi · RoRo (driven on board) · Marine insurance, New battery"; FOB names no ship. */
export function quoteChoiceText(quote: Pick<InquiryQuote, 'terms' | 'city' | 'port' | 'portCountry' | 'country' | 'shipping' | 'shippingName' | 'options' | 'optionNames'>): string {
  const { shipping, options } = quoteChoiceWords(quote);
  const head = quote.terms === 'CIF' ? [termsPlaceText(quote), shipping] : [termsPlaceText(quote)];
  return [...head, ...(options.length ? [options.join(', ')] : [])].join(' · ');
}
