// /admin/inbox/:uuid: one item: everything the buyer sent, the thread of answers and notes, and the
// actions: assign, answer by e-mail, add a note, close or reopen.
import { data, Form, Link, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { assignInboxItem, inboxAssignees, inboxItem, ReplyNotSentError, replyToInboxItem, resendInboxReply, setInboxItemClosed } from '#domain/inbox/inbox.service.ts';
import { quoteAmount, quoteChoiceText } from '#domain/inquiry/quote-amount.ts';
import { LANGUAGE_NAMES } from '#domain/mail-text.ts';
import { isLanguage } from '#domain/context.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { formatJpy } from '../../lib/format';
import { useKeptEdits } from '../../lib/hydration';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { KIND_LABELS, StatusBadge } from './inbox';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/inbox-item';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { inquiry: ['list'] });
  const [item, assignees] = await Promise.all([inboxItem(context.ctx, params.uuid), inboxAssignees(context.ctx)]);
  throwIfError(item);
  return data(
    {
      item: { ...item, createdAt: item.createdAt.toISOString(), thread: item.thread.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) },
      assignees,
      canReply: can(viewer, { inquiry: ['reply'] }),
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { inquiry: ['list'] });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const answer =
    intent === 'assign'
      ? await assignInboxItem(context.ctx, params.uuid, String(form.get('assigneeId') ?? '') || null)
      : intent === 'close' || intent === 'reopen'
        ? await setInboxItemClosed(context.ctx, params.uuid, intent === 'close')
        : intent === 'resend'
          ? await resendInboxReply(context.ctx, params.uuid, Number(form.get('messageId')))
          : await replyToInboxItem(context.ctx, params.uuid, { type: intent === 'note' ? 'note' : 'reply', subject: String(form.get('subject') ?? ''), body: String(form.get('body') ?? '') });
  // The answer is in the thread, marked not sent; the page says why and offers to send it again.
  if (answer instanceof ReplyNotSentError) return data({ errors: { mail: answer.message } as Record<string, string>, body: '' }, { status: 502, headers: ADMIN_PRIVATE });
  if (answer instanceof InvalidInputError) {
    return data({ errors: Object.fromEntries(answer.issues.map((i) => [i.fieldname, i.message])), body: String(form.get('body') ?? '') }, { status: 400, headers: ADMIN_PRIVATE });
  }
  throwIfError(answer);
  return data({ errors: {} as Record<string, string>, body: '', done: intent }, { headers: ADMIN_PRIVATE });
}

const DONE: Record<string, string> = { reply: 'Your answer is sent.', resend: 'Your answer is sent.', note: 'The note is kept.', assign: 'Assigned.', close: 'Closed.', reopen: 'Open again.' };

export default function InboxItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, assignees, canReply } = loaderData;
  const busy = useNavigation().state === 'submitting';
  // The answer form starts afresh once the thread grows (the answer sent); a reply being written when the
  // thread grows otherwise (another post on the page reloading it) stays (ADR 057).
  const { form: replyForm } = useKeptEdits(item.uuid);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const done = actionData && 'done' in actionData ? String(actionData.done) : null;
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/inbox" className="underline">
          Inbox
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={item.status} />
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {KIND_LABELS[item.kind]} · {item.createdAt.slice(0, 16).replace('T', ' ')} UTC{item.language ? ` · ${isLanguage(item.language) ? LANGUAGE_NAMES[item.language] : item.language}` : ''}
        </span>
      </div>
      <h1 className="mt-2 text-2xl font-bold">{item.subject}</h1>
      <p className="text-slate-700 dark:text-slate-300">
        {item.fromName} &lt;{item.fromEmail}&gt;
      </p>
      {done && DONE[done] ? <SavedNotice>{DONE[done]}</SavedNotice> : null}
      {errors.mail ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="mail-error">
          {errors.mail}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="inbox-fields">
        {item.fields.map((f) => (
          <div key={f.label} className="flex gap-2">
            <dt className="font-medium">{f.label}:</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {item.message ? <p className="mt-4 whitespace-pre-line rounded-md border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">{item.message}</p> : null}
      {item.quote ? <BuyerQuote quote={item.quote} /> : null}

      <section aria-labelledby="thread-heading" className="mt-6">
        <h2 id="thread-heading" className="text-lg font-semibold">
          Thread
        </h2>
        {item.thread.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">No answer yet.</p> : null}
        <ol className="mt-2 space-y-3" data-testid="inbox-thread">
          {item.thread.map((m) => (
            <li key={m.id} className={`rounded-md border p-3 text-sm ${m.type === 'note' ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}>
              <p className="font-medium">
                {m.type === 'note' ? 'Note' : `${m.delivery === 'sent' ? 'E-mailed' : 'Not sent'}: ${m.subject}`} · {m.authorEmail} · {m.createdAt.slice(0, 16).replace('T', ' ')} UTC
              </p>
              <p className="mt-1 whitespace-pre-line">{m.body}</p>
              {m.type === 'reply' && m.delivery !== 'sent' ? (
                <Form method="post" className="mt-2 flex flex-wrap items-center gap-3" data-testid="not-sent">
                  <span className="text-red-700 dark:text-red-400">{m.delivery === 'failed' ? `The e-mail failed: ${m.deliveryError ?? 'no reason given'}.` : 'The e-mail has not left yet.'}</span>
                  <input type="hidden" name="messageId" value={m.id} />
                  {canReply ? (
                    <button type="submit" name="intent" value="resend" disabled={busy} className="rounded-md border border-slate-300 px-3 py-1 font-semibold dark:border-slate-700">
                      Send again
                    </button>
                  ) : null}
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <label className="text-sm">
            Assigned to
            <select name="assigneeId" defaultValue={item.assigneeId ?? ''} className={ADMIN_INPUT}>
              <option value="">Nobody</option>
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold dark:border-slate-700">
            Assign
          </button>
        </Form>
        {errors.assigneeId ? <p className="text-sm text-red-700 dark:text-red-400">{errors.assigneeId}</p> : null}
        <Form method="post">
          <input type="hidden" name="intent" value={item.status === 'closed' ? 'reopen' : 'close'} />
          <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold dark:border-slate-700">
            {item.status === 'closed' ? 'Reopen' : 'Close'}
          </button>
        </Form>
      </div>

      {canReply ? (
        <section aria-labelledby="answer-heading" className="mt-8">
          <h2 id="answer-heading" className="text-lg font-semibold">
            Answer {item.fromName}
          </h2>
          <Form ref={replyForm} method="post" className="mt-2 space-y-3" key={item.thread.length}>
            <label className="block text-sm">
              Subject
              <input name="subject" defaultValue={`Re: ${item.subject}`} className={ADMIN_INPUT} />
            </label>
            <label className="block text-sm">
              Message *
              <textarea name="body" rows={8} defaultValue={actionData?.body ?? ''} aria-invalid={errors.body ? true : undefined} aria-describedby={errors.body ? 'body-error' : undefined} className={ADMIN_INPUT} />
              {errors.body ? (
                <span id="body-error" className="mt-1 block text-red-700 dark:text-red-400">
                  {errors.body}
                </span>
              ) : null}
            </label>
            <div className="flex gap-3">
              <button type="submit" name="intent" value="reply" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white">
                Send by e-mail
              </button>
              <button type="submit" name="intent" value="note" disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700">
                Keep as a note
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

type Quote = NonNullable<Route.ComponentProps['loaderData']['item']['quote']>;

/** What the buyer saw on the vehicle page when they asked: the terms, the items and the total, in yen and their currency; every choice in words. */
function BuyerQuote({ quote }: { quote: Quote }) {
  return (
    <section aria-labelledby="quote-heading" className="mt-4 rounded-md border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900" data-testid="buyer-quote">
      <h2 id="quote-heading" className="font-semibold">
        The quote the buyer saw
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        <span data-testid="quote-choice">{quoteChoiceText(quote)}</span> · quoted {quote.quotedAt.slice(0, 16).replace('T', ' ')} UTC
      </p>
      <table className="mt-2 w-full">
        <caption className="sr-only">Price items</caption>
        <thead>
          <tr className="text-left text-slate-600 dark:text-slate-300">
            <th scope="col" className="py-1 font-medium">
              Item
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Yen
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((item) => (
            <tr key={item.name} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1">
                {item.name}
                {item.basis ? <span className="block text-xs text-slate-600 dark:text-slate-300">{item.basis}</span> : null}
              </td>
              <td className="py-1 text-right tabular-nums">{formatJpy('en', item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold dark:border-slate-700">
            <th scope="row" className="py-1 text-left">
              Total
            </th>
            <td className="py-1 text-right tabular-nums" data-testid="quote-total">
              {formatJpy('en', quote.totalPrice)}
              {quote.currency.name !== 'JPY' ? <span className="block text-xs font-normal">{quoteAmount(quote, quote.totalPrice)} as the buyer saw it</span> : null}
            </td>
          </tr>
        </tfoot>
      </table>
      {quote.coupon ? (
        <p className="mt-2" data-testid="quote-coupon">
          Coupon {quote.coupon.code}: {quote.coupon.message}
        </p>
      ) : null}
      {quote.campaign ? <p className="mt-1">Campaign: {quote.campaign}</p> : null}
      {quote.terms === 'CIF' ? (
        <p className="mt-1">Estimated arrival: {quote.estimatedArrivalAt.slice(0, 10)}</p>
      ) : null}
      {quote.violations.map((v) => (
        <p key={v} className="mt-1 text-amber-800 dark:text-amber-300">
          Import rule: {v}
        </p>
      ))}
    </section>
  );
}
