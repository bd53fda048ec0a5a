/**
 * Props for the box a wide table scrolls in: a named region a keyboard can reach and scroll with the
 * arrow keys, as axe's scrollable-region-focusable asks, whatever the table holds.
 */
export function scrollRegion(label: string) {
  return { role: 'region', 'aria-label': label, tabIndex: 0 } as const;
}
