// {placeholder} substitution for interface texts; pure, so the browser bundle can use it too.

export type TranslationMap = Record<string, string>;

export function translate(map: TranslationMap, key: string, values?: Record<string, string | number>): string {
  const text = map[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
