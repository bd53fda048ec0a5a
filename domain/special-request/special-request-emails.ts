// The two e-mails a special vehicle request sends: to the sales team, in English, with every detail, a
// link to the stock search that matches it and the buyer as Reply-To; and an acknowledgement to the
// buyer's account address in the page's language. The acknowledgement repeats only what the catalogue
// and the number fields allow (maker, model, years, budget, mileage), never the typed specifications.
import { SALES_EMAIL } from '../company.ts';
import type { Language } from '../context.ts';
import { LANGUAGE_NAMES, type MailContent as Mail, oneLine, escapeHtml } from '../mail-text.ts';

export interface SpecialRequestDetails {
  uuid: string;
  receivedAt: Date;
  language: Language;
  make: string;
  model: string | null;
  budget: number;
  yearFrom: number | null;
  yearTo: number | null;
  distance: number | null;
  additionalSpec: string | null;
  buyer: {
    userId: string;
    email: string;
    name: string | null;
    telephone: string | null;
    mobile: string | null;
    countryName: string | null;
  };
  /** The public origin, for the link to the stock search. */
  siteUrl: string;
  campaignCode: string | null;
  gclid: string | null;
  fbclid: string | null;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' };
const number = (language: Language, n: number) => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(n);
/** Kilometres as the language writes them: "120 000 км" in Russian. */
const kilometres = (language: Language, n: number) => new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }).format(n);
const vehicleOf = (r: Pick<SpecialRequestDetails, 'make' | 'model'>) => (r.model ? `${r.make} ${r.model}` : r.make);

/** The stock search with the request's values: what the sales team would offer from stock today. */
export function stockSearchUrl(request: Pick<SpecialRequestDetails, 'siteUrl' | 'make' | 'model' | 'yearFrom' | 'yearTo' | 'budget' | 'distance'>, language: Language = 'en'): string {
  const params = new URLSearchParams({ maker: request.make });
  if (request.model) params.set('model', request.model);
  if (request.yearFrom !== null) params.set('minYear', String(request.yearFrom));
  if (request.yearTo !== null) params.set('maxYear', String(request.yearTo));
  params.set('maxPrice', String(request.budget));
  if (request.distance !== null) params.set('kiloMeters', `-${request.distance}`);
  return `${request.siteUrl.replace(/\/$/, '')}/${language}/stocklist?${params}`;
}

/** The words of a year range in one language. */
interface YearWords {
  any: string;
  between: string;
  from: string;
  upTo: string;
}

function yearRange(w: YearWords, from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? String(from) : w.between.replace('{from}', String(from)).replace('{to}', String(to));
  if (from !== null) return w.from.replace('{year}', String(from));
  if (to !== null) return w.upTo.replace('{year}', String(to));
  return w.any;
}

const ENGLISH_YEARS: YearWords = { any: 'any', between: '{from} to {to}', from: '{year} or newer', upTo: '{year} or older' };

export function salesSpecialRequestEmail(request: SpecialRequestDetails): Mail {
  const buyer = request.buyer;
  const buyerName = oneLine(buyer.name ?? '') || buyer.email;
  const from = buyer.countryName ? `${buyerName} (${buyer.countryName})` : buyerName;
  const vehicle = vehicleOf(request);
  const subject = oneLine(`Special vehicle request · ${vehicle} · ${from}`).slice(0, 250);
  const search = stockSearchUrl(request);
  const rows: [string, string][] = [
    ['Maker', request.make],
    ['Model', request.model ?? 'any'],
    ['Year', yearRange(ENGLISH_YEARS, request.yearFrom, request.yearTo)],
    ['Budget', `¥${number('en', request.budget)} (FOB, JPY)`],
    ['Maximum mileage', request.distance === null ? 'any' : kilometres('en', request.distance)],
    ['Matching stock today', search],
    ['Buyer', buyerName],
    ['E-mail', buyer.email],
    ['Phone', buyer.telephone ?? '—'],
    ['Mobile', buyer.mobile ?? '—'],
    ['Country', buyer.countryName ?? '—'],
    ['Language', `${LANGUAGE_NAMES[request.language]} (${request.language})`],
    ['Account', `user ${buyer.userId}`],
    ['Campaign code', request.campaignCode ?? '—'],
    ['Google click id (gclid)', request.gclid ?? '—'],
    ['Facebook click id (fbclid)', request.fbclid ?? '—'],
    ['Request id', request.uuid],
    ['Received', `${request.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  const intro = 'A signed-in buyer asks us to find a vehicle that is not in our stock list.';
  const outro = `Reply to this e-mail to answer ${buyerName} in ${LANGUAGE_NAMES[request.language]} with the vehicles you find.`;
  const spec = request.additionalSpec ?? '(none)';
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', 'Additional specifications:', spec, '', outro].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${/^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<p><strong>Additional specifications:</strong></p>',
    `<p style="white-space:pre-wrap">${escapeHtml(spec)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

interface AcknowledgementWords extends YearWords {
  subject: string;
  thanks: string;
  summary: string;
  vehicle: string;
  anyModel: string;
  year: string;
  budget: string;
  mileage: string;
  mileageAny: string;
  next: string;
  questions: string;
  notYou: string;
}

const ACKNOWLEDGEMENT: Record<Language, AcknowledgementWords> = {
  en: {
    subject: 'We are looking for your {vehicle}',
    thanks: 'Thank you for your special vehicle request.',
    summary: 'You asked us to find:',
    vehicle: 'Vehicle',
    anyModel: 'any model',
    year: 'Year',
    budget: 'Budget (FOB)',
    mileage: 'Maximum mileage',
    mileageAny: 'any',
    ...ENGLISH_YEARS,
    next: 'Our sales team searches the auctions and dealers in Japan for vehicles that match, and writes to you within one business day (Japan time) with what we find.',
    questions: 'If you have anything to add, reply to this e-mail or write to {email}.',
    notYou: 'If you did not send this request, please tell us at {email}.',
  },
  fr: {
    subject: 'Nous recherchons votre {vehicle}',
    thanks: 'Merci pour votre demande de véhicule spécifique.',
    summary: 'Vous nous avez demandé de trouver :',
    vehicle: 'Véhicule',
    anyModel: 'tout modèle',
    year: 'Année',
    budget: 'Budget (FOB)',
    mileage: 'Kilométrage maximum',
    mileageAny: 'indifférent',
    any: 'indifférente',
    between: 'de {from} à {to}',
    from: '{year} ou plus récent',
    upTo: '{year} ou plus ancien',
    next: 'Notre équipe commerciale recherche dans les ventes aux enchères et chez les concessionnaires au Japon les véhicules qui correspondent, et vous écrit sous un jour ouvré (heure du Japon) avec ce que nous trouvons.',
    questions: 'Pour ajouter une précision, répondez à cet e-mail ou écrivez à {email}.',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, merci de nous le signaler à {email}.',
  },
  pt: {
    subject: 'Estamos à procura do seu {vehicle}',
    thanks: 'Obrigado pelo seu pedido de veículo específico.',
    summary: 'Pediu-nos para encontrar:',
    vehicle: 'Veículo',
    anyModel: 'qualquer modelo',
    year: 'Ano',
    budget: 'Orçamento (FOB)',
    mileage: 'Quilometragem máxima',
    mileageAny: 'qualquer',
    any: 'qualquer',
    between: 'de {from} a {to}',
    from: '{year} ou mais recente',
    upTo: '{year} ou mais antigo',
    next: 'A nossa equipa comercial procura nos leilões e concessionários do Japão os veículos que correspondem e escreve-lhe no prazo de um dia útil (hora do Japão) com o que encontrarmos.',
    questions: 'Se quiser acrescentar alguma informação, responda a este e-mail ou escreva para {email}.',
    notYou: 'Se não foi você que enviou este pedido, avise-nos em {email}.',
  },
  ru: {
    subject: 'Мы ищем для вас {vehicle}',
    thanks: 'Спасибо за ваш запрос на подбор автомобиля.',
    summary: 'Вы попросили нас найти:',
    vehicle: 'Автомобиль',
    anyModel: 'любая модель',
    year: 'Год выпуска',
    budget: 'Бюджет (FOB)',
    mileage: 'Максимальный пробег',
    mileageAny: 'любой',
    any: 'любой',
    between: 'с {from} по {to}',
    from: '{year} или новее',
    upTo: '{year} или старше',
    next: 'Наши менеджеры подберут подходящие автомобили на аукционах и у дилеров в Японии и в течение одного рабочего дня (по японскому времени) напишут вам, что удалось найти.',
    questions: 'Если хотите что-то добавить, ответьте на это письмо или напишите на {email}.',
    notYou: 'Если вы не отправляли этот запрос, сообщите нам на {email}.',
  },
};

export function specialRequestAcknowledgementEmail(request: Pick<SpecialRequestDetails, 'language' | 'make' | 'model' | 'budget' | 'yearFrom' | 'yearTo' | 'distance'>): Mail {
  const language = request.language;
  const w = ACKNOWLEDGEMENT[language] ?? ACKNOWLEDGEMENT.en;
  const subject = w.subject.replace('{vehicle}', vehicleOf(request));
  const lines: [string, string][] = [
    [w.vehicle, request.model ? vehicleOf(request) : `${request.make} (${w.anyModel})`],
    [w.year, yearRange(w, request.yearFrom, request.yearTo)],
    [w.budget, `¥${number(language, request.budget)}`],
    [w.mileage, request.distance === null ? w.mileageAny : kilometres(language, request.distance)],
  ];
  const questions = w.questions.replace('{email}', SALES_EMAIL);
  const notYou = w.notYou.replace('{email}', SALES_EMAIL);
  const signature = 'Roro Motors Co., Ltd. · Nagoya, Japan';
  const text = [w.thanks, '', w.summary, ...lines.map(([label, value]) => `${label}: ${value}`), '', w.next, '', questions, notYou, '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(w.thanks)}</p>`,
    `<p>${escapeHtml(w.summary)}</p>`,
    `<ul>${lines.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(w.next)}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
