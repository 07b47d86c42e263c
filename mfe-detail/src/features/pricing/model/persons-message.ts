import type { TFunction } from 'i18next';
import { getPartner, type ProfileWording } from '@qs/shared';
import type { PricedPerson } from './priced-people';

type Translate = TFunction<'detail'>;

/** A plural 's' only for counts above 1 (docs/product/detail.md#persons-message). */
const pluralS = (count: number) => (count > 1 ? 's' : '');

/** Age labels are singular for 1 or less ('1 año', '0 año'), plural otherwise (docs/product/detail.md#persons-message). */
export const ageLabel = (age: number, t: Translate) => t('persons.age', { age, s: pluralS(age) });

/** A person's role; the main site says 'beneficiario' for a dependant, a partner site 'carga médica' (docs/product/detail.md#persons-message, its `_partner` text). */
export const roleLabel = (role: string, t: Translate) =>
  t(`persons.roles.${role}`, { defaultValue: role, context: getPartner() ? 'partner' : undefined });

const personLabel = (person: PricedPerson, t: Translate) => {
  const role = roleLabel(person.role, t);
  return person.age === null ? role : t('persons.person', { role, age: ageLabel(person.age, t) });
};

/** 'a', 'a y b', 'a, b y c'. */
const joinList = (items: string[], t: Translate) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${t('persons.and')} ${items[items.length - 1]}`;

export interface PersonsMessage {
  insurable: string;
  uninsurable: string | null;
}

/**
 * Who the plan can insure (docs/product/detail.md#persons-message): 'ninguna persona' when nobody has a price, otherwise the count
 * with its plural; people whose price was not found are listed apart as uninsurable. `wording` is the
 * profile's (profileWording): 'pets' counts pets.
 */
export const personsMessage = (people: PricedPerson[], t: Translate, wording?: ProfileWording): PersonsMessage => {
  const insurable = people.filter((person) => person.insurable);
  const uninsurable = people.filter((person) => !person.insurable);
  // A pets profile counts pets ('2 mascotas: gato (3 años) y perro (8 años)'), never persons.
  const context = wording;
  return {
    insurable:
      insurable.length === 0
        ? t('persons.none', { context })
        : t('persons.insurable', {
            context,
            total: insurable.length,
            s: pluralS(insurable.length),
            list: joinList(
              insurable.map((p) => personLabel(p, t)),
              t,
            ),
          }),
    uninsurable:
      uninsurable.length === 0
        ? null
        : t('persons.uninsurable', {
            list: joinList(
              uninsurable.map((p) => personLabel(p, t)),
              t,
            ),
          }),
  };
};
