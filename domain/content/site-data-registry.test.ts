// The site data's forgetters are the process's, whichever copy of the module registered them: the
// server's follower runs from the sources while React Router's server build bundles a copy of its own.
import { describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import * as registry from './site-data-registry.ts';

describe('the site data registry', () => {
  it('runs a forgetter that another copy of the module registered', async () => {
    // Another address of the same file is another module, as the build's copy is.
    const copyAddress = './site-data-registry.ts?bundled-copy';
    const copy = (await import(/* @vite-ignore */ copyAddress)) as typeof registry;
    expect(copy.forgetSiteData).not.toBe(registry.forgetSiteData);
    const forgotten: string[] = [];
    copy.onSiteDataChange('translations', () => forgotten.push('the build’s texts'));
    registry.forgetSiteData({} as Database, ['translations']);
    expect(forgotten).toEqual(['the build’s texts']);
  });
});
