// The e-mail a buyer gets when a change to the destination's duties moves the estimate of what their open
// order will pay on arrival (issue 39): in the language they ordered in, the old and new estimate and why
// (a rate changed from a date their ship arrives after, or the arrival moved across a date or an age
// bracket). Taxes are never what we charge: the mail says the order's total is unchanged.
import type { Language } from '../context.ts';
import { escapeHtml, oneLine } from '../mail-text.ts';
import type { AffectedOrder, OrderEstimate } from '../trade/tax-change-orders.ts';
import type { AddressedMail } from './order-emails.ts';

interface Words {
  subject: string;
  intro: string;
  rate: string;
  reference: string;
  arrival: string;
  before: string;
  after: string;
  none: string;
  unchanged: string;
  follow: string;
  thanks: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: 'Your order {number}: the estimate of duties on arrival has changed',
    intro: 'The estimate of the duties and taxes you pay on arrival for the {vehicle} ({stock}) has changed.',
    rate: 'Why: {country} changes its rates from {date}, and your ship is expected on {arrival}.',
    reference: 'Why: {country} has a new list of the reference prices its customs value cars from.',
    arrival: 'Why: your ship is now expected on {arrival}, after a date on which the rates or the car’s age bracket change.',
    before: 'Estimate before',
    after: 'Estimate now',
    none: 'not estimated',
    unchanged: 'What you pay us is unchanged: duties are paid to the authorities on arrival, and this is an estimate.',
    follow: 'Your order:',
    thanks: 'Roro Motors',
  },
  fr: {
    subject: 'Votre commande {number} : l’estimation des droits à l’arrivée a changé',
    intro: 'L’estimation des droits et taxes que vous paierez à l’arrivée pour le véhicule {vehicle} ({stock}) a changé.',
    rate: 'Pourquoi : {country} change ses taux à partir du {date}, et votre navire est attendu le {arrival}.',
    reference: 'Pourquoi : {country} a une nouvelle liste des prix de référence sur lesquels sa douane évalue les véhicules.',
    arrival: 'Pourquoi : votre navire est désormais attendu le {arrival}, après une date où les taux ou la tranche d’âge du véhicule changent.',
    before: 'Estimation précédente',
    after: 'Estimation actuelle',
    none: 'non estimé',
    unchanged: 'Ce que vous nous payez ne change pas : les droits se paient aux autorités à l’arrivée, et ceci est une estimation.',
    follow: 'Votre commande :',
    thanks: 'Roro Motors',
  },
  pt: {
    subject: 'A sua encomenda {number}: a estimativa dos direitos à chegada mudou',
    intro: 'A estimativa dos direitos e impostos que pagará à chegada pelo {vehicle} ({stock}) mudou.',
    rate: 'Porquê: {country} altera as suas taxas a partir de {date}, e o seu navio é esperado a {arrival}.',
    reference: 'Porquê: {country} tem uma nova lista dos preços de referência com que a alfândega avalia os carros.',
    arrival: 'Porquê: o seu navio é agora esperado a {arrival}, depois de uma data em que as taxas ou o escalão de idade do carro mudam.',
    before: 'Estimativa anterior',
    after: 'Estimativa atual',
    none: 'sem estimativa',
    unchanged: 'O que nos paga não muda: os direitos pagam-se às autoridades à chegada, e isto é uma estimativa.',
    follow: 'A sua encomenda:',
    thanks: 'Roro Motors',
  },
  ru: {
    subject: 'Ваш заказ {number}: оценка пошлин при ввозе изменилась',
    intro: 'Изменилась оценка пошлин и налогов, которые вы заплатите при ввозе {vehicle} ({stock}).',
    rate: 'Причина: {country} меняет ставки с {date}, а ваше судно ожидается {arrival}.',
    reference: 'Причина: у {country} новый список справочных цен, по которым таможня оценивает автомобили.',
    arrival: 'Причина: ваше судно теперь ожидается {arrival}, после даты, когда меняются ставки или возрастная категория автомобиля.',
    before: 'Прежняя оценка',
    after: 'Новая оценка',
    none: 'нет оценки',
    unchanged: 'Сумма, которую вы платите нам, не меняется: пошлины платятся властям при ввозе, и это оценка.',
    follow: 'Ваш заказ:',
    thanks: 'Roro Motors',
  },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/** A calendar day (YYYY-MM-DD or a moment) in the buyer's language: 1 January 2027. */
export const taxDayText = (language: Language, day: string | Date) =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day);

/** An estimate as the buyer reads it: "KES 1,234,567", or "not estimated". */
export function estimateText(language: Language, estimate: OrderEstimate | null): string {
  if (!estimate) return WORDS[language].none;
  const amount = estimate.total.toLocaleString('en-US', { minimumFractionDigits: estimate.displayDecimals, maximumFractionDigits: estimate.displayDecimals });
  return estimate.currency === 'JPY' ? `¥${amount}` : `${estimate.currency} ${amount}`;
}

export function taxChangeEmail(change: Pick<AffectedOrder, 'order' | 'before' | 'after' | 'reason' | 'effectiveFrom'> & { orderUrl: string }): AddressedMail {
  const { order } = change;
  const language = order.language;
  const w = WORDS[language];
  const values = {
    number: order.orderNumber,
    vehicle: oneLine(order.vehicle),
    stock: order.stockNumber,
    country: order.countryName,
    date: change.effectiveFrom ? taxDayText(language, change.effectiveFrom) : '',
    arrival: taxDayText(language, order.arrival),
  };
  const why = fill(change.reason === 'rate' && change.effectiveFrom ? w.rate : change.reason === 'reference' ? w.reference : w.arrival, values);
  const figures: [string, string][] = [
    [w.before, estimateText(language, change.before)],
    [w.after, estimateText(language, change.after)],
  ];
  const greeting = order.buyerName ? `${oneLine(order.buyerName)},` : '';
  const intro = fill(w.intro, values);
  const text = [...(greeting ? [greeting, ''] : []), intro, why, '', ...figures.map(([k, v]) => `${k}: ${v}`), '', w.unchanged, '', `${w.follow} ${change.orderUrl}`, '', w.thanks].join('\n');
  const html = [
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    `<p>${escapeHtml(intro)} ${escapeHtml(why)}</p>`,
    `<p>${figures.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>`,
    `<p>${escapeHtml(w.unchanged)}</p>`,
    `<p>${escapeHtml(w.follow)} <a href="${escapeHtml(change.orderUrl)}">${escapeHtml(change.orderUrl)}</a></p>`,
    `<p>${escapeHtml(w.thanks)}</p>`,
  ].join('\n');
  return { to: order.buyerEmail, subject: fill(w.subject, values), text, html };
}

const NOTICE: Record<Language, { title: string; line: string }> = {
  en: { title: 'Estimate of duties on arrival changed', line: 'From {before} to {after}.' },
  fr: { title: 'Estimation des droits à l’arrivée modifiée', line: 'De {before} à {after}.' },
  pt: { title: 'Estimativa dos direitos à chegada alterada', line: 'De {before} para {after}.' },
  ru: { title: 'Изменилась оценка пошлин при ввозе', line: 'С {before} на {after}.' },
};

/** A change of the order's estimate as its timeline says it, in the buyer's language: title, figures and why. */
export function taxNoticeText(
  language: Language,
  notice: { before: OrderEstimate | null; after: OrderEstimate | null; reason: AffectedOrder['reason']; effectiveFrom: string | null; arrival: string | null },
  countryName: string,
): { title: string; figures: string; why: string } {
  const w = WORDS[language];
  const values = { country: countryName, date: notice.effectiveFrom ? taxDayText(language, notice.effectiveFrom) : '', arrival: notice.arrival ? taxDayText(language, notice.arrival) : '' };
  const why = fill(notice.reason === 'rate' && notice.effectiveFrom ? w.rate : notice.reason === 'reference' ? w.reference : w.arrival, values);
  return { title: NOTICE[language].title, figures: fill(NOTICE[language].line, { before: estimateText(language, notice.before), after: estimateText(language, notice.after) }), why };
}
