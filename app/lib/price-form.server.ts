// The vehicle page's total-value form on the server: the choice as the form sends it (with or without
// JavaScript), the lists to choose from, and the quote. Lenient where a page should be: a port left
// over from another country is replaced by the new country's first, a city that is not reachable is
// dropped; everything else is the API's own validation.
import type { RequestContext } from '#domain/context.ts';
import type { InputIssue } from '#domain/errors.ts';
import type { ContainerType, TradeOption } from '#domain/trade/vocabulary.ts';
import { loadDestinations, visitorCurrency } from '#domain/trade/destinations.ts';
import { quoteChoices, type QuoteChoices } from '#domain/trade/quote-choices.service.ts';
import { calculateTradeTerm } from '#domain/trade/trade-term.service.ts';
import { importTaxesOf } from '#domain/trade/trade-term-taxes.ts';
import { arrivalTaxesView, type ArrivalTaxesView } from './import-taxes-view';
import type { PriceItem } from '#domain/trade/trade-term.ts';
import type { InquiryQuoteChoice } from '#domain/inquiry/inquiry-quote.ts';
import type { InvoiceCurrency } from '#domain/orders/invoice-currency.ts';
import { invoiceCurrencyForNewOrders } from '#domain/orders/invoice-currency.service.ts';
import type { DisplayCurrency } from './format';
import type { Preferences } from './preferences.server';
import { choiceFromForm, type PriceFormChoice } from './price-form-choice';

export { choiceFromForm, type PriceFormChoice };

export interface QuoteView {
  items: PriceItem[];
  /** What an order placed now is invoiced in (ADR 058), and the dollar rate of the moment for dollars. */
  invoice: { currency: InvoiceCurrency; usdRate: number | null };
  totalPrice: number;
  isCif: boolean;
  campaignName: string | null;
  containerType: ContainerType;
  options: TradeOption[];
  portUuid: string | null;
  portName: string | null;
  /** The country the port is in, in the page's language (Mombasa is in Kenya for a buyer in Uganda). */
  portCountry: string | null;
  cityUuid: string | null;
  city: string | null;
  country: string;
  estimatedArrivalAt: string;
  regulation: { message: string | null; violations: { rule: string; message: string }[]; lastArrivalYear: number | null };
  coupon: { status: string; message: string } | null;
  /** What the buyer pays customs on arrival, estimated in the form's currency; never in `totalPrice`. */
  arrivalTaxes: ArrivalTaxesView;
}

export interface PriceFormState {
  choice: PriceFormChoice;
  /** The currency the form shows prices in: the one just chosen, which the page's own may not be yet. */
  currency: DisplayCurrency;
  choices: QuoteChoices;
  quote: QuoteView | null;
  issues: InputIssue[];
}

/** The form's choice as calculateTradeTerm takes it (less the vehicle). */
export function tradeTermChoice(choice: PriceFormChoice, campaignCode?: string | null): InquiryQuoteChoice {
  return {
    countryName: choice.country,
    portUuid: choice.port || undefined,
    finalDestinationCityUuid: choice.city || undefined,
    isCif: choice.isCif,
    containerType: choice.shipping || undefined,
    packageLevel: choice.packageLevel || undefined,
    options: choice.options.filter((o) => o !== 'Coupon' && (o !== 'Insurance' || choice.isCif)),
    couponCode: choice.coupon || undefined,
    campaignCode: campaignCode?.slice(0, 50) || undefined,
  };
}

/** The price form's fields sent along with another form under `prefix` (the inquiry popup's `quote.`), or null when none came. */
export function choiceFromPrefixedForm(form: FormData, prefix: string): PriceFormChoice | null {
  const inner = new FormData();
  for (const [name, value] of form) if (name.startsWith(prefix)) inner.append(name.slice(prefix.length), value);
  return inner.has('country') && String(inner.get('country')).trim() ? choiceFromForm(inner) : null;
}

/** What the form shows first: the visitor's country and port, CIF and insured, in their currency. */
export function initialChoice(preferences: Preferences, currency: string): PriceFormChoice {
  return {
    country: preferences.country ?? '',
    port: preferences.port ?? '',
    city: '',
    isCif: true,
    shipping: '',
    packageLevel: '',
    options: ['Insurance'],
    coupon: '',
    currency,
  };
}

/** A port's country by its id, in the language (the English name when it has none in it). */
function portCountryName(destinations: Awaited<ReturnType<typeof loadDestinations>>, countryId: number | undefined, language: string): string | null {
  const country = countryId === undefined ? undefined : destinations.countries.find((c) => c.id === countryId);
  return country ? (country.localNames[language] ?? country.name) : null;
}

/**
 * The form's lists and quote. `campaignCode` is the visit's (from its `campaign_code` link); only a
 * posted form passes it, since the page's first quote is shared through the page cache.
 */
export async function priceFormState(ctx: RequestContext, vehicleUuid: string, wanted: PriceFormChoice, campaignCode?: string): Promise<PriceFormState | null> {
  const [choices, destinations, invoice] = await Promise.all([
    quoteChoices(ctx, { vehicleUuid, countryName: wanted.country || null, portUuid: wanted.port || null, isCif: wanted.isCif }),
    loadDestinations(ctx),
    invoiceCurrencyForNewOrders(ctx),
  ]);
  if (!choices) return null;
  const { name, rate, displayDecimals } = visitorCurrency(destinations, wanted.currency || null, wanted.country || null);
  const currency = { name, rate, displayDecimals };
  const country = choices.countries.find((c) => c.name.toLowerCase() === wanted.country.toLowerCase());
  const city = choices.cities.find((c) => c.uuid === wanted.city);
  const port = city ? city.portUuid : (choices.ports.find((p) => p.uuid === wanted.port) ?? choices.ports[0])?.uuid;
  const choice: PriceFormChoice = {
    ...wanted,
    country: country?.name ?? '',
    port: port ?? '',
    city: city && wanted.isCif ? city.uuid : '',
    shipping: wanted.shipping && choices.shippingMethods.includes(wanted.shipping) ? wanted.shipping : '',
    options: wanted.options.filter((o) => o === 'Insurance' || choices.options.some((c) => c.option === o)),
    currency: name,
  };
  if (!country) return { choice, currency, choices, quote: null, issues: wanted.country ? [{ fieldname: 'countryName', message: `We do not ship to “${wanted.country}”.` }] : [] };

  const term = await calculateTradeTerm(ctx, { vehicleUuid, ...tradeTermChoice(choice, campaignCode) });
  if (term instanceof Error) return { choice, currency, choices, quote: null, issues: 'issues' in term ? term.issues : [{ fieldname: 'countryName', message: term.message }] };
  const taxes = await importTaxesOf(ctx, term.taxed, name);
  return {
    choice,
    currency,
    choices,
    issues: [],
    quote: {
      items: term.itemPrices,
      invoice,
      totalPrice: term.totalPrice,
      isCif: term.isCif,
      campaignName: term.campaignName,
      containerType: term.containerType,
      options: term.options,
      portUuid: term.port?.uuid ?? null,
      portName: term.port?.name ?? null,
      portCountry: portCountryName(destinations, term.port?.countryId, ctx.language),
      cityUuid: term.route?.uuid ?? null,
      city: term.route?.finalDestinationCity ?? null,
      country: term.country.localNames[ctx.language] ?? term.country.name,
      estimatedArrivalAt: term.estimatedArrivalAt.toISOString(),
      regulation: { message: term.regulation.message, violations: term.regulation.violations.map((v) => ({ rule: v.rule, message: v.message })), lastArrivalYear: term.regulation.lastArrivalYear },
      coupon: term.coupon,
      arrivalTaxes: arrivalTaxesView(taxes, currency),
    },
  };
}
