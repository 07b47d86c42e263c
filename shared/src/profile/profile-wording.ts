import type { Comparator } from '../routes/comparators';
import { getPartner } from '../partner/partner-store';

/** The i18n context of the texts that name whom the prices are for. */
export type ProfileWording = 'pets' | 'partner' | undefined;

/**
 * 'pets' where the comparator's profile form lists pets (its group is 'Mascota,Agregar mascota': the texts say
 * 'mascotas', never 'asegurados' nor a person's age), 'partner' on a partner site ('beneficiarios',
 * docs/product/results.md#wording), else none ('asegurados').
 */
export const profileWording = (profileForm: Comparator['profileForm'] | string): ProfileWording =>
  profileForm === 'pets' ? 'pets' : getPartner() === null ? undefined : 'partner';
