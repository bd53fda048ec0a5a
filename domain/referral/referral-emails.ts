// The two e-mails a referral programme sign-up sends: to the sales team, in English, with the details and
// the person as Reply-To; and an acknowledgement in the page's language that repeats nothing they typed.
import { SALES_EMAIL } from '../company.ts';
import type { Language } from '../context.ts';
import { LANGUAGE_NAMES, type MailContent as Mail, oneLine, escapeHtml } from '../mail-text.ts';

export interface ReferralDetails {
  uuid: string;
  receivedAt: Date;
  language: Language;
  name: string;
  email: string;
  whatsAppNumber: string;
  userId: string | null;
  campaignCode: string | null;
  gclid: string | null;
  fbclid: string | null;
}


export function salesReferralEmail(referral: ReferralDetails): Mail {
  const name = oneLine(referral.name);
  const subject = `Referral programme sign-up · ${name}`.slice(0, 250);
  const rows: [string, string][] = [
    ['Name', name],
    ['E-mail', referral.email],
    ['WhatsApp', referral.whatsAppNumber],
    ['Language', `${LANGUAGE_NAMES[referral.language]} (${referral.language})`],
    ['Account', referral.userId ? `signed in, user ${referral.userId}` : 'not signed in'],
    ['Campaign code', referral.campaignCode ?? '—'],
    ['Google click id (gclid)', referral.gclid ?? '—'],
    ['Facebook click id (fbclid)', referral.fbclid ?? '—'],
    ['Sign-up id', referral.uuid],
    ['Received', `${referral.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  const intro = 'Someone joined the referral programme through the website.';
  const outro = `Reply to this e-mail to welcome ${name} in ${LANGUAGE_NAMES[referral.language]} and send their referral code.`;
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', outro].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

interface AcknowledgementWords {
  subject: string;
  thanks: string;
  next: string;
  questions: string;
  notYou: string;
}

const ACKNOWLEDGEMENT: Record<Language, AcknowledgementWords> = {
  en: {
    subject: 'Welcome to the Roro Motors referral programme',
    thanks: 'Thank you for joining our referral programme.',
    next: 'Within one business day (Japan time) we will send you your personal referral code by e-mail or WhatsApp. Share it with buyers you know: for every vehicle they buy with it, you receive a US$100 credit.',
    questions: 'If you have any questions, reply to this e-mail or write to {email}.',
    notYou: 'If you did not sign up, you can ignore this message.',
  },
  fr: {
    subject: 'Bienvenue dans le programme de parrainage Roro Motors',
    thanks: 'Merci de rejoindre notre programme de parrainage.',
    next: 'Sous un jour ouvré (heure du Japon), nous vous enverrons votre code de parrainage personnel par e-mail ou WhatsApp. Partagez-le avec les acheteurs que vous connaissez : pour chaque véhicule qu’ils achètent avec ce code, vous recevez un crédit de 100 US$.',
    questions: 'Pour toute question, répondez à cet e-mail ou écrivez à {email}.',
    notYou: 'Si vous ne vous êtes pas inscrit(e), ignorez simplement ce message.',
  },
  pt: {
    subject: 'Bem-vindo ao programa de indicação da Roro Motors',
    thanks: 'Obrigado por aderir ao nosso programa de indicação.',
    next: 'No prazo de um dia útil (hora do Japão), enviamos-lhe o seu código de indicação pessoal por e-mail ou WhatsApp. Partilhe-o com compradores que conheça: por cada veículo que comprarem com ele, recebe um crédito de 100 US$.',
    questions: 'Se tiver alguma dúvida, responda a este e-mail ou escreva para {email}.',
    notYou: 'Se não foi você que se inscreveu, pode ignorar esta mensagem.',
  },
  ru: {
    subject: 'Добро пожаловать в реферальную программу Roro Motors',
    thanks: 'Спасибо, что присоединились к нашей реферальной программе.',
    next: 'В течение одного рабочего дня (по японскому времени) мы пришлём вам персональный реферальный код по e-mail или в WhatsApp. Поделитесь им со знакомыми покупателями: за каждый автомобиль, купленный с вашим кодом, вы получите бонус 100 долларов США.',
    questions: 'Если у вас есть вопросы, ответьте на это письмо или напишите на {email}.',
    notYou: 'Если вы не регистрировались, просто проигнорируйте это письмо.',
  },
};

export function referralAcknowledgementEmail(language: Language): Mail {
  const w = ACKNOWLEDGEMENT[language] ?? ACKNOWLEDGEMENT.en;
  const questions = w.questions.replace('{email}', SALES_EMAIL);
  const signature = 'Roro Motors Co., Ltd. · Nagoya, Japan';
  const text = [w.thanks, w.next, '', questions, w.notYou, '', signature].join('\n');
  const html = [w.thanks, w.next, questions, w.notYou, signature].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return { subject: w.subject, text, html };
}
