// The e-mail that tells a buyer a coupon is in their account (issued by sales), in their language, sent
// through the job queue in the transaction that issues it (ADR 024). The code is in the e-mail: it is
// only worth anything in the account it was issued to, or was meant for anyone.
import type { Language } from '../context.ts';
import { escapeHtml, oneLine, type MailContent } from '../mail-text.ts';
import { yenText } from '../trade/basis-text.ts';

export interface CouponMailDetails {
  language: Language;
  buyerEmail: string;
  buyerName: string | null;
  couponCode: string;
  discountJpy: number;
  minPriceJpy: number;
  /** The moment it expires: the last day it works is that day (UTC). */
  expiredAt: Date;
  siteUrl: string;
}

interface Words {
  subject: string;
  intro: string;
  code: string;
  minimum: string;
  until: string;
  how: string;
  see: string;
  thanks: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: 'A coupon for you: {amount} off a vehicle',
    intro: 'We have added a coupon to your account: {amount} off the price of a vehicle.',
    code: 'Coupon code',
    minimum: 'For vehicles from',
    until: 'Valid until',
    how: 'Choose it, or enter its code, in the total price form on a vehicle’s page. It is used once, when you order.',
    see: 'Your coupons:',
    thanks: 'Roro Motors',
  },
  fr: {
    subject: 'Un coupon pour vous : {amount} de remise sur un véhicule',
    intro: 'Nous avons ajouté un coupon à votre compte : {amount} de remise sur le prix d’un véhicule.',
    code: 'Code du coupon',
    minimum: 'Pour les véhicules à partir de',
    until: 'Valable jusqu’au',
    how: 'Choisissez-le, ou saisissez son code, dans le formulaire de prix total sur la page d’un véhicule. Il sert une fois, à la commande.',
    see: 'Vos coupons :',
    thanks: 'Roro Motors',
  },
  pt: {
    subject: 'Um cupão para si: {amount} de desconto num veículo',
    intro: 'Adicionámos um cupão à sua conta: {amount} de desconto no preço de um veículo.',
    code: 'Código do cupão',
    minimum: 'Para veículos a partir de',
    until: 'Válido até',
    how: 'Escolha-o, ou introduza o seu código, no formulário de preço total na página de um veículo. É usado uma vez, na encomenda.',
    see: 'Os seus cupões:',
    thanks: 'Roro Motors',
  },
  ru: {
    subject: 'Купон для вас: скидка {amount} на автомобиль',
    intro: 'Мы добавили купон в ваш аккаунт: скидка {amount} на цену автомобиля.',
    code: 'Код купона',
    minimum: 'Для автомобилей от',
    until: 'Действует до',
    how: 'Выберите его или введите код в форме итоговой цены на странице автомобиля. Купон используется один раз, при заказе.',
    see: 'Ваши купоны:',
    thanks: 'Roro Motors',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' };
const day = (language: Language, date: Date) => new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export function couponIssuedEmail(details: CouponMailDetails): MailContent & { to: string } {
  const w = WORDS[details.language];
  const amount = yenText(details.discountJpy);
  const url = `${details.siteUrl.replace(/\/$/, '')}/${details.language}/user/coupons`;
  const greeting = details.buyerName ? `${oneLine(details.buyerName)},` : '';
  const facts: [string, string][] = [
    [w.code, details.couponCode],
    ...(details.minPriceJpy > 0 ? [[w.minimum, yenText(details.minPriceJpy)] as [string, string]] : []),
    [w.until, day(details.language, details.expiredAt)],
  ];
  const intro = w.intro.replace('{amount}', amount);
  const text = [...(greeting ? [greeting, ''] : []), intro, '', ...facts.map(([k, v]) => `${k}: ${v}`), '', w.how, '', `${w.see} ${url}`, '', w.thanks].join('\n');
  const html = [
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>`,
    `<p>${escapeHtml(w.how)}</p>`,
    `<p>${escapeHtml(w.see)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${escapeHtml(w.thanks)}</p>`,
  ].join('\n');
  return { to: details.buyerEmail, subject: w.subject.replace('{amount}', amount), text, html };
}
