// The countries' duties as an API client of the back office calls them, through yoga.fetch: refused with the
// union member that says why (sales, editors, buyers, the signed-out, staff without the authenticator
// app), writing nothing; an admin previews a change of Kenya's import duty, is refused one the table
// could not compute, saves one (audited, as new rows from its day), and another admin dry-runs and
// imports a reference price list whose bad row is named by row and column.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { Viewer } from '#domain/context.ts';
import { taxCountryByAdmin } from '#domain/trade/tax-admin.service.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { graphqlAs as graphql } from '#tests/setup/graphql.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const admin = staffViewer('admin', { prefix: 'gqt' });
const otherAdmin = staffViewer('admin', { prefix: 'gqt-other' });
const as = (viewer: Viewer | null) => testContext(handle, { viewer });

const ERRORS = `... on InvalidInputError { issues { fieldname message } } ... on BaseError { message }`;
const PREVIEW = `mutation ($input: ImportTaxChangeInput!) { previewImportTaxChangeByAdmin(input: $input) { __typename ... on ImportTaxChangePreview { newRowCount samples { car before after } affectedOrders { orderNumber } } ${ERRORS} } }`;
const SAVE = `mutation ($input: ImportTaxChangeInput!) { saveImportTaxChangeByAdmin(input: $input) { __typename ... on ImportTaxChangeSaved { added } ${ERRORS} } }`;
const IMPORT = `mutation ($csv: String!, $dryRun: Boolean!) { importReferencePricesByAdmin(countryCode: "KE", csv: $csv, fileName: "crsp.csv", source: "KRA CRSP list", dryRun: $dryRun) { __typename ... on ReferencePriceImportReport { written created updated errors { row column message } } ... on BaseError { message } } }`;

let dutyRow: string;
const input = (ratePercent: string, effectiveFrom = '2027-01-01') => ({ input: { countryCode: 'KE', effectiveFrom, source: 'Finance Act 2026', rows: [{ rowId: dutyRow, ratePercent }] } });
const writes = async () => (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from import_taxes) || '/' || (select count(*) from reference_prices) || '/' || (select count(*) from audit_log) as n`))[0]!.n;

beforeAll(async () => {
  handle = await openSeededDatabase();
  const kenya = await taxCountryByAdmin(as(admin), 'KE');
  if (kenya instanceof Error) throw kenya;
  dutyRow = kenya.rows.find((r) => r.taxId === 'import-duty' && r.inForce)!.uuid;
});

describe('the back office’s duty calls', () => {
  it('refuse everyone but admins, writing nothing', async () => {
    const before = await writes();
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('gqt-buyer'), 'AuthenticationError'],
      [staffViewer('sales', { prefix: 'gqt' }), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'gqt' }), 'AuthenticationError'],
      [staffViewer('admin', { prefix: 'gqt', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      expect((await graphql(as(viewer), PREVIEW, input('40'))).previewImportTaxChangeByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), SAVE, input('40'))).saveImportTaxChangeByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), IMPORT, { csv: 'maker,model,price\nToyota,Century,19800000', dryRun: false })).importReferencePricesByAdmin.__typename).toBe(typename);
    }
    expect(await writes()).toBe(before);
  });

  it('let an admin preview and save a rate from a day, refusing a table that could not compute with nothing saved', async () => {
    const preview = (await graphql(as(admin), PREVIEW, input('40'))).previewImportTaxChangeByAdmin;
    expect(preview).toMatchObject({ __typename: 'ImportTaxChangePreview', newRowCount: 1, affectedOrders: [] });
    expect(preview.samples).toHaveLength(3);
    const before = await writes();
    const refused = (await graphql(as(admin), SAVE, input('4000'))).saveImportTaxChangeByAdmin;
    expect(refused).toMatchObject({ __typename: 'InvalidInputError', issues: [{ fieldname: `rows.${dutyRow}.rate`, message: 'Import duty: the rate is a percent from 0 to 500, such as 35 or 22.5; 4000 is more than 500.' }] });
    expect(await writes()).toBe(before);
    expect((await graphql(as(admin), SAVE, input('40'))).saveImportTaxChangeByAdmin).toEqual({ __typename: 'ImportTaxChangeSaved', added: 1 });
    const [audit] = await queryRows<{ actor_email: string }>(handle.db, sql`select actor_email from audit_log where action = 'importTax.change'`);
    expect(audit).toEqual({ actor_email: admin.email });
    // A second rate of the same tax from the same day: two rows that fit every car, so the table could not compute.
    const saved = await writes();
    const twice = (await graphql(as(admin), SAVE, input('45'))).saveImportTaxChangeByAdmin;
    expect(twice).toMatchObject({ __typename: 'InvalidInputError', issues: [{ fieldname: 'rows', message: expect.stringContaining('both apply to') }] });
    expect(await writes()).toBe(saved);
  });

  it('let another admin dry-run a reference price list, see its bad row, then import a good one', async () => {
    const before = await writes();
    const bad = (await graphql(as(otherAdmin), IMPORT, { csv: 'maker,model,price\nToyota,Century,19800000\nToyota,Crown Majesta,abc', dryRun: false })).importReferencePricesByAdmin;
    expect(bad).toMatchObject({ written: false, errors: [{ row: 3, column: 'price' }] });
    expect(await writes()).toBe(before);
    const dry = (await graphql(as(otherAdmin), IMPORT, { csv: 'maker,model,price\nToyota,Century,19800000', dryRun: true })).importReferencePricesByAdmin;
    expect(dry).toMatchObject({ written: false, created: 1, errors: [] });
    expect(await writes()).toBe(before);
    const done = (await graphql(as(otherAdmin), IMPORT, { csv: 'maker,model,price\nToyota,Century,19800000', dryRun: false })).importReferencePricesByAdmin;
    expect(done).toMatchObject({ written: true, created: 1 });
  });
});
