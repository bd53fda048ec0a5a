// A row of customer testimonials under a heading.
import { useT } from '../lib/i18n';
import { TestimonialCard, type TestimonialView } from './testimonial-card';

export function Testimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  const t = useT();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mt-12">
      <h2 id="testimonials-heading" className="text-xl font-semibold">
        {t('customer-testimonials')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.uuid}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}
