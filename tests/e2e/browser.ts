// The system Chromium through playwright-core: nothing is downloaded.
import { chromium, type Browser } from 'playwright-core';
import { afterAll } from 'vitest';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  afterAll(() => browser.close());
  return browser;
}
