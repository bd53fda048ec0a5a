// A kept quote's amount in the buyer's currency, for the back office's page and the sales e-mail alike
// (no server code here: the page's bundle takes it).
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { yenText } from '../trade/basis-text.ts';

/** The quote in the buyer's currency, as the page showed it ("USD 8,421.50"); yen as yen. */
export function quoteAmount(quote: Pick<InquiryQuote, 'currency'>, amountJpy: number): string {
  const { name, rate, displayDecimals } = quote.currency;
  if (name === 'JPY') return yenText(amountJpy);
  const value = amountJpy * rate;
  return `${name} ${value.toLocaleString('en-US', { minimumFractionDigits: displayDecimals, maximumFractionDigits: displayDecimals })}`;
}
