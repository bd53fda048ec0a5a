// The account forms' messages with stable text keys. The API answers the spec's English words
// (`message`, exactly as the schemas write them); each issue also names the interface text (`text.key`
// and its values) that the pages show it by. A key's English text is the message itself; those about a
// field's length or absence take the field's name as {field}: the spec's in English (given in the values),
// the page's label of the field in the other languages.
import type { InputIssue } from '../errors.ts';

export type TextValues = Record<string, string | number>;

/** The English words of the messages that are not the schemas' own (those checked after them). */
export const INPUT_MESSAGES = {
  'input-choose-country': 'Choose your country from the list.',
  'input-choose-consignee-country': 'Choose the consignee’s country from the list.',
  'input-choose-port': 'Choose a port.',
  'input-choose-shipping-port': 'Choose one of the ports we ship to.',
  'account-email-same': 'This is already your e-mail address.',
  'account-email-taken': 'Another account uses this e-mail address.',
  'account-link-invalid': 'This link is invalid or has expired. Ask for a new one.',
} as const;
export type InputTextKey = keyof typeof INPUT_MESSAGES;

/** An issue on a field with one of the messages above. */
export function keyedIssue(fieldname: string, key: InputTextKey): InputIssue {
  return { fieldname, message: INPUT_MESSAGES[key], text: { key } };
}

/** The text key of each enum field's "choose one" message. */
const CHOOSE_KEYS: Record<string, string> = { title: 'input-choose-title', language: 'input-choose-language' };

interface ZodLikeIssue {
  code?: string;
  path: PropertyKey[];
  message: string;
  maximum?: unknown;
  format?: string;
  params?: { text?: string };
}

/** The text key (and values) of a zod issue from the account schemas, by what went wrong rather than by its words. */
function textOf(issue: ZodLikeIssue, fieldname: string): InputIssue['text'] {
  switch (issue.code) {
    case 'invalid_type':
    case 'too_small':
      return { key: 'input-required', values: { field: issue.message.replace(/ is a required field$/, '') } };
    case 'too_big':
      // The spec writes the e-mail's limit without the full stop of the others.
      return { key: fieldname === 'email' ? 'input-email-too-long' : 'input-too-long', values: { field: issue.message.replace(/ must be at most .*$/, ''), max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'input-email-invalid' } : undefined;
    case 'invalid_value':
      return CHOOSE_KEYS[fieldname] ? { key: CHOOSE_KEYS[fieldname] } : undefined;
    case 'custom':
      return issue.params?.text ? { key: issue.params.text } : undefined;
    default:
      return undefined;
  }
}

/** The spec's {fieldname, message} issues of a zod error, each with its text key where it has one. */
export function toKeyedIssues(error: { issues: ZodLikeIssue[] }): InputIssue[] {
  return error.issues.map((issue) => {
    const fieldname = issue.path.map(String).join('.') || 'input';
    const text = textOf(issue, fieldname);
    return text ? { fieldname, message: issue.message, text } : { fieldname, message: issue.message };
  });
}
