import { badRequest } from '../http/errors';
import type { ProfileInput } from '../pricing/persons';
import type { PaginationMode } from '../store/comparators';

/** docs/product/api.md#catalogue. */
export const ORGANIZATION_TYPES = [
  'ISAPRE',
  'ASEG',
  'PRESTADOR',
  'EPS',
  'CORREDOR',
  'CORREDORA',
  'MEDICINA PREPAGADA',
  'CLINICA',
  'FUNDACION',
  'REASEG',
  'POLIZA',
  'MASCOTAS',
  'DOMICILIO',
];
/** The Colombian catalogue's types plus the other names the product mentions (they match no plan here; docs/product/api.md#catalogue). */
export const INSURANCE_TYPES = [
  'PLAN_COMPLEMENTARIO_EPS',
  'SEGURO_INTEGRAL_GENERAL',
  'MEDICINA_PREPAGADA',
  'SEGURO_COLECTIVO',
  'SEGURO_MASCOTAS',
  'SEGURO_COVID',
  'SEGURO_DENTAL_GENERAL',
  'ISAPRE',
  'SEGURO_MASCOTA_GENERAL',
  'SEGURO COLECTIVO',
  'colectivo',
  'SCTR',
  'SEGURO INTERNACIONAL',
  'VIAJEINTERNACIONAL',
  'TRAVEL',
];
export const FEATURES = [
  'has_inpatient_coverage',
  'has_outpatient_coverage',
  'has_dental_coverage',
  'has_maternity_coverage',
  'has_vision_coverage',
  'has_oncological_coverage',
  'has_evacuation_coverage',
  'has_covid_coverage',
];
export const ORDERS = ['lowerPrice', 'higherPrice', 'POPULAR', 'DISTANCE'] as const;
export type CompareOrder = (typeof ORDERS)[number];

/** docs/product/api.md#compare: compare page size 20. */
export const DEFAULT_TAKE = 20;
export const MAX_TAKE = 100;

export interface CompareRequest {
  organizationTypes: string[];
  insuranceTypes: string[];
  organizations: number[];
  features: string[];
  coverageOrganizations: number[];
  fromPrice: number | null;
  toPrice: number | null;
  order: CompareOrder | null;
  page: number;
  take: number;
  paginationMode: PaginationMode;
  uuid: string | null;
  profile: ProfileInput | null;
}

/** How the named comparator pages its results (docs/product/api.md#compare: page size and mode come from the compare service). */
export interface ComparatorPaging {
  pageSize: number;
  paginationMode: PaginationMode;
}

/** The raw fields of GET (strings, comma lists, repeated params) or POST (JSON). */
export interface RawCompare {
  organizationTypes?: string | string[];
  organizationType?: string | string[];
  insuranceTypes?: string | string[];
  organizations?: string | number | Array<string | number>;
  features?: string | string[];
  coverageOrganizations?: string | number | Array<string | number>;
  fromPrice?: number | null;
  toPrice?: number | null;
  order?: string | null;
  page?: number;
  take?: number;
  comparator?: string | null;
  uuid?: string | null;
  profile?: ProfileInput | null;
}

/** Comma lists and repeated parameters both give lists (contract: organizationTypes=EPS,ASEG). */
export const splitList = (value: unknown): string[] => {
  const items = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).flatMap((item) =>
    String(item).split(','),
  );
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
};

export const known = (field: string, values: string[], allowed: readonly string[]): string[] => {
  const unknown = values.find((value) => !allowed.includes(value));
  if (unknown !== undefined) throw badRequest(`${field} tiene un valor desconocido: ${unknown.slice(0, 60)}`);
  return values;
};

const ids = (field: string, value: unknown): number[] =>
  splitList(value).map((item) => {
    const id = Number(item);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw badRequest(`${field} debe ser una lista de números`);
    return id;
  });

/**
 * Checks and normalizes a compare call; an unknown type or feature is refused rather than ignored.
 * `comparator` is the paging of the call's comparator (already looked up): its page size unless `take` is given.
 */
export const normalizeCompare = (raw: RawCompare, comparator: ComparatorPaging | null = null): CompareRequest => {
  const organizationTypes = known(
    'organizationTypes',
    splitList([...splitList(raw.organizationTypes), ...splitList(raw.organizationType)]),
    ORGANIZATION_TYPES,
  );
  // docs/product/api.md#compare: 'organizationTypes es requerido' to get products.
  if (organizationTypes.length === 0) throw badRequest('organizationTypes es requerido');
  const fromPrice = raw.fromPrice ?? null;
  const toPrice = raw.toPrice ?? null;
  if (fromPrice !== null && toPrice !== null && fromPrice > toPrice)
    throw badRequest('fromPrice no puede ser mayor que toPrice');
  const order =
    raw.order === null || raw.order === undefined || raw.order === '' || raw.order === 'recommended' ? null : raw.order;
  if (order !== null && !ORDERS.includes(order as CompareOrder))
    throw badRequest(`order debe ser uno de: ${ORDERS.join(', ')}`);
  return {
    organizationTypes,
    insuranceTypes: known('insuranceTypes', splitList(raw.insuranceTypes), INSURANCE_TYPES),
    organizations: ids('organizations', raw.organizations),
    features: known('features', splitList(raw.features), FEATURES),
    coverageOrganizations: ids('coverageOrganizations', raw.coverageOrganizations),
    fromPrice,
    toPrice,
    order: order as CompareOrder | null,
    page: raw.page ?? 1,
    take: raw.take ?? comparator?.pageSize ?? DEFAULT_TAKE,
    paginationMode: comparator?.paginationMode ?? 'numbered',
    uuid: raw.uuid ?? null,
    profile: raw.profile ?? null,
  };
};
