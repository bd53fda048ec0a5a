// The quote a buyer was looking at when they asked about a vehicle: their choice of destination, terms,
// shipping, options, coupon and currency comes with the inquiry, and the server prices it again (never
// trusting a total from the page) and keeps it with the inquiry, in English, so sales see what the buyer
// saw. A choice that cannot be priced keeps no quote; it never stops the inquiry.
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import type { RequestContext } from '../context.ts';
import { loadAllTranslationsCached } from '../content/translation.service.ts';
import { translate } from '../content/translate.ts';
import { basisText, yenText } from '../trade/basis-text.ts';
import { loadDestinations, visitorCurrency } from '../trade/destinations.ts';
import type { TradeTermInput } from '../trade/trade-term.inputs.ts';
import { calculateTradeTerm, type TradeTerm } from '../trade/trade-term.service.ts';
import { importTaxesOf, type ImportTaxesAnswer } from '../trade/trade-term-taxes.ts';
import type { QuotedImportTaxes } from '#db/schema/inquiries.ts';
import { quoteAmount, quoteChoiceText } from './quote-amount.ts';

export type { InquiryQuote };
export { quoteAmount, quoteChoiceText };

/** What the buyer had chosen in the vehicle page's price form (calculateTradeTerm's input, less the vehicle), and their currency. */
export type InquiryQuoteChoice = Omit<TradeTermInput, 'vehicleUuid' | 'stockNumber'> & { currency?: string | null };

export async function quoteForInquiry(ctx: RequestContext, stockNumber: string, choice: InquiryQuoteChoice): Promise<InquiryQuote | null> {
  const { currency, ...input } = choice;
  const term = await calculateTradeTerm({ ...ctx, language: 'en' }, { ...input, stockNumber });
  if (term instanceof Error) return null;
  return frozenQuote(ctx, term, { couponCode: input.couponCode, currency });
}

/**
 * A priced trade term as it is kept (with an inquiry, or frozen into an order): the item names in English
 * for staff, the currency the buyer chose (or their country's) with its rate of the moment.
 */
export async function frozenQuote(ctx: RequestContext, term: TradeTerm, choice: { couponCode?: string | null; currency?: string | null }): Promise<InquiryQuote> {
  const [destinations, texts] = await Promise.all([loadDestinations(ctx), loadAllTranslationsCached(ctx, 'en')]);
  const shown = visitorCurrency(destinations, choice.currency ?? null, term.country.name);
  const taxes = await importTaxesOf(ctx, term.taxed, shown.name);
  return {
    country: term.country.name,
    port: term.port?.name ?? null,
    portCountry: term.port ? (destinations.countries.find((c) => c.id === term.port!.countryId)?.name ?? null) : null,
    city: term.route?.finalDestinationCity ?? null,
    terms: term.isCif ? 'CIF' : 'FOB',
    shipping: term.containerType,
    shippingName: translate(texts, `shipping-${term.containerType}`),
    options: [...term.options],
    optionNames: term.options.map((option) => translate(texts, `option-${option}`)),
    coupon: choice.couponCode && term.coupon ? { code: choice.couponCode, status: term.coupon.status, message: term.coupon.message } : null,
    campaign: term.campaignName,
    items: term.itemPrices.map((item) => ({ name: translate(texts, `item-${item.name}`), basis: item.basis ? basisText(texts, item.basis, yenText) : null, price: item.price })),
    totalPrice: term.totalPrice,
    currency: { name: shown.name, rate: shown.rate, displayDecimals: shown.displayDecimals },
    estimatedArrivalAt: term.estimatedArrivalAt.toISOString(),
    violations: term.regulation.violations.map((v) => v.message),
    quotedAt: ctx.now.toISOString(),
    importTaxes: quotedImportTaxes(taxes),
  };
}

/** The estimate as a quote keeps it: plain data, yen beside the buyer's currency. */
export function quotedImportTaxes(taxes: ImportTaxesAnswer): QuotedImportTaxes {
  if (taxes.kind === 'NotEstimated') return { estimated: false, reason: taxes.reason, message: taxes.message };
  return {
    estimated: true,
    currency: taxes.currency,
    valuation: taxes.valuation.used,
    customsValueJpy: taxes.customsValueJpy,
    items: taxes.items.map((i) => ({ id: i.id, label: i.label, base: i.base, rate: i.rate, amountJpy: i.amountJpy, amount: i.amount })),
    totalJpy: taxes.totalJpy,
    total: taxes.total,
    landedTotalJpy: taxes.landedTotalJpy,
    landedTotal: taxes.landedTotal,
    asOf: taxes.asOf,
    sources: taxes.sources,
    caveats: taxes.caveats,
  };
}

/** The quote as lines of text, for the sales e-mails: every choice and status in words, never a code. */
export function quoteLines(quote: InquiryQuote): string[] {
  const arrival = quote.terms === 'CIF' ? new Date(quote.estimatedArrivalAt) : null;
  return [
    quoteChoiceText(quote),
    ...quote.items.map((item) => `  ${item.name}: ${yenText(item.price)}${item.basis ? ` (${item.basis})` : ''}`),
    `  Total: ${yenText(quote.totalPrice)}${quote.currency.name === 'JPY' ? '' : ` ≈ ${quoteAmount(quote, quote.totalPrice)} (the buyer's currency)`}`,
    ...(quote.coupon ? [`  Coupon: ${quote.coupon.message.includes(quote.coupon.code) ? quote.coupon.message : `${quote.coupon.code}, ${quote.coupon.message}`}`] : []),
    ...(quote.campaign ? [`  Campaign: ${quote.campaign}`] : []),
    ...(arrival && !Number.isNaN(arrival.getTime()) ? [`  Estimated arrival: ${arrival.toISOString().slice(0, 10)}`] : []),
    ...quote.violations.map((v) => `  Import rule: ${v}`),
    `  Quoted: ${quote.quotedAt.slice(0, 16).replace('T', ' ')} UTC`,
  ];
}
