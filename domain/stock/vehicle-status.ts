// The life of a vehicle in the stock: which status may follow which. Spec 000 §4 lists the statuses and
// leaves the transitions open; ours follow how a car moves through the yard and the sale. Pure data: the
// back office's pages offer only the allowed next statuses.
import { LISTED_STATUSES, type VehicleStatus } from '#db/schema/enum-values.ts';
import type { StockTextKey } from './vehicle-fields.ts';

/**
 * From each status, the statuses staff may move a vehicle to.
 * - ComingSoon: bought at auction, on its way to our yard; may be reserved or sold before it arrives.
 * - OnSale / LocalStockOnSale: for sale; either may become the other.
 * - OnHold: held for a buyer who has an invoice (availability AvailableSent); paid it is sold, unpaid it
 *   goes back on sale. It is never deleted or sent to auction while a buyer holds it.
 * - SoldOutRecently: sold; its page stays up with its Sold badge, the stock list leaves it out. Later
 *   SoldOut, or back on sale when the sale falls through.
 * - SoldOut: sold and off the list; back on sale only when a sale is cancelled late.
 * - SoldOutAuction: sold at auction to someone else; the car is gone, nothing follows.
 * - LocalStockDeleted: taken out of the stock (its page answers 404); may be put back on sale.
 * - Other: parked for any other reason (damage, paperwork); may return or be deleted.
 * Nothing moves back to ComingSoon except from Other: a car that has arrived does not un-arrive.
 */
export const VEHICLE_STATUS_TRANSITIONS = {
  ComingSoon: ['OnSale', 'LocalStockOnSale', 'OnHold', 'SoldOutRecently', 'SoldOutAuction', 'LocalStockDeleted', 'Other'],
  OnSale: ['LocalStockOnSale', 'OnHold', 'SoldOutRecently', 'SoldOut', 'SoldOutAuction', 'LocalStockDeleted', 'Other'],
  LocalStockOnSale: ['OnSale', 'OnHold', 'SoldOutRecently', 'SoldOut', 'SoldOutAuction', 'LocalStockDeleted', 'Other'],
  OnHold: ['OnSale', 'LocalStockOnSale', 'SoldOutRecently', 'SoldOut', 'Other'],
  SoldOutRecently: ['SoldOut', 'OnSale', 'LocalStockOnSale'],
  SoldOut: ['OnSale', 'LocalStockOnSale'],
  SoldOutAuction: [],
  LocalStockDeleted: ['OnSale', 'LocalStockOnSale', 'Other'],
  Other: ['ComingSoon', 'OnSale', 'LocalStockOnSale', 'LocalStockDeleted'],
} as const satisfies Record<VehicleStatus, readonly VehicleStatus[]>;

/** Each status as staff read it in the back office's tables and headings, for its code. */
export const VEHICLE_STATUS_NAMES = {
  ComingSoon: 'Coming soon',
  OnSale: 'On sale',
  LocalStockOnSale: 'On sale from local stock',
  OnHold: 'On hold',
  SoldOutRecently: 'Sold recently',
  SoldOut: 'Sold, off the list',
  SoldOutAuction: 'Sold at auction',
  LocalStockDeleted: 'Deleted from the stock',
  Other: 'Parked',
} as const satisfies Record<VehicleStatus, string>;

/** A status's name, or what was stored when it is no status we know. */
export const vehicleStatusName = (status: string): string => VEHICLE_STATUS_NAMES[status as VehicleStatus] ?? status;

/** What each status means, as the back office's status choices say it. */
export const VEHICLE_STATUS_MEANINGS = {
  ComingSoon: 'Coming soon: bought, on its way to our yard',
  OnSale: 'On sale',
  LocalStockOnSale: 'On sale from local stock',
  OnHold: 'On hold for a buyer with an invoice',
  SoldOutRecently: 'Sold: its page stays up with a Sold badge, out of the stock list',
  SoldOut: 'Sold and off the list',
  SoldOutAuction: 'Sold at auction to someone else (final)',
  LocalStockDeleted: 'Deleted from the stock (its page answers 404)',
  Other: 'Parked off the list for another reason',
} as const satisfies Record<VehicleStatus, string>;

/** The statuses a vehicle may enter the stock with (created by hand or imported): on its way or for sale. */
export const INITIAL_VEHICLE_STATUSES = ['ComingSoon', 'OnSale', 'LocalStockOnSale'] as const satisfies readonly VehicleStatus[];

export function nextVehicleStatuses(from: VehicleStatus): readonly VehicleStatus[] {
  return VEHICLE_STATUS_TRANSITIONS[from];
}

export function canChangeVehicleStatus(from: VehicleStatus, to: VehicleStatus): boolean {
  return (VEHICLE_STATUS_TRANSITIONS[from] as readonly VehicleStatus[]).includes(to);
}

/** Why a move is refused, naming both statuses and what the vehicle may become instead. */
export function statusChangeRefusal(from: VehicleStatus, to: VehicleStatus): { key: StockTextKey; values: Record<string, string> } {
  const allowed = nextVehicleStatuses(from);
  return allowed.length ? { key: 'stock-status-change', values: { from, to, allowed: allowed.join(', ') } } : { key: 'stock-status-final', values: { from, to } };
}

/** Whether buyers see the vehicle in the stock list (the rule of the generated column vehicles.is_listed). */
export function isListedStatus(status: VehicleStatus): boolean {
  return (LISTED_STATUSES as readonly VehicleStatus[]).includes(status);
}
