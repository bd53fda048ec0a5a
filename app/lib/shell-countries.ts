// The header's country list (spec 001 §4): the server's countries, sorted by the name readers see. Japan
// is always there too: it is where an unknown visitor is, and the selection falls back to it when the
// current country is not in the list. The visitor's own country is always one of the server's (the
// layout finds it there), so the list is the same for every visitor of a language and is served in the
// language's file (ADR 036). Pure, for tests.
import type { ShellCountry } from './language-file';

export function headerCountries(server: readonly ShellCountry[], japan: ShellCountry, language: string): ShellCountry[] {
  const list = [...server];
  if (!list.some((c) => c.name.toLowerCase() === japan.name.toLowerCase())) list.push(japan);
  return list.sort((a, b) => a.localName.localeCompare(b.localName, language));
}
