// An amount as a bank received it, in its own currency: "¥1,500,000", "USD 24,512.50". Pure, for pages and e-mails.
import { yenText } from '../trade/basis-text.ts';

export function moneyText(amount: number, currency: string, minorUnits: number): string {
  if (currency === 'JPY') return yenText(amount);
  return `${currency} ${(amount / 10 ** minorUnits).toLocaleString('en-US', { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits })}`;
}
