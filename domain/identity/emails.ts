// The account e-mails, in the user's language: confirm the address, reset the password, confirm a new
// address, and tell the old address that it changed. Plain text and simple HTML of the same words.
import type { Language } from '../context.ts';
import { escapeHtml } from '../mail-text.ts';

export type AccountEmailKind = 'verify' | 'reset' | 'change-email' | 'email-changed' | 'existing-account';

interface Words {
  subject: string;
  lines: string[];
  action?: string;
}

const WORDS: Record<AccountEmailKind, Record<Language, Words>> = {
  verify: {
    en: { subject: 'Confirm your e-mail address', lines: ['Welcome to Roro Motors.', 'Please confirm your e-mail address to finish creating your account. The link works for 24 hours.'], action: 'Confirm my address' },
    fr: { subject: 'Confirmez votre adresse e-mail', lines: ['Bienvenue chez Roro Motors.', 'Confirmez votre adresse e-mail pour terminer la création de votre compte. Le lien est valable 24 heures.'], action: 'Confirmer mon adresse' },
    pt: { subject: 'Confirme o seu endereço de e-mail', lines: ['Bem-vindo à Roro Motors.', 'Confirme o seu endereço de e-mail para concluir a criação da sua conta. A ligação é válida durante 24 horas.'], action: 'Confirmar o meu endereço' },
    ru: { subject: 'Подтвердите адрес электронной почты', lines: ['Добро пожаловать в Roro Motors.', 'Подтвердите адрес электронной почты, чтобы завершить создание учётной записи. Ссылка действует 24 часа.'], action: 'Подтвердить адрес' },
  },
  reset: {
    en: { subject: 'Reset your password', lines: ['We received a request to reset the password of your Roro Motors account.', 'The link works once, for one hour. If you did not ask for this, ignore this message: your password stays as it is.'], action: 'Choose a new password' },
    fr: { subject: 'Réinitialisez votre mot de passe', lines: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Roro Motors.', 'Le lien ne fonctionne qu’une fois, pendant une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.'], action: 'Choisir un nouveau mot de passe' },
    pt: { subject: 'Redefina a sua palavra-passe', lines: ['Recebemos um pedido para redefinir a palavra-passe da sua conta Roro Motors.', 'A ligação funciona uma única vez, durante uma hora. Se não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.'], action: 'Escolher uma nova palavra-passe' },
    ru: { subject: 'Сброс пароля', lines: ['Мы получили запрос на сброс пароля вашей учётной записи Roro Motors.', 'Ссылка действует один раз в течение часа. Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.'], action: 'Задать новый пароль' },
  },
  'change-email': {
    en: { subject: 'Confirm your new e-mail address', lines: ['You asked to use this address for your Roro Motors account.', 'Confirm it to finish the change. Until then, sign in with your current address.'], action: 'Confirm the new address' },
    fr: { subject: 'Confirmez votre nouvelle adresse e-mail', lines: ['Vous avez demandé à utiliser cette adresse pour votre compte Roro Motors.', 'Confirmez-la pour terminer le changement. D’ici là, connectez-vous avec votre adresse actuelle.'], action: 'Confirmer la nouvelle adresse' },
    pt: { subject: 'Confirme o seu novo endereço de e-mail', lines: ['Pediu para usar este endereço na sua conta Roro Motors.', 'Confirme-o para concluir a alteração. Até lá, inicie sessão com o endereço atual.'], action: 'Confirmar o novo endereço' },
    ru: { subject: 'Подтвердите новый адрес электронной почты', lines: ['Вы попросили использовать этот адрес для учётной записи Roro Motors.', 'Подтвердите его, чтобы завершить смену. До этого входите с текущим адресом.'], action: 'Подтвердить новый адрес' },
  },
  'existing-account': {
    en: { subject: 'You already have an account', lines: ['Someone tried to create a Roro Motors account with this address, which already has one.', 'If it was you, sign in; if you have forgotten your password, reset it from the sign-in page.'], action: 'Sign in' },
    fr: { subject: 'Vous avez déjà un compte', lines: ['Quelqu’un a essayé de créer un compte Roro Motors avec cette adresse, qui en a déjà un.', 'Si c’était vous, connectez-vous ; si vous avez oublié votre mot de passe, réinitialisez-le depuis la page de connexion.'], action: 'Se connecter' },
    pt: { subject: 'Já tem uma conta', lines: ['Alguém tentou criar uma conta Roro Motors com este endereço, que já tem uma.', 'Se foi você, inicie sessão; se esqueceu a palavra-passe, redefina-a na página de início de sessão.'], action: 'Iniciar sessão' },
    ru: { subject: 'У вас уже есть учётная запись', lines: ['Кто-то попытался создать учётную запись Roro Motors с этим адресом, но она уже существует.', 'Если это были вы, войдите; если забыли пароль, сбросьте его на странице входа.'], action: 'Войти' },
  },
  'email-changed': {
    en: { subject: 'Your e-mail address is changing', lines: ['Someone signed in to your Roro Motors account asked to change its e-mail address to {newEmail}.', 'If this was not you, reply to this message or write to sales@roro-motors.example at once.'] },
    fr: { subject: 'Votre adresse e-mail va changer', lines: ['Une personne connectée à votre compte Roro Motors a demandé à remplacer son adresse e-mail par {newEmail}.', 'Si ce n’est pas vous, répondez à ce message ou écrivez immédiatement à sales@roro-motors.example.'] },
    pt: { subject: 'O seu endereço de e-mail vai mudar', lines: ['Alguém com sessão iniciada na sua conta Roro Motors pediu para alterar o endereço de e-mail para {newEmail}.', 'Se não foi você, responda a esta mensagem ou escreva de imediato para sales@roro-motors.example.'] },
    ru: { subject: 'Адрес электронной почты меняется', lines: ['В вашей учётной записи Roro Motors запрошена смена адреса электронной почты на {newEmail}.', 'Если это были не вы, сразу ответьте на это письмо или напишите на sales@roro-motors.example.'] },
  },
};


export function accountEmail(kind: AccountEmailKind, language: Language, values: { url?: string; newEmail?: string }) {
  const words = WORDS[kind][language] ?? WORDS[kind].en;
  const fill = (line: string) => line.replace('{newEmail}', values.newEmail ?? '');
  const lines = words.lines.map(fill);
  const text = [...lines, ...(values.url && words.action ? ['', `${words.action}: ${values.url}`] : []), '', 'Roro Motors Co., Ltd. · Nagoya, Japan'].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    values.url && words.action ? `<p><a href="${escapeHtml(values.url)}">${escapeHtml(words.action)}</a></p>` : '',
    '<p>Roro Motors Co., Ltd. · Nagoya, Japan</p>',
  ].join('\n');
  return { subject: words.subject, text, html };
}
