// A country page (/{lang}/pages/countries/{name}) draws the header pictures staff gave it (spec 000 §3
// CountryPage: headerImagePc, headerImageSp), as content pages do: the phone's own below 768 px.
import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { PageHeaderPicture } from '../components/page-header-picture';
import { loader } from './country-page';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

const load = (name: string) =>
  loader({ params: { lang: 'en', name }, context: { ctx: testContext(handle) }, request: new Request(`http://localhost/en/pages/countries/${name}`) } as unknown as Parameters<typeof loader>[0]);

describe('a country page’s header pictures', () => {
  it('come with the page, the wide one and the phone’s, and are drawn as one picture', async () => {
    await handle.db.execute(sql`update country_pages set header_image_pc = 'pages/kenya-wide.jpg', header_image_sp = 'pages/kenya-phone.jpg' where page_name = 'kenya'`);
    const page = await load('kenya');
    expect(page.headerImagePc).toMatch(/pages\/kenya-wide\.jpg$/);
    expect(page.headerImageSp).toMatch(/pages\/kenya-phone\.jpg$/);
    const html = renderToStaticMarkup(<PageHeaderPicture pc={page.headerImagePc} sp={page.headerImageSp} />);
    expect(html).toContain(`<source media="(max-width: 767px)" srcSet="${page.headerImageSp}"/>`);
    expect(html).toContain(`<img src="${page.headerImagePc}" alt=""`);
  });

  it('are left out when the page has none; a phone picture alone is not drawn', async () => {
    await handle.db.execute(sql`update country_pages set header_image_pc = null, header_image_sp = 'pages/kenya-phone.jpg' where page_name = 'kenya'`);
    const page = await load('kenya');
    expect(page.headerImagePc).toBeNull();
    expect(renderToStaticMarkup(<PageHeaderPicture pc={page.headerImagePc} sp={page.headerImageSp} />)).toBe('');
    expect(renderToStaticMarkup(<PageHeaderPicture pc="/media/pages/wide.jpg" sp={null} />)).toBe('<picture data-testid="page-header-picture"><img src="/media/pages/wide.jpg" alt="" class="mt-4 h-auto w-full rounded-lg"/></picture>');
  });
});
