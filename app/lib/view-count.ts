// Counts a view of a vehicle page from the browser. The page itself may come from the server's page
// cache (docs/decisions/008-page-micro-cache.md), so its loader no longer sees every view; the server
// still counts once per visitor per day and never for crawlers (ADR 007): the visitor is the signed cookie
// the page gave, sent with this same-origin request, and an address counts 50 views a day at most (ADR 053).
const COUNT_VIEW = 'mutation CountVehicleView($uuid: String!) { countupVehicleViewCount(uuid: $uuid) { viewCount } }';
// A signed-in buyer's view also goes into their browsing history (spec 000 §4), in the same request.
const COUNT_AND_REMEMBER_VIEW =
  'mutation CountVehicleView($uuid: String!) { countupVehicleViewCount(uuid: $uuid) { viewCount } addUserHistory(vehicleUuid: $uuid) { __typename } }';

export function countVehicleView(uuid: string, signedIn = false): void {
  fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: signedIn ? COUNT_AND_REMEMBER_VIEW : COUNT_VIEW, variables: { uuid } }),
    // Still sent when the buyer leaves the page at once.
    keepalive: true,
  }).catch(() => {
    // A view that could not be counted is not the buyer's problem.
  });
}
