// The countries' duties for API clients of the back office (issue 39): the same preview and save of a change
// of rates from a day as /admin/taxes, and the same reference price CSV import as its import page, with the
// same checks (a table that could not compute is refused, nothing saved) and the same reach (the buyers
// whose open order's estimate moves are told; every process within a second). Admins only. Refusals are
// union members: not signed in, not allowed, not found, bad input.
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { checkReferencePriceImport, importReferencePrices, type ReferencePriceImportReport } from '#domain/trade/reference-price-import.service.ts';
import { previewTaxChange, saveTaxChange, type AffectedOrderView, type TaxChangeInput, type TaxChangePreview, type TaxSample } from '#domain/trade/tax-admin.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;

const TaxRateChangeInputRef = builder.inputType('ImportTaxRateChangeInput', {
  description: 'New values for one row in force on the day (by its id); a value left out keeps the row’s.',
  fields: (t) => ({
    rowId: t.string({ required: true }),
    ratePercent: t.string({ description: 'The rate in percent ("40" for 40 %), 0 to 500, at most 6 decimals.' }),
    amount: t.string({ description: 'A fixed amount, in the row’s currency: 0 to 1,000,000,000,000, at most 4 decimals.' }),
    perCc: t.string({ description: 'An amount per cc, in the row’s currency: 0 to 1,000,000, at most 6 decimals.' }),
  }),
});

const TaxChangeInputRef = builder.inputType('ImportTaxChangeInput', {
  description: 'A change of a country’s rates from a day: the changed taxes’ rows in force then, added again from it with the new values.',
  fields: (t) => ({
    countryCode: t.string({ required: true, description: 'ISO 3166 code (KE).' }),
    effectiveFrom: t.string({ required: true, description: 'YYYY-MM-DD, from today to five years ahead: the first arrival day priced by the new rows.' }),
    source: t.string({ required: true, description: 'Where the new rates come from.' }),
    rows: t.field({ type: [TaxRateChangeInputRef], required: true }),
  }),
});

const TaxSampleRef = builder.objectRef<TaxSample>('ImportTaxSample').implement({
  description: 'A sample car’s duties on arrival on the change’s day, before and after.',
  fields: (t) => ({ car: t.exposeString('car'), before: t.exposeString('before'), after: t.exposeString('after') }),
});

const AffectedOrderRef = builder.objectRef<AffectedOrderView>('ImportTaxAffectedOrder').implement({
  description: 'An open order whose estimate of duties the change moves, and its buyer, who is e-mailed when it is saved.',
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber'),
    orderId: t.exposeString('orderUuid'),
    buyerEmail: t.exposeString('buyerEmail'),
    arrival: t.exposeString('arrival', { description: 'YYYY-MM-DD: the ship’s estimated arrival.' }),
    before: t.exposeString('before'),
    after: t.exposeString('after'),
  }),
});

const TaxChangePreviewRef = builder.objectRef<TaxChangePreview>('ImportTaxChangePreview').implement({
  description: 'What the change would do; nothing written.',
  fields: (t) => ({
    countryCode: t.exposeString('countryCode'),
    effectiveFrom: t.exposeString('effectiveFrom'),
    newRowCount: t.int({ resolve: (p) => p.newRows.length }),
    warnings: t.exposeStringList('warnings'),
    samples: t.field({ type: [TaxSampleRef], resolve: (p) => p.samples }),
    affectedOrders: t.field({ type: [AffectedOrderRef], resolve: (p) => p.affected }),
  }),
});

const TaxChangeSavedRef = builder.objectRef<{ added: number; affected: AffectedOrderView[] }>('ImportTaxChangeSaved').implement({
  fields: (t) => ({
    added: t.exposeInt('added', { description: 'Rows added.' }),
    affectedOrders: t.field({ type: [AffectedOrderRef], description: 'The orders whose buyers were e-mailed.', resolve: (s) => s.affected }),
  }),
});

const ImportIssueRef = builder.objectRef<{ row: number; fieldname: string; message: string }>('ReferencePriceImportIssue').implement({
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The file’s row, the header being 1.' }),
    column: t.string({ nullable: true, resolve: (i) => (i.fieldname === 'file' ? null : i.fieldname) }),
    message: t.exposeString('message'),
  }),
});

const ReferenceImportReportRef = builder.objectRef<ReferencePriceImportReport>('ReferencePriceImportReport').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    dryRun: t.exposeBoolean('dryRun'),
    written: t.exposeBoolean('written'),
    total: t.exposeInt('total'),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
    unchanged: t.exposeInt('unchanged'),
    errors: t.field({ type: [ImportIssueRef], resolve: (r) => r.errors }),
    affectedOrderNumbers: t.stringList({ resolve: (r) => r.affected.map((a) => a.orderNumber) }),
  }),
});

type ChangeArgs = { input: { countryCode: string; effectiveFrom: string; source: string; rows: { rowId: string; ratePercent?: string | null; amount?: string | null; perCc?: string | null }[] } };
const changeOf = ({ input }: ChangeArgs): TaxChangeInput => ({ ...input, rows: input.rows.map((r) => ({ rowId: r.rowId, ratePercent: r.ratePercent ?? null, amount: r.amount ?? null, perCc: r.perCc ?? null })) });

builder.mutationFields((t) => ({
  previewImportTaxChangeByAdmin: t.field({
    type: TaxChangePreviewRef,
    description: 'What a change of rates from a day would do: three sample cars before and after, and the open orders it moves. Nothing is written.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'PreviewImportTaxChangeByAdminResult' } },
    args: { input: t.arg({ type: TaxChangeInputRef, required: true }) },
    resolve: (_root, args, ctx) => unwrap(previewTaxChange(ctx, changeOf(args))),
  }),
  saveImportTaxChangeByAdmin: t.field({
    type: TaxChangeSavedRef,
    description: 'Adds the change’s rows from its day, never over the old ones; refused with what is wrong when the table could not compute. Audited; the buyers whose estimate moves are e-mailed.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'SaveImportTaxChangeByAdminResult' } },
    args: { input: t.arg({ type: TaxChangeInputRef, required: true }) },
    resolve: (_root, args, ctx) => unwrap(saveTaxChange(ctx, changeOf(args))),
  }),
  importReferencePricesByAdmin: t.field({
    type: ReferenceImportReportRef,
    description: 'A country’s reference price list from CSV text (maker, model, engineCc, year, price, currency): a dry run with every problem by row and column, or the import, all or nothing.',
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'ImportReferencePricesByAdminResult' } },
    args: {
      countryCode: t.arg.string({ required: true }),
      csv: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
      source: t.arg.string({ required: true }),
      dryRun: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { countryCode, csv, fileName, source, dryRun }, ctx) =>
      unwrap((dryRun ? checkReferencePriceImport : importReferencePrices)(ctx, countryCode, { name: fileName.slice(-200), content: csv }, source)),
  }),
}));
