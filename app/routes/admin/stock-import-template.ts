// GET /admin/stock/import/template.csv: the stock CSV's template, every column with one example row, as a
// file Excel opens as UTF-8 (domain/stock/vehicle-csv.ts writes it).
import { vehicleCsvTemplate } from '#domain/stock/vehicle-csv.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/stock-import-template';

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { vehicle: ['import'] });
  return new Response(vehicleCsvTemplate(), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="roro-stock-template.csv"', ...ADMIN_PRIVATE },
  });
}
