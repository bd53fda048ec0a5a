// Where an order stands, as its badge says it to the buyer: never "Paid" once the car has gone further.
import { describe, expect, it } from 'vitest';
import { orderPosition } from './order-terms.ts';

const paid = { status: 'Paid' as const, isVesselDepartureConfirmed: false, arrivedAt: null, inlandHandedAt: null, deliveredAt: null };

describe('orderPosition', () => {
  it('says the furthest step recorded once the order is paid', () => {
    expect(orderPosition(paid)).toBe('Paid');
    expect(orderPosition({ ...paid, isVesselDepartureConfirmed: true })).toBe('Shipped');
    expect(orderPosition({ ...paid, isVesselDepartureConfirmed: true, arrivedAt: '2026-12-26T00:00:00Z' })).toBe('Arrived');
    expect(orderPosition({ ...paid, isVesselDepartureConfirmed: true, arrivedAt: '2026-12-26T00:00:00Z', inlandHandedAt: '2026-12-29T00:00:00Z' })).toBe('OnItsWay');
    expect(orderPosition({ ...paid, isVesselDepartureConfirmed: true, arrivedAt: '2026-12-26T00:00:00Z', inlandHandedAt: '2026-12-29T00:00:00Z', deliveredAt: '2026-12-31T00:00:00Z' })).toBe('Delivered');
  });

  it('says awaiting payment, part paid once some came in, and a closed order’s status', () => {
    expect(orderPosition({ ...paid, status: 'Reserved' })).toBe('Reserved');
    expect(orderPosition({ ...paid, status: 'Reserved', received: 45_000 })).toBe('PartPaid');
    expect(orderPosition({ ...paid, status: 'Cancelled' })).toBe('Cancelled');
    expect(orderPosition({ ...paid, status: 'Lapsed' })).toBe('Lapsed');
  });
});
