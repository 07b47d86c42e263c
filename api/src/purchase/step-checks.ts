import { GROUP_EMPLOYEES_MIN, isValidNit, ONLINE_GROUP_EMPLOYEES_MAX, type PurchaseView } from '@qs/contract';
import { badRequest } from '../http/errors';

/**
 * What a step's schema cannot say (docs/adr/0019-online-purchase.md): real dates and ages, a statement for every
 * insured person, the NIT's check digit, every declared employee listed. Each failure is a 400 with the text the visitor reads.
 */

/** Age in whole years on `now` of a 'YYYY-MM-DD' birth date; null for a date that does not exist. */
export const ageOn = (birthDate: string, now: Date): number | null => {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day)) age -= 1;
  return age;
};

const checkBirthDate = (
  birthDate: string,
  now: Date,
  { min, max }: { min: number; max: number },
  who: string,
): void => {
  const age = ageOn(birthDate, now);
  if (age === null) throw badRequest(`La fecha de nacimiento ${who}no es una fecha válida.`);
  if (age < min || age > max) throw badRequest(`La edad ${who}debe estar entre ${min} y ${max} años.`);
};

/** A company larger than an online purchase lists: the same words in the browser (i18n checkout.errors.tooMany). */
export const ONLINE_GROUP_TOO_LARGE = `Para más de ${ONLINE_GROUP_EMPLOYEES_MAX} empleados, un ejecutivo te acompaña en la contratación: pide que un asesor te contacte.`;

type Step = 'personal-data' | 'health-statement' | 'company-data' | 'employee-data';

export const checkStep = (
  step: Step,
  data: Record<string, unknown>,
  purchase: Pick<PurchaseView, 'insured' | 'minEmployees' | 'data'>,
  now: Date,
): void => {
  if (step === 'personal-data') {
    checkBirthDate(String(data.birthDate), now, { min: 18, max: 100 }, 'del titular ');
    return;
  }
  if (step === 'health-statement') {
    const answers = data.answers as Array<{ person: number; hasConditions: boolean; details?: string }>;
    const people = purchase.insured.map((insured) => insured.person);
    const answered = answers.map((answer) => answer.person).sort((a, b) => a - b);
    if (answered.length !== people.length || answered.some((person, index) => person !== people[index])) {
      throw badRequest('La declaración de salud debe responder por cada persona asegurada.');
    }
    if (answers.some((answer) => answer.hasConditions && (answer.details ?? '').trim().length < 5)) {
      throw badRequest('Cuéntanos la enfermedad, el tratamiento o la cirugía que declaras.');
    }
    return;
  }
  if (step === 'company-data') {
    if (!isValidNit(String(data.nit))) throw badRequest('El NIT no es válido: revisa el dígito de verificación.');
    if (Number(data.employees) < GROUP_EMPLOYEES_MIN)
      throw badRequest(`Un plan colectivo en Colombia es para un mínimo de ${GROUP_EMPLOYEES_MIN} empleados.`);
    if (Number(data.employees) > ONLINE_GROUP_EMPLOYEES_MAX) throw badRequest(ONLINE_GROUP_TOO_LARGE);
    if (Number(data.employees) < purchase.minEmployees)
      throw badRequest(`Este plan es para un mínimo de ${purchase.minEmployees} empleados.`);
    return;
  }
  const employees = data.employees as Array<{ documentNumber: string; birthDate: string }>;
  const declared = Number((purchase.data['company-data'] as { employees?: number } | undefined)?.employees ?? 0);
  if (employees.length !== declared)
    throw badRequest(`La empresa declaró ${declared} empleados: la lista tiene ${employees.length}.`);
  if (new Set(employees.map((employee) => employee.documentNumber)).size !== employees.length)
    throw badRequest('Hay un documento repetido en la lista de empleados.');
  employees.forEach((employee, index) =>
    checkBirthDate(employee.birthDate, now, { min: 18, max: 75 }, `del empleado ${index + 1} `),
  );
};
