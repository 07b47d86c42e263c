import {
  EMPLOYEES_PATTERN,
  fieldRegExp,
  PERSON_AGE_MAX,
  type Carga,
  type Cotizante,
  type Profile,
  type Sexo,
} from '@qs/shared';

/**
 * Query parameters of a /v1 link (a campaign or an advisor's message) that prefill the profile
 * generator: edad, sexo, eps (holder), cargas (dependants' ages, comma separated), empleados.
 */
export const LINK_PARAMS = ['edad', 'sexo', 'eps', 'cargas', 'empleados'] as const;

const MAX_DEPENDANTS = 8; // docs/product/forms.md#profile-generator: an array field holds at most 8 items

const SEXES: Record<string, Sexo> = {
  m: 'Masculino',
  masculino: 'Masculino',
  hombre: 'Masculino',
  f: 'Femenino',
  femenino: 'Femenino',
  mujer: 'Femenino',
};

const ageOf = (text: string | null): number | null => {
  if (text === null || !/^\d{1,3}$/.test(text.trim())) return null;
  const age = Number(text);
  return age <= PERSON_AGE_MAX ? age : null;
};

// The employee count's rule (docs/product/forms.md#field-rules): 1 to 999.999, with or without the thousands dot.
const EMPLOYEES = fieldRegExp(EMPLOYEES_PATTERN);

const employeesOf = (text: string | null): number | null => {
  const count = text?.trim() ?? '';
  return EMPLOYEES.test(count) ? Number(count.replace(/\./g, '')) : null;
};

const dependantsOf = (text: string | null): Carga[] | null => {
  if (text === null) return null;
  const ages = text
    .split(',')
    .map(ageOf)
    .filter((age): age is number => age !== null)
    .slice(0, MAX_DEPENDANTS);
  // The link gives ages only: each dependant's sex is left for the visitor to choose in the form.
  return ages.map((edad) => ({ edad }));
};

/**
 * The profile to start the form from: the stored one, with what the link says laid over it.
 * Unreadable values are ignored; a link without any of these parameters changes nothing.
 */
export const profileFromLink = (params: URLSearchParams, stored: Profile | null): Profile | null => {
  if (!LINK_PARAMS.some((name) => params.has(name))) return stored;
  const base: Profile = stored ?? { ingresodatos: false, cotizante: [], cargas: [] };
  // An age or a sex the link does not give is left for the visitor to fill in (never assumed).
  const holder: Cotizante = { edad: null, ...base.cotizante[0] };
  const age = ageOf(params.get('edad'));
  const sex = SEXES[params.get('sexo')?.trim().toLowerCase() ?? ''];
  const eps = params.get('eps')?.trim();
  const employees = employeesOf(params.get('empleados'));
  return {
    ...base,
    cotizante: [
      { ...holder, ...(age !== null && { edad: age }), ...(sex && { sexo: sex }), ...(eps && { eps_actual: eps }) },
      ...base.cotizante.slice(1),
    ],
    cargas: dependantsOf(params.get('cargas')) ?? base.cargas,
    ...(employees !== null && { colectivo: { ...base.colectivo, cantidadempleados: employees } }),
  };
};
