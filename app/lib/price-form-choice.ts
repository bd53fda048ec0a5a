// The price form's choice as its fields send it: read by the server from a post, and by the browser from
// the form the server drew when the buyer chose in it before the page's scripts ran (ADR 057).
import { CONTAINER_TYPES, PACKAGE_LEVELS, TRADE_OPTIONS, type ContainerType, type PackageLevel, type TradeOption } from '#domain/trade/vocabulary.ts';

export interface PriceFormChoice {
  country: string;
  port: string;
  city: string;
  isCif: boolean;
  shipping: ContainerType | '';
  packageLevel: PackageLevel | '';
  options: TradeOption[];
  coupon: string;
  currency: string;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | '' => (values.includes(value as T) ? (value as T) : '');

/** A posted form, or an address's query (the vehicle page's own, or the order review's). */
type Fields = Pick<FormData, 'get' | 'getAll'>;

export function choiceFromForm(form: Fields): PriceFormChoice {
  const text = (name: string, max = 100) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, max);
  return {
    country: text('country'),
    port: text('port', 36),
    city: text('city', 36),
    isCif: form.get('terms') !== 'fob',
    shipping: oneOf(CONTAINER_TYPES, form.get('shipping')),
    packageLevel: oneOf(PACKAGE_LEVELS, form.get('package')),
    options: form.getAll('option').filter((o): o is TradeOption => TRADE_OPTIONS.includes(o as TradeOption)),
    coupon: text('coupon', 50),
    currency: text('currency', 3).toUpperCase(),
  };
}

/**
 * The choice as an address's query, in the price form's own field names: the order review's link, and the
 * vehicle page's own address once the buyer has chosen, so a reload, the back button and a detour through
 * sign-in or sign-up (the heart's, whose way back is the page's address) come back to it priced as chosen.
 * Without the coupon code, which is the buyer's and not for an address they may share.
 */
export function choiceQuery(choice: PriceFormChoice): URLSearchParams {
  const query = new URLSearchParams({ country: choice.country, terms: choice.isCif ? 'cif' : 'fob', currency: choice.currency });
  for (const [name, value] of [['port', choice.port], ['city', choice.city], ['shipping', choice.shipping], ['package', choice.packageLevel]] as const) if (value) query.set(name, value);
  for (const option of choice.options) query.append('option', option);
  return query;
}
