// A vehicle's chassis number as the trade writes it: the model prefix, a dash, the serial
// ("NZE161-1234567"). The vehicle page shows the prefix with the serial hidden; the buyer's invoice the
// whole number, written the same way. Pure, for the browser too.

/** Written as the trade writes it; null without a serial (a prefix alone is no chassis number). */
export function chassisNumberText(head: string | null | undefined, serial: string | null | undefined): string | null {
  const number = serial?.trim();
  if (!number) return null;
  const prefix = head?.trim();
  if (!prefix || number.toUpperCase().startsWith(`${prefix.toUpperCase()}-`)) return number;
  return `${prefix}-${number}`;
}

/** The number as the public vehicle page shows it: the prefix, the serial hidden. */
export const HIDDEN_SERIAL = '*******';
