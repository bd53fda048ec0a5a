// The spec's AdminUser (001 §3): a staff account wherever an admin call names one (who recorded a payment
// or an order's step, who created a coupon), by the id and e-mail the record kept.
import type { AdminUser } from '#domain/staff/admin-user.ts';
import { builder } from '../builder.ts';

export const AdminUserRef = builder.objectRef<AdminUser>('AdminUser').implement({
  description: 'A staff account as a back-office record names it: its id, and its e-mail when the record was made (kept after the account has gone).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
  }),
});
