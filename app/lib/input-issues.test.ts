// The account forms' messages: the spec's English words stay as the domain writes them (the API's
// answer, and what an English page shows), and a French, Portuguese or Russian page shows each in its
// language, with the form's own label of the field.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { translations } from '#db/seed/content/translations.ts';
import { translate } from '#domain/content/translate.ts';
import { LANGUAGES, type Language } from '#domain/context.ts';
import type { InputIssue } from '#domain/errors.ts';
import { consigneeInputSchema, emailInputSchema, userInfoInputSchema } from '#domain/identity/account.inputs.ts';
import { INPUT_MESSAGES, keyedIssue, toKeyedIssues } from '#domain/identity/input-texts.ts';
import { passwordCheck } from '#domain/identity/password-policy.ts';
import { signUpInputSchema } from '#domain/identity/sign-up.inputs.ts';
import { issueText } from './input-issues.ts';

const tIn = (language: Language) => {
  const texts = Object.fromEntries(Object.entries(translations).map(([key, text]) => [key, text[language]]));
  return (key: string, values?: Record<string, string | number>) => translate(texts, key, values);
};

function issuesOf(schema: ZodType, input: unknown): InputIssue[] {
  const parsed = schema.safeParse(input);
  expect(parsed.success).toBe(false);
  return toKeyedIssues(parsed.error!);
}

const long = (n: number) => 'x'.repeat(n);

/** Every message the account forms can answer, from each schema and check. */
const allIssues: InputIssue[] = [
  ...issuesOf(signUpInputSchema, { email: 'not-an-email', password: 'short1', title: 'Sir', firstName: long(101), lastName: '', telephone: long(21), countryName: '', city: long(201), address: long(501) }),
  ...issuesOf(signUpInputSchema, { email: `${long(250)}@example.com`, password: 'PASSWORD123', title: 'Mr', firstName: 'A', lastName: long(101), telephone: '1', countryName: long(101) }),
  ...issuesOf(signUpInputSchema, { email: '', password: 'passwordonly', title: 'Mr', firstName: '', lastName: 'B', telephone: '', countryName: 'Kenya' }),
  ...issuesOf(signUpInputSchema, { email: 'a@example.com', password: 'password123', title: 'Mr', firstName: 'A', lastName: 'B', telephone: '1', countryName: 'Kenya' }),
  ...issuesOf(signUpInputSchema, { email: 'a@example.com', password: `a1${long(127)}`, title: 'Mr', firstName: 'A', lastName: 'B', telephone: '1', countryName: 'Kenya' }),
  ...issuesOf(signUpInputSchema, {}),
  ...issuesOf(userInfoInputSchema, { firstName: 'A', lastName: 'B', telephone: '1', countryName: 'Kenya', mobile: long(21), fax: long(21), state: long(201), language: 'de' }),
  ...issuesOf(consigneeInputSchema, { consigneeName: long(201), consigneeAddress: '', consigneeTelephone: long(21), countryName: 'Kenya' }),
  ...toKeyedIssues({ issues: emailInputSchema.safeParse('').error!.issues.map((issue) => ({ ...issue, path: ['email'] })) }),
  ...Object.keys(INPUT_MESSAGES).map((key) => keyedIssue('countryName', key as keyof typeof INPUT_MESSAGES)),
];

describe('the account forms’ messages', () => {
  it('keep the spec’s exact English words for the API and English pages', () => {
    const messages = allIssues.map((issue) => `${issue.fieldname}: ${issue.message}`);
    for (const expected of [
      'firstName: First Name must be at most 100 characters.',
      'lastName: Last Name must be at most 100 characters.',
      'lastName: Last Name is a required field',
      'consigneeName: Name must be at most 200 characters.',
      'email: Email must be a valid email',
      'email: Email must be at most 254 characters',
      'email: Email is a required field',
      'telephone: Phone must be at most 20 characters.',
      'password: Password must be at least 8 characters.',
      'password: Password must contain a lowercase letter.',
      'password: This password is too common: choose one that is harder to guess.',
    ]) {
      expect(messages).toContain(expected);
    }
    const en = tIn('en');
    for (const issue of allIssues) expect(issueText(en, 'en', issue), issue.message).toBe(issue.message);
  });

  it('have a text key for every one, and show each in French, Portuguese and Russian with the form’s label', () => {
    expect(allIssues.filter((issue) => !issue.text)).toEqual([]);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const t = tIn(language);
      for (const issue of allIssues) {
        const text = issueText(t, language, issue);
        expect(text, `${issue.message} (${language})`).not.toBe(issue.message);
        expect(text, `${issue.message} (${language})`).not.toMatch(/\{\w+\}|^[a-z]+(-[a-z]+)+$/);
      }
    }
    const fr = tIn('fr');
    const issue = (message: string) => allIssues.find((i) => i.message === message)!;
    expect(issueText(fr, 'fr', issue('Last Name must be at most 100 characters.'))).toBe('Le champ « Nom » ne doit pas dépasser 100 caractères.');
    expect(issueText(fr, 'fr', issue('Name must be at most 200 characters.'))).toBe('Le champ « Nom du destinataire » ne doit pas dépasser 200 caractères.');
    expect(issueText(tIn('ru'), 'ru', issue('First Name must be at most 100 characters.'))).toBe('Поле «Имя» должно содержать не более 100 символов.');
    expect(issueText(tIn('pt'), 'pt', issue('This password is too common: choose one that is harder to guess.'))).toBe('Esta palavra-passe é demasiado comum: escolha uma mais difícil de adivinhar.');
  });

  it('give the password policy’s refusals, which better-auth’s hook answers too, the same keys', () => {
    for (const password of ['short1', 'PASSWORD123', 'passwordonly', 'password123', `a1${long(127)}`]) {
      const problem = passwordCheck(password)!;
      expect(tIn('en')(problem.key)).toBe(problem.message);
    }
    expect(passwordCheck('kilimanjaro42')).toBeNull();
  });
});
