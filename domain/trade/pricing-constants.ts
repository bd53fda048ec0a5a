// The Japan-side charges as the reference data gives them (db/seed/reference/pricing-constants.json says
// where each comes from). Quotes read the charges from the database (`trade_charges`, changed by staff
// in the back office); these figures only seed that row (migration 0022 and the demo seed) and give the
// pure formulas' tests their worked example (docs/pricing.md).
import type { TradeCharges } from './trade-term.ts';

export const REFERENCE_TRADE_CHARGES: TradeCharges = {
  /** Incoterms 2020 minimum cover: 110% of cost and freight. */
  insuredPercentOfCfr: 110,
  minimumInsurancePremiumJpy: 5000,
  minimumChargeableCubicMetres: 8,
  containerVanningJpy: 35000,
  /** An independent export inspection certificate (JAAI). */
  inspectionCertificateJpy: 18000,
  /** Payment, export de-registration, the inspection and the booking. */
  daysToDeparture: 21,
  defaultTransitDays: 35,
  /** Yokohama. */
  defaultLoadingPortCode: 'JPYOK',
};
