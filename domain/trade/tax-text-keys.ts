// The interface-text keys the duties' own words are translated under (issue 39, ADR 059): a tax's name and
// a base's word by the English the table writes ("Import duty", "customs value"), the estimate's caveats by
// what they say, a country's caveats by its code. The engine writes the English (the API's words); the
// seed's texts translate them; the breakdown on a page shows the text of its language, or the English
// where there is none (a name an admin adds later). Pure, for the pages' bundle too.

/** A tax's name or a base's word, by its English: "Import duty" is `tax-word-import-duty`. */
export function taxWordKey(english: string): string {
  return `tax-word-${
    english
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'none'
  }`;
}

/** A country's own caveats (the table's prose): `tax-caveats-ke`. */
export const countryCaveatsKey = (countryCode: string): string => `tax-caveats-${countryCode.toLowerCase()}`;

/** The caveats the estimate itself adds, in English with their {placeholders}: the API's words and the texts' English. */
export const TAX_CAVEATS = {
  'tax-caveat-estimated-reference': "The reference price of {currency} {price} is our estimate, not the authority's list.",
  'tax-caveat-no-reference-price': "{country} values cars from its own reference prices, and we have none for this model: the customs value here is the CIF, and the authority's may be higher or lower.",
  'tax-caveat-age-manufacture': 'Age counted from January {year}: the month of manufacture is not on file.',
  'tax-caveat-age-first-registration': 'Age counted from January {year}: the month of first registration is not on file.',
  'tax-caveat-engine-power': 'Engine power is not on file: the rows for the usual power were applied.',
  'tax-caveat-rates': "Amounts in other currencies are converted at our rates, not the customs authority's rate on the day of declaration.",
} as const;

export type TaxCaveatKey = keyof typeof TAX_CAVEATS;
