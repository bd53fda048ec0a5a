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

export function choiceFromForm(form: FormData): PriceFormChoice {
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
