// The company's own addresses, for pages, e-mails and messages that name them.

/** Where buyers write to, and where inquiries are sent (footer, spec 001 §2; the CAPTCHA message, 000 §8). */
export const SALES_EMAIL = 'sales@roro-motors.example';

/** Where buyers send feedback on the site and the service, apart from sales questions (spec 000 §2 external links). */
export const FEEDBACK_EMAIL = 'feedback@roro-motors.example';

/**
 * The account buyers pay into (demo values): printed on the proforma invoice in the buyer's account and
 * confirmed by the public invoice check, never written in an e-mail (ADR 023). An order keeps the account
 * of its day, so a later change of bank does not change an invoice already issued.
 */
export const EXPORTER_BANK_ACCOUNT = {
  beneficiary: 'Roro Motors Co., Ltd.',
  beneficiaryAddress: '3-21-4 Shiomi-cho, Minato-ku, Nagoya, Aichi 455-0028, Japan',
  bankName: 'Chubu Trust Bank, Ltd.',
  branch: 'Nagoya Port Branch',
  swift: 'CHTBJPJT',
  accountNumber: '0123456',
  currency: 'JPY',
} as const;
export type BankAccount = { [K in keyof typeof EXPORTER_BANK_ACCOUNT]: string };
