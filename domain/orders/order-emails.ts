// The e-mails an order sends (ADR 023), written when the order changes and sent through the job queue
// (`mail.send`, ADR 024) so that none is lost to a crash: to the buyer in the language they ordered in,
// when the order is placed, a day before the payment deadline, and when it lapses; to the sales team in
// English when it is placed. Against the trade's worst fraud (invoices with changed bank details), no
// e-mail ever carries bank details: they are in the buyer's account and on the invoice only, and every
// e-mail to the buyer says so.
import type { OrderDocumentKind } from '#db/schema/enum-values.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { SALES_EMAIL } from '../company.ts';
import type { Language } from '../context.ts';
import { quoteLines } from '../inquiry/inquiry-quote.ts';
import { quoteAmount } from '../inquiry/quote-amount.ts';
import { escapeHtml, LANGUAGE_NAMES, oneLine, type MailContent } from '../mail-text.ts';
import { yenText } from '../trade/basis-text.ts';
import { termsPlaceText } from '../trade/terms-place.ts';
import type { InvoiceCurrency } from './invoice-currency.ts';
import { moneyText } from './money-text.ts';
import type { PaymentSummary } from './order-payments.service.ts';
import type { ShippingStep } from './order-terms.ts';

export interface OrderMailDetails {
  orderNumber: string;
  language: Language;
  buyerEmail: string;
  buyerName: string | null;
  vehicle: string;
  stockNumber: string;
  quote: InquiryQuote;
  consignee: {
    name: string;
    address: string;
    telephone: string;
    country: string;
  };
  holdUntil: Date;
  /** The invoice's currency and total in its minor units (ADR 058); yen when absent. */
  invoice?: { currency: InvoiceCurrency; total: number };
  /** The order's page on the site: /{lang}/user/orders/{shippingInformationUuid}, absolute. */
  orderUrl: string;
}

export type AddressedMail = MailContent & { to: string; replyTo?: string };

const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  fr: 'fr-FR',
  pt: 'pt-PT',
  ru: 'ru-RU',
};
const day = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Tokyo',
  }).format(date);

interface Words {
  paidSubject: string;
  paidIntro: string;
  paymentSubject: string;
  paymentIntro: string;
  creditLine: string;
  reversedSubject: string;
  reversedIntro: string;
  receivedSoFar: string;
  balance: string;
  stepSubject: string;
  steps: Record<ShippingStep, string>;
  /** After the departure's sentence: its day, and the arrival said as the estimate it is. */
  departureWhen: string;
  stepTitles: Record<ShippingStep, string>;
  cancelledSubject: string;
  cancelledIntro: string;
  placedSubject: string;
  placedIntro: string;
  reminderSubject: string;
  reminderIntro: string;
  lapsedSubject: string;
  lapsedIntro: string;
  extendedSubject: string;
  extendedIntro: string;
  documentSubject: string;
  documentIntro: string;
  documents: Record<OrderDocumentKind, string>;
  total: string;
  terms: string;
  payBy: string;
  invoiceLink: string;
  follow: string;
  bank: string;
  thanks: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    paidSubject: 'Order {number}: payment received',
    paidIntro: 'We have received your payment for order {number}. The {vehicle} (stock no. {stock}) is yours, and we are preparing its shipment.',
    paymentSubject: 'Order {number}: {amount} received',
    paymentIntro:
      'We have received {amount} for order {number} (at our bank on {received}), thank you. We hold the {vehicle} (stock no. {stock}) for you until {date}: please pay the balance by then.',
    creditLine: 'You have paid {credit} more than the total: your sales contact will settle it with you.',
    reversedSubject: 'Order {number}: a payment entry corrected',
    reversedIntro:
      'We have corrected the payments recorded on order {number}: the {amount} entered for {received} was recorded by mistake and no longer counts. If you think this is wrong, reply to your sales contact.',
    receivedSoFar: 'Received so far',
    balance: 'Balance to pay',
    stepSubject: 'Order {number}: {step}',
    steps: {
      details: 'Shipping details confirmed: we have everything we need to book the shipment of the {vehicle}.',
      arrangements: 'Shipping arrangements started: the {vehicle} is booked and on its way to the port of loading.',
      departure: 'The vessel has left: the {vehicle} is on {ship}.',
      arrived: 'The {vehicle} has arrived at {port}.',
      cleared: 'The {vehicle} has been cleared through customs at {port}.',
      handed: 'The {vehicle} is on its way to {city}: we have handed it to the inland carrier.',
      delivered: 'The {vehicle} has been delivered in {city}. Enjoy it, and thank you for buying from us.',
    },
    departureWhen: 'It left on {departed} and is expected at {port} around {arrival}: that is the shipping line’s estimate, and we e-mail you when the car arrives.',
    stepTitles: {
      details: 'shipping details confirmed',
      arrangements: 'shipping arrangements started',
      departure: 'the vessel has left',
      arrived: 'arrived at the port',
      cleared: 'cleared through customs',
      handed: 'on its way to {city}',
      delivered: 'delivered in {city}',
    },
    cancelledSubject: 'Order {number} is cancelled',
    cancelledIntro: 'Order {number} for the {vehicle} (stock no. {stock}) is cancelled. If you have paid, we will contact you about the refund. Questions? Reply to your sales contact.',
    placedSubject: 'Your order {number}: {vehicle} is held for you',
    placedIntro:
      'Thank you for your order. We hold the {vehicle} (stock no. {stock}) for you until {date}. Your proforma invoice is ready in your account: pay {amount} by bank transfer by {date} to the account it gives, quoting the order number.',
    reminderSubject: 'Order {number}: payment is due by {date}',
    reminderIntro: 'A reminder: we hold the {vehicle} (stock no. {stock}) for you until {date}. If the payment is not with us by then, the order lapses and the car goes back on sale.',
    lapsedSubject: 'Order {number} has lapsed',
    lapsedIntro:
      'We did not receive the payment for order {number} by {date}, so the order has lapsed and the {vehicle} is back on sale. If you still want it, order it again from its page while it is available.',
    extendedSubject: 'Order {number}: you have until {date} to pay',
    extendedIntro: 'As agreed, we hold the {vehicle} (stock no. {stock}) for you until {date}. If the payment is not with us by then, the order lapses and the car goes back on sale.',
    documentSubject: 'Order {number}: your {document} is ready',
    documentIntro: 'The {document} for the {vehicle} (stock no. {stock}) is in your account: download it from your order’s page.',
    documents: {
      CommercialInvoice: 'commercial invoice',
      BillOfLading: 'bill of lading',
      ExportCertificate: 'export certificate',
      InspectionCertificate: 'inspection certificate',
    },
    total: 'Total',
    terms: 'Terms',
    payBy: 'Payment due by',
    invoiceLink: 'Your proforma invoice:',
    follow: 'Follow your order:',
    bank: 'Our bank details are only in your account and on the invoice, never in an e-mail. If a message asks you to pay to other bank details, do not pay: call us first.',
    thanks: 'Roro Motors',
  },
  fr: {
    paidSubject: 'Commande {number} : paiement reçu',
    paidIntro: 'Nous avons reçu votre paiement pour la commande {number}. Le {vehicle} (réf. {stock}) est à vous, et nous préparons son expédition.',
    paymentSubject: 'Commande {number} : {amount} reçus',
    paymentIntro:
      'Nous avons reçu {amount} pour la commande {number} (sur notre compte le {received}), merci. Nous vous réservons le {vehicle} (réf. {stock}) jusqu’au {date} : merci de régler le solde d’ici là.',
    creditLine: 'Vous avez payé {credit} de plus que le total : votre commercial réglera cette somme avec vous.',
    reversedSubject: 'Commande {number} : un paiement corrigé',
    reversedIntro:
      'Nous avons corrigé les paiements de la commande {number} : les {amount} enregistrés pour le {received} l’avaient été par erreur et ne comptent plus. Si cela vous semble faux, écrivez à votre commercial.',
    receivedSoFar: 'Reçu à ce jour',
    balance: 'Solde à payer',
    stepSubject: 'Commande {number} : {step}',
    steps: {
      details: 'Informations d’expédition confirmées : nous avons tout ce qu’il faut pour réserver l’expédition du {vehicle}.',
      arrangements: 'Expédition en préparation : le {vehicle} est réservé et en route vers le port de chargement.',
      departure: 'Le navire est parti : le {vehicle} est à bord du {ship}.',
      arrived: 'Le {vehicle} est arrivé à {port}.',
      cleared: 'Le {vehicle} est dédouané à {port}.',
      handed: 'Le {vehicle} est en route vers {city} : nous l’avons confié au transporteur.',
      delivered: 'Le {vehicle} a été livré à {city}. Bonne route, et merci de votre achat.',
    },
    departureWhen: 'Il est parti le {departed} et est attendu à {port} vers le {arrival} : c’est une estimation de la compagnie maritime, et nous vous écrirons à l’arrivée du véhicule.',
    stepTitles: {
      details: 'informations d’expédition confirmées',
      arrangements: 'expédition en préparation',
      departure: 'le navire est parti',
      arrived: 'arrivé au port',
      cleared: 'dédouané',
      handed: 'en route vers {city}',
      delivered: 'livré à {city}',
    },
    cancelledSubject: 'La commande {number} est annulée',
    cancelledIntro: 'La commande {number} du {vehicle} (réf. {stock}) est annulée. Si vous avez payé, nous vous contacterons pour le remboursement. Une question ? Écrivez à votre commercial.',
    placedSubject: 'Votre commande {number} : {vehicle} vous est réservé',
    placedIntro:
      'Merci pour votre commande. Nous vous réservons le {vehicle} (réf. {stock}) jusqu’au {date}. Votre facture pro forma est prête dans votre compte : réglez {amount} par virement avant le {date} sur le compte qu’elle indique, en mentionnant le numéro de commande.',
    reminderSubject: 'Commande {number} : paiement attendu avant le {date}',
    reminderIntro: 'Rappel : nous vous réservons le {vehicle} (réf. {stock}) jusqu’au {date}. Sans paiement reçu d’ici là, la commande expire et le véhicule est remis en vente.',
    lapsedSubject: 'La commande {number} a expiré',
    lapsedIntro:
      'Nous n’avons pas reçu le paiement de la commande {number} avant le {date} : la commande a expiré et le {vehicle} est de nouveau en vente. S’il vous intéresse toujours, commandez-le de nouveau depuis sa page tant qu’il est disponible.',
    extendedSubject: 'Commande {number} : vous avez jusqu’au {date} pour payer',
    extendedIntro: 'Comme convenu, nous vous réservons le {vehicle} (réf. {stock}) jusqu’au {date}. Sans paiement reçu d’ici là, la commande expire et le véhicule est remis en vente.',
    documentSubject: 'Commande {number} : votre {document} est disponible',
    documentIntro: 'Le document « {document} » du {vehicle} (réf. {stock}) est dans votre compte : téléchargez-le depuis la page de votre commande.',
    documents: {
      CommercialInvoice: 'facture commerciale',
      BillOfLading: 'connaissement',
      ExportCertificate: 'certificat d’exportation',
      InspectionCertificate: 'certificat d’inspection',
    },
    total: 'Total',
    terms: 'Conditions',
    payBy: 'Paiement avant le',
    invoiceLink: 'Votre facture pro forma :',
    follow: 'Suivre votre commande :',
    bank: 'Nos coordonnées bancaires figurent uniquement dans votre compte et sur la facture, jamais dans un e-mail. Si un message vous demande de payer sur un autre compte, ne payez pas : appelez-nous d’abord.',
    thanks: 'Roro Motors',
  },
  pt: {
    paidSubject: 'Encomenda {number}: pagamento recebido',
    paidIntro: 'Recebemos o seu pagamento da encomenda {number}. O {vehicle} (ref. {stock}) é seu e estamos a preparar o envio.',
    paymentSubject: 'Encomenda {number}: {amount} recebidos',
    paymentIntro: 'Recebemos {amount} para a encomenda {number} (no nosso banco a {received}), obrigado. Reservamos o {vehicle} (ref. {stock}) para si até {date}: pague o saldo até lá.',
    creditLine: 'Pagou {credit} a mais do que o total: o seu contacto comercial acertará essa quantia consigo.',
    reversedSubject: 'Encomenda {number}: um pagamento corrigido',
    reversedIntro:
      'Corrigimos os pagamentos da encomenda {number}: os {amount} registados para {received} foram registados por engano e já não contam. Se achar que está errado, escreva ao seu contacto comercial.',
    receivedSoFar: 'Recebido até agora',
    balance: 'Saldo a pagar',
    stepSubject: 'Encomenda {number}: {step}',
    steps: {
      details: 'Dados de envio confirmados: temos tudo o que é preciso para reservar o envio do {vehicle}.',
      arrangements: 'Envio em preparação: o {vehicle} está reservado e a caminho do porto de embarque.',
      departure: 'O navio partiu: o {vehicle} está a bordo do {ship}.',
      arrived: 'O {vehicle} chegou a {port}.',
      cleared: 'O {vehicle} foi desalfandegado em {port}.',
      handed: 'O {vehicle} está a caminho de {city}: entregámo-lo à transportadora.',
      delivered: 'O {vehicle} foi entregue em {city}. Boa viagem, e obrigado pela sua compra.',
    },
    departureWhen: 'Partiu a {departed} e é esperado em {port} por volta de {arrival}: é uma estimativa da companhia de navegação, e avisamos por e-mail quando o veículo chegar.',
    stepTitles: {
      details: 'dados de envio confirmados',
      arrangements: 'envio em preparação',
      departure: 'o navio partiu',
      arrived: 'chegou ao porto',
      cleared: 'desalfandegado',
      handed: 'a caminho de {city}',
      delivered: 'entregue em {city}',
    },
    cancelledSubject: 'A encomenda {number} foi cancelada',
    cancelledIntro: 'A encomenda {number} do {vehicle} (ref. {stock}) foi cancelada. Se já pagou, contactá-lo-emos sobre o reembolso. Dúvidas? Escreva ao seu contacto comercial.',
    placedSubject: 'A sua encomenda {number}: {vehicle} está reservado para si',
    placedIntro:
      'Obrigado pela sua encomenda. Reservamos o {vehicle} (ref. {stock}) para si até {date}. A sua fatura pró-forma já está na sua conta: pague {amount} por transferência bancária até {date} para a conta nela indicada, com o número da encomenda como referência.',
    reminderSubject: 'Encomenda {number}: pagamento até {date}',
    reminderIntro: 'Lembrete: reservamos o {vehicle} (ref. {stock}) para si até {date}. Se o pagamento não chegar até lá, a encomenda caduca e o veículo volta à venda.',
    lapsedSubject: 'A encomenda {number} caducou',
    lapsedIntro:
      'Não recebemos o pagamento da encomenda {number} até {date}, por isso a encomenda caducou e o {vehicle} voltou à venda. Se ainda o quiser, encomende-o de novo na página dele enquanto estiver disponível.',
    extendedSubject: 'Encomenda {number}: tem até {date} para pagar',
    extendedIntro: 'Como combinado, reservamos o {vehicle} (ref. {stock}) para si até {date}. Se o pagamento não chegar até lá, a encomenda caduca e o veículo volta à venda.',
    documentSubject: 'Encomenda {number}: o documento «{document}» está disponível',
    documentIntro: 'O documento «{document}» do {vehicle} (ref. {stock}) está na sua conta: descarregue-o na página da sua encomenda.',
    documents: {
      CommercialInvoice: 'fatura comercial',
      BillOfLading: 'conhecimento de embarque',
      ExportCertificate: 'certificado de exportação',
      InspectionCertificate: 'certificado de inspeção',
    },
    total: 'Total',
    terms: 'Condições',
    payBy: 'Pagamento até',
    invoiceLink: 'A sua fatura pró-forma:',
    follow: 'Acompanhe a sua encomenda:',
    bank: 'Os nossos dados bancários só constam da sua conta e da fatura, nunca de um e-mail. Se uma mensagem lhe pedir para pagar para outros dados bancários, não pague: ligue-nos primeiro.',
    thanks: 'Roro Motors',
  },
  ru: {
    paidSubject: 'Заказ {number}: оплата получена',
    paidIntro: 'Мы получили оплату по заказу {number}. {vehicle} (номер {stock}) теперь ваш, мы готовим его к отправке.',
    paymentSubject: 'Заказ {number}: получено {amount}',
    paymentIntro:
      'Мы получили {amount} по заказу {number} (поступило на наш счёт {received}), спасибо. Мы держим {vehicle} (номер {stock}) за вами до {date}: пожалуйста, оплатите остаток к этому сроку.',
    creditLine: 'Вы заплатили на {credit} больше итоговой суммы: ваш менеджер урегулирует это с вами.',
    reversedSubject: 'Заказ {number}: платёж исправлен',
    reversedIntro:
      'Мы исправили платежи по заказу {number}: {amount}, записанные на {received}, были внесены по ошибке и больше не учитываются. Если вы считаете, что это неверно, напишите вашему менеджеру.',
    receivedSoFar: 'Получено',
    balance: 'Остаток к оплате',
    stepSubject: 'Заказ {number}: {step}',
    steps: {
      details: 'Данные для отправки подтверждены: у нас есть всё, чтобы забронировать отправку автомобиля {vehicle}.',
      arrangements: 'Подготовка к отправке начата: {vehicle} забронирован и едет в порт погрузки.',
      departure: 'Судно вышло в рейс: {vehicle} на борту судна {ship}.',
      arrived: '{vehicle} прибыл в порт {port}.',
      cleared: '{vehicle} прошёл таможенное оформление в порту {port}.',
      handed: '{vehicle} едет в {city}: мы передали его перевозчику.',
      delivered: '{vehicle} доставлен в {city}. Счастливого пути и спасибо за покупку.',
    },
    departureWhen: 'Судно вышло {departed} и ожидается в порту {port} около {arrival}: это оценка судоходной линии, мы напишем вам, когда автомобиль прибудет.',
    stepTitles: {
      details: 'данные для отправки подтверждены',
      arrangements: 'подготовка к отправке начата',
      departure: 'судно вышло в рейс',
      arrived: 'прибыл в порт',
      cleared: 'таможня пройдена',
      handed: 'в пути в {city}',
      delivered: 'доставлен в {city}',
    },
    cancelledSubject: 'Заказ {number} отменён',
    cancelledIntro: 'Заказ {number} на {vehicle} (номер {stock}) отменён. Если вы уже оплатили, мы свяжемся с вами по поводу возврата. Вопросы? Напишите вашему менеджеру.',
    placedSubject: 'Ваш заказ {number}: {vehicle} закреплён за вами',
    placedIntro:
      'Спасибо за заказ. Мы держим {vehicle} (номер {stock}) за вами до {date}. Проформа-инвойс уже в вашем аккаунте: оплатите {amount} банковским переводом до {date} на указанный в нём счёт, указав номер заказа.',
    reminderSubject: 'Заказ {number}: оплата до {date}',
    reminderIntro: 'Напоминаем: мы держим {vehicle} (номер {stock}) за вами до {date}. Если оплата не поступит к этому сроку, заказ аннулируется и автомобиль снова поступит в продажу.',
    lapsedSubject: 'Заказ {number} аннулирован',
    lapsedIntro:
      'Мы не получили оплату по заказу {number} до {date}, поэтому заказ аннулирован, а {vehicle} снова в продаже. Если он вам всё ещё нужен, закажите его снова на его странице, пока он доступен.',
    extendedSubject: 'Заказ {number}: оплатить можно до {date}',
    extendedIntro: 'Как договаривались, мы держим {vehicle} (номер {stock}) за вами до {date}. Если оплата не поступит к этому сроку, заказ аннулируется и автомобиль снова поступит в продажу.',
    documentSubject: 'Заказ {number}: документ «{document}» готов',
    documentIntro: 'Документ «{document}» на {vehicle} (номер {stock}) в вашем аккаунте: скачайте его на странице заказа.',
    documents: {
      CommercialInvoice: 'коммерческий инвойс',
      BillOfLading: 'коносамент',
      ExportCertificate: 'экспортный сертификат',
      InspectionCertificate: 'сертификат инспекции',
    },
    total: 'Итого',
    terms: 'Условия поставки',
    payBy: 'Оплатить до',
    invoiceLink: 'Ваш проформа-инвойс:',
    follow: 'Следить за заказом:',
    bank: 'Наши банковские реквизиты есть только в вашем аккаунте и в инвойсе, никогда — в письмах. Если в сообщении вас просят заплатить по другим реквизитам, не платите: сначала позвоните нам.',
    thanks: 'Roro Motors',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

type BuyerText = (w: Words) => { subject: string; intro: string };

/** Yen, with the buyer's currency beside it when they chose another. */
const withShown = (order: OrderMailDetails, yen: number) => (order.quote.currency.name === 'JPY' ? yenText(yen) : `${yenText(yen)} (≈ ${quoteAmount(order.quote, yen)})`);

/** An amount of the invoice: dollars for a dollar invoice, else yen with the buyer's currency beside. */
const invoiceAmount = (order: OrderMailDetails, amount: number, yen: number) => (order.invoice?.currency === 'USD' ? moneyText(amount, 'USD', 2) : withShown(order, yen));

/** Under the intro: the total and the deadline (true), other figures, or none. */
type Figures = boolean | ((w: Words, date: string) => [string, string][]);

/** The order's total as its invoice asks for it: dollars for a dollar invoice, else yen with the buyer's currency beside. */
const totalText = (order: OrderMailDetails) => (order.invoice?.currency === 'USD' ? moneyText(order.invoice.total, 'USD', 2) : withShown(order, order.quote.totalPrice));

/** `invoiceLink`: a line with the link to the proforma invoice, above the order's. */
function buyerMail(order: OrderMailDetails, text: BuyerText, withTotal: Figures, extra: Record<string, string> = {}, { invoiceLink = false } = {}): AddressedMail {
  const w = WORDS[order.language];
  const values = {
    number: order.orderNumber,
    vehicle: oneLine(order.vehicle),
    stock: order.stockNumber,
    date: day(order.language, order.holdUntil),
    ...extra,
  };
  const { subject, intro } = text(w);
  const figures =
    typeof withTotal === 'function'
      ? withTotal(w, values.date)
      : withTotal
        ? ([
            [w.total, totalText(order)],
            [w.payBy, values.date],
          ] as [string, string][])
        : [];
  const greeting = order.buyerName ? `${oneLine(order.buyerName)},` : '';
  const invoiceUrl = `${order.orderUrl}/invoice`;
  const lines = [
    ...(greeting ? [greeting, ''] : []),
    fill(intro, values),
    '',
    ...(figures.length ? [...figures.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(invoiceLink ? [`${w.invoiceLink} ${invoiceUrl}`] : []),
    `${w.follow} ${order.orderUrl}`,
    '',
    w.bank,
    '',
    w.thanks,
  ];
  const html = [
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    `<p>${escapeHtml(fill(intro, values))}</p>`,
    ...(figures.length ? [`<p>${figures.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>`] : []),
    ...(invoiceLink ? [`<p>${escapeHtml(w.invoiceLink)} <a href="${escapeHtml(invoiceUrl)}">${escapeHtml(invoiceUrl)}</a></p>`] : []),
    `<p>${escapeHtml(w.follow)} <a href="${escapeHtml(order.orderUrl)}">${escapeHtml(order.orderUrl)}</a></p>`,
    `<p><strong>${escapeHtml(w.bank)}</strong></p>`,
    `<p>${escapeHtml(w.thanks)}</p>`,
  ].join('\n');
  return {
    to: order.buyerEmail,
    subject: fill(subject, values),
    text: lines.join('\n'),
    html,
  };
}

/**
 * The order placed: the car held until the deadline, and the proforma invoice, ready in the account from
 * that moment, with its link, the amount it asks for and by when (never the bank details: ADR 023).
 */
export function orderPlacedEmail(order: OrderMailDetails): AddressedMail {
  const amount = order.invoice?.currency === 'USD' ? moneyText(order.invoice.total, 'USD', 2) : yenText(order.invoice?.total ?? order.quote.totalPrice);
  const figures = (w: Words, date: string): [string, string][] => [
    [w.terms, termsPlaceText(order.quote, order.language)],
    [w.total, totalText(order)],
    [w.payBy, date],
  ];
  return buyerMail(order, (w) => ({ subject: w.placedSubject, intro: w.placedIntro }), figures, { amount }, { invoiceLink: true });
}
export const paymentReminderEmail = (order: OrderMailDetails) => buyerMail(order, (w) => ({ subject: w.reminderSubject, intro: w.reminderIntro }), true);
export const orderLapsedEmail = (order: OrderMailDetails) => buyerMail(order, (w) => ({ subject: w.lapsedSubject, intro: w.lapsedIntro }), false);
export interface PaymentMailAmount {
  amount: number;
  currency: string;
  minorUnits: number;
  /** YYYY-MM-DD, the bank's day. */
  receivedOn: string;
}

type MailSummary = Pick<PaymentSummary, 'currency' | 'total' | 'received' | 'balance' | 'credit' | 'receivedJpy' | 'balanceJpy' | 'creditJpy'>;

/** What the summary's figures are written as: dollars for a dollar invoice, yen otherwise. */
const summaryText = (summary: MailSummary, amount: number, yen: number) => (summary.currency === 'USD' ? moneyText(amount, 'USD', 2) : yenText(yen));

const bankDay = (language: Language, receivedOn: string) => day(language, new Date(`${receivedOn}T00:00:00+09:00`));

/** Where the order's money stands, under a payment's e-mail: the total, what came in, and the balance with its deadline or the credit. */
const moneyFigures = (order: OrderMailDetails, summary: MailSummary, totalJpy: number, awaiting: boolean) => (w: Words, date: string) =>
  [
    [w.total, invoiceAmount(order, summary.total, totalJpy)],
    [w.receivedSoFar, summaryText(summary, summary.received, summary.receivedJpy)],
    ...(summary.balance > 0 ? [[w.balance, invoiceAmount(order, summary.balance, summary.balanceJpy)], ...(awaiting ? [[w.payBy, date]] : [])] : []),
  ] as [string, string][];

/** A payment recorded: paid in full (the car is theirs), or part paid with the balance and the deadline. */
export function paymentRecordedEmail(order: OrderMailDetails, paid: PaymentMailAmount, summary: MailSummary, totalJpy: number): AddressedMail {
  const amount = moneyText(paid.amount, paid.currency, paid.minorUnits);
  const extra = {
    amount,
    received: bankDay(order.language, paid.receivedOn),
    credit: summaryText(summary, summary.credit, summary.creditJpy),
  };
  if (summary.balance > 0) return buyerMail(order, (w) => ({ subject: w.paymentSubject, intro: w.paymentIntro }), moneyFigures(order, summary, totalJpy, true), extra);
  return buyerMail(
    order,
    (w) => ({
      subject: w.paidSubject,
      intro: summary.credit > 0 ? `${w.paidIntro} ${w.creditLine}` : w.paidIntro,
    }),
    moneyFigures(order, summary, totalJpy, false),
    extra,
  );
}

/** A payment entry reversed: which one, and where the order's money stands now. */
export const paymentReversedEmail = (order: OrderMailDetails, paid: PaymentMailAmount, summary: MailSummary, totalJpy: number, awaiting: boolean) =>
  buyerMail(order, (w) => ({ subject: w.reversedSubject, intro: w.reversedIntro }), moneyFigures(order, summary, totalJpy, awaiting), {
    amount: moneyText(paid.amount, paid.currency, paid.minorUnits),
    received: bankDay(order.language, paid.receivedOn),
  });
export const orderCancelledEmail = (order: OrderMailDetails) => buyerMail(order, (w) => ({ subject: w.cancelledSubject, intro: w.cancelledIntro }), false);
/**
 * A shipping step done; the subject names it in the buyer's language ("Shipping details confirmed"). The
 * departure's says the day the vessel left and when it is expected, as the estimate it is.
 */
export function orderStepEmail(order: OrderMailDetails, step: ShippingStep, shipName: string | null, vessel: { departureAt?: Date | null; estimatedArrivalAt?: Date | null } = {}) {
  const places = {
    port: oneLine(order.quote.port ?? ''),
    city: oneLine(order.quote.city ?? ''),
  };
  const dated = step === 'departure' && vessel.departureAt && vessel.estimatedArrivalAt;
  return buyerMail(order, (w) => ({ subject: w.stepSubject, intro: dated ? `${w.steps.departure} ${w.departureWhen}` : w.steps[step] }), false, {
    ...places,
    step: fill(WORDS[order.language].stepTitles[step], places),
    ship: oneLine(shipName ?? ''),
    ...(dated ? { departed: day(order.language, vessel.departureAt!), arrival: day(order.language, vessel.estimatedArrivalAt!) } : {}),
  });
}

/** The payment deadline moved later by sales; the new date, with the total to pay. */
export const holdExtendedEmail = (order: OrderMailDetails) => buyerMail(order, (w) => ({ subject: w.extendedSubject, intro: w.extendedIntro }), true);
/** A paper of the order (bill of lading, …) is ready to download from the buyer's account; the file itself is never attached. */
export const orderDocumentEmail = (order: OrderMailDetails, kind: OrderDocumentKind) =>
  buyerMail(order, (w) => ({ subject: w.documentSubject, intro: w.documentIntro }), false, { document: WORDS[order.language].documents[kind] });

/** The sales team's copy: who ordered what at which quote, for whom, by when; the buyer as Reply-To. */
export function salesOrderPlacedEmail(order: OrderMailDetails): AddressedMail {
  const buyer = order.buyerName ? `${oneLine(order.buyerName)} <${order.buyerEmail}>` : order.buyerEmail;
  const rows: [string, string][] = [
    ['Order', order.orderNumber],
    ['Vehicle', `${oneLine(order.vehicle)} (${order.stockNumber})`],
    ['Buyer', buyer],
    ['Language', `${LANGUAGE_NAMES[order.language]} (${order.language})`],
    ['Consignee', `${oneLine(order.consignee.name)}, ${oneLine(order.consignee.address)}, ${order.consignee.country}, ${order.consignee.telephone}`],
    ['Payment due by', order.holdUntil.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'],
  ];
  const quote = quoteLines(order.quote);
  const text = [`A new order: the car is on hold for the buyer until the payment deadline.`, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', 'The quote the buyer ordered at:', ...quote].join('\n');
  const html = [
    '<p>A new order: the car is on hold for the buyer until the payment deadline.</p>',
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    '<p><strong>The quote the buyer ordered at:</strong></p>',
    `<pre style="font-family:inherit">${escapeHtml(quote.join('\n'))}</pre>`,
  ].join('\n');
  return {
    to: SALES_EMAIL,
    replyTo: order.buyerEmail,
    subject: `Order ${order.orderNumber} · ${oneLine(order.vehicle)} (${order.stockNumber}) · ${order.consignee.country}`,
    text,
    html,
  };
}
