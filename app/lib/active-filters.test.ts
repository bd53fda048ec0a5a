// The chips above the stock list: what each says, in the buyer's language and currency, and where its
// removal leads.
import { describe, expect, it } from 'vitest';
import { translate } from '#domain/content/translate.ts';
import { translations } from '#db/seed/content/translations.ts';
import type { Language } from '#domain/context.ts';
import { activeFilters } from './active-filters';
import { formatMoney, JPY, type DisplayCurrency } from './format';

const KES: DisplayCurrency = { name: 'KES', rate: 0.8856, displayDecimals: 0 };
const colors = [
  { name: 'Pearl White', slug: 'white' },
  { name: 'Black', slug: 'black' },
];

function chips(query: string, language: Language = 'en', currency: DisplayCurrency = JPY) {
  const texts = Object.fromEntries(Object.entries(translations).map(([key, text]) => [key, text[language]]));
  const t = (key: string, values?: Record<string, string | number>) => translate(texts, key, values);
  return activeFilters(new URLSearchParams(query), { language, t, money: (amount) => formatMoney(language, amount, currency), currency, colors });
}
/** The labels, with the no-break spaces Intl writes in amounts ("KES 442 800", "150 000 km") as plain ones. */
const labels = (query: string, language?: Language, currency?: DisplayCurrency) => chips(query, language, currency).map((c) => c.label.replace(/[\u00a0\u202f]/g, ' '));
/** Where removing the chip with this label leads. */
const without = (query: string, label: string) => chips(query).find((c) => c.label === label)?.without.toString();

describe('active filter chips', () => {
  it('name each filter in words: makers, body types, ranges with units, colours, drive, flags', () => {
    const query = 'maker=Toyota&model=Hiace&type=Suv&kiloMeters=-50000&engineSize=1001-1500&fuelType=Diesel&transmission=Automatic&steering=LeftHandle&is4wd=true&color=white&qualityGrade=4.5&newArrivals=true&bestDeals=true&keywords=hiace%20van&minYear=2015&maxYear=2020&order=1&cursor=abc';
    expect(labels(query)).toEqual([
      '“hiace van”',
      'Toyota',
      'Hiace',
      'SUV',
      'Year: 2015–2020',
      'Up to 50,000 km',
      '1,001 cc to 1,500 cc',
      'Diesel',
      'Automatic',
      'Left-hand drive',
      '4WD (four-wheel drive)',
      'Pearl White',
      'Quality grade: 4.5',
      'New arrivals',
      'Best deals',
    ]);
  });

  it('say them in the page language', () => {
    expect(labels('type=Suv&kiloMeters=150000-&keywords=prado&minYear=2018', 'fr')).toEqual(['« prado »', 'SUV', 'Année : 2018 et plus', '150 000 km et plus']);
    expect(labels('is4wd=false&maxYear=2012&steering=LeftHandle', 'ru')).toEqual(['Год: До 2012', 'Левый руль', 'Передний или задний привод (2WD)']);
  });

  it('show a price range in the visitor’s currency, a price band by its round bound', () => {
    expect(labels('minPrice=500000&maxPrice=999999')).toEqual(['FOB price: ¥500,000 to ¥1,000,000']);
    expect(labels('minPrice=500000&maxPrice=999999', 'en', KES)).toEqual(['FOB price: KES 442,800 to KES 885,600']);
    expect(labels('maxPrice=1234567')).toEqual(['FOB price: Up to ¥1,234,567']);
    expect(labels('minPrice=3000000')).toEqual(['FOB price: ¥3,000,000 and over']);
  });

  it('show prices typed in the visitor’s currency as typed, and drop the currency with the chip', () => {
    expect(labels('maxPrice=1000000&priceCurrency=KES', 'en', KES)).toEqual(['FOB price: Up to KES 1,000,000']);
    expect(labels('minPrice=400000&maxPrice=900000&priceCurrency=KES', 'fr', KES)).toEqual(['Prix FOB : De 400 000 KES à 900 000 KES']);
    // The same address for a visitor in yen is the page's to make yen first (inYen); here it reads as yen.
    expect(labels('maxPrice=1000000&priceCurrency=KES')).toEqual(['FOB price: Up to ¥1,000,000']);
    expect(chips('maker=Toyota&maxPrice=1000000&priceCurrency=KES', 'en', KES).find((c) => c.id.startsWith('minPrice'))?.without.toString()).toBe('maker=Toyota');
  });

  it('lead to the same search without the filter, keeping the others and the sort but not the page cursor', () => {
    const query = 'maker=Toyota&model=Hiace&type=Suv&minPrice=500000&maxPrice=999999&order=1&cursor=abc';
    expect(without(query, 'SUV')).toBe('maker=Toyota&model=Hiace&minPrice=500000&maxPrice=999999&order=1');
    // A model goes with its maker; the model alone leaves the maker.
    expect(without(query, 'Toyota')).toBe('type=Suv&minPrice=500000&maxPrice=999999&order=1');
    expect(without(query, 'Hiace')).toBe('maker=Toyota&type=Suv&minPrice=500000&maxPrice=999999&order=1');
    expect(without(query, 'FOB price: ¥500,000 to ¥1,000,000')).toBe('maker=Toyota&model=Hiace&type=Suv&order=1');
  });

  it('take the header’s quick search and the featureType words as the same filters', () => {
    expect(labels('instantMaker=Nissan&instantModel=Note&featureType=New')).toEqual(['Nissan', 'Note', 'New arrivals']);
    expect(without('instantMaker=Nissan&instantModel=Note&featureType=New', 'Nissan')).toBe('featureType=New');
    expect(without('instantMaker=Nissan&featureType=New&newArrivals=true', 'New arrivals')).toBe('instantMaker=Nissan');
    expect(labels('featureType=Discounted')).toEqual(['Best deals']);
  });

  it('remove one excluded maker at a time, and show values from hand-made addresses as they are', () => {
    expect(labels('makerNotIn=Toyota&makerNotIn=Nissan')).toEqual(['Excluding Toyota', 'Excluding Nissan']);
    expect(without('makerNotIn=Toyota&makerNotIn=Nissan', 'Excluding Toyota')).toBe('makerNotIn=Nissan');
    expect(labels('type=Hovercraft&color=plaid&kiloMeters=lots')).toEqual(['Hovercraft', 'lots', 'plaid']);
  });

  it('make no chip for the sort, the cursor, empty values or parameters that are not filters', () => {
    expect(chips('order=3&cursor=abc&maker=&type=%20&country=Kenya&language=fr')).toEqual([]);
  });
});
