// Seeds the demo content written in ./content/: staff, news, testimonials, pages, country pages, banners
// and interface translations, in English, French, Portuguese and Russian.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { banners as bannerTable, countryPages as countryPageTable, news as newsTable, pages as pageTable, personsInCharge, testimonials as testimonialTable, translations as translationTable } from '#db/schema/content.ts';
import { bannerImagePath } from './images/banner-images.ts';
import { vehicleImagePath } from './images/vehicle-images.ts';
import { banners } from './content/banners.ts';
import { countryPages } from './content/country-pages.ts';
import { news } from './content/news.ts';
import { pages } from './content/pages.ts';
import { personsInCharge as persons } from './content/persons-in-charge.ts';
import { testimonials } from './content/testimonials.ts';
import { translations } from './content/translations.ts';
import { tradeTextsShippedWrong } from './content/trade-translations.ts';
import { LANGUAGES } from './content/types.ts';
import { modelReferences, PAINT_COLORS, type ReferenceIds } from './reference-data.ts';
import { hashString, Random } from './random.ts';

/** The demo's pages and country pages are published from before any news item (the storefront shows a page once its date has come). */
const PAGES_PUBLISHED_AT = new Date('2025-01-01T00:00:00Z');

export async function seedContent(db: Database, ids: ReferenceIds, seed: number): Promise<void> {
  const random = new Random(hashString(`content:${seed}`));

  const personRows = await db
    .insert(personsInCharge)
    .values(persons.map((p, i) => ({ uuid: random.uuid(), ...p, sortOrder: i })))
    .returning({ id: personsInCharge.id, name: personsInCharge.name });
  const personIds = new Map(personRows.map((p) => [p.name, p.id]));

  await db.insert(newsTable).values(
    news.flatMap((n) =>
      LANGUAGES.map((language) => ({
        uuid: random.uuid(),
        newsName: n.newsName,
        language,
        title: n.title[language],
        content: n.content[language],
        publishedAt: new Date(n.publishedAt),
        createdAt: new Date(n.publishedAt),
        updatedAt: new Date(n.publishedAt),
      })),
    ),
  );

  await db.insert(pageTable).values(
    pages.flatMap((p) =>
      LANGUAGES.map((language) => ({
        uuid: random.uuid(),
        pageName: p.pageName,
        language,
        title: p.title[language],
        description: p.description[language],
        content: p.content[language],
        publishedAt: PAGES_PUBLISHED_AT,
      })),
    ),
  );

  await db.insert(countryPageTable).values(
    countryPages
      .filter((p) => ids.countryIds.has(p.countryCode))
      .flatMap((p) =>
        LANGUAGES.map((language) => ({
          uuid: random.uuid(),
          countryId: ids.countryIds.get(p.countryCode)!,
          pageName: p.pageName,
          language,
          title: p.title[language],
          description: p.description[language],
          content: p.content[language],
          publishedAt: PAGES_PUBLISHED_AT,
        })),
      ),
  );

  await db.insert(bannerTable).values(
    banners.flatMap((b, i) =>
      LANGUAGES.map((language) => ({
        uuid: random.uuid(),
        bannerType: b.bannerType,
        language,
        pcImageUrl: bannerImagePath(b.key, language, 'pc'),
        spImageUrl: bannerImagePath(b.key, language, 'sp'),
        alt: b.alt[language],
        url: b.url,
        sortOrder: i,
      })),
    ),
  );

  const bodyTypeOf = new Map(modelReferences.map((m) => [`${m.maker}|${m.model}`, m.bodyType]));
  await db.insert(testimonialTable).values(
    testimonials.map((t) => {
      const key = `${t.makerName}|${t.modelName}`;
      const bodyType = bodyTypeOf.get(key);
      const color = random.pick(PAINT_COLORS);
      return {
        uuid: random.uuid(),
        reviewerName: t.reviewerName,
        reviewedAt: new Date(t.reviewedAt),
        content: t.content,
        language: t.language,
        rating: t.rating,
        countryId: ids.countryIds.get(t.countryCode) ?? null,
        personInChargeId: personIds.get(t.personInCharge) ?? null,
        makerId: ids.makerIds.get(t.makerName)?.id ?? null,
        modelId: ids.modelIds.get(key) ?? null,
        vehicleModel: `${t.makerName} ${t.modelName}`,
        thumbnailUrl: bodyType ? vehicleImagePath(bodyType, color.slug, 'front', 320) : null,
      };
    }),
  );

  await addMissingTranslations(db);
}

/**
 * Interface texts ship with the code: every start adds the keys a new version brought, in every language,
 * and leaves the texts already stored alone (staff may have reworded them). Returns how many were added.
 */
export async function addMissingTranslations(db: Database): Promise<number> {
  const rows = Object.entries(translations).flatMap(([key, texts]) => LANGUAGES.map((language) => ({ language, key, text: texts[language] })));
  const added = await db.insert(translationTable).values(rows).onConflictDoNothing({ target: [translationTable.language, translationTable.key] }).returning({ id: translationTable.id });
  await correctShippedTexts(db);
  return added.length;
}

/** Texts a version shipped wrong, by key and language, as it shipped them. */
const SHIPPED_WRONG: Record<string, Partial<Record<(typeof LANGUAGES)[number], string>>> = { ...tradeTextsShippedWrong };

/**
 * Replaces each text a version shipped wrong with today's, where it is still stored as shipped: a text
 * staff reworded is theirs and stays. Returns how many were corrected.
 */
export async function correctShippedTexts(db: Database): Promise<number> {
  let corrected = 0;
  for (const [key, wrong] of Object.entries(SHIPPED_WRONG)) {
    for (const language of LANGUAGES) {
      const was = wrong[language];
      const now = translations[key]?.[language];
      if (was === undefined || now === undefined || was === now) continue;
      const rows = await db
        .update(translationTable)
        .set({ text: now })
        .where(and(eq(translationTable.key, key), eq(translationTable.language, language), eq(translationTable.text, was)))
        .returning({ id: translationTable.id });
      corrected += rows.length;
    }
  }
  return corrected;
}
