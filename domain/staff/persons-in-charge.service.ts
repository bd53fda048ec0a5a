// The sales staff buyers talk to, as the back office manages them (spec 000 §3 PersonInCharge: name,
// WhatsApp number, e-mail, languages; and the markets they handle, which pick the default person for a
// buyer's country). Staff with personInCharge:manage add, edit and remove them; every write is logged.
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { personsInCharge } from '#db/schema/content.ts';
import { countries } from '#db/schema/geography.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError, type AuthenticationError, type NotAuthenticatedError } from '../errors.ts';
import { isUuid } from '../uuid.ts';
import { recordAudit, staffCheck } from './audit.ts';

type Refusal = NotAuthenticatedError | AuthenticationError;

/** Codes typed as "ja, en" or "KE TZ": split, trimmed, without repeats. */
const codeList = (pattern: RegExp, message: string, normalize: (code: string) => string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [...new Set((Array.isArray(value) ? value : (value ?? '').split(/[\s,]+/)).map((c) => normalize(c.trim())).filter(Boolean))])
    .refine((codes) => codes.every((c) => pattern.test(c)), { message });

export const personInChargeInputSchema = z.object({
  name: z.string({ message: 'Name is a required field' }).trim().min(1, { message: 'Name is a required field' }).max(100, { message: 'Name must be at most 100 characters.' }),
  whatsAppNumber: z
    .string()
    .trim()
    .max(30, { message: 'WhatsApp number must be at most 30 characters.' })
    .refine((v) => v === '' || (/^\+?[\d\s-]+$/.test(v) && v.replace(/\D/g, '').length >= 7), { message: 'Write the WhatsApp number with its country code, e.g. +81-90-1234-5678.' })
    .optional(),
  email: z
    .string()
    .trim()
    .max(254, { message: 'Email must be at most 254 characters' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'Email must be a valid email' })
    .optional(),
  languages: codeList(/^[a-z]{2}$/, 'Write languages as two-letter codes, e.g. en, fr, sw.', (c) => c.toLowerCase()),
  markets: codeList(/^[A-Z]{2}$/, 'Write markets as two-letter country codes, e.g. KE, TZ.', (c) => c.toUpperCase()),
  sortOrder: z.coerce.number({ message: 'Order must be a whole number.' }).int({ message: 'Order must be a whole number.' }).min(0).max(10_000).optional(),
});
export type PersonInChargeInput = z.input<typeof personInChargeInputSchema>;

export interface ManagedPerson {
  id: number;
  uuid: string;
  name: string;
  whatsAppNumber: string | null;
  email: string | null;
  languages: string[];
  markets: string[];
  sortOrder: number;
  /** Buyers assigned to this person by staff. */
  buyers: number;
  /** Testimonials that name this person. */
  testimonials: number;
}

const columns = {
  id: personsInCharge.id,
  uuid: personsInCharge.uuid,
  name: personsInCharge.name,
  whatsAppNumber: personsInCharge.whatsAppNumber,
  email: personsInCharge.email,
  languages: personsInCharge.languages,
  markets: personsInCharge.markets,
  sortOrder: personsInCharge.sortOrder,
  // Written out in full: a query over one table names its columns without the table, and inside these
  // subqueries a bare "id" would be the subquery's own.
  buyers: sql<number>`(select count(*)::int from user_profiles p where p.person_in_charge_id = persons_in_charge.id)`,
  testimonials: sql<number>`(select count(*)::int from testimonials t where t.person_in_charge_id = persons_in_charge.id)`,
};

export async function listPersonsInCharge(ctx: RequestContext): Promise<ManagedPerson[] | Refusal> {
  const refused = staffCheck(ctx.viewer, { personInCharge: ['list'] });
  if (refused) return refused;
  return ctx.db.select(columns).from(personsInCharge).orderBy(asc(personsInCharge.sortOrder), asc(personsInCharge.id));
}

async function findPerson(ctx: RequestContext, uuid: string): Promise<ManagedPerson | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ctx.db.select(columns).from(personsInCharge).where(eq(personsInCharge.uuid, uuid));
  return row ?? null;
}

export async function personInChargeByAdmin(ctx: RequestContext, uuid: string): Promise<ManagedPerson | Refusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { personInCharge: ['list'] });
  if (refused) return refused;
  return (await findPerson(ctx, uuid)) ?? new NotFoundError(`No person in charge has the id ${uuid}.`);
}

async function checked(ctx: RequestContext, raw: unknown) {
  const parsed = personInChargeInputSchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(parsed.error.issues.map((i) => ({ fieldname: String(i.path[0] ?? 'form'), message: i.message })));
  const known = new Set((await ctx.db.select({ code: countries.code }).from(countries)).map((c) => c.code));
  const unknown = parsed.data.markets.filter((m) => !known.has(m));
  if (unknown.length) return new InvalidInputError([{ fieldname: 'markets', message: `We do not ship to ${unknown.join(', ')}.` }]);
  const { whatsAppNumber, email, ...rest } = parsed.data;
  return { ...rest, whatsAppNumber: whatsAppNumber || null, email: email?.toLowerCase() || null, sortOrder: rest.sortOrder ?? 0 };
}

const auditView = ({ buyers: _buyers, testimonials: _testimonials, id: _id, ...person }: ManagedPerson) => person;

/** Adds a person in charge, or edits one (by uuid). */
export async function savePersonInCharge(ctx: RequestContext, uuid: string | null, raw: PersonInChargeInput | Record<string, string>): Promise<ManagedPerson | Refusal | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { personInCharge: ['manage'] });
  if (refused) return refused;
  const before = uuid ? await findPerson(ctx, uuid) : null;
  if (uuid && !before) return new NotFoundError(`No person in charge has the id ${uuid}.`);
  const values = await checked(ctx, raw);
  if (values instanceof InvalidInputError) return values;
  return ctx.db.transaction(async (tx) => {
    const [row] = before
      ? await tx.update(personsInCharge).set(values).where(eq(personsInCharge.id, before.id)).returning({ uuid: personsInCharge.uuid })
      : await tx.insert(personsInCharge).values(values).returning({ uuid: personsInCharge.uuid });
    const after = (await findPerson({ ...ctx, db: tx }, row!.uuid))!;
    await recordAudit(tx, ctx.viewer!, { action: before ? 'personInCharge.update' : 'personInCharge.create', entity: 'persons_in_charge', entityId: after.uuid, before: before ? auditView(before) : undefined, after: auditView(after) }, ctx.now);
    return after;
  });
}

/** Removes a person no buyer is assigned to and no testimonial names (reassign them first). */
export async function deletePersonInCharge(ctx: RequestContext, uuid: string): Promise<{ uuid: string } | Refusal | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { personInCharge: ['manage'] });
  if (refused) return refused;
  return ctx.db.transaction(async (tx) => {
    const person = await findPerson({ ...ctx, db: tx }, uuid);
    if (!person) return new NotFoundError(`No person in charge has the id ${uuid}.`);
    if (person.testimonials > 0) return new InvalidInputError([{ fieldname: 'form', message: `${person.name} is named in ${person.testimonials === 1 ? 'a testimonial' : `${person.testimonials} testimonials`}, which would lose their person in charge.` }]);
    if (person.buyers > 0) return new InvalidInputError([{ fieldname: 'form', message: `${person.buyers === 1 ? '1 buyer has' : `${person.buyers} buyers have`} ${person.name} as their person in charge: give them another first.` }]);
    await tx.delete(personsInCharge).where(eq(personsInCharge.id, person.id));
    await recordAudit(tx, ctx.viewer!, { action: 'personInCharge.delete', entity: 'persons_in_charge', entityId: uuid, before: auditView(person) }, ctx.now);
    return { uuid };
  });
}
