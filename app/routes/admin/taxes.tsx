// /admin/taxes: each country's duties on arrival (issue 39, ADR 059), admins only. The country's rows with
// the day each applies from (the ones in force today marked) and its reference prices; a change of rates
// is typed against the rows in force, previewed (three sample cars before and after, the buyers' open
// orders it moves) and then saved as new rows from its day, never over the old ones. A table that could
// not compute is refused with what is wrong, nothing saved. Works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { VALUE_BASES } from '#domain/trade/import-taxes.ts';
import { previewTaxChange, saveTaxChange, taxCountriesByAdmin, taxCountryByAdmin, type TaxChangeInput } from '#domain/trade/tax-admin.service.ts';
import { ADMIN_INPUT, AdminField } from '../../components/admin-field';
import { AdminTable } from '../../components/admin-table';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/taxes';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Duties and taxes | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

/** The first day of next month (UTC): the day a change is most often from. */
const nextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);

/** Reference prices shown at once: a country's list runs to thousands; the search finds the rest (300 made the page 15,500 px tall). */
const SHOWN_PRICES = 50;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const url = new URL(request.url);
  const list = await taxCountriesByAdmin(context.ctx);
  throwIfError(list);
  const code = (url.searchParams.get('country') ?? (list.some((c) => c.code === 'KE') ? 'KE' : (list[0]?.code ?? ''))).toUpperCase();
  const country = code ? await taxCountryByAdmin(context.ctx, code) : null;
  throwIfError(country);
  const find = (url.searchParams.get('q') ?? '').trim().toLowerCase();
  // A base in words, as the buyer's breakdown writes it: "customs value + Import duty", not the tables' ids.
  const labelOf = new Map<string, string>();
  for (const r of country ? country.rows : []) if (!labelOf.has(r.taxId)) labelOf.set(r.taxId, r.label);
  const baseWords = (base: readonly string[]) => base.map((b) => (b in VALUE_BASES ? VALUE_BASES[b as keyof typeof VALUE_BASES] : (labelOf.get(b) ?? b))).join(' + ');
  const prices = country ? (find ? country.referencePrices.filter((p) => `${p.maker} ${p.model}`.toLowerCase().includes(find)) : country.referencePrices) : [];
  return data(
    {
      countries: list,
      country: country && {
        code: country.code,
        name: country.name,
        currency: country.table.currency,
        confidence: country.table.confidence,
        valuation: country.table.valuation.basis,
        asOf: country.table.asOf,
        rows: country.rows.map((r) => ({ ...r, baseWords: baseWords(r.base) })),
        referencePrices: prices.slice(0, SHOWN_PRICES),
        referencePriceCount: country.referencePrices.length,
        found: prices.length,
      },
      defaultDay: nextMonth(context.ctx.now),
      find: url.searchParams.get('q') ?? '',
      saved: url.searchParams.get('saved'),
      told: Number(url.searchParams.get('told') ?? 0),
    },
    { headers: ADMIN_PRIVATE },
  );
}

function changeFrom(form: FormData): TaxChangeInput {
  const rows: TaxChangeInput['rows'] = [];
  for (const [name, value] of form.entries()) {
    const m = /^rate\.(.+)$/.exec(name);
    if (m && typeof value === 'string' && value.trim() !== '') rows.push({ rowId: m[1]!, ratePercent: value });
  }
  return { countryCode: String(form.get('country') ?? ''), effectiveFrom: String(form.get('effectiveFrom') ?? ''), source: String(form.get('source') ?? ''), rows };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  const form = await request.formData();
  const input = changeFrom(form);
  const sent = { effectiveFrom: input.effectiveFrom, source: input.source, rates: Object.fromEntries(input.rows.map((r) => [r.rowId, r.ratePercent ?? ''])) };
  const refusedWith = (error: InvalidInputError) => data({ sent, issues: error.issues, preview: null }, { status: 400, headers: ADMIN_PRIVATE });
  if (form.get('intent') === 'save') {
    const saved = await saveTaxChange(context.ctx, input);
    if (saved instanceof InvalidInputError) return refusedWith(saved);
    throwIfError(saved);
    throw redirect(`/admin/taxes?country=${encodeURIComponent(input.countryCode)}&saved=${saved.added}&told=${saved.affected.length}`, { status: 303, headers: ADMIN_PRIVATE });
  }
  const preview = await previewTaxChange(context.ctx, input);
  if (preview instanceof InvalidInputError) return refusedWith(preview);
  throwIfError(preview);
  return data({ sent, issues: [] as { fieldname: string; message: string }[], preview }, { headers: ADMIN_PRIVATE });
}

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });
const percent = (rate: number) => `${number(Math.round(rate * 1e8) / 1e6)} %`;

/** A row's conditions in words: "petrol, over 1,500 cc up to 3,000 cc, over 8 years old". */
function conditionText(when: Record<string, unknown>): string {
  const parts: string[] = [];
  const list = (v: unknown) => (Array.isArray(v) ? v.join(' or ') : String(v));
  if (when.fuel) parts.push(list(when.fuel));
  if (when.vehicleKind) parts.push(list(when.vehicleKind) === 'lightCommercial' ? 'light commercial' : list(when.vehicleKind));
  const range = (min: string, max: string, unit: string) => {
    const [lo, hi] = [when[min], when[max]] as [number | undefined, number | undefined];
    if (lo !== undefined && hi !== undefined) parts.push(`over ${number(lo)} up to ${number(hi)} ${unit}`);
    else if (lo !== undefined) parts.push(`over ${number(lo)} ${unit}`);
    else if (hi !== undefined) parts.push(`up to ${number(hi)} ${unit}`);
  };
  range('engineCcMin', 'engineCcMax', 'cc');
  range('ageYearsMin', 'ageYearsMax', 'years old');
  range('customsValueEurMin', 'customsValueEurMax', 'EUR of value');
  range('enginePowerHpMin', 'enginePowerHpMax', 'hp');
  return parts.join(', ') || 'every car';
}

function chargeText(r: { rate: number | null; amount: number | null; amountCurrency: string | null; perCc: number | null; perCcCurrency: string | null; baseWords: string }, currency: string) {
  const parts: string[] = [];
  if (r.rate !== null) parts.push(`${percent(r.rate)} of ${r.baseWords}`);
  if (r.perCc !== null) parts.push(`${r.perCcCurrency ?? currency} ${number(r.perCc)} per cc`);
  if (r.amount !== null) parts.push(`${r.amountCurrency ?? currency} ${number(r.amount)}`);
  return parts.join(', at least ');
}

/** Sources numbered in the order met: a table's cell names its number, the list under it the source, once however many rows share it. */
function numbered(sources: readonly string[]): { number: (source: string) => number; list: string[] } {
  const list = [...new Set(sources)];
  const at = new Map(list.map((source, i) => [source, i + 1]));
  return { number: (source) => at.get(source)!, list };
}

function SourceCell({ prefix, number }: { prefix: string; number: number }) {
  return (
    <td className="py-1.5 pr-4 text-xs tabular-nums">
      <a href={`#${prefix}-${number}`} className="underline">
        {number}
      </a>
    </td>
  );
}

function SourceNotes({ prefix, heading, sources }: { prefix: string; heading: string; sources: readonly string[] }) {
  return (
    <div className="mt-2 text-xs text-slate-600 dark:text-slate-300" data-testid={`${prefix}-notes`}>
      <p className="font-medium">{heading}</p>
      <ol className="mt-1 list-decimal space-y-1 pl-6 break-words">
        {sources.map((source, i) => (
          <li key={source} id={`${prefix}-${i + 1}`}>
            {source}
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function Taxes({ loaderData, actionData }: Route.ComponentProps) {
  const { countries, country, defaultDay, saved, told, find } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const issues = actionData?.issues ?? [];
  const fieldIssue = (name: string) => issues.find((i) => i.fieldname === name)?.message ?? null;
  const general = issues.filter((i) => i.fieldname !== 'effectiveFrom' && i.fieldname !== 'source');
  const preview = actionData?.preview ?? null;
  const sent = actionData?.sent;
  const rowSources = numbered(country?.rows.map((r) => r.source) ?? []);
  const priceSources = numbered(country?.referencePrices.map((p) => p.source) ?? []);
  /** A rate's own refusal, beside the general list: its input marked and described by it. */
  const rateIssue = (uuid: string) => issues.findIndex((i) => i.fieldname === `rows.${uuid}.rate`);
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold">Duties and taxes on arrival</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        What buyers are told they will pay customs on arrival, as an estimate beside our price. Rows apply from a day; a change adds new rows from its day, and the
        old ones keep pricing ships that arrive before it.
      </p>
      {saved ? <SavedNotice>{saved} {saved === '1' ? 'row' : 'rows'} added: estimates use {saved === '1' ? 'it' : 'them'} within a second.{' '}
          {told ? `${told} ${told === 1 ? 'buyer was' : 'buyers were'} e-mailed about their order’s new estimate.` : 'No open order’s estimate moved.'}</SavedNotice> : null}
      <nav aria-label="Countries" className="mt-4 flex flex-wrap gap-2 text-sm" data-testid="tax-countries">
        {countries.map((c) => (
          <Link
            key={c.code}
            to={`/admin/taxes?country=${c.code}`}
            aria-current={country?.code === c.code ? 'page' : undefined}
            className={`rounded-md border px-2 py-1 ${country?.code === c.code ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 dark:border-slate-700'} ${c.confidence === 'unknown' ? 'italic' : ''}`}
          >
            {c.name}
          </Link>
        ))}
      </nav>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">In italics: countries whose duties we cannot estimate; buyers are told so, with no number.</p>
      {country ? (
        <>
          <h2 className="mt-6 text-xl font-semibold">{country.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            In {country.currency}; customs value from {country.valuation === 'CIF' ? 'the CIF' : 'a reference price'}; {country.confidence}; checked {country.asOf}.
          </p>
          <AdminTable label={`Table of ${country.name}’s duties`} columns={['Tax', 'For', 'Charge', 'From', 'Source']} testId="tax-rows">
            {country.rows.map((r) => (
              <tr key={r.uuid} className={`border-t border-slate-200 align-top dark:border-slate-800 ${r.inForce ? '' : 'text-slate-500 dark:text-slate-400'}`} data-testid="tax-row" data-in-force={r.inForce}>
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {r.label}
                  {r.inForce ? <span className="ml-2 whitespace-nowrap rounded bg-emerald-100 px-1 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">in force</span> : null}
                </th>
                <td className="py-1.5 pr-4">{conditionText(r.when as Record<string, unknown>)}</td>
                <td className="py-1.5 pr-4">{chargeText(r, country.currency)}</td>
                <td className={`py-1.5 pr-4 tabular-nums ${r.effectiveFrom ? 'whitespace-nowrap' : ''}`}>{r.effectiveFrom ?? 'as far back as the table goes'}</td>
                <SourceCell prefix="tax-source" number={rowSources.number(r.source)} />
              </tr>
            ))}
          </AdminTable>
          <SourceNotes prefix="tax-source" heading="Sources" sources={rowSources.list} />

          {country.rows.some((r) => r.rate !== null && r.inForce) ? (
            <Form method="post" className="mt-6 rounded-md border border-slate-200 p-4 dark:border-slate-800" noValidate aria-labelledby="tax-change-heading" data-testid="tax-change">
              <h3 id="tax-change-heading" className="font-semibold">
                Change rates from a day
              </h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Type the new rate in percent beside the rows that change; leave the others empty. Every row of a changed tax is added again from the day, so none of its
                bands is lost. Preview first: nothing is saved until you save.
              </p>
              <input type="hidden" name="country" value={country.code} />
              {general.length ? (
                <ul role="alert" className="mt-3 list-disc rounded-md bg-red-50 p-3 pl-8 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="tax-change-errors">
                  {general.map((i) => (
                    <li key={i.fieldname + i.message} id={`issue-${issues.indexOf(i)}`}>
                      {i.message}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <AdminField name="effectiveFrom" type="date" label="Applies to ships arriving from" required value={sent?.effectiveFrom ?? defaultDay} error={fieldIssue('effectiveFrom') ?? undefined} />
                <AdminField name="source" label="Source" required value={sent?.source ?? ''} placeholder="Finance Act 2026, s. 12" error={fieldIssue('source') ?? undefined} />
              </div>
              <AdminTable label="Table of rates in force today" columns={['Tax in force today', 'For', 'Rate now', 'New rate (%)']}>
                {country.rows
                  .filter((r) => r.inForce && r.rate !== null)
                  .map((r) => (
                    <tr key={r.uuid} className="border-t border-slate-200 dark:border-slate-800">
                      <th scope="row" className="py-1.5 pr-4 font-normal">
                        {r.label}
                      </th>
                      <td className="py-1.5 pr-4">{conditionText(r.when as Record<string, unknown>)}</td>
                      <td className="py-1.5 pr-4 tabular-nums">{percent(r.rate!)}</td>
                      <td className="py-1.5 pr-4">
                        <input
                          name={`rate.${r.uuid}`}
                          inputMode="decimal"
                          defaultValue={sent?.rates[r.uuid] ?? ''}
                          aria-label={`New rate of ${r.label}, ${conditionText(r.when as Record<string, unknown>)}, in percent`}
                          aria-invalid={rateIssue(r.uuid) >= 0 ? true : undefined}
                          aria-describedby={rateIssue(r.uuid) >= 0 ? `issue-${rateIssue(r.uuid)}` : undefined}
                          className="w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
                        />
                      </td>
                    </tr>
                  ))}
              </AdminTable>
              <div className="mt-3 flex gap-3">
                <button type="submit" name="intent" value="preview" disabled={busy} className="rounded-md border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 disabled:opacity-60 dark:text-brand-100">
                  Preview the change
                </button>
                {preview ? (
                  <button type="submit" name="intent" value="save" disabled={busy} className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white disabled:opacity-60">
                    Save the change
                  </button>
                ) : null}
              </div>
              {preview ? (
                <section aria-labelledby="tax-preview-heading" className="mt-4" data-testid="tax-preview">
                  <h4 id="tax-preview-heading" className="font-semibold">
                    Preview: {preview.newRows.length} new {preview.newRows.length === 1 ? 'row' : 'rows'} from {preview.effectiveFrom}
                  </h4>
                  {preview.warnings.map((w) => (
                    <p key={w} className="mt-1 text-sm text-amber-800 dark:text-amber-300">
                      {w}
                    </p>
                  ))}
                  <AdminTable label="Table of sample cars" className="mt-2" columns={['Car', 'Before', 'After']} caption={`Duties on three cars arriving on ${preview.effectiveFrom}`} testId="tax-samples">
                    {preview.samples.map((s) => (
                      <tr key={s.car} className="border-t border-slate-200 dark:border-slate-800" data-testid="tax-sample">
                        <th scope="row" className="py-1.5 pr-4 font-normal">
                          {s.car}
                        </th>
                        <td className="py-1.5 pr-4 tabular-nums">{s.before}</td>
                        <td className="py-1.5 pr-4 tabular-nums">{s.after}</td>
                      </tr>
                    ))}
                  </AdminTable>
                  <h5 className="mt-4 font-semibold">Open orders whose estimate moves</h5>
                  {preview.affected.length ? (
                    <>
                      <p className="text-sm text-slate-600 dark:text-slate-300">Saving e-mails each of these buyers the old and new estimate, and notes it on the order.</p>
                      <AdminTable label="Table of open orders whose estimate moves" className="mt-2" columns={['Order', 'Buyer', 'Arrives about', 'Estimate before', 'After']} testId="tax-affected">
                        {preview.affected.map((a) => (
                          <tr key={a.orderUuid} className="border-t border-slate-200 dark:border-slate-800" data-testid="tax-affected-order">
                            <th scope="row" className="py-1.5 pr-4 font-normal">
                              <Link to={`/admin/orders/${a.orderUuid}`} className="underline">
                                {a.orderNumber}
                              </Link>
                            </th>
                            <td className="py-1.5 pr-4">{a.buyerEmail}</td>
                            <td className="py-1.5 pr-4 tabular-nums">{a.arrival}</td>
                            <td className="py-1.5 pr-4 tabular-nums">{a.before}</td>
                            <td className="py-1.5 pr-4 tabular-nums">{a.after}</td>
                          </tr>
                        ))}
                      </AdminTable>
                    </>
                  ) : (
                    <p className="text-sm" data-testid="tax-affected-none">
                      None: no open order’s ship arrives on or after {preview.effectiveFrom} with an estimate this changes.
                    </p>
                  )}
                </section>
              ) : null}
            </Form>
          ) : null}

          <section aria-labelledby="reference-prices-heading" className="mt-8">
            <h3 id="reference-prices-heading" className="text-lg font-semibold">
              Reference prices
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {country.referencePriceCount
                ? `${country.referencePriceCount.toLocaleString('en')} prices by maker, model, engine and year${find ? `; ${country.found.toLocaleString('en')} for “${find}”` : ''}${country.found > country.referencePrices.length ? `; the first ${country.referencePrices.length} shown` : ''}.`
                : 'None: a car is valued on its CIF.'}{' '}
              <Link to={`/admin/taxes/${country.code}/reference-prices`} className="font-semibold text-brand-700 underline dark:text-brand-100" data-testid="reference-import-link">
                Import the authority’s list (CSV)
              </Link>
            </p>
            {country.referencePriceCount ? (
              <Form method="get" className="mt-2 flex items-end gap-2" role="search">
                <input type="hidden" name="country" value={country.code} />
                <label className="text-sm">
                  Find a maker or model
                  <input name="q" type="search" defaultValue={find} className={ADMIN_INPUT} />
                </label>
                <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700">
                  Find
                </button>
              </Form>
            ) : null}
            {country.referencePrices.length ? (
              <AdminTable label="Table of reference prices" className="mt-2" columns={['Maker', 'Model', 'Engine', 'Year', 'Price', 'Source']} testId="reference-prices">
                {country.referencePrices.map((p) => (
                  <tr key={`${p.maker}|${p.model}|${p.engineCc}|${p.year}`} className="border-t border-slate-200 dark:border-slate-800" data-testid="reference-price">
                    <td className="py-1 pr-4">{p.maker}</td>
                    <td className="py-1 pr-4">{p.model}</td>
                    <td className="py-1 pr-4 tabular-nums">{p.engineCc ? `${number(p.engineCc)} cc` : 'any'}</td>
                    <td className="py-1 pr-4 tabular-nums">{p.year ?? 'any'}</td>
                    <td className="whitespace-nowrap py-1 pr-4 tabular-nums">
                      {p.currency} {number(p.price)}
                      {p.estimated ? <span className="block text-xs text-slate-600 dark:text-slate-300">our estimate</span> : null}
                    </td>
                    <SourceCell prefix="price-source" number={priceSources.number(p.source)} />
                  </tr>
                ))}
              </AdminTable>
            ) : null}
            {country.referencePrices.length ? <SourceNotes prefix="price-source" heading="Sources of these prices" sources={priceSources.list} /> : null}
          </section>
        </>
      ) : (
        <p className="mt-6">No country has a tax table yet.</p>
      )}
    </div>
  );
}
