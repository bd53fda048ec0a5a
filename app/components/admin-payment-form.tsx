// The clerk's form for a payment received (issue 38 point 4; ADRs 055, 058): the amount and currency as on the
// bank statement, the yen it counts for, the bank's day and reference, a note; checked and shown before it is
// recorded. Once the page's scripts run, a yen payment asks for no yen again (it counts its amount), and a
// payment in another currency shows the yen it comes to at the rate that applies beside the field; without
// them the yen field is there for every currency, and the server says when it is needed.
import { useState } from 'react';
import { Form } from 'react-router';
import { type InvoiceTerms, yenPerUsd } from '#domain/orders/invoice-currency.ts';
import { DEPOSIT_USD, ORDER_MAX_HOLD_DAYS } from '#domain/orders/order-terms.ts';
import { parseAmount, suggestedYen, yenPerUnitText } from '#domain/orders/payment-amount.ts';
import { formatJpy } from '../lib/format';
import { useScriptsRunning, useTypedBeforeHydration } from '../lib/hydration';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from './admin-field';

/** A currency a payment can come in: its decimals, and today's rate (units for one yen). */
export interface PaymentCurrency {
  name: string;
  minorUnits: number;
  rate: number;
}

const BUTTON = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60';

export function AdminPaymentForm({
  currencies,
  invoice,
  today,
  values,
  errors,
  busy,
}: {
  /** Yen first. */
  currencies: PaymentCurrency[];
  invoice: Pick<InvoiceTerms, 'currency' | 'usdRate'>;
  /** The bank's day to offer: today in Japan. */
  today: string;
  /** What was sent last, when it was refused or is being checked; nothing for a new payment. */
  values: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const scripts = useScriptsRunning();
  const [currency, setCurrency] = useState(values.currency ?? 'JPY');
  const [amount, setAmount] = useState(values.amount ?? '');
  // An amount typed or a currency chosen before the scripts ran is in the form, not yet in the state.
  const form = useTypedBeforeHydration<HTMLFormElement>((element) => {
    setCurrency((element.elements.namedItem('currency') as HTMLSelectElement).value);
    setAmount((element.elements.namedItem('amount') as HTMLInputElement).value);
  });
  const chosen = currencies.find((c) => c.name === currency) ?? currencies[0]!;
  const suggestion = suggestedYen(amount, chosen, invoice);
  // Dollars on a dollar invoice count as dollars: their yen, for the books, may be left to the order's rate.
  const dollarsOnDollars = currency === 'USD' && invoice.currency === 'USD' && invoice.usdRate !== null;
  const rateText = (yenPerUnit: number) => `¥${yenPerUnitText(yenPerUnit)} per ${chosen.name} 1`;
  const yen = parseAmount(amount, 0, 'JPY');
  return (
    <Form
      method="post"
      ref={form}
      className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
      noValidate
      data-testid="payment-form"
      onChange={(event) => {
        // React types a form's change as the form's; it is the field's, bubbled up.
        const field: EventTarget = event.target;
        if (field instanceof HTMLSelectElement && field.name === 'currency') setCurrency(field.value);
        if (field instanceof HTMLInputElement && field.name === 'amount') setAmount(field.value);
      }}
    >
      <h3 className="font-semibold">Record a payment received</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        From the bank statement, one transfer at a time. A deposit of USD {DEPOSIT_USD} or more holds the car up to {ORDER_MAX_HOLD_DAYS} days from the order; the order is paid once its payments cover the total. You see the payment before it is recorded.
      </p>
      <input type="hidden" name="intent" value="pay" />
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <AdminField name="amount" label="Amount received" required value={values.amount ?? ''} error={errors.amount} hint="As on the statement: 24,512.50" />
        <label className="text-sm">
          Currency *
          <select name="currency" defaultValue={values.currency ?? 'JPY'} className={ADMIN_INPUT} aria-invalid={errors.currency ? true : undefined} aria-describedby={describedBy('pay-currency', { error: errors.currency })}>
            {currencies.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldNotes id="pay-currency" error={errors.currency} />
        </label>
        {!scripts ? (
          <AdminField
            name="creditedJpy"
            label="Counts for (yen)"
            required
            value={values.creditedJpy ?? ''}
            error={errors.creditedJpy}
            hint={invoice.currency === 'USD' ? 'What our bank credited; not for yen, nor for dollars on this dollar invoice' : 'What our bank credited; not for a payment in yen'}
          />
        ) : currency === 'JPY' ? (
          <div className="text-sm">
            Counts for (yen)
            <p className="mt-1 py-1.5 font-semibold tabular-nums" data-testid="payment-counts-for">
              {typeof yen === 'number' ? formatJpy('en', yen) : 'The amount'}
            </p>
            <span className="block text-xs text-slate-600 dark:text-slate-300">A yen payment counts its amount.</span>
          </div>
        ) : (
          <AdminField
            name="creditedJpy"
            label="Counts for (yen)"
            required={!dollarsOnDollars}
            value={values.creditedJpy ?? ''}
            error={errors.creditedJpy}
            placeholder={suggestion ? formatJpy('en', suggestion.jpy) : undefined}
            hint={
              dollarsOnDollars && invoice.usdRate !== null
                ? `May be left empty: dollars count as dollars on this dollar invoice, and their yen for the books are then taken at the order’s rate of ${rateText(yenPerUsd(invoice.usdRate))}${suggestion ? `: ${formatJpy('en', suggestion.jpy)}` : ''}.`
                : suggestion
                  ? `What our bank credited. At today’s rate of ${rateText(suggestion.yenPerUnit)}, about ${formatJpy('en', suggestion.jpy)}.`
                  : `What our bank credited (today’s rate: ${rateText(1 / chosen.rate)}).`
            }
          />
        )}
        <AdminField name="receivedOn" label="Received by our bank on" type="date" required value={values.receivedOn ?? today} error={errors.receivedOn} />
        <AdminField name="bankReference" label="Bank reference" required value={values.bankReference ?? ''} error={errors.bankReference} />
        <AdminField name="note" label="Note" value={values.note ?? ''} error={errors.note} />
      </div>
      <button type="submit" disabled={busy} className={`${BUTTON} mt-3`}>
        Check the payment
      </button>
    </Form>
  );
}
