// The sales staff buyers talk to (the WhatsApp page, spec 000 §2): each with a chat link built from the
// WhatsApp number with the plus, dashes and spaces removed.
import { asc } from 'drizzle-orm';
import { personsInCharge } from '#db/schema/content.ts';
import type { RequestContext } from '../context.ts';

export interface PersonInChargeRecord {
  id: number;
  uuid: string;
  name: string;
  whatsAppNumber: string | null;
  /** https://wa.me/<digits>, or null without a number. */
  chatUrl: string | null;
  email: string | null;
  /** ISO 639-1 codes. */
  languages: string[];
  /** ISO 3166-1 codes of the countries this person handles. */
  markets: string[];
}

export function whatsAppChatUrl(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
}

export async function whatsAppContacts(ctx: RequestContext): Promise<PersonInChargeRecord[]> {
  const rows = await ctx.db
    .select({
      id: personsInCharge.id,
      uuid: personsInCharge.uuid,
      name: personsInCharge.name,
      whatsAppNumber: personsInCharge.whatsAppNumber,
      email: personsInCharge.email,
      languages: personsInCharge.languages,
      markets: personsInCharge.markets,
    })
    .from(personsInCharge)
    .orderBy(asc(personsInCharge.sortOrder), asc(personsInCharge.id));
  return rows.map((row) => ({ ...row, chatUrl: whatsAppChatUrl(row.whatsAppNumber) }));
}
