import {
  EMAIL_PATTERN,
  EMPLOYEES_PATTERN,
  NAME_PATTERN,
  NATIONAL_PHONE_PATTERN,
  REFERRER_EMAIL_PATTERN,
} from '@qs/contract';
import { buildIntegrationForms, buildProfileForms } from './build-forms';

type Field = { fldName: string; groupedBy?: string | null; fldRegexp?: string | null; min?: number; max?: number };

const integrationFields = (name: string): Field[] =>
  buildIntegrationForms().find((form) => form.name === name)!.body.integrationForm.integrationForms[0]!
    .integrationFormFields as Field[];
const profileFields = (name: string): Field[] =>
  buildProfileForms([]).find((form) => form.name === name)!.body.profileForm.profileFormFields as Field[];
const patternOf = (fields: Field[], fldName: string) => fields.find((field) => field.fldName === fldName)?.fldRegexp;

/** The forms the API serves carry the one copy of the field rules (docs/product/forms.md#field-rules), not one of their own. */
describe('the served forms take the field rules', () => {
  it("the dynamic forms' name, phone, e-mail and employee fields", () => {
    const contact = integrationFields('contacto');
    expect([
      patternOf(contact, 'fld_fullname'),
      patternOf(contact, 'fld_telephone'),
      patternOf(contact, 'fld_email'),
      patternOf(contact, 'fld_employees'),
    ]).toEqual([NAME_PATTERN, NATIONAL_PHONE_PATTERN, EMAIL_PATTERN, EMPLOYEES_PATTERN]);
    expect([
      patternOf(integrationFields('viaje'), 'fld_fullname'),
      patternOf(integrationFields('viaje'), 'fld_email'),
    ]).toEqual([NAME_PATTERN, EMAIL_PATTERN]);
    expect(patternOf(integrationFields('referidos'), 'fld_email_referer')).toBe(REFERRER_EMAIL_PATTERN);
  });

  it("the profile forms' ages (people 0-99, pets 0-20) and employee count (1-999999)", () => {
    const ages = (name: string) =>
      profileFields(name)
        .filter((field) => field.fldName === 'edad')
        .map(({ groupedBy, min, max }) => ({ groupedBy, min, max }));
    expect(ages('colombia')).toEqual([
      { groupedBy: 'cotizante', min: 0, max: 99 },
      { groupedBy: 'cargas', min: 0, max: 99 },
    ]);
    expect(ages('colectivo')).toEqual([{ groupedBy: 'cotizante', min: 18, max: 99 }]);
    expect(ages('pets')).toEqual([{ groupedBy: 'mascota', min: 0, max: 20 }]);
    expect(profileFields('colectivo').find((field) => field.fldName === 'cantidadempleados')).toMatchObject({
      min: 1,
      max: 999999,
    });
  });
});
