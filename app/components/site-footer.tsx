// The site footer (spec 001 §2): company address, phone and sales e-mail, the mail icon that opens the
// inquiry popup, every information page, the referral programme, the parent company's pages and our
// social page, and the newsletter sign-up (spec 000 §3). Only pages that exist are linked.
import { Link, useLocation } from 'react-router';
import { FEEDBACK_EMAIL, SALES_EMAIL } from '#domain/company.ts';
import { useLanguageData, useT } from '../lib/i18n';
import { InquiryLink } from './inquiry-popup-provider';
import { NewsletterForm } from './newsletter-form';

const PHONE = { display: '+81-52-000-1988', href: 'tel:+81520001988' };
/** The parent company's site and our social page (fictional, like the company). */
const CORPORATE_INFO_URL = 'https://www.roro-group.example/company/';
const BUSINESS_OVERVIEW_URL = 'https://www.roro-group.example/business/';
const FACEBOOK_URL = 'https://www.facebook.com/roro.motors.example';

function FooterLinks({ id, title, links }: { id: string; title: string; links: { to: string; label: string; external?: boolean }[] }) {
  const t = useT();
  return (
    <nav aria-labelledby={id} className="text-sm">
      <h2 id={id} className="ft-h">
        {title}
      </h2>
      {/* The links' hover is the list's (one class, not one on each of the footer's twenty links). */}
      <ul className="mt-3 space-y-2 [&_a:hover]:underline">
        {links.map((link) => (
          <li key={link.to}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="sr-only"> {t('opens-new-tab')}</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            ) : (
              <Link to={link.to}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { language } = useLanguageData();
  const t = useT();
  const { pathname } = useLocation();
  const l = `/${language}`;
  const page = (slug: string) => `${l}/pages/${slug}`;
  // The newsletter pages have the form in their content: one is enough.
  const onNewsletterPage = pathname === `${l}/newsletter` || pathname.startsWith(`${l}/newsletter/`);
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200 print:hidden" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="text-sm">
          <p className="text-lg font-bold text-white">Roro Motors Co., Ltd.</p>
          <address className="mt-2 not-italic leading-6">
            {t('company-address')}
            <br />
            {t('phone')}:{' '}
            <a href={PHONE.href} className="underline">
              {PHONE.display}
            </a>
            <br />
            {t('sales-email')}:{' '}
            <a href={`mailto:${SALES_EMAIL}`} className="underline">
              {SALES_EMAIL}
            </a>
            <br />
            {t('feedback-email')}:{' '}
            <a href={`mailto:${FEEDBACK_EMAIL}`} className="underline">
              {FEEDBACK_EMAIL}
            </a>
          </address>
          <p className="mt-3 flex gap-3 text-xl">
            <a href={PHONE.href} aria-label={`${t('phone')} ${PHONE.display}`} className="hover:text-white">
              <span aria-hidden="true">☎</span>
            </a>
            <InquiryLink label={t('inquiry-write-to-us')} className="hover:text-white" testId="footer-inquiry">
              <span aria-hidden="true">✉</span>
            </InquiryLink>
          </p>
          <p className="mt-3 leading-6">{t('company-since')}</p>
        </div>
        <FooterLinks
          id="footer-service"
          title={t('service')}
          links={[
            { to: `${l}/stocklist`, label: t('stocklist') },
            { to: page('news'), label: t('whats-new') },
            { to: page('shipping-schedule'), label: t('shipping-schedule') },
            { to: page('testimonials'), label: t('customers-voice') },
            { to: page('countries'), label: t('country-pages') },
          ]}
        />
        <FooterLinks
          id="footer-help"
          title={t('help-faq')}
          links={[
            { to: page('how-to-buy'), label: t('how-to-buy') },
            { to: page('payments'), label: t('payments') },
            { to: page('qchecks'), label: t('vehicle-quality-checks') },
            { to: page('faq'), label: t('help-faq') },
            { to: page('contact'), label: t('contact-us') },
          ]}
        />
        <FooterLinks
          id="footer-others"
          title={t('others')}
          links={[
            { to: page('aboutus'), label: t('about-us') },
            { to: page('privacy-policy'), label: t('privacy-statement') },
            { to: page('terms'), label: t('terms') },
            { to: `${l}/referral-program`, label: t('referral-program') },
            { to: page('facebook-page-community-guidelines'), label: t('facebook-page-community-guidelines') },
            { to: page('sitemaps'), label: t('sitemap') },
          ]}
        />
        <FooterLinks
          id="footer-corporate"
          title={t('corporate')}
          links={[
            { to: CORPORATE_INFO_URL, label: t('corporate-info'), external: true },
            { to: BUSINESS_OVERVIEW_URL, label: t('business-overview'), external: true },
            { to: FACEBOOK_URL, label: t('social-facebook'), external: true },
          ]}
        />
      </div>
      {onNewsletterPage ? null : (
        <section aria-labelledby="footer-newsletter" className="border-t border-white/10" data-testid="footer-newsletter">
          <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 md:grid-cols-2 md:items-start">
            <div className="text-sm">
              <h2 id="footer-newsletter" className="ft-h">
                {t('newsletter-title')}
              </h2>
              <p className="mt-3 leading-6">{t('newsletter-footer-pitch')}</p>
            </div>
            <NewsletterForm variant="footer" />
          </div>
        </section>
      )}
      <p className="border-t border-white/10 py-4 text-center text-xs">
        © 2022 Roro Motors Co., Ltd. {t('all-rights-reserved')}
      </p>
    </footer>
  );
}
