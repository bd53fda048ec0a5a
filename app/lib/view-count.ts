// Counts a view of a vehicle page from the browser. The page itself may come from the server's page
// cache (docs/decisions/008-page-micro-cache.md), so its loader no longer sees every view; the server
// still counts once per visitor per day and never for crawlers (ADR 007).
const COUNT_VIEW = 'mutation CountVehicleView($uuid: String!) { countupVehicleViewCount(uuid: $uuid) { viewCount } }';

export function countVehicleView(uuid: string): void {
  fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: COUNT_VIEW, variables: { uuid } }),
    // Still sent when the buyer leaves the page at once.
    keepalive: true,
  }).catch(() => {
    // A view that could not be counted is not the buyer's problem.
  });
}
