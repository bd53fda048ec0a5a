// The special vehicle request (spec 000 §3 "UserSpecialRequest", §7 createUserSpecialRequest): a signed-in
// buyer asks the sales team to find a vehicle the stock list does not have. Acts on the signed-in user only.
import { InvalidInputError, NotAuthenticatedError } from '#domain/errors.ts';
import { ADDITIONAL_SPEC_MAX, EARLIEST_YEAR, MAX_BUDGET, MAX_DISTANCE } from '#domain/special-request/special-request.inputs.ts';
import { createUserSpecialRequest, type UserSpecialRequest } from '#domain/special-request/special-request.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { languageOf } from '../language.ts';

const UserSpecialRequestRef = builder.objectRef<UserSpecialRequest>('UserSpecialRequest').implement({
  description: 'A signed-in buyer’s request to find a vehicle that is not in the stock list.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    make: t.exposeString('make', { description: 'The maker, as the catalogue spells it.' }),
    model: t.exposeString('model', { nullable: true, description: 'One of the maker’s models, as the catalogue spells it; null for any.' }),
    budget: t.exposeInt('budget', { description: 'The most the buyer will pay for the vehicle in Japan (FOB), in JPY.' }),
    yearFrom: t.exposeInt('yearFrom', { nullable: true, description: 'The oldest model year; null for any.' }),
    yearTo: t.exposeInt('yearTo', { nullable: true, description: 'The newest model year; null for any.' }),
    distance: t.exposeInt('distance', { nullable: true, description: 'The most kilometres on the odometer; null for any.' }),
    additionalSpec: t.exposeString('additionalSpec', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateUserSpecialRequestInput = builder.inputType('CreateUserSpecialRequestInput', {
  fields: (t) => ({
    make: t.string({ required: true, description: 'A maker of the catalogue (any case).' }),
    model: t.string({ description: 'A model of that maker (any case); empty or absent for any.' }),
    budget: t.int({ required: true, description: `The most the buyer will pay for the vehicle in Japan (FOB), in JPY: 1 to ${MAX_BUDGET}.` }),
    yearFrom: t.int({ description: `The oldest model year, ${EARLIEST_YEAR} to next year; absent for any.` }),
    yearTo: t.int({ description: `The newest model year, ${EARLIEST_YEAR} to next year and not before yearFrom; absent for any.` }),
    distance: t.int({ description: `The most kilometres on the odometer, 0 to ${MAX_DISTANCE}; absent for any.` }),
    additionalSpec: t.string({ description: `Anything else that matters (colour, fuel, grade, destination): at most ${ADDITIONAL_SPEC_MAX} characters.` }),
    campaignCode: t.string({ description: 'The campaign code the visit came with (campaign_code parameter).' }),
    gclid: t.string({ description: 'The Google Ads click id the visit came with.' }),
    fbclid: t.string({ description: 'The Facebook click id the visit came with.' }),
  }),
});

builder.mutationFields((t) => ({
  createUserSpecialRequest: t.field({
    type: UserSpecialRequestRef,
    errors: { types: [InvalidInputError, NotAuthenticatedError], union: { name: 'CreateUserSpecialRequestResult' } },
    description: 'Asks the sales team to find a vehicle; the buyer gets an acknowledgement in `language` (else the request’s language).',
    args: { input: t.arg({ type: CreateUserSpecialRequestInput, required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(createUserSpecialRequest({ ...ctx, language: languageOf(ctx, args.language) }, args.input)),
  }),
}));
