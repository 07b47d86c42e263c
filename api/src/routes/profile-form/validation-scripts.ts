import type { ProfileFormName } from '@qs/contract';
import { MAX_PET_AGE, PET_MESSAGES } from '../../pricing/pet-profile';

/**
 * Client validation scripts of the server-defined profile forms (docs/product/forms.md). Each registers
 * `window.__QS_PROFILE_VALIDATORS__[<Name>Validation]`, the class name the client derives from the file name;
 * a function returns true when valid or the message to show. Plain ES5: the script runs as served.
 */
const EPS_RULE = `
    var holder = (profile && profile.cotizante && profile.cotizante[0]) || {};
    var titular = (profile && profile.titular) || {};
    if (holder.eps_actual === 'notengo' || titular.epsActual === 'notengo') {
      return 'No hay opciones de seguros o planes de salud disponibles para personas sin EPS';
    }`;

const AGE_RULE = `
    var people = ((profile && profile.cotizante) || []).concat((profile && profile.cargas) || []);
    for (var i = 0; i < people.length; i++) {
      var age = people[i] && people[i].edad;
      if (age !== null && age !== undefined && age !== '' && !(Number(age) >= 0 && Number(age) <= 99)) {
        return 'Revisa la edad de las personas a asegurar: debe estar entre 0 y 99 años';
      }
    }`;

const EMPLOYEES_RULE = (required: boolean) => `
    var company = (profile && profile.colectivo) || {};
    var raw = company.cantidadempleados;
    if (raw === null || raw === undefined || raw === '') {
      ${required ? "return 'Cantidad de empleados necesaria.';" : ''}
    } else if (!(Number(String(raw).replace(/\\./g, '')) >= 10)) {
      return 'Tu empresa debe tener un minimo de 10 empleados para cotizar un seguro colectivo';
    }`;

// The compare and calculatePrice calls refuse a pets profile with the same rules and texts (pricing/pet-profile.ts).
const PETS_RULE = `
    var pets = (profile && profile.mascota) || [];
    if (pets.length === 0) return ${JSON.stringify(PET_MESSAGES.none)};
    for (var i = 0; i < pets.length; i++) {
      var pet = pets[i] || {};
      if (pet.especie !== 'Perro' && pet.especie !== 'Gato') return ${JSON.stringify(PET_MESSAGES.species)};
      if (!(Number(pet.edad) >= 0 && Number(pet.edad) <= ${MAX_PET_AGE}) || pet.edad === null || pet.edad === '') return ${JSON.stringify(PET_MESSAGES.age)};
    }`;

const script = (className: string, rules: string): string => `/* QuieroSeguro profile validation: ${className} */
(function (root) {
  var validators = (root.__QS_PROFILE_VALIDATORS__ = root.__QS_PROFILE_VALIDATORS__ || {});
  validators[${JSON.stringify(className)}] = function (profile) {${rules}
    return true;
  };
})(typeof window !== 'undefined' ? window : globalThis);
`;

/** One script per profile form of the contract. */
export const VALIDATION_SCRIPTS: Record<ProfileFormName, string> = {
  colombia: script('ColombiaValidation', EPS_RULE + AGE_RULE + EMPLOYEES_RULE(false)),
  colectivo: script('ColectivoValidation', EPS_RULE + AGE_RULE + EMPLOYEES_RULE(true)),
  pets: script('PetsValidation', PETS_RULE),
};
