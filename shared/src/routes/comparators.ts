/** The comparison pages of the Colombian site (/Comparar/{slug}) and what each compares. */
export interface Comparator {
  slug: string;
  title: string;
  organizationTypes: string[];
  insuranceTypes: string[];
  /** Insurance types the visitor may add with the type filter (the default set first); absent = no type filter. */
  insuranceTypeOptions?: string[];
  /** Server profile form for this comparator. */
  profileForm: 'colombia' | 'colectivo' | 'pets';
  /** Where a plan of this line that is not found sends the visitor. */
  detailSection: string;
  /** Its plans have no clinic network (pets): the results offer no clinic filter. */
  noClinicNetwork?: boolean;
}

export const COMPARATORS: readonly Comparator[] = [
  {
    slug: 'EPS',
    title: 'Planes complementarios de EPS',
    organizationTypes: ['EPS'],
    insuranceTypes: ['PLAN_COMPLEMENTARIO_EPS'],
    profileForm: 'colombia',
    detailSection: 'EPS',
  },
  {
    slug: 'Polizas-de-Salud',
    title: 'Pólizas de salud',
    organizationTypes: ['ASEG'],
    insuranceTypes: ['SEGURO_INTEGRAL_GENERAL'],
    insuranceTypeOptions: ['SEGURO_INTEGRAL_GENERAL', 'SEGURO_DENTAL_GENERAL', 'SEGURO_COVID'],
    profileForm: 'colombia',
    detailSection: 'Seguros',
  },
  {
    slug: 'Medicina-Prepagada',
    title: 'Medicina prepagada',
    organizationTypes: ['MEDICINA PREPAGADA'],
    insuranceTypes: ['MEDICINA_PREPAGADA'],
    profileForm: 'colombia',
    detailSection: 'Medicina-Prepagada',
  },
  {
    slug: 'Empresas',
    title: 'Seguros colectivos para empresas',
    organizationTypes: ['ASEG', 'EPS', 'MEDICINA PREPAGADA'],
    insuranceTypes: ['SEGURO_COLECTIVO'],
    profileForm: 'colectivo',
    detailSection: 'Empresa',
  },
  // Pet plans live under /Seguros/{org}/{plan} like health policies: the pólizas comparator, listed first, stays
  // the section's fallback (a /Seguros/ path names no pet by itself).
  {
    slug: 'Seguros-Mascotas',
    title: 'Seguros para mascotas',
    organizationTypes: ['MASCOTAS'],
    insuranceTypes: ['SEGURO_MASCOTAS'],
    profileForm: 'pets',
    detailSection: 'Seguros',
    noClinicNetwork: true,
  },
];

export const findComparator = (slug: string | undefined): Comparator | undefined =>
  COMPARATORS.find((comparator) => comparator.slug.toLowerCase() === slug?.toLowerCase());

/**
 * The comparison page that lists plans of an insurance type: its comparator (pet plans: /Comparar/Seguros-Mascotas),
 * or a comparator's type filter (`?tipos=`) when the type is one of its options (Covid, dental). Undefined when no
 * comparator lists the type: a breadcrumb or menu must then not promise a comparison (docs/product/results.md#comparators).
 */
export const comparatorPathFor = (insuranceType: string): string | undefined => {
  const own = COMPARATORS.find((comparator) => comparator.insuranceTypes.includes(insuranceType));
  if (own) return `/Comparar/${own.slug}`;
  const filtered = COMPARATORS.find((comparator) => comparator.insuranceTypeOptions?.includes(insuranceType));
  return filtered ? `/Comparar/${filtered.slug}?tipos=${encodeURIComponent(insuranceType)}` : undefined;
};
