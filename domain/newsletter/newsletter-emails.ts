// The newsletter's e-mails, in the page's language: the confirmation link of a double opt-in, and the
// note an address that is subscribed already gets instead (the page says the same either way). Each ends
// with the unsubscribe link and carries it in List-Unsubscribe, with RFC 8058 one-click POST, so that a
// mail client's own "unsubscribe" button works too.
import type { OutgoingMail } from '../mail.ts';
import type { Language } from '../context.ts';
import { escapeHtml } from '../mail-text.ts';

export type NewsletterEmailKind = 'confirm' | 'already-subscribed';

/**
 * A message with its List-Unsubscribe headers, which nodemailer writes (server/mailer.ts); a transport
 * that dropped them would lose only the mail client's button: the link stays in the text.
 */
export type NewsletterMail = Omit<OutgoingMail, 'to'> & { headers: Record<string, string> };

interface Words {
  subject: string;
  lines: string[];
  action?: string;
}

/** How long a confirmation link works; the e-mail says so (the Russian words fit 2 to 4 days). */
export const CONFIRMATION_LIFETIME_DAYS = 3;

const WORDS: Record<NewsletterEmailKind, Record<Language, Words>> = {
  confirm: {
    en: {
      subject: 'Confirm your subscription to the Roro Motors newsletter',
      lines: [
        'Someone, we hope you, asked to receive the Roro Motors newsletter at this address: new arrivals, price drops and shipping news from Japan, about twice a month.',
        'Please confirm with the link below; it works for {days} days. If you did not ask for this, ignore this message: nothing will be sent without your confirmation.',
      ],
      action: 'Confirm my subscription',
    },
    fr: {
      subject: 'Confirmez votre abonnement à la lettre d’information Roro Motors',
      lines: [
        'Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information Roro Motors à cette adresse : nouveaux arrivages, baisses de prix et actualités du transport depuis le Japon, environ deux fois par mois.',
        'Confirmez avec le lien ci-dessous ; il est valable {days} jours. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne vous sera envoyé sans votre confirmation.',
      ],
      action: 'Confirmer mon abonnement',
    },
    pt: {
      subject: 'Confirme a sua subscrição da newsletter da Roro Motors',
      lines: [
        'Alguém, esperamos que tenha sido você, pediu para receber a newsletter da Roro Motors neste endereço: novidades em stock, descidas de preço e notícias de envio do Japão, cerca de duas vezes por mês.',
        'Confirme com a ligação abaixo; é válida durante {days} dias. Se não fez este pedido, ignore esta mensagem: nada será enviado sem a sua confirmação.',
      ],
      action: 'Confirmar a minha subscrição',
    },
    ru: {
      subject: 'Подтвердите подписку на рассылку Roro Motors',
      lines: [
        'Кто-то, надеемся, что вы, попросил присылать рассылку Roro Motors на этот адрес: новые поступления, снижения цен и новости доставки из Японии, примерно два раза в месяц.',
        'Подтвердите подписку по ссылке ниже; она действует {days} дня. Если вы не подписывались, просто проигнорируйте это письмо: без подтверждения мы ничего не пришлём.',
      ],
      action: 'Подтвердить подписку',
    },
  },
  'already-subscribed': {
    en: {
      subject: 'You already receive the Roro Motors newsletter',
      lines: ['Someone asked to subscribe this address to the Roro Motors newsletter, which it already receives. Nothing has changed.', 'If you no longer want it, you can unsubscribe with the link below.'],
    },
    fr: {
      subject: 'Vous recevez déjà la lettre d’information Roro Motors',
      lines: ['Quelqu’un a demandé à abonner cette adresse à la lettre d’information Roro Motors, qu’elle reçoit déjà. Rien n’a changé.', 'Si vous ne souhaitez plus la recevoir, vous pouvez vous désabonner avec le lien ci-dessous.'],
    },
    pt: {
      subject: 'Já recebe a newsletter da Roro Motors',
      lines: ['Alguém pediu para inscrever este endereço na newsletter da Roro Motors, que já a recebe. Nada mudou.', 'Se já não a quiser receber, pode cancelar a subscrição com a ligação abaixo.'],
    },
    ru: {
      subject: 'Вы уже получаете рассылку Roro Motors',
      lines: ['Кто-то попросил подписать этот адрес на рассылку Roro Motors, но он уже подписан. Ничего не изменилось.', 'Если рассылка вам больше не нужна, отпишитесь по ссылке ниже.'],
    },
  },
};

const FOOTER: Record<Language, { why: string; unsubscribe: string }> = {
  en: { why: 'You receive this e-mail because this address was entered in the newsletter form on our website.', unsubscribe: 'Unsubscribe' },
  fr: { why: 'Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire d’abonnement de notre site.', unsubscribe: 'Se désabonner' },
  pt: { why: 'Recebe este e-mail porque este endereço foi introduzido no formulário da newsletter do nosso site.', unsubscribe: 'Cancelar a subscrição' },
  ru: { why: 'Вы получили это письмо, потому что этот адрес был указан в форме подписки на нашем сайте.', unsubscribe: 'Отписаться' },
};

const SIGNATURE = 'Roro Motors Co., Ltd. · Nagoya, Japan';

export function newsletterEmail(kind: NewsletterEmailKind, language: Language, links: { confirmUrl?: string; unsubscribeUrl: string }): NewsletterMail {
  const words = WORDS[kind][language] ?? WORDS[kind].en;
  const lines = words.lines.map((line) => line.replace('{days}', String(CONFIRMATION_LIFETIME_DAYS)));
  const footer = FOOTER[language] ?? FOOTER.en;
  const action = words.action && links.confirmUrl ? { label: words.action, url: links.confirmUrl } : null;
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    SIGNATURE,
    '',
    '--',
    footer.why,
    `${footer.unsubscribe}: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    `<p>${escapeHtml(SIGNATURE)}</p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer.why)} <a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(footer.unsubscribe)}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    subject: words.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
