// What a use case hands to the mailer: one e-mail, and the function that sends it. server/mailer.ts sends
// it (SMTP, or an .eml file in the outbox); tests pass a function that keeps what was sent.
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, when not to the sender (an inquiry to the sales team: the buyer). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on the newsletter's e-mails). */
  headers?: Record<string, string>;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * The mail server could not be reached, did not answer in time, or said to try later (a 4xx answer): the
 * e-mail may go out on another try. Its message names the server (never its credentials) and what happened.
 */
export class MailServerUnavailableError extends Error {
  override name = 'MailServerUnavailableError';
}
