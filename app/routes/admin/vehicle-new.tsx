// /admin/stock/new: a vehicle added by hand, every field in the form's sections, checked in the browser
// as it is filled and by createVehicle on the server. Saved, it opens on its edit page for its photos.
// `?from=<uuid>` starts from another vehicle's values (a second car of the same kind), its own
// identifiers left empty.
import { data, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { adminVehicle, createVehicle } from '#domain/stock/vehicle-admin.service.ts';
import { vehicleFormValues, vehicleInputOf } from '#domain/stock/vehicle-edit.ts';
import { VEHICLE_FIELD_GROUPS, VEHICLE_FIELDS, type FieldInfo, type VehicleField } from '#domain/stock/vehicle-fields.ts';
import { vehicleFormOptions } from '#domain/stock/vehicle-form-options.service.ts';
import { readVehicleForm } from '#domain/stock/vehicle-input.ts';
import { INITIAL_VEHICLE_STATUSES } from '#domain/stock/vehicle-status.ts';
import { VehicleForm } from '../../components/admin-vehicle-form';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { messagesByField, sentValues } from '../../lib/admin-vehicle.server';
import type { Route } from './+types/vehicle-new';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

const FIELDS: readonly VehicleField[] = VEHICLE_FIELD_GROUPS.flatMap((group) => group.fields);
/** What belongs to one car only: never copied from another. */
const OWN_FIELDS = new Set<VehicleField>(['stockNumber', 'status', 'arrivedAt', 'chassisNumberSerialNumber', 'engineNumber', 'movieUrl']);

export function meta() {
  return [{ title: 'Add a vehicle | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

/** A new vehicle's first values: each field's default, or another vehicle's values. */
function firstValues(from: Record<VehicleField, string> | null): Record<string, string> {
  return Object.fromEntries<string>(
    FIELDS.map((name) => {
      const info: FieldInfo = VEHICLE_FIELDS[name];
      const fallback = info.kind === 'choice' ? (info.defaultValue ?? '') : '';
      return [name, from && !OWN_FIELDS.has(name) ? from[name] : fallback];
    }),
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { vehicle: ['create'] });
  const fromUuid = new URL(request.url).searchParams.get('from');
  const [options, from] = await Promise.all([vehicleFormOptions(context.ctx), fromUuid ? adminVehicle(context.ctx, fromUuid) : null]);
  throwIfError(options);
  const copied = from && !(from instanceof Error) ? from : null;
  return data(
    {
      options,
      values: firstValues(copied ? vehicleFormValues(vehicleInputOf(copied)) : null),
      copiedFrom: copied ? { uuid: copied.uuid, stockNumber: copied.stockNumber } : null,
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { vehicle: ['create'] });
  const form = await request.formData();
  const result = await createVehicle(context.ctx, readVehicleForm(form, FIELDS));
  if (result instanceof InvalidInputError) return data({ ...messagesByField(result.issues, FIELDS), values: sentValues(form) }, { status: 400, headers: ADMIN_PRIVATE });
  throwIfError(result);
  return redirect(`/admin/stock/${result.uuid}?saved=created`, { headers: ADMIN_PRIVATE });
}

export default function NewVehicle({ loaderData, actionData }: Route.ComponentProps) {
  const { options, values, copiedFrom } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <div className="max-w-6xl">
      <p className="text-sm">
        <Link to="/admin/stock" className="underline">
          Stock
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Add a vehicle</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {copiedFrom ? (
          <>
            Starting from{' '}
            <Link to={`/admin/stock/${copiedFrom.uuid}`} className="underline">
              {copiedFrom.stockNumber}
            </Link>
            : check every field, and give this car its own stock number.{' '}
          </>
        ) : null}
        Photos are added on the vehicle’s page once it is saved.
      </p>
      <div className="mt-6">
        <VehicleForm
          fields={FIELDS}
          values={actionData?.values ?? values}
          errors={actionData?.errors}
          formErrors={actionData?.formErrors}
          options={options}
          statusChoices={INITIAL_VEHICLE_STATUSES}
          submitLabel="Add the vehicle"
          busy={busy}
          testId="vehicle-form"
        />
      </div>
    </div>
  );
}
