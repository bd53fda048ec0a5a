// The company's own addresses, for pages, e-mails and messages that name them.

/** Where buyers write to, and where inquiries are sent (footer, spec 001 §2; the CAPTCHA message, 000 §8). */
export const SALES_EMAIL = 'sales@roro-motors.example';
