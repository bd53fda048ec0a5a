// The e-mails a distributor request sends: to the sales team and to the buyer's person in charge, in
// English, with every detail and the buyer as Reply-To; and an acknowledgement to the buyer in the page's
// language that names their person in charge. The acknowledgement goes to the account's own address and
// repeats only what was chosen from lists (maker, model, colour, quantity), never the typed company name
// or message.
import { SALES_EMAIL } from '../company.ts';
import type { Language } from '../context.ts';
import { LANGUAGE_NAMES, type MailContent as Mail, oneLine, escapeHtml } from '../mail-text.ts';

export interface DistributorRequestDetails {
  uuid: string;
  receivedAt: Date;
  language: Language;
  companyName: string;
  makerName: string;
  modelName: string | null;
  colorName: string | null;
  quantity: number;
  message: string | null;
  buyer: {
    userId: string;
    email: string;
    name: string | null;
    telephone: string | null;
    mobile: string | null;
    countryName: string | null;
    dealerRank: string | null;
    isDistributor: boolean;
  };
  /** Who answers: the assigned person, else the default contact (see distributor.service.ts); null without staff. */
  personInCharge: { name: string; email: string | null; whatsAppNumber: string | null; chatUrl: string | null; assigned: boolean } | null;
  campaignCode: string | null;
  gclid: string | null;
  fbclid: string | null;
}

const vehicleOf = (r: Pick<DistributorRequestDetails, 'makerName' | 'modelName'>) => (r.modelName ? `${r.makerName} ${r.modelName}` : r.makerName);

/**
 * For the sales team, or for the person in charge (the same details, addressed to them). English, with
 * the buyer as Reply-To so that answering reaches them.
 */
export function salesDistributorRequestEmail(request: DistributorRequestDetails, recipient: 'sales' | 'person-in-charge' = 'sales'): Mail {
  const company = oneLine(request.companyName);
  const buyerName = oneLine(request.buyer.name ?? '') || request.buyer.email;
  const subject = oneLine(`Distributor request · ${request.quantity} × ${vehicleOf(request)} · ${company}`).slice(0, 250);
  const person = request.personInCharge;
  const rows: [string, string][] = [
    ['Company', company],
    ['Maker', request.makerName],
    ['Model', request.modelName ?? 'any'],
    ['Colour', request.colorName ?? 'any'],
    ['Quantity', String(request.quantity)],
    ['Buyer', buyerName],
    ['E-mail', request.buyer.email],
    ['Telephone', request.buyer.telephone ?? '—'],
    ['Mobile', request.buyer.mobile ?? '—'],
    ['Country', request.buyer.countryName ?? '—'],
    ['Dealer rank', request.buyer.dealerRank ?? 'not set'],
    ['Distributors group', request.buyer.isDistributor ? 'member' : 'not a member'],
    ['Person in charge', person ? `${person.name}${person.assigned ? '' : ' (not assigned yet; the default contact for this buyer)'}` : 'none'],
    ['Language', `${LANGUAGE_NAMES[request.language]} (${request.language})`],
    ['Account', `user ${request.buyer.userId}`],
    ['Campaign code', request.campaignCode ?? '—'],
    ['Google click id (gclid)', request.gclid ?? '—'],
    ['Facebook click id (fbclid)', request.fbclid ?? '—'],
    ['Request id', request.uuid],
    ['Received', `${request.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  const intro =
    recipient === 'sales'
      ? 'A signed-in buyer sent a distributor request through the website.'
      : `A buyer you look after sent a distributor request through the website. The sales team (${SALES_EMAIL}) has the same details.`;
  const outro = `Reply to this e-mail to answer ${buyerName} in ${LANGUAGE_NAMES[request.language]}.`;
  const message = request.message ?? '—';
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', message, '', outro].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<p><strong>Message:</strong></p>',
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

interface AcknowledgementWords {
  subject: string;
  thanks: string;
  requested: string;
  vehicle: string;
  color: string;
  anyColor: string;
  quantity: string;
  person: string;
  team: string;
  whatsApp: string;
  email: string;
  questions: string;
  notYou: string;
}

const ACKNOWLEDGEMENT: Record<Language, AcknowledgementWords> = {
  en: {
    subject: 'We have received your distributor request',
    thanks: 'Thank you for your distributor request.',
    requested: 'You asked for',
    vehicle: 'Vehicle',
    color: 'Colour',
    anyColor: 'any colour',
    quantity: 'Quantity',
    person: 'Your person in charge, {name}, will contact you within one business day (Japan time) with an offer at dealer prices.',
    team: 'Our sales team will contact you within one business day (Japan time) with an offer at dealer prices.',
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    questions: 'If you have anything to add, reply to this e-mail or write to {email}.',
    notYou: 'If you did not send this request, tell us at {email}: someone may be using your account.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande distributeur',
    thanks: 'Merci pour votre demande distributeur.',
    requested: 'Vous avez demandé',
    vehicle: 'Véhicule',
    color: 'Couleur',
    anyColor: 'toutes couleurs',
    quantity: 'Quantité',
    person: 'Votre interlocuteur, {name}, vous contactera sous un jour ouvré (heure du Japon) avec une offre aux prix revendeur.',
    team: 'Notre équipe commerciale vous contactera sous un jour ouvré (heure du Japon) avec une offre aux prix revendeur.',
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    questions: 'Pour ajouter une précision, répondez à cet e-mail ou écrivez à {email}.',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, prévenez-nous à {email} : quelqu’un utilise peut-être votre compte.',
  },
  pt: {
    subject: 'Recebemos o seu pedido de distribuidor',
    thanks: 'Obrigado pelo seu pedido de distribuidor.',
    requested: 'O seu pedido',
    vehicle: 'Veículo',
    color: 'Cor',
    anyColor: 'qualquer cor',
    quantity: 'Quantidade',
    person: 'O seu responsável, {name}, entrará em contacto consigo no prazo de um dia útil (hora do Japão) com uma proposta a preços de revendedor.',
    team: 'A nossa equipa comercial entrará em contacto consigo no prazo de um dia útil (hora do Japão) com uma proposta a preços de revendedor.',
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    questions: 'Se quiser acrescentar alguma informação, responda a este e-mail ou escreva para {email}.',
    notYou: 'Se não foi você que enviou este pedido, avise-nos em {email}: alguém pode estar a usar a sua conta.',
  },
  ru: {
    subject: 'Мы получили вашу заявку дистрибьютора',
    thanks: 'Спасибо за вашу заявку дистрибьютора.',
    requested: 'Вы запросили',
    vehicle: 'Автомобиль',
    color: 'Цвет',
    anyColor: 'любой цвет',
    quantity: 'Количество',
    person: 'Ваш менеджер, {name}, свяжется с вами в течение одного рабочего дня (по японскому времени) и предложит дилерские цены.',
    team: 'Наш отдел продаж свяжется с вами в течение одного рабочего дня (по японскому времени) и предложит дилерские цены.',
    whatsApp: 'WhatsApp',
    email: 'E-mail',
    questions: 'Если хотите что-то добавить, ответьте на это письмо или напишите на {email}.',
    notYou: 'Если вы не отправляли эту заявку, сообщите нам на {email}: возможно, кто-то пользуется вашей учётной записью.',
  },
};

export function distributorAcknowledgementEmail(request: DistributorRequestDetails): Mail {
  const w = ACKNOWLEDGEMENT[request.language] ?? ACKNOWLEDGEMENT.en;
  const person = request.personInCharge;
  const summary: [string, string][] = [
    [w.vehicle, vehicleOf(request)],
    [w.color, request.colorName ?? w.anyColor],
    [w.quantity, String(request.quantity)],
  ];
  const contact: [string, string][] = person
    ? [
        ...(person.whatsAppNumber ? ([[w.whatsApp, person.chatUrl ? `${person.whatsAppNumber} (${person.chatUrl})` : person.whatsAppNumber]] as [string, string][]) : []),
        ...(person.email ? ([[w.email, person.email]] as [string, string][]) : []),
      ]
    : [];
  const next = person ? w.person.replace('{name}', person.name) : w.team;
  const questions = w.questions.replace('{email}', person?.email ?? SALES_EMAIL);
  const notYou = w.notYou.replace('{email}', SALES_EMAIL);
  const signature = 'Roro Motors Co., Ltd. · Nagoya, Japan';
  const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
  const text = [w.thanks, '', `${w.requested}:`, ...lines(summary), '', next, ...lines(contact), '', questions, notYou, '', signature].join('\n');
  const summaryHtml = summary.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>');
  const contactHtml = person
    ? [
        ...(person.whatsAppNumber ? [`${escapeHtml(w.whatsApp)}: ${person.chatUrl ? `<a href="${escapeHtml(person.chatUrl)}">${escapeHtml(person.whatsAppNumber)}</a>` : escapeHtml(person.whatsAppNumber)}`] : []),
        ...(person.email ? [`${escapeHtml(w.email)}: <a href="mailto:${escapeHtml(person.email)}">${escapeHtml(person.email)}</a>`] : []),
      ]
    : [];
  const html = [
    `<p>${escapeHtml(w.thanks)}</p>`,
    `<p><strong>${escapeHtml(w.requested)}:</strong><br>${summaryHtml}</p>`,
    `<p>${[escapeHtml(next), ...contactHtml].join('<br>')}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { subject: w.subject, text, html };
}
