// The chassis number on the buyer's invoice is written as the vehicle page writes it: prefix, dash, serial.
import { describe, expect, it } from 'vitest';
import { chassisNumberText, HIDDEN_SERIAL } from './chassis-number.ts';

describe('chassisNumberText', () => {
  it('writes the model prefix before the serial, as on the vehicle page', () => {
    expect(chassisNumberText('NZE161', '1234567')).toBe('NZE161-1234567');
    expect(chassisNumberText('NZE161', HIDDEN_SERIAL)).toBe('NZE161-*******');
  });

  it('keeps a serial that already carries its prefix, a serial with no prefix, and gives none without a serial', () => {
    expect(chassisNumberText('NZE161', 'nze161-1234567')).toBe('nze161-1234567');
    expect(chassisNumberText(null, '1234567')).toBe('1234567');
    expect(chassisNumberText(' ', ' 1234567 ')).toBe('1234567');
    expect(chassisNumberText('NZE161', null)).toBeNull();
    expect(chassisNumberText('NZE161', '  ')).toBeNull();
  });
});
