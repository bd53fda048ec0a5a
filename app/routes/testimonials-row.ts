// GET /{lang}/testimonials.json: the stock list's three customer testimonials (spec 000 §9), as JSON (no
// page). The stock list draws them when they come near the screen (LazyRender): below 24 cards few buyers
// reach them, and in the page they were a fifteenth of its HTML and data. The same for every visitor of a
// language, so browsers and the page cache keep them a while.
import { testimonialsFor } from '#domain/content/testimonials.service.ts';
import { toTestimonialView, type TestimonialView } from '../components/testimonial-card';
import type { Route } from './+types/testimonials-row';
import { pageLanguage } from '../lib/page-language';

export interface TestimonialsRow {
  testimonials: TestimonialView[];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const row: TestimonialsRow = { testimonials: (await testimonialsFor({ ...context.ctx, language }, { limit: 3 })).map(toTestimonialView) };
  return Response.json(row, { headers: { 'cache-control': 'public, max-age=300, s-maxage=60, stale-while-revalidate=600' } });
}
