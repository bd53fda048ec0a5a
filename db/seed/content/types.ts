// Shapes of the hand-written demo content (news, testimonials, pages, banners, staff) that the seed
// inserts. Content is for the fictional exporter "Roro Motors Co., Ltd." of Nagoya, Japan.

export const LANGUAGES = ['en', 'fr', 'pt', 'ru'] as const;
export type Lang = (typeof LANGUAGES)[number];
export type Localized<T = string> = Record<Lang, T>;

export interface PersonInChargeSeed {
  name: string;
  /** International format with dashes, e.g. "+81-80-1234-5678"; chat links strip the dashes. */
  whatsAppNumber: string;
  email: string;
  /** Languages spoken, ISO 639-1: "en", "fr", "pt", "ru", "sw", "es", "ja" ... */
  languages: string[];
  /** ISO country codes of the markets this person handles. */
  markets: string[];
}

export interface NewsSeed {
  /** URL slug, unique, e.g. "2026-10-new-roro-sailings-mombasa". */
  newsName: string;
  /** ISO date-time, UTC. */
  publishedAt: string;
  title: Localized;
  /** Simple HTML: <p>, <ul>, <li>, <strong>, <a href="/...">, <h2>, <h3>, <table>. No scripts, no inline styles. */
  content: Localized;
}

export interface TestimonialSeed {
  reviewerName: string;
  /** ISO 3166-1 alpha-2 of the buyer's country (one of the 61 in shared/data/reference/countries.json). */
  countryCode: string;
  /** ISO date. */
  reviewedAt: string;
  /** Maker and model exactly as in shared/data/reference/models.json. */
  makerName: string;
  modelName: string;
  /** Name of a PersonInChargeSeed. */
  personInCharge: string;
  /** The language the customer wrote in. */
  language: Lang;
  content: string;
  /** 1 to 5. */
  rating: number;
}

export interface PageSeed {
  /** One of: shipping-schedule, aboutus, payments, contact, faq, qchecks, how-to-buy, privacy-policy,
   *  terms, whatsapp, sitemaps, facebook-page-community-guidelines, or another slug for /pages/{slug}. */
  pageName: string;
  title: Localized;
  description: Localized;
  /** HTML as for news. */
  content: Localized;
}

export interface CountryPageSeed {
  countryCode: string;
  /** URL slug, e.g. "kenya". */
  pageName: string;
  title: Localized;
  description: Localized;
  content: Localized;
}

export type BannerType = 'top-banner' | 'top-banner-2' | 'top-banner-campaign';

export interface BannerSeed {
  bannerType: BannerType;
  /** Stable key; the banner picture is generated at media path "banners/{key}-{lang}-{pc|sp}.webp". */
  key: string;
  alt: Localized;
  /** Headline and sub-line drawn on the generated banner picture. */
  headline: Localized;
  subline: Localized;
  /** Site-relative link without language prefix, e.g. "/stocklist?type=Suv". */
  url: string;
  /** Background colours for the generated picture, CSS hex. */
  colors: [string, string];
}
