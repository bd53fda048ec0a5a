// Countries' import rules for staff (issue 16): the age limit and how it is counted, steering, used
// imports, the pre-shipment inspection, the CIF surcharge and insurance rate, the regulation message in
// each language, and the ports a country ships to in the order buyers are offered them. Read as quotes
// read them; changed through changeTrade (trade-admin.service.ts), so a change that breaks a quote is
// refused.
import { eq } from 'drizzle-orm';
import { countries, countryCifs, countryPorts, countryRegulationMessages } from '#db/schema/geography.ts';
import { LANGUAGES, type RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError, toInvalidInput } from '../errors.ts';
import { staffCheck } from '../staff/audit.ts';
import { portsOf, type Destinations, type Port } from './destinations.ts';
import { quoteProblems } from './quote-invariants.ts';
import { countryRulesSchema, type CountryRules, type CountryRulesInput } from './trade-admin.inputs.ts';
import { changeTrade, destinationsForAdmin, type Refusal, type StaffError } from './trade-admin.service.ts';
import type { CountryTerms } from './trade-term.ts';

export interface AdminCountry extends CountryTerms {
  /** The ports it ships to, in order; the first is the one a quote goes to by default. */
  ports: Port[];
}

/** Every destination country (not Japan, where we load) and what makes a quote impossible today. */
export async function countriesByAdmin(ctx: RequestContext): Promise<{ countries: AdminCountry[]; problems: string[] } | StaffError> {
  const d = await destinationsForAdmin(ctx);
  if (d instanceof Error) return d;
  return { countries: destinationCountries(d).map((c) => ({ ...c, ports: portsOf(d, c) })), problems: quoteProblems(d) };
}

/** One country's rules, with every destination port it could ship to. */
export async function countryByAdmin(ctx: RequestContext, code: string): Promise<{ country: AdminCountry; destinationPorts: (Port & { countryName: string })[] } | StaffError | NotFoundError> {
  const d = await destinationsForAdmin(ctx);
  if (d instanceof Error) return d;
  const country = countryByCode(d, code);
  if (country instanceof Error) return country;
  return { country: { ...country, ports: portsOf(d, country) }, destinationPorts: destinationPorts(d) };
}

/** Sets a country's rules, messages and ports as the form gives them all. */
export async function updateCountry(ctx: RequestContext, code: string, input: CountryRulesInput): Promise<{ code: string } | StaffError | Refusal> {
  const parsed = countryRulesSchema.safeParse(input);
  if (!parsed.success) return staffCheck(ctx.viewer, { pricing: ['update'] }) ?? toInvalidInput(parsed.error);
  const rules = parsed.data;
  return changeTrade(ctx, async (tx, before) => {
    const country = countryByCode(before, code);
    if (country instanceof Error) return country;
    const portIds = portIdsOf(before, rules.ports);
    if (portIds instanceof Error) return portIds;
    await tx
      .update(countries)
      .set({
        ageLimitYears: rules.ageLimitYears,
        ageCountedFrom: rules.ageCountedFrom,
        rightHandDriveAllowed: rules.rightHandDriveAllowed,
        leftHandDriveAllowed: rules.leftHandDriveAllowed,
        usedImportsAllowed: rules.usedImportsAllowed,
        inspectionRequired: rules.inspectionRequired,
        inspectionAgency: rules.inspectionAgency,
        inspectionFeeJpy: rules.inspectionFeeJpy,
      })
      .where(eq(countries.id, country.id));
    const cif = { additionalPrice: rules.additionalPrice, additionalPriceFieldName: rules.additionalPrice > 0 ? rules.additionalPriceFieldName : null, insuranceRatePercent: rules.insuranceRatePercent };
    await tx.insert(countryCifs).values({ countryId: country.id, ...cif }).onConflictDoUpdate({ target: countryCifs.countryId, set: cif });
    await tx.delete(countryRegulationMessages).where(eq(countryRegulationMessages.countryId, country.id));
    const messages = LANGUAGES.flatMap((language) => (rules.regulationMessages[language] ? [{ countryId: country.id, language, message: rules.regulationMessages[language] }] : []));
    if (messages.length) await tx.insert(countryRegulationMessages).values(messages);
    await tx.delete(countryPorts).where(eq(countryPorts.countryId, country.id));
    if (portIds.length) await tx.insert(countryPorts).values(portIds.map((portId, sortOrder) => ({ countryId: country.id, portId, sortOrder })));
    return { value: { code: country.code }, audit: { action: 'country.update', entity: 'countries', entityId: country.code, before: rulesOf(before, country), after: rules } };
  });
}

function destinationCountries(d: Destinations): CountryTerms[] {
  const loadingCountries = new Set([...d.ports.values()].filter((p) => p.isLoadingPort).map((p) => p.countryId));
  return d.countries.filter((c) => !loadingCountries.has(c.id));
}

function destinationPorts(d: Destinations) {
  const nameOf = new Map(d.countries.map((c) => [c.id, c.name]));
  return [...d.ports.values()].filter((p) => !p.isLoadingPort).map((p) => ({ ...p, countryName: nameOf.get(p.countryId) ?? '' }));
}

function countryByCode(d: Destinations, code: string): CountryTerms | NotFoundError {
  const wanted = code.trim().toUpperCase();
  return destinationCountries(d).find((c) => c.code === wanted) ?? new NotFoundError(`No destination country has the code ${wanted.slice(0, 10)}.`);
}

/** The ports by code, in the order given; a code that is no destination port is refused by name. */
function portIdsOf(d: Destinations, codes: string[]): number[] | InvalidInputError {
  const byCode = new Map(destinationPorts(d).map((p) => [p.code, p.id]));
  const unknown = codes.filter((code) => !byCode.has(code));
  if (unknown.length) return new InvalidInputError(unknown.map((code) => ({ fieldname: 'ports', message: `No destination port has the code ${code}.` })));
  return codes.map((code) => byCode.get(code)!);
}

/** A country's rules in the form's terms, for the audit log's "before". */
function rulesOf(d: Destinations, c: CountryTerms): CountryRules {
  return {
    ageLimitYears: c.ageLimitYears,
    ageCountedFrom: c.ageCountedFrom as CountryRules['ageCountedFrom'],
    rightHandDriveAllowed: c.rightHandDriveAllowed !== false,
    leftHandDriveAllowed: c.leftHandDriveAllowed,
    usedImportsAllowed: c.usedImportsAllowed,
    inspectionRequired: c.inspectionRequired,
    inspectionAgency: c.inspectionAgency,
    inspectionFeeJpy: c.inspectionFeeJpy,
    additionalPrice: c.additionalPrice,
    additionalPriceFieldName: c.additionalPriceFieldName,
    insuranceRatePercent: c.insuranceRatePercent,
    regulationMessages: { en: c.regulationMessages.en ?? null, fr: c.regulationMessages.fr ?? null, pt: c.regulationMessages.pt ?? null, ru: c.regulationMessages.ru ?? null },
    ports: portsOf(d, c).map((p) => p.code),
  };
}
