// Which saved searches a batch of new or changed stock matches (issue 42): each search runs as the stock
// list would run it, on a snapshot of the batch's rows alone (snapshotOfRows), so a CSV import of 10,000
// vehicles is checked against every saved search without one SQL query per search, and a search matches
// exactly what the stock list would show of the batch. Pure over the snapshot: the caller reads the
// searches and the countries' rules.
import type { StockSnapshot } from '../catalogue/stock-index.ts';
import { compileFilters, isMatched, matchedRows } from '../catalogue/stock-query.ts';
import type { SearchVehiclesQuery } from '../catalogue/vehicle-search.inputs.ts';

export interface SearchToMatch<Id> {
  id: Id;
  query: SearchVehiclesQuery;
  /** The rows of the batch the buyer's country allows (importableStock on the batch), or null for every row. */
  importable: Uint8Array | null;
}

/** Each search that matches some row of the batch (a snapshot of its rows: snapshotOfRows), with the stock numbers it matches, in the batch's order. */
export function matchSavedSearches<Id>(batch: StockSnapshot, searches: Iterable<SearchToMatch<Id>>, now: Date): Map<Id, string[]> {
  const found = new Map<Id, string[]>();
  if (batch.size === 0) return found;
  for (const search of searches) {
    const matched = matchedRows(batch, compileFilters(batch, search.query, now, search.importable));
    let stockNumbers: string[] | null = null;
    for (let w = 0; w < matched.length; w++) {
      if (matched[w] === 0) continue;
      for (let i = w << 5, end = Math.min(batch.size, i + 32); i < end; i++) if (isMatched(matched, i)) (stockNumbers ??= []).push(batch.stockNumber[i]!);
    }
    if (stockNumbers) found.set(search.id, stockNumbers);
  }
  return found;
}
