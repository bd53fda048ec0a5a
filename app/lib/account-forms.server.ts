// The account pages' loader and form plumbing: the signed-in account, the country list, a form's text
// values, and an action's answer (issues on fields, or saved).
import { data, redirect } from 'react-router';
import type { RequestContext } from '#domain/context.ts';
import type { InputIssue } from '#domain/errors.ts';
import { currentAccount } from '#domain/identity/account.service.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { PRIVATE, requireViewer } from './account.server';

export async function accountPage(ctx: RequestContext, request: Request) {
  requireViewer(ctx, request, ctx.language);
  const [account, destinations] = await Promise.all([currentAccount(ctx), loadDestinations(ctx)]);
  // A session whose user is gone: sign in again.
  if (account instanceof Error) throw redirect(`/${ctx.language}/user/signin`);
  const countries = destinations.countries
    .map((c) => ({ name: c.name, localName: c.localNames[ctx.language] ?? c.name, hasPorts: c.portIds.length > 0 }))
    .sort((a, b) => a.localName.localeCompare(b.localName, ctx.language));
  return { account, countries };
}

export const formText = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '').trim()]));

export function answer(result: unknown, values: Record<string, string> = {}) {
  if (result instanceof Error) {
    const issues: InputIssue[] = 'issues' in result ? (result.issues as InputIssue[]) : [{ fieldname: 'form', message: result.message }];
    return data({ saved: false, issues, values }, { status: 400, headers: PRIVATE });
  }
  return data({ saved: true, issues: [] as InputIssue[], values }, { headers: PRIVATE });
}
