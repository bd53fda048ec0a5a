// A vehicle's sale in the back office: its status, moved only to the statuses that may follow it
// (domain/stock/vehicle-status.ts; the server refuses any other), and its price, where a cut keeps the
// earlier price as the original so that buyers see the car discounted.
import { useState, type FocusEvent } from 'react';
import { Form } from 'react-router';
import type { VehicleStatus } from '#db/schema/enum-values.ts';
import { vehicleFieldIssue } from '#domain/stock/vehicle-input.ts';
import { VEHICLE_STATUS_MEANINGS, VEHICLE_STATUS_NAMES } from '#domain/stock/vehicle-status.ts';
import { formatJpy } from '../lib/format';
import { useKeptEdits } from '../lib/hydration';
import { ADMIN_INPUT, describedBy, FieldNotes } from './admin-field';

const CARD = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const SUBMIT = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60';
const yen = (n: number) => formatJpy('en', n);

function Notice({ text, testId }: { text: string | null; testId: string }) {
  return (
    <p role="status" className="mt-2 text-sm text-emerald-800 dark:text-emerald-200" data-testid={testId}>
      {text ?? ''}
    </p>
  );
}


export function VehicleStatusCard({
  status,
  isListed,
  nextStatuses,
  editable,
  error,
  notice,
  busy,
}: {
  status: VehicleStatus;
  isListed: boolean;
  nextStatuses: readonly VehicleStatus[];
  editable: boolean;
  error?: string;
  notice: string | null;
  busy: boolean;
}) {
  // Drawn afresh from each saved status; a choice not yet sent stays over a reload of the page (ADR 057).
  const { form: keptForm } = useKeptEdits();
  return (
    <section aria-labelledby="status-heading" id="status" className={CARD}>
      <h2 id="status-heading" className="text-lg font-semibold">
        Status
      </h2>
      <p className="mt-2" data-testid="vehicle-status-now">
        <strong>{VEHICLE_STATUS_MEANINGS[status]}</strong>.
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{isListed ? 'Buyers see it in the stock list.' : 'Buyers do not see it in the stock list.'}</p>
      {!editable ? null : nextStatuses.length === 0 ? (
        <p className="mt-3 text-sm">{VEHICLE_STATUS_NAMES[status]} is final: no other status follows it.</p>
      ) : (
        <Form ref={keptForm} key={status} method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="status" />
          <div className="min-w-0 flex-1 text-sm">
            <label htmlFor="new-status" className="font-medium">
              New status
            </label>
            <select
              id="new-status"
              name="status"
              defaultValue={nextStatuses[0]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('new-status', { error })}
              className={ADMIN_INPUT}
            >
              {nextStatuses.map((s) => (
                <option key={s} value={s}>
                  {VEHICLE_STATUS_MEANINGS[s]}
                </option>
              ))}
            </select>
            <FieldNotes id="new-status" error={error} />
          </div>
          <button type="submit" disabled={busy} className={SUBMIT}>
            Change the status
          </button>
        </Form>
      )}
      <Notice text={notice} testId="vehicle-status-notice" />
    </section>
  );
}

export function VehiclePriceCard({
  priceFob,
  originalPrice,
  distributorPrice,
  editable,
  errors,
  values,
  notice,
  busy,
}: {
  priceFob: number;
  /** The price before a cut, when the car is discounted. */
  originalPrice: number | null;
  distributorPrice: number | null;
  editable: boolean;
  errors: Record<string, string>;
  /** What was sent when the server refused it. */
  values?: Record<string, string>;
  notice: string | null;
  busy: boolean;
}) {
  // The same check as the server's, as each field is left; the server's message stays until then.
  const answer = JSON.stringify(errors);
  const [client, setClient] = useState<{ for: string; checked: Record<string, string | null> }>({ for: answer, checked: {} });
  const checked = client.for === answer ? client.checked : {};
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { name, value } = event.target as unknown as HTMLInputElement;
    if (name !== 'priceFob' && name !== 'distributorPrice') return;
    setClient({ for: answer, checked: { ...checked, [name]: vehicleFieldIssue(name, value, new Date())?.message ?? null } });
  };
  const message = (name: string) => (checked[name] === undefined ? errors[name] : (checked[name] ?? undefined));
  const discount = originalPrice !== null ? originalPrice - priceFob : 0;
  const field = (name: 'priceFob' | 'distributorPrice', label: string, value: number | null, hint: string) => (
    <div className="text-sm">
      <label htmlFor={`price-${name}`} className="font-medium">
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute left-2 top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400">
          ¥
        </span>
        <input
          id={`price-${name}`}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required={name === 'priceFob'}
          defaultValue={values?.[name] ?? (value === null ? '' : String(value))}
          aria-invalid={message(name) ? true : undefined}
          aria-describedby={describedBy(`price-${name}`, { hint, error: message(name) })}
          className={`${ADMIN_INPUT} pl-6 tabular-nums`}
        />
      </div>
      <FieldNotes id={`price-${name}`} hint={hint} error={message(name)} />
    </div>
  );
  // Drawn afresh from each saved price; figures typed and not yet sent stay over a reload of the page (ADR 057).
  const { form: keptForm } = useKeptEdits();
  return (
    <section aria-labelledby="price-heading" id="price" className={CARD}>
      <h2 id="price-heading" className="text-lg font-semibold">
        Price
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3" data-testid="vehicle-price-now">
        <span className="text-2xl font-bold tabular-nums">{yen(priceFob)}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">FOB</span>
        {originalPrice !== null ? (
          <>
            <s className="tabular-nums text-slate-600 dark:text-slate-300" aria-label={`Original price ${yen(originalPrice)}`}>
              {yen(originalPrice)}
            </s>
            <span className="rounded bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="vehicle-discounted">
              Discounted by {yen(discount)} ({((discount / originalPrice) * 100).toFixed(1)}%)
            </span>
          </>
        ) : null}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">Distributor price: {distributorPrice === null ? 'none' : yen(distributorPrice)}</p>
      {editable ? (
        <Form ref={keptForm} key={`${priceFob}-${distributorPrice}`} method="post" preventScrollReset noValidate onBlur={onBlur} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="price" />
          {field(
            'priceFob',
            'New FOB price *',
            priceFob,
            originalPrice !== null
              ? `A raise to ${yen(originalPrice)} or more ends the discount.`
              : `A lower price keeps ${yen(priceFob)} as the original: buyers see the car discounted.`,
          )}
          {field('distributorPrice', 'Distributor price', distributorPrice, 'Not more than the FOB price; empty: none.')}
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className={SUBMIT}>
              Change the price
            </button>
          </div>
        </Form>
      ) : null}
      <Notice text={notice} testId="vehicle-price-notice" />
    </section>
  );
}
