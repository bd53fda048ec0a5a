// The account forms' inputs with the spec's limits and messages (000 §5): e-mail 254, name 200, first and
// last name 100, phone 20.
import { z } from 'zod';
import { CONTACT_TITLES } from '#db/schema/enum-values.ts';
import { LANGUAGES } from '../context.ts';

const optional = (label: string, max: number, message = `${label} must be at most ${max} characters.`) =>
  z
    .string()
    .trim()
    .max(max, { message })
    .optional()
    .transform((v) => v || null);
const required = (label: string, max: number) =>
  z.string({ message: `${label} is a required field` }).trim().min(1, { message: `${label} is a required field` }).max(max, { message: `${label} must be at most ${max} characters.` });

export const userInfoInputSchema = z.object({
  title: z.enum(CONTACT_TITLES, { message: 'Choose a title: Company, Mr or Ms.' }).optional(),
  firstName: required('First Name', 100),
  lastName: required('Last Name', 100),
  telephone: required('Phone', 20),
  mobile: optional('Mobile', 20),
  fax: optional('Fax', 20),
  countryName: required('Country', 100),
  city: optional('City', 200),
  address: optional('Address', 500),
  state: optional('State', 200),
  language: z.enum(LANGUAGES, { message: 'Choose English, French, Portuguese or Russian.' }).optional(),
});
export type UserInfoInput = z.input<typeof userInfoInputSchema>;

export const consigneeInputSchema = z.object({
  consigneeName: required('Name', 200).pipe(z.string().max(200, { message: 'Name must be at most 200 characters.' })),
  consigneeAddress: required('Address', 500),
  consigneeTelephone: required('Phone', 20),
  countryName: required('Country', 100),
});
export type ConsigneeInput = z.input<typeof consigneeInputSchema>;

export const emailInputSchema = z
  .string({ message: 'Email is a required field' })
  .trim()
  .min(1, { message: 'Email is a required field' })
  .max(254, { message: 'Email must be at most 254 characters' })
  .pipe(z.email({ message: 'Email must be a valid email' }));
