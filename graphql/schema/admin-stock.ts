// The back office's calls on the stock (issue 14): read any vehicle, whatever its status, create and edit
// one, move it along its statuses, change its price, put its photos in order or delete them. Each is the
// domain service of domain/stock/ the back office's pages call; staff whose role allows it only (ADR 017).
import { EARLIEST_VEHICLE_YEAR, VEHICLE_FIELD_NAMES, VEHICLE_FIELDS, type FieldInfo } from '#domain/stock/vehicle-fields.ts';
import type { VehicleInput } from '#domain/stock/vehicle-input.ts';
import { adminVehicle, changeVehiclePrice, changeVehicleStatus, createVehicle, updateVehicle } from '#domain/stock/vehicle-admin.service.ts';
import { deleteVehiclePhotos, reorderVehiclePhotos } from '#domain/stock/vehicle-photos.service.ts';
import { VEHICLE_STATUSES } from '#db/schema/enum-values.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { VehicleRef } from './catalogue.ts';

const PHOTO_UPLOAD =
  'Photos are added on the back office’s vehicle page (a multipart POST to /admin/stock/{uuid}/photos), not through GraphQL: each is checked, cut to 4:3 and stored in the storefront’s WebP widths.';

builder.objectField(VehicleRef, 'imagePaths', (t) =>
  t.exposeStringList('imagePaths', { description: `The photos’ media paths in order, the first the thumbnail: what reorderVehiclePhotosByAdmin and deleteVehiclePhotosByAdmin take. ${PHOTO_UPLOAD}` }),
);

/** What a field takes, from the field table the form and the stock CSV read too. */
function takes(info: FieldInfo): string {
  switch (info.kind) {
    case 'text':
    case 'longText':
      return `Text, at most ${info.max} characters.`;
    case 'whole':
      return `A whole number from ${info.min} to ${info.max}.`;
    case 'money':
      return 'Whole yen, more than 0.';
    case 'decimal':
      return `A number from ${info.min} to ${info.max}.`;
    case 'year':
      return `A year from ${EARLIEST_VEHICLE_YEAR} to this year.`;
    case 'month':
      return 'A whole number.';
    case 'flag':
      return 'Yes or no.';
    case 'choice':
      return `One of ${info.choices.join(', ')}.`;
    case 'date':
      return 'A date written as YYYY-MM-DD.';
    case 'url':
      return `A web address starting with https://, at most ${info.max} characters.`;
    case 'list':
      return `At most ${info.max} words or phrases, each at most ${info.length} characters.`;
    case 'catalogue':
      return 'A name or uuid from the catalogue.';
  }
}

/** The field's label, what it takes, its hint (the keywords' speaks of commas: here each is an item of the list), and whether a new vehicle needs it. */
const describeField = (info: FieldInfo) =>
  [`${info.label}.`, takes(info), info.kind === 'list' ? '' : (info.hint ?? ''), 'required' in info && info.required ? 'Required for a new vehicle.' : ''].filter(Boolean).join(' ');

const VehicleByAdminInputRef = builder.inputType('VehicleByAdminInput', {
  description:
    'A vehicle as staff write it, one field per field of the back office’s form and column of the stock CSV. Every field is checked by the same rules as the form (errors: InvalidInputError, each issue on its field). A new vehicle needs the fields marked required; an edit changes the fields given (null empties one) and keeps the others. Choice fields are strings so that a wrong value is reported on its field.',
  fields: (t) =>
    Object.fromEntries(
      VEHICLE_FIELD_NAMES.map((name) => {
        const info: FieldInfo = VEHICLE_FIELDS[name];
        const options = { description: describeField(info) };
        switch (info.kind) {
          case 'flag':
            return [name, t.boolean(options)];
          case 'whole':
          case 'money':
          case 'year':
          case 'month':
            return [name, t.int(options)];
          case 'decimal':
            return [name, t.float(options)];
          case 'list':
            return [name, t.stringList(options)];
          default:
            return [name, t.string(options)];
        }
      }),
    ),
});

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;

builder.queryFields((t) => ({
  vehicleByAdmin: t.field({
    type: VehicleRef,
    description: 'One vehicle as staff see it, whatever its status (sold and deleted stock included), with its dealer price.',
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'VehicleByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(adminVehicle(ctx, uuid)),
  }),
}));

builder.mutationFields((t) => ({
  createVehicleByAdmin: t.field({
    type: VehicleRef,
    description: `A new vehicle in the stock, with no photos yet; the stock list and its search show it at once when its status is listed. It enters as ComingSoon, OnSale (when no status is given) or LocalStockOnSale. ${PHOTO_UPLOAD}`,
    errors: { types: [...staffErrors, InvalidInputError], union: { name: 'CreateVehicleByAdminResult' } },
    args: { input: t.arg({ type: VehicleByAdminInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => unwrap(createVehicle(ctx, input as VehicleInput)),
  }),
  updateVehicleByAdmin: t.field({
    type: VehicleRef,
    description:
      'An edit of the fields given; the others keep their values. A new FOB price is a price change (a cut keeps the original price), a new status must be one the vehicle may move to. An edit that changes nothing writes nothing.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'UpdateVehicleByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), input: t.arg({ type: VehicleByAdminInputRef, required: true }) },
    resolve: (_root, { uuid, input }, ctx) => unwrap(updateVehicle(ctx, uuid, input as VehicleInput)),
  }),
  changeVehicleStatusByAdmin: t.field({
    type: VehicleRef,
    description: 'Moves the vehicle to another status, if it may go there from the one it has (a refused move names the statuses it may take). Its status already: no change.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'ChangeVehicleStatusByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), status: t.arg.string({ required: true, description: `One of ${VEHICLE_STATUSES.join(', ')}.` }) },
    resolve: (_root, { uuid, status }, ctx) => unwrap(changeVehicleStatus(ctx, uuid, status)),
  }),
  changeVehiclePriceByAdmin: t.field({
    type: VehicleRef,
    description:
      'A new FOB price. A cut keeps the earlier price as originalPrice, so the storefront shows the car as discounted; a raise to the original price or above ends the discount.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'ChangeVehiclePriceByAdminResult' } },
    args: {
      uuid: t.arg.string({ required: true }),
      priceFob: t.arg.int({ required: true, description: 'Whole yen.' }),
      distributorPrice: t.arg.int({ description: 'The Distributors’ price, not more than the FOB price: left out, it stays as it is; null removes it.' }),
    },
    resolve: (_root, { uuid, priceFob, distributorPrice }, ctx) =>
      unwrap(changeVehiclePrice(ctx, uuid, distributorPrice === undefined ? { priceFob } : { priceFob, distributorPrice })),
  }),
  reorderVehiclePhotosByAdmin: t.field({
    type: VehicleRef,
    description: `Puts the vehicle’s photos in a new order: imagePaths lists each of its photos once, the first becomes the thumbnail. ${PHOTO_UPLOAD}`,
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'ReorderVehiclePhotosByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), imagePaths: t.arg.stringList({ required: true, description: 'The vehicle’s imagePaths in their new order.' }) },
    resolve: (_root, { uuid, imagePaths }, ctx) => unwrap(reorderVehiclePhotos(ctx, uuid, imagePaths)),
  }),
  deleteVehiclePhotosByAdmin: t.field({
    type: VehicleRef,
    description: `Deletes photos from the vehicle, then their files (the demo stock’s shared pictures are only taken off the vehicle). ${PHOTO_UPLOAD}`,
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'DeleteVehiclePhotosByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), imagePaths: t.arg.stringList({ required: true, description: 'Some of the vehicle’s imagePaths.' }) },
    resolve: (_root, { uuid, imagePaths }, ctx) => {
      if (!ctx.media) throw new Error('No media store in the request context.');
      return unwrap(deleteVehiclePhotos(ctx, uuid, imagePaths, ctx.media));
    },
  }),
}));
