// What the storefront's log holds after a buyer's whole journey (ADR 062): sign-up, the e-mailed
// confirmation link, sign-out and sign-in with the password, an order and its invoice with the bank
// details. Every request has its line (its id, route pattern, status, duration and worker), and no line
// anywhere in the log holds the password, the session's token or cookie, the confirmation token or
// the exporter's bank details. The log is the shared storefront's at info (global-setup.ts).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPORTER_BANK_ACCOUNT } from '#domain/company.ts';
import { lastMailTo } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
const PASSWORD = 'kilimanjaro42';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

const ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on Order { shippingInformationUuid } ... on BaseError { message } } }`;

describe('the server’s log', () => {
  it('has a line for each request of a sign-up, a sign-in and an order, and no password, token or bank detail in any line', async () => {
    // A car far down Kenya's list, which no other browser test orders.
    const stockNumber = (await kenyanCars(20)).at(-8)!;
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.41.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}` } });
    const page = await context.newPage();
    const email = `logs-${Date.now()}@example.com`;
    // Requests of a known id before and after: the lines between are this journey's (the shard's files run one at a time).
    const started = `logs-e2e-start-${Date.now()}`;
    await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': started } });

    await page.goto(`${baseUrl}/en/user/signup`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.locator('input[name=firstName]').fill('Amina');
    await page.locator('input[name=lastName]').fill('Wanjiru');
    await page.locator('input[name=telephone]').fill('+254700000000');
    await page.locator('select[name=countryName]').selectOption('Kenya');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByTestId('sign-up-done').waitFor();
    const link = (await lastMailTo(email)).link;
    const confirmationToken = new URL(link).searchParams.get('token')!;
    expect(confirmationToken.length).toBeGreaterThan(20);
    await page.goto(link);
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');

    await page.locator('form[action$="/user/signout"] button').first().click();
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('Sign in');
    await page.goto(`${baseUrl}/en/user/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!;
    const sessionToken = decodeURIComponent(cookie.value).split('.')[0]!;

    const ordered = await page.request.post(`${baseUrl}/graphql`, {
      headers: { origin: baseUrl },
      data: { query: ORDER, variables: { input: { stockNumber, countryName: 'Kenya', consignee: { consigneeName: 'Wanjiru Motors', consigneeAddress: 'Moi Avenue 12, Mombasa', consigneeTelephone: '+254 700 111 222', countryName: 'Kenya' } } } },
    });
    const order = ((await ordered.json()) as { data: { createOrder: { __typename: string; shippingInformationUuid: string; message?: string } } }).data.createOrder;
    expect(order.__typename, order.message).toBe('Order');
    await page.goto(`${baseUrl}/en/user/orders/${order.shippingInformationUuid}/invoice`);
    // The buyer is shown where to pay: that is the page's, never the log's.
    expect(await page.locator('main').innerText()).toContain(EXPORTER_BANK_ACCOUNT.swift);
    await context.close();

    // A last request of a known id: once its line is in the file, the journey's are too.
    const marker = `logs-e2e-end-${Date.now()}`;
    await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': marker } });
    await expect.poll(() => readFileSync(serverLog, 'utf8').includes(marker)).toBe(true);
    const log = readFileSync(serverLog, 'utf8');

    for (const secret of [PASSWORD, sessionToken, cookie.value, confirmationToken, EXPORTER_BANK_ACCOUNT.swift]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`(?<![0-9])${EXPORTER_BANK_ACCOUNT.accountNumber}(?![0-9])`));

    const all = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const lines = all.slice(all.findIndex((line) => line.reqId === started));
    const requestLine = (method: string, route: string) => lines.find((line) => line.method === method && line.route === route);
    const seen = {
      signUp: requestLine('POST', '/:lang/user/signup'),
      confirmation: requestLine('GET', '/api/auth'),
      signIn: requestLine('POST', '/:lang/user/signin'),
      order: requestLine('POST', 'graphql'),
      invoice: requestLine('GET', '/:lang/user/orders/:id/invoice'),
      marker: lines.find((line) => line.reqId === marker),
    };
    for (const [step, line] of Object.entries(seen)) {
      expect(line, step).toMatchObject({ level: 30, worker: 0, reqId: expect.stringMatching(/^[\w.-]{1,64}$/), status: expect.any(Number), ms: expect.any(Number) });
    }
    // Under /api/auth the path is not logged (a reset link carries its token there), elsewhere without the query.
    expect(seen.confirmation).not.toHaveProperty('path');
    expect(seen.invoice!.path).toBe(`/en/user/orders/${order.shippingInformationUuid}/invoice`);
    expect(seen.marker).toMatchObject({ route: '/healthz', status: 200 });
  });
});
