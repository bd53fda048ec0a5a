// The stock search's filters as a buyer reads them: one chip per filter in the address, with its human
// label (maker names, body-type words, prices in the visitor's currency, ranges with their units) and
// the same search without it. Shared by the chips above the list and the filter button's count.
import { BODY_TYPES, FUEL_TYPES, QUALITY_GRADES, STEERINGS, TRANSMISSION_TYPES } from '#domain/catalogue/vocabulary.ts';
import type { Language } from '#domain/context.ts';
import { formatAmount, formatCc, formatKm, type DisplayCurrency } from './format';
import { pricesTypedIn, searchParamsWithout } from './search-params';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface FilterWords {
  language: Language;
  t: Translate;
  /** A yen amount in the visitor's currency. */
  money: (amountJpy: number) => string;
  /** The visitor's currency: prices in the address in it (priceCurrency) are shown as typed. */
  currency: DisplayCurrency;
  colors: { name: string; slug: string }[];
}

export interface ActiveFilter {
  /** Stable across renders: the parameters it stands for, and the value for repeated ones. */
  id: string;
  label: string;
  /** The current search without this filter (and without the page cursor). */
  without: URLSearchParams;
}

const isTrue = (value: string | null) => value === 'true' || value === 'on' || value === '1';

/** A range choice ("-50000", "1001-1500", "3001-") in words, with its unit. */
export function rangeLabel(t: Translate, range: string, unit: (n: number) => string): string {
  const match = /^(\d*)-(\d*)$/.exec(range);
  if (!match || (!match[1] && !match[2])) return range;
  const [min, max] = [match[1] ? Number(match[1]) : null, match[2] ? Number(match[2]) : null];
  if (min !== null && max !== null) return t('range-between', { min: unit(min), max: unit(max) });
  return min !== null ? t('range-from', { value: unit(min) }) : t('range-up-to', { value: unit(max!) });
}

/** Whether a value is one of the vocabulary's (one from a hand-made address shows as it is). */
const known = (values: readonly string[], value: string) => values.includes(value);

/**
 * The price bands ask for "up to one yen below" the next band (maxPrice=999999): shown as the band's own
 * round bound, as the band's link reads ("¥500,000 – ¥1,000,000").
 */
export const priceBound = (max: number) => ((max + 1) % 1000 === 0 ? max + 1 : max);

export function activeFilters(params: URLSearchParams, words: FilterWords): ActiveFilter[] {
  const { t, money, language, colors } = words;
  const current = searchParamsWithout(params, 'cursor');
  const value = (name: string) => current.get(name)?.trim() ?? '';
  const without = (...names: string[]) => searchParamsWithout(current, ...names);
  const labelled = (label: string, text: string) => t('chip-labelled', { label, value: text });
  const chips: ActiveFilter[] = [];
  const add = (names: string[], label: string) => chips.push({ id: names.join('+'), label, without: without(...names) });

  if (value('keywords')) add(['keywords'], t('chip-keywords', { value: value('keywords') }));
  if (value('stockNumber')) add(['stockNumber'], labelled(t('stock-number'), value('stockNumber')));
  // The header's quick search sends instantMaker / instantModel; a model goes with its maker.
  const maker = value('maker') || value('instantMaker');
  const model = value('model') || value('instantModel');
  if (maker) add(['maker', 'instantMaker', 'model', 'instantModel'], maker);
  if (model) add(['model', 'instantModel'], model);
  for (const excluded of current.getAll('makerNotIn').filter(Boolean)) {
    const rest = without('makerNotIn');
    for (const other of current.getAll('makerNotIn')) if (other && other !== excluded) rest.append('makerNotIn', other);
    chips.push({ id: `makerNotIn=${excluded}`, label: t('chip-excluding', { value: excluded }), without: rest });
  }
  const type = value('type');
  if (type) add(['type'], known(BODY_TYPES, type) ? t(`body-${type}`) : type);

  const [minPrice, maxPrice] = [value('minPrice'), value('maxPrice')];
  if (minPrice || maxPrice) {
    const typed = pricesTypedIn(current, words.currency);
    const amount = (text: string, bound: (n: number) => number) =>
      !/^\d+$/.test(text) ? text : typed ? formatAmount(language, Number(text), words.currency, 0) : money(bound(Number(text)));
    const [min, max] = [amount(minPrice, (n) => n), amount(maxPrice, priceBound)];
    const range = minPrice && maxPrice ? t('range-between', { min, max }) : minPrice ? t('range-from', { value: min }) : t('range-up-to', { value: max });
    add(['minPrice', 'maxPrice', 'priceCurrency'], labelled(t('fob-price'), range));
  }
  const [minYear, maxYear] = [value('minYear'), value('maxYear')];
  if (minYear || maxYear) {
    const range = minYear && maxYear ? (minYear === maxYear ? minYear : `${minYear}–${maxYear}`) : minYear ? t('range-from', { value: minYear }) : t('range-up-to', { value: maxYear });
    add(['minYear', 'maxYear'], labelled(t('year'), range));
  }
  if (value('kiloMeters')) add(['kiloMeters'], rangeLabel(t, value('kiloMeters'), (n) => formatKm(language, n)));
  if (value('engineSize')) add(['engineSize'], rangeLabel(t, value('engineSize'), (n) => formatCc(language, n)));
  const [fuel, transmission, steering] = [value('fuelType'), value('transmission'), value('steering')];
  if (fuel) add(['fuelType'], known(FUEL_TYPES, fuel) ? t(`fuel-${fuel}`) : fuel);
  if (transmission) add(['transmission'], known(TRANSMISSION_TYPES, transmission) ? t(`transmission-${transmission}`) : transmission);
  if (steering) add(['steering'], known(STEERINGS, steering) ? t(`steering-${steering}`) : steering);
  if (value('is4wd')) add(['is4wd'], value('is4wd') === 'true' ? t('four-wheel-drive') : value('is4wd') === 'false' ? t('two-wheel-drive') : labelled(t('drive'), value('is4wd')));
  if (value('color')) {
    const color = value('color').toLowerCase();
    add(['color'], colors.find((c) => c.slug === color || c.name.toLowerCase() === color)?.name ?? value('color'));
  }
  const grade = value('qualityGrade');
  if (grade) add(['qualityGrade'], labelled(t('quality-grade'), known(QUALITY_GRADES, grade) ? t(`quality-grade-${grade}`) : grade));
  // featureType New / Discounted are the same filters as the two check boxes.
  const featureType = value('featureType');
  if (isTrue(current.get('newArrivals')) || featureType === 'New') add(featureType === 'New' ? ['newArrivals', 'featureType'] : ['newArrivals'], t('new-arrivals'));
  if (isTrue(current.get('bestDeals')) || featureType === 'Discounted') add(featureType === 'Discounted' ? ['bestDeals', 'featureType'] : ['bestDeals'], t('best-deals'));
  if (featureType && featureType !== 'New' && featureType !== 'Discounted') add(['featureType'], featureType);
  return chips;
}
