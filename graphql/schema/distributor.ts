// The distributor calls (spec 000 §3 User.personInCharge, §7 createUserDistributorRequest; 001 §7 result
// unions PersonInChargeResult and CreateUserDistributorRequestResult): the signed-in user's person in
// charge and their requests for vehicles in numbers. Each acts on the signed-in user only.
import {
  createUserDistributorRequest,
  listUserDistributorRequests,
  personInCharge,
  REQUEST_LIST_LIMIT,
  type UserDistributorRequest,
} from '#domain/distributor/distributor.service.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { PersonInChargeRef } from './content.ts';
import { UserRef } from './identity.ts';
import { languageOf } from '../language.ts';

const UserDistributorRequestRef = builder.objectRef<UserDistributorRequest>('UserDistributorRequest').implement({
  description: 'A signed-in buyer’s request for vehicles in numbers, answered by their person in charge.',
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    companyName: t.exposeString('companyName'),
    makerName: t.exposeString('makerName', { description: 'As the catalogue spells it.' }),
    modelName: t.exposeString('modelName', { nullable: true, description: 'One of the maker’s models; null for any.' }),
    colorName: t.exposeString('colorName', { nullable: true, description: 'Null for any colour.' }),
    quantity: t.exposeInt('quantity'),
    // Non-null so that it can sit beside BaseError.message (String!) in one selection of the result union.
    message: t.string({ description: 'What the buyer added; empty when nothing.', resolve: (r) => r.message ?? '' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateUserDistributorRequestInput = builder.inputType('CreateUserDistributorRequestInput', {
  fields: (t) => ({
    companyName: t.string({ required: true, description: 'At most 200 characters.' }),
    makerName: t.string({ required: true, description: 'A maker of the catalogue (any case).' }),
    modelName: t.string({ description: 'A model of that maker; empty or absent for any.' }),
    colorName: t.string({ description: 'A paint colour by name; empty or absent for any.' }),
    quantity: t.int({ required: true, description: 'Vehicles, 1 to 999.' }),
    message: t.string({ description: 'At most 8000 characters.' }),
    campaignCode: t.string({ description: 'The campaign code the visit came with (campaign_code parameter).' }),
    gclid: t.string({ description: 'The Google Ads click id the visit came with.' }),
    fbclid: t.string({ description: 'The Facebook click id the visit came with.' }),
  }),
});

builder.objectField(UserRef, 'personInCharge', (t) =>
  t.field({
    type: PersonInChargeRef,
    nullable: true,
    description: 'Who answers this user: the person staff assigned, else the default contact for their country or language; null only without sales staff.',
    // A User is only ever the signed-in user's own; the guard keeps it so should that change.
    resolve: async (user, _args, ctx) => {
      if (ctx.viewer?.userId !== user.id) return null;
      const person = await personInCharge(ctx);
      return person instanceof Error ? null : person;
    },
  }),
);

builder.objectField(UserRef, 'distributorRequests', (t) =>
  t.field({
    type: [UserDistributorRequestRef],
    description: `This user’s distributor requests, newest first (the latest ${REQUEST_LIST_LIMIT}).`,
    resolve: async (user, _args, ctx) => {
      if (ctx.viewer?.userId !== user.id) return [];
      const requests = await listUserDistributorRequests(ctx);
      return requests instanceof Error ? [] : requests;
    },
  }),
);

builder.queryFields((t) => ({
  personInCharge: t.field({
    type: PersonInChargeRef,
    errors: { types: [NotAuthenticatedError, NotFoundError], union: { name: 'PersonInChargeResult' } },
    description: 'The signed-in user’s person in charge (the default contact until one is assigned).',
    resolve: (_root, _args, ctx) => unwrap(personInCharge(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  createUserDistributorRequest: t.field({
    type: UserDistributorRequestRef,
    errors: { types: [InvalidInputError, NotAuthenticatedError], union: { name: 'CreateUserDistributorRequestResult' } },
    description: 'Sends a request for vehicles to the sales team and the person in charge; the buyer gets an acknowledgement in `language`.',
    args: { input: t.arg({ type: CreateUserDistributorRequestInput, required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(createUserDistributorRequest({ ...ctx, language: languageOf(ctx, args.language) }, args.input)),
  }),
}));
