import { profileSchema } from '../../http/schemas';

const list = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 400 } } as const;
const idList = { type: 'array', maxItems: 100, items: { type: ['integer', 'string'], maxLength: 1200 } } as const;
const price = { type: ['integer', 'null'], minimum: 0, maximum: 1000000000 } as const;
const paging = {
  page: { type: 'integer', minimum: 1, maximum: 10000 },
  take: { type: 'integer', minimum: 1, maximum: 100 },
} as const;
const uuid = { type: ['string', 'null'], pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

/** Compare request fields (docs/product/api.md#compare); the ones this catalogue does not use are accepted and bounded. */
const common = {
  organizationTypes: list,
  organizationType: list,
  insuranceTypes: list,
  organizations: idList,
  features: list,
  featuresFilter: list,
  coverageOrganizations: idList,
  coverageCountries: list,
  productType: { type: ['string', 'null'], maxLength: 60 },
  comparator: { type: ['string', 'null'], maxLength: 60 },
  displayShowcase: { type: ['boolean', 'null'] },
  fromPrice: price,
  toPrice: price,
  order: { type: ['string', 'null'], maxLength: 20 },
  uuid,
  ...paging,
} as const;

export const compareQuerySchema = {
  type: 'object',
  properties: { ...common, forceRefresh: { type: 'integer', enum: [0, 1] }, _: { type: 'string', maxLength: 40 } },
} as const;

export const compareBodySchema = {
  type: 'object',
  maxProperties: 40,
  properties: {
    ...common,
    profile: { anyOf: [profileSchema, { type: 'null' }] },
    fromDeductible: price,
    toDeductible: price,
    targetCurrency: { type: ['string', 'null'], maxLength: 10 },
    ponderer: { type: ['number', 'null'], minimum: 0, maximum: 1 },
  },
} as const;
