// A staff account as a back-office record names it (the spec's AdminUser, 001 §3): the account's id and
// its e-mail at the time, both kept on the record (as the audit log keeps them), so that it still says who
// after the account has gone or changed its address.
export interface AdminUser {
  id: string;
  email: string;
}

/** The staff account a record names; null when it names none (a record from before staff were recorded). */
export function adminUserOf(id: string | null, email: string | null): AdminUser | null {
  return id !== null && email !== null ? { id, email } : null;
}
