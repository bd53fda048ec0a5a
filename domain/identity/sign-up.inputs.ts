// The sign-up form (spec 000 §5 limits and messages, spec 001 §5 password policy).
import { z } from 'zod';
import { CONTACT_TITLES } from '#db/schema/enum-values.ts';
import { LANGUAGES } from '../context.ts';
import { passwordCheck } from './password-policy.ts';

const required = (label: string, max: number, maxMessage = `${label} must be at most ${max} characters.`) =>
  z.string({ message: `${label} is a required field` }).trim().min(1, { message: `${label} is a required field` }).max(max, { message: maxMessage });

export const signUpInputSchema = z.object({
  email: z
    .string({ message: 'Email is a required field' })
    .trim()
    .min(1, { message: 'Email is a required field' })
    .max(254, { message: 'Email must be at most 254 characters' })
    .pipe(z.email({ message: 'Email must be a valid email' })),
  password: z.string({ message: 'Password is a required field' }).superRefine((password, ctx) => {
    const problem = passwordCheck(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { text: problem.key } });
  }),
  title: z.enum(CONTACT_TITLES, { message: 'Choose a title: Company, Mr or Ms.' }),
  firstName: required('First Name', 100),
  lastName: required('Last Name', 100),
  telephone: required('Phone', 20),
  countryName: required('Country', 100),
  city: z.string().trim().max(200, { message: 'City must be at most 200 characters.' }).default(''),
  address: z.string().trim().max(500, { message: 'Address must be at most 500 characters.' }).default(''),
  language: z.enum(LANGUAGES).default('en'),
});
export type SignUpInput = z.input<typeof signUpInputSchema>;
