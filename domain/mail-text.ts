// What every e-mail the site writes shares: its parts, the language names the sales team reads, and the
// escaping of what a buyer typed into text and HTML.
import type { Language } from './context.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The languages as the sales team's English e-mails name them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A subject or header line never carries a line break the sender typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
