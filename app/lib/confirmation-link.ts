// Where an e-mail's confirmation link lands: the sign-in page, My Page or the account details, with the
// page's flag (`verified`, `emailChanged`) and, when the link did not work, the identity library's error
// code. The page says which it was: done, expired, or not valid (used already, or copied in part).

export type ConfirmationOutcome = 'confirmed' | 'expired' | 'invalid';

export function confirmationOutcome(params: URLSearchParams, flag: string): ConfirmationOutcome | null {
  const error = params.get('error');
  if (!params.has(flag)) return null;
  if (!error) return 'confirmed';
  return error === 'TOKEN_EXPIRED' ? 'expired' : 'invalid';
}
