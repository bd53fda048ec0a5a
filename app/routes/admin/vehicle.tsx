// /admin/stock/:uuid: one vehicle for the sales team: its status (only the statuses that may follow),
// its price (a cut shows it discounted), its photos (order, delete, upload with a progress bar each) and
// every other field in the form a new vehicle has. Each change goes through domain/stock, which checks,
// writes and logs it (ADR 017); each works with and without JavaScript.
import { data, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError, type InputIssue } from '#domain/errors.ts';
import { vehicleImageUrl } from '#domain/media.ts';
import { can } from '#domain/staff/roles.ts';
import { adminVehicle, changeVehiclePrice, changeVehicleStatus, updateVehicle } from '#domain/stock/vehicle-admin.service.ts';
import { vehicleFormValues, vehicleInputOf } from '#domain/stock/vehicle-edit.ts';
import { VEHICLE_FIELD_GROUPS, type VehicleField } from '#domain/stock/vehicle-fields.ts';
import { vehicleFormOptions } from '#domain/stock/vehicle-form-options.service.ts';
import { readVehicleForm } from '#domain/stock/vehicle-input.ts';
import { deleteVehiclePhotos, reorderVehiclePhotos } from '#domain/stock/vehicle-photos.service.ts';
import { isListedStatus, nextVehicleStatuses } from '#domain/stock/vehicle-status.ts';
import { VehicleForm } from '../../components/admin-vehicle-form';
import { VehiclePhotos } from '../../components/admin-vehicle-photos';
import { VehiclePriceCard, VehicleStatusCard } from '../../components/admin-vehicle-sale';
import { VehiclePhotoUpload } from '../../components/admin-vehicle-upload';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { messagesByField, sentValues, takePhotoRefusal } from '../../lib/admin-vehicle.server';
import { useKeptEdits } from '../../lib/hydration';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/vehicle';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

/** Status and price have their own forms (their own checks and audit entries); the form holds the rest. */
const OWN_FORMS = new Set<VehicleField>(['status', 'priceFob', 'distributorPrice']);
const DETAIL_FIELDS: readonly VehicleField[] = VEHICLE_FIELD_GROUPS.flatMap((group) => group.fields).filter((name) => !OWN_FORMS.has(name));

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${loaderData.vehicle.stockNumber} ${loaderData.vehicle.title}` : 'Vehicle';
  return [{ title: `${title} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { vehicle: ['list'] });
  const { ctx } = context;
  const [vehicle, options] = await Promise.all([adminVehicle(ctx, params.uuid), vehicleFormOptions(ctx)]);
  throwIfError(vehicle);
  throwIfError(options);
  const refusal = await takePhotoRefusal(request, vehicle.uuid);
  const query = new URL(request.url).searchParams;
  const title = [vehicle.year4, vehicle.maker.name, vehicle.model.name, vehicle.grade].filter(Boolean).join(' ');
  return data(
    {
      vehicle: {
        uuid: vehicle.uuid,
        stockNumber: vehicle.stockNumber,
        title,
        status: vehicle.status,
        isListed: isListedStatus(vehicle.status),
        priceFob: vehicle.priceFob,
        originalPrice: vehicle.originalPrice !== null && vehicle.originalPrice > vehicle.priceFob ? vehicle.originalPrice : null,
        distributorPrice: vehicle.distributorPrice,
        updatedAt: vehicle.updatedAt.toISOString(),
      },
      photos: vehicle.imagePaths.map((path) => ({
        path,
        src: vehicleImageUrl(ctx.site, path, 320),
        srcSet: `${vehicleImageUrl(ctx.site, path, 320)} 320w, ${vehicleImageUrl(ctx.site, path, 640)} 640w`,
      })),
      values: vehicleFormValues(vehicleInputOf(vehicle)),
      options,
      nextStatuses: nextVehicleStatuses(vehicle.status),
      may: {
        update: can(viewer, { vehicle: ['update'] }),
        status: can(viewer, { vehicle: ['status'] }),
        photo: can(viewer, { vehicle: ['photo'] }),
        create: can(viewer, { vehicle: ['create'] }),
      },
      saved: query.get('saved'),
      photosAdded: Number(query.get('photos')) || 0,
      photoRefusals: refusal.messages,
    },
    { headers: refusal.clear ? { ...ADMIN_PRIVATE, 'set-cookie': refusal.clear } : ADMIN_PRIVATE },
  );
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The order after moving one photo a place earlier or later: the buttons' change without JavaScript. */
function movedOrder(paths: readonly string[], photo: string, move: string): string[] {
  const order = [...paths];
  const from = order.indexOf(photo);
  const to = move === 'earlier' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

type Intent = 'details' | 'status' | 'price' | 'photo-order' | 'photo-move' | 'photo-delete';
const PERMISSION = { details: 'update', status: 'status', price: 'update', 'photo-order': 'photo', 'photo-move': 'photo', 'photo-delete': 'photo' } as const;
const isIntent = (value: string): value is Intent => value in PERMISSION;

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { vehicle: ['list'] });
  const { ctx } = context;
  const uuid = params.uuid;
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (!isIntent(intent)) {
    return data({ intent: 'unknown', errors: {} as Record<string, string>, formErrors: ['Unknown change: reload the page and try again.'], values: {} as Record<string, string>, photoError: undefined }, { status: 400, headers: ADMIN_PRIVATE });
  }
  requireStaff(ctx, request, { vehicle: [PERMISSION[intent]] });
  const refused = (issues: readonly InputIssue[], fields: readonly string[]) =>
    data({ intent, ...messagesByField(issues, fields), values: sentValues(form), photoError: intent.startsWith('photo') ? issues.map((i) => i.message).join(' ') : undefined }, { status: 400, headers: ADMIN_PRIVATE });

  let result;
  if (intent === 'details') result = await updateVehicle(ctx, uuid, readVehicleForm(form, DETAIL_FIELDS));
  else if (intent === 'status') result = await changeVehicleStatus(ctx, uuid, text(form, 'status'));
  else if (intent === 'price') result = await changeVehiclePrice(ctx, uuid, { priceFob: text(form, 'priceFob'), distributorPrice: text(form, 'distributorPrice') });
  else if (intent === 'photo-delete') {
    if (!ctx.media) throw new Error('The server has no media store for photos.');
    result = await deleteVehiclePhotos(ctx, uuid, [text(form, 'photo')], ctx.media);
  } else {
    let order = form.getAll('order').filter((p): p is string => typeof p === 'string');
    if (intent === 'photo-move') {
      const current = await adminVehicle(ctx, uuid);
      throwIfError(current);
      order = movedOrder(current.imagePaths, text(form, 'photo'), text(form, 'move'));
    }
    result = await reorderVehiclePhotos(ctx, uuid, order);
  }

  if (result instanceof InvalidInputError) return refused(result.issues, intent === 'details' ? DETAIL_FIELDS : intent === 'price' ? ['priceFob', 'distributorPrice'] : intent === 'status' ? ['status'] : []);
  throwIfError(result);
  const saved = intent.startsWith('photo') ? 'photos' : intent;
  // A fetcher (the photo buttons with JavaScript) stays on the page; a form post comes back to it afresh.
  if (text(form, 'via') === 'fetcher') return data({ intent, saved }, { headers: ADMIN_PRIVATE });
  return redirect(`/admin/stock/${encodeURIComponent(uuid)}?saved=${saved}#${saved === 'details' ? 'details' : saved}`, { headers: ADMIN_PRIVATE });
}

const NOTICES: Record<string, string> = {
  details: 'Saved.',
  status: 'The status is changed.',
  price: 'The price is changed.',
  photos: 'The photos are saved.',
};

export default function Vehicle({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle, photos, values, options, nextStatuses, may, saved, photosAdded, photoRefusals } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST' ? navigation.formData?.get('intent') : null;
  const answer = actionData && 'errors' in actionData ? actionData : null;
  const refusedHere = (intent: string) => (answer?.intent === intent ? answer : null);
  const details = refusedHere('details');
  const price = refusedHere('price');
  const notice = (what: string) => (saved === what && !answer ? NOTICES[what]! : null);
  const storefront = `/en/stocklist/${encodeURIComponent(vehicle.stockNumber)}`;
  // The details form is drawn afresh from each saved version (after a save, the saved values); what the person
  // changed in it and has not saved stays when another's save comes with a reload of the page (ADR 057).
  const keptDetails = useKeptEdits(vehicle.uuid);
  return (
    <div className="max-w-6xl">
      <p className="text-sm">
        <Link to="/admin/stock" className="underline">
          Stock
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <span className="font-mono" data-testid="vehicle-stock-number">
            {vehicle.stockNumber}
          </span>{' '}
          {vehicle.title}
        </h1>
        <p className="flex flex-wrap gap-4 text-sm">
          <a href={storefront} target="_blank" rel="noopener" className="underline" data-testid="vehicle-storefront-link">
            On the storefront<span className="sr-only"> (opens in a new tab)</span> ↗
          </a>
          {may.create ? (
            <Link to={`/admin/stock/new?from=${vehicle.uuid}`} className="underline">
              Add a similar vehicle
            </Link>
          ) : null}
        </p>
      </div>
      {saved === 'created' ? <SavedNotice>The vehicle is added. <a href="#photos" className="underline">Add its photos</a>: buyers see the first one on its card.</SavedNotice> : null}
      {answer && answer.intent !== 'details' && answer.formErrors.length ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {answer.formErrors.join(' ')}
        </p>
      ) : null}

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <VehicleStatusCard
          status={vehicle.status}
          isListed={vehicle.isListed}
          nextStatuses={nextStatuses}
          editable={may.status}
          error={refusedHere('status')?.errors.status}
          notice={notice('status')}
          busy={sending === 'status'}
        />
        <VehiclePriceCard
          priceFob={vehicle.priceFob}
          originalPrice={vehicle.originalPrice}
          distributorPrice={vehicle.distributorPrice}
          editable={may.update}
          errors={price?.errors ?? {}}
          values={price?.values}
          notice={notice('price')}
          busy={sending === 'price'}
        />
      </div>

      <section aria-labelledby="photos-heading" id="photos" className="mt-8">
        <h2 id="photos-heading" className="text-xl font-semibold">
          Photos <span className="text-base font-normal text-slate-600 dark:text-slate-300">({photos.length})</span>
        </h2>
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          {photosAdded && !photoRefusals.length ? `${photosAdded === 1 ? 'One photo' : `${photosAdded} photos`} added.` : (notice('photos') ?? '')}
        </p>
        <VehiclePhotos photos={photos} title={vehicle.title} editable={may.photo} error={answer?.intent.startsWith('photo') ? answer.photoError : null} />
        {may.photo ? <VehiclePhotoUpload uuid={vehicle.uuid} refusals={photoRefusals} /> : null}
      </section>

      <section aria-labelledby="details-heading" id="details" className="mt-8">
        <h2 id="details-heading" className="text-xl font-semibold">
          Details
        </h2>
        <div className="mt-3">
          {may.update ? (
            <VehicleForm
              key={DETAIL_FIELDS.map((name) => values[name]).join('\u0000')}
              kept={keptDetails}
              fields={DETAIL_FIELDS}
              values={details?.values ?? values}
              base={values}
              errors={details?.errors}
              formErrors={details?.formErrors}
              options={options}
              intent="details"
              submitLabel="Save the details"
              busy={sending === 'details'}
              notice={notice('details')}
              testId="vehicle-form"
            />
          ) : (
            <p className="text-slate-600 dark:text-slate-300">Your role may not change the vehicle’s details.</p>
          )}
        </div>
      </section>
    </div>
  );
}
