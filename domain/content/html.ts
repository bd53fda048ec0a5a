// Stored HTML (news, pages, country pages) is written by staff in an editor; it is cleaned before any
// page or API answer carries it, so a pasted <script>, event handler or javascript: link never runs.
// Staff write site links without the language ("/pages/payments"); the reader's language is put in front.
import sanitize from 'sanitize-html';
import { LANGUAGES, type Language } from '../context.ts';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'div', 'span'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'time'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start', 'type'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const LANGUAGE_PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(/|$|\\?|#)`);

/** "/pages/payments" in French is "/fr/pages/payments"; addresses with a language, media and other sites stay as they are. */
export function localizeHref(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//') || LANGUAGE_PREFIX.test(href) || href.startsWith('/media/')) return href;
  return `/${language}${href === '/' ? '' : href}`;
}

export function sanitizeHtml(html: string, language?: Language): string {
  return sanitize(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const out = { ...attribs };
        if (language && out.href) out.href = localizeHref(out.href, language);
        // Links that open a new tab must not hand the opener to the other site.
        if (out.target === '_blank') out.rel = 'noopener noreferrer';
        return { tagName, attribs: out };
      },
    },
  });
}

/** The words of an HTML fragment, for summaries and descriptions: tags dropped, space collapsed, cut at a word. */
export function plainText(html: string, maxLength = 200): string {
  const text = sanitize(html.replace(/<\/(p|li|h\d|td|th|tr)>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength - 30)).replace(/[\s,.;:]+$/, '')}…`;
}
