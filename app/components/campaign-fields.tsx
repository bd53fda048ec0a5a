// A campaign's fields in the back office's forms (new and edit): name, optional code, the discount in yen
// or in percent, the minimum vehicle price and the window in UTC; each with the server's message.
import { AdminField } from './admin-field';

export interface CampaignValues {
  name: string;
  campaignCode: string;
  discountJpy: string;
  discountPercent: string;
  minPriceJpy: string;
  startsAt: string;
  endsAt: string;
}

export const EMPTY_CAMPAIGN: CampaignValues = { name: '', campaignCode: '', discountJpy: '', discountPercent: '', minPriceJpy: '0', startsAt: '', endsAt: '' };

export function CampaignFields({ values, errors }: { values: CampaignValues; errors: Record<string, string> }) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <AdminField name="name" label="Name" required value={values.name} error={errors.name} hint="At most 80 characters; buyers see it on the price" />
      <AdminField name="campaignCode" label="Campaign code" value={values.campaignCode} error={errors.campaignCode} hint="Optional: then only visits that bring the code (from an advertisement) get it" />
      <AdminField name="discountJpy" label="Discount (JPY)" type="number" value={values.discountJpy} error={errors.discountJpy} hint="¥1,000 to ¥1,000,000; or a percentage, not both" />
      <AdminField name="discountPercent" label="Discount (%)" type="number" value={values.discountPercent} error={errors.discountPercent} hint="1 to 50, of the vehicle price" />
      <AdminField name="minPriceJpy" label="Minimum vehicle price (JPY)" type="number" value={values.minPriceJpy} error={errors.minPriceJpy} />
      <div className="hidden sm:block" />
      <AdminField name="startsAt" label="Starts (UTC)" type="datetime-local" required value={values.startsAt} error={errors.startsAt} />
      <AdminField name="endsAt" label="Ends (UTC)" type="datetime-local" required value={values.endsAt} error={errors.endsAt} />
    </div>
  );
}

/** What a campaign form sent, as the domain takes it. */
export function campaignFromForm(form: FormData): CampaignValues {
  const text = (name: keyof CampaignValues) => String(form.get(name) ?? '');
  return { name: text('name'), campaignCode: text('campaignCode'), discountJpy: text('discountJpy'), discountPercent: text('discountPercent'), minPriceJpy: text('minPriceJpy'), startsAt: text('startsAt'), endsAt: text('endsAt') };
}
