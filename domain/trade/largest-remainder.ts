// Largest-remainder rounding, shared by every list of amounts that must add up to a total shown: the
// price form's items in the visitor's currency (app/lib/converted-breakdown.ts) and a dollar invoice's
// items frozen in cents (ADR 058).

/** How far a product of yen and rate may be from its exact value before it counts as a different remainder. */
const NOISE = 1e-9;

/**
 * Whole units for exact (fractional) amounts, adding up to `target`: every amount is first rounded down,
 * then the units the target still lacks go one each to the amounts that lost the most by it (ties to the
 * larger, then the earlier). Amounts that do not add up to the target have the difference spread the same
 * way (taken back from the smallest remainders first).
 */
export function largestRemainder(exactUnits: readonly number[], target: number): number[] {
  if (exactUnits.length === 0) return [];
  const exact = exactUnits.map((e) => Math.round(e / NOISE) * NOISE);
  const units = exact.map((e) => Math.floor(e + NOISE));
  const order = exact
    .map((e, index) => ({ index, remainder: Math.max(0, e - units[index]!), size: Math.abs(e) }))
    .sort((a, b) => b.remainder - a.remainder || b.size - a.size || a.index - b.index);
  let missing = target - units.reduce((sum, u) => sum + u, 0);
  // Normally 0 ≤ missing < parts; parts that do not add up to the target can need more, or fewer, rounds.
  for (let i = 0; missing !== 0; i = (i + 1) % order.length) {
    const step = Math.sign(missing);
    const { index } = step > 0 ? order[i]! : order[order.length - 1 - i]!;
    units[index] = units[index]! + step;
    missing -= step;
  }
  return units;
}
