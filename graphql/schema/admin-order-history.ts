// What a clerk reads on an order, in the API (issue 38 point 6): the e-mails sent to the buyer about it
// with how each went, and the order's history with who recorded each step. On AdminOrder, so only staff
// who may list orders reach it (orderByAdmin and the order's changes refuse everyone else).
import type { AdminOrder } from '#domain/orders/order-admin.service.ts';
import { orderEmails, orderHistory, type OrderEmail, type OrderHistoryEntry } from '#domain/orders/order-history.service.ts';
import { builder } from '../builder.ts';
import { AdminOrderRef } from './admin-orders.ts';
import { AdminUserRef } from './admin-user.ts';

const OrderEmailStateEnum = builder.enumType('OrderEmailState', {
  values: ['waiting', 'sent', 'retrying', 'failed'] as const,
  description: 'waiting: queued, not tried yet; sent: our mail server took it (or it was written to the outbox); retrying: an attempt failed, it is tried again; failed: its attempts are spent.',
});

const OrderEmailRef = builder.objectRef<OrderEmail>('OrderEmail').implement({
  description: 'An e-mail to the buyer about the order, as the job queue holds it: never its body. A sent one is kept 30 days.',
  fields: (t) => ({
    subject: t.exposeString('subject'),
    to: t.exposeString('to'),
    state: t.field({ type: OrderEmailStateEnum, resolve: (e) => e.state }),
    queuedAt: t.expose('queuedAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    attempts: t.exposeInt('attempts'),
    error: t.exposeString('error', { nullable: true, description: 'The last attempt’s error, while it is not sent.' }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
  }),
});

const OrderHistoryEntryRef = builder.objectRef<OrderHistoryEntry>('OrderHistoryEntry').implement({
  description: 'A step of the order: placed, a payment recorded or reversed, a shipping step, a deadline moved, cancelled, lapsed…',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    action: t.exposeString('action', { description: 'As in the audit log (order.payment, order.shipping.departure …), or order.placed, order.lapsed.' }),
    text: t.exposeString('text', { description: 'The same in words, as the back office shows it.' }),
    by: t.exposeString('by', { nullable: true, description: 'Who recorded it: the staff member’s e-mail, the buyer’s for the order itself; null for the lapse.' }),
    recordedBy: t.field({ type: AdminUserRef, nullable: true, description: 'The staff member who recorded it; null for the buyer’s order itself and for the lapse.', resolve: (e) => e.recordedBy }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

/** A refusal here cannot happen to a viewer who got the order; thrown rather than answered. */
const orThrow = async <T>(result: Promise<T | Error>): Promise<T> => {
  const value = await result;
  if (value instanceof Error) throw value;
  return value;
};

builder.objectFields(AdminOrderRef, (t) => ({
  emails: t.field({ type: [OrderEmailRef], description: 'The e-mails to the buyer about this order, oldest first.', resolve: (o: AdminOrder, _args, ctx) => orThrow(orderEmails(ctx, o)) }),
  history: t.field({ type: [OrderHistoryEntryRef], description: 'Every step of the order, oldest first, with who recorded it.', resolve: (o: AdminOrder, _args, ctx) => orThrow(orderHistory(ctx, o)) }),
}));
