// The words and choices of the back office's price pages (countries, ports and freight, charges), free of
// database code so the pages' components can use them in the browser.

/** How a country counts a vehicle's age, as `countries.age_counted_from` stores it. */
export const AGE_COUNTED_FROM = ['first-registration', 'manufacture', 'model-year'] as const;
export type AgeCountedFrom = (typeof AGE_COUNTED_FROM)[number];
export const AGE_COUNTED_FROM_LABELS: Record<AgeCountedFrom, string> = {
  'first-registration': 'the year of first registration',
  manufacture: 'the year of manufacture',
  'model-year': 'the model year',
};

/** How a vehicle goes inland from the port; each has its interface text (`transport-…`). */
export const TRANSPORT_TYPES = ['road carrier', 'self-drive', 'rail'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

export const LANGUAGE_NAMES = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' } as const;

/** The Japan-side charges as the charges page names them, in its order. */
export const CHARGE_FIELDS = [
  { name: 'insuredPercentOfCfr', label: 'Insured value, % of cost and freight', hint: '110 is the Incoterms minimum cover.' },
  { name: 'minimumInsurancePremiumJpy', label: 'Minimum insurance premium (¥)', hint: 'No policy is issued for less.' },
  { name: 'minimumChargeableCubicMetres', label: 'Minimum chargeable volume for RoRo (m³)', hint: 'RoRo freight is charged on at least this volume.' },
  { name: 'containerVanningJpy', label: 'Container vanning and lashing (¥ per vehicle)', hint: 'Added to every container shipment.' },
  { name: 'inspectionCertificateJpy', label: 'Export inspection certificate (¥)', hint: 'When the vehicle has no price of its own.' },
  { name: 'daysToDeparture', label: 'Days from order to departure', hint: 'Added to the transit time to judge age limits on arrival.' },
  { name: 'defaultTransitDays', label: 'Transit days when a route has none', hint: 'Used where freight has no transit time on file.' },
  { name: 'defaultLoadingPortCode', label: 'Default loading port (UN/LOCODE)', hint: 'Where a vehicle with no yard on file is loaded; its freight is the fallback for every port.' },
] as const;
export type ChargeField = (typeof CHARGE_FIELDS)[number]['name'];
