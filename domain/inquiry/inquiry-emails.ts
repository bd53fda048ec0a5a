// The two e-mails an inquiry sends: to the sales team, in English, with every detail and the buyer as
// Reply-To; and an acknowledgement to the buyer in the page's language. The acknowledgement repeats
// nothing the sender typed (not even the name), so the form cannot be used to mail someone else's words.
import type { Language } from '../context.ts';
import { SALES_EMAIL } from '../company.ts';
import { LANGUAGE_NAMES, type MailContent as Mail, oneLine, escapeHtml } from '../mail-text.ts';
import { quoteLines, type InquiryQuote } from './inquiry-quote.ts';

/** What the sales team needs to answer: the buyer, the vehicle, and where the visit came from. */
export interface InquiryDetails {
  uuid: string;
  receivedAt: Date;
  language: Language;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  countryName: string | null;
  subject: string | null;
  message: string;
  userId: string | null;
  campaignCode: string | null;
  gclid: string | null;
  fbclid: string | null;
  vehicle: InquiryVehicle | null;
  /** The quote the buyer was looking at (a vehicle inquiry from the vehicle page). */
  quote?: InquiryQuote | null;
}

export interface InquiryVehicle {
  stockNumber: string;
  /** "2018 Toyota Hiace Super GL" */
  name: string;
  priceFob: number;
  status: string;
  /** The status in English words for the sales team ("Coming soon"), never the code. */
  statusName: string;
  /** The vehicle page in English, for the sales team. */
  salesUrl: string;
  /** The vehicle page in the buyer's language. */
  buyerUrl: string;
}


const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

export function salesInquiryEmail(inquiry: InquiryDetails): Mail {
  const buyer = oneLine(`${inquiry.firstName} ${inquiry.lastName}`);
  const from = inquiry.countryName ? `${buyer} (${inquiry.countryName})` : buyer;
  const v = inquiry.vehicle;
  const subject = oneLine(v ? `Vehicle inquiry ${v.stockNumber} · ${v.name} · ${from}` : `Inquiry${inquiry.subject ? `: ${inquiry.subject}` : ''} · ${from}`).slice(0, 250);
  const rows: [string, string][] = [
    ...(v
      ? ([
          ['Vehicle', `${v.stockNumber} · ${v.name}`],
          ['FOB price', yen(v.priceFob)],
          ['Vehicle status', v.statusName],
          ['Vehicle page', v.salesUrl],
        ] as [string, string][])
      : []),
    ...(inquiry.subject ? ([['Subject', inquiry.subject]] as [string, string][]) : []),
    ['Name', buyer],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phoneNumber ?? '—'],
    ['Country', inquiry.countryName ?? '—'],
    ['Language', `${LANGUAGE_NAMES[inquiry.language]} (${inquiry.language})`],
    ['Account', inquiry.userId ? `signed in, user ${inquiry.userId}` : 'not signed in'],
    ['Campaign code', inquiry.campaignCode ?? '—'],
    ['Google click id (gclid)', inquiry.gclid ?? '—'],
    ['Facebook click id (fbclid)', inquiry.fbclid ?? '—'],
    ['Inquiry id', inquiry.uuid],
    ['Received', `${inquiry.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  const intro = v ? (inquiry.quote ? 'A buyer asks about a vehicle and the price they calculated for it, through the website.' : 'A buyer asks about a vehicle through the website.') : 'A buyer wrote to us through the website’s contact form.';
  const outro = `Reply to this e-mail to answer ${buyer} in ${LANGUAGE_NAMES[inquiry.language]}.`;
  const quote = inquiry.quote ? quoteLines(inquiry.quote) : [];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), ...(quote.length ? ['', 'The quote the buyer saw:', ...quote] : []), '', 'Message:', inquiry.message, '', outro].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${/^https?:\/\//.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(quote.length ? ['<p><strong>The quote the buyer saw:</strong></p>', `<pre style="font-family:inherit">${escapeHtml(quote.join('\n'))}</pre>`] : []),
    '<p><strong>Message:</strong></p>',
    `<p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

interface AcknowledgementWords {
  subject: string;
  subjectVehicle: string;
  thanks: string;
  next: string;
  about: string;
  stockNumber: string;
  questions: string;
  notYou: string;
}

const ACKNOWLEDGEMENT: Record<Language, AcknowledgementWords> = {
  en: {
    subject: 'We have received your inquiry',
    subjectVehicle: 'We have received your inquiry about {stockNumber}',
    thanks: 'Thank you for your inquiry. We will contact you shortly.',
    next: 'A sales person who speaks your language answers within one business day (Japan time), usually by e-mail or WhatsApp.',
    about: 'Your inquiry is about',
    stockNumber: 'stock number',
    questions: 'If you have anything to add, reply to this e-mail or write to {email}.',
    notYou: 'If you did not send this inquiry, you can ignore this message.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande',
    subjectVehicle: 'Nous avons bien reçu votre demande concernant {stockNumber}',
    thanks: 'Merci pour votre demande. Nous vous contacterons très prochainement.',
    next: 'Un commercial parlant votre langue vous répond sous un jour ouvré (heure du Japon), en général par e-mail ou WhatsApp.',
    about: 'Votre demande concerne',
    stockNumber: 'référence',
    questions: 'Pour ajouter une précision, répondez à cet e-mail ou écrivez à {email}.',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.',
  },
  pt: {
    subject: 'Recebemos o seu pedido',
    subjectVehicle: 'Recebemos o seu pedido sobre {stockNumber}',
    thanks: 'Obrigado pelo seu pedido. Entraremos em contacto consigo em breve.',
    next: 'Um vendedor que fala a sua língua responde no prazo de um dia útil (hora do Japão), normalmente por e-mail ou WhatsApp.',
    about: 'O seu pedido refere-se a',
    stockNumber: 'referência',
    questions: 'Se quiser acrescentar alguma informação, responda a este e-mail ou escreva para {email}.',
    notYou: 'Se não foi você que enviou este pedido, pode ignorar esta mensagem.',
  },
  ru: {
    subject: 'Мы получили ваш запрос',
    subjectVehicle: 'Мы получили ваш запрос по автомобилю {stockNumber}',
    thanks: 'Спасибо за ваш запрос. Мы скоро свяжемся с вами.',
    next: 'Менеджер, говорящий на вашем языке, ответит в течение одного рабочего дня (по японскому времени), обычно по e-mail или WhatsApp.',
    about: 'Ваш запрос касается',
    stockNumber: 'номер в каталоге',
    questions: 'Если хотите что-то добавить, ответьте на это письмо или напишите на {email}.',
    notYou: 'Если вы не отправляли этот запрос, просто проигнорируйте это письмо.',
  },
};

export function inquiryAcknowledgementEmail(language: Language, vehicle: InquiryVehicle | null): Mail {
  const w = ACKNOWLEDGEMENT[language] ?? ACKNOWLEDGEMENT.en;
  const subject = vehicle ? w.subjectVehicle.replace('{stockNumber}', vehicle.stockNumber) : w.subject;
  const questions = w.questions.replace('{email}', SALES_EMAIL);
  const about = vehicle ? `${w.about}: ${vehicle.name} (${w.stockNumber} ${vehicle.stockNumber})` : null;
  const signature = 'Roro Motors Co., Ltd. · Nagoya, Japan';
  const text = [w.thanks, w.next, ...(vehicle ? ['', about!, vehicle.buyerUrl] : []), '', questions, w.notYou, '', signature].join('\n');
  const html = [
    `<p>${escapeHtml(w.thanks)}</p>`,
    `<p>${escapeHtml(w.next)}</p>`,
    vehicle ? `<p>${escapeHtml(about!)}<br><a href="${escapeHtml(vehicle.buyerUrl)}">${escapeHtml(vehicle.buyerUrl)}</a></p>` : '',
    `<p>${escapeHtml(questions)}</p>`,
    `<p>${escapeHtml(w.notYou)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
