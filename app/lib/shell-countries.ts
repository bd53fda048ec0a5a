// The header's country list (spec 001 §4): the server's countries plus the current one, sorted by the
// name readers see. Japan is always there too: it is where an unknown visitor is, and the selection falls
// back to it when the current country is not in the list. Pure, for tests.
import type { ShellCountry } from './i18n';

export function headerCountries(server: readonly ShellCountry[], current: ShellCountry | null, japan: ShellCountry, language: string): ShellCountry[] {
  const list = [...server];
  for (const extra of [current, japan]) {
    if (extra && !list.some((c) => c.name.toLowerCase() === extra.name.toLowerCase())) list.push(extra);
  }
  return list.sort((a, b) => a.localName.localeCompare(b.localName, language));
}
