// The search forms' lists (spec 000 §7 "makers with models", "search form data (makers with models,
// colours)"): makers with their models, one maker by uuid or name (MakerResult, 001 §7), and colours.
// Maker, Model and Color are the vehicle's own types (schema/catalogue.ts); a maker gains its models here.
import { findMaker, listColors, listMakersWithModelsCached, listModelsOfMaker } from '#domain/catalogue/makers.service.ts';
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { ColorRef, MakerRef, ModelRef } from './catalogue.ts';

builder.objectField(MakerRef, 'models', (t) =>
  t.field({
    type: [ModelRef],
    description: 'Its models with vehicles in stock, by name; none when the maker has no stock (updated within a minute of the stock).',
    resolve: async (maker, _args, ctx) => {
      const owner = { id: maker.id, uuid: maker.uuid, name: maker.name };
      return (await listModelsOfMaker(ctx, maker.id)).map((model) => ({ id: model.id, uuid: model.uuid, name: model.name, maker: owner }));
    },
  }),
);

builder.queryFields((t) => ({
  makers: t.field({
    type: [MakerRef],
    description: 'The makers with vehicles in stock, in the catalogue’s order, each with its models: what the search forms offer, so that every choice finds something.',
    resolve: (_root, _args, ctx) => listMakersWithModelsCached(ctx),
  }),
  maker: t.field({
    type: MakerRef,
    errors: { types: [NotFoundError, InvalidInputError], union: { name: 'MakerResult' } },
    description: 'A maker of the catalogue, in stock or not, by `uuid` or by `name` (any case): give exactly one.',
    args: { uuid: t.arg.string(), name: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(findMaker(ctx, args)),
  }),
  colors: t.field({
    type: [ColorRef],
    description: 'The body colours the stock is searched by, in the order the forms list them.',
    resolve: (_root, _args, ctx) => listColors(ctx),
  }),
}));
