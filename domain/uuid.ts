// Ids from outside (a form, an API call) are checked before they reach a query: PostgreSQL refuses a
// malformed uuid with an error, where the caller should get "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
