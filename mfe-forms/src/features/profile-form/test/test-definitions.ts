import { PERSON_AGE_MAX, PET_AGE_MAX, type ProfileFormDefinition, type ProfileFormField } from '@qs/shared';

// Definitions shaped like the API contract's, for the tests of this feature: every key of a field present,
// null or false when the form does not set it, as the API answers.

const field = (fldName: string, groupedBy: string | null, overrides: Partial<ProfileFormField>): ProfileFormField => ({
  fldName,
  groupedBy,
  fieldType: { fldType: 'input', htmlType: 'text' },
  label: fldName,
  wrapper: null,
  isMultiple: false,
  placeholder: null,
  mask: null,
  helper: null,
  class: null,
  defaultValue: null,
  dataType: 'string',
  allowedValues: null,
  retrieveFunction: null,
  hideExpression: null,
  changeAction: null,
  groupClass: null,
  required: false,
  ...overrides,
});

const SEX = [
  { value: 'Masculino', label: 'Hombre' },
  { value: 'Femenino', label: 'Mujer' },
];
const EPS = [
  { value: 'sura', label: 'EPS Sura' },
  { value: 'sanitas', label: 'EPS Sanitas' },
  { value: 'notengo', label: 'No tengo EPS' },
];

const age = (groupedBy: string, required: boolean) =>
  field('edad', groupedBy, {
    fieldType: { fldType: 'input', htmlType: 'number' },
    dataType: 'number',
    label: 'Edad',
    required,
    min: 0,
    max: PERSON_AGE_MAX,
  });
const sex = (groupedBy: string) =>
  // As the server defines it: required, with no value chosen for the visitor.
  field('sexo', groupedBy, {
    fieldType: { fldType: 'radio', htmlType: null },
    label: 'Sexo',
    allowedValues: SEX,
    required: true,
  });
const eps = (groupedBy: string) =>
  field('eps_actual', groupedBy, {
    fieldType: { fldType: 'select', htmlType: null },
    label: 'EPS actual',
    allowedValues: EPS,
    required: true,
  });
const holders = () =>
  field('cotizante', null, { fieldType: { fldType: 'array', htmlType: null }, label: 'Titular,Agregar titular' });

export const colombiaDefinition = (
  validationScriptUrl = '/api/profile-form/validation/colombia.js',
): ProfileFormDefinition => ({
  productType: 'colombia',
  validationScriptUrl,
  profileFormFields: [
    holders(),
    age('cotizante', true),
    sex('cotizante'),
    eps('cotizante'),
    field('maternidad', 'cotizante', {
      fieldType: { fldType: 'checkbox', htmlType: null },
      label: 'Maternidad',
      dataType: 'boolean',
    }),
    field('cargas', null, {
      fieldType: { fldType: 'array', htmlType: null },
      label: 'Beneficiarios,Agregar beneficiario',
    }),
    age('cargas', false),
    sex('cargas'),
    field('parentesco', 'cargas', {
      fieldType: { fldType: 'select', htmlType: null },
      label: 'Parentesco',
      allowedValues: [
        { value: 'Cónyuge', label: 'Cónyuge' },
        { value: 'Hijo/a', label: 'Hijo/a' },
      ],
    }),
  ],
});

export const colectivoDefinition = (): ProfileFormDefinition => ({
  productType: 'colectivo',
  validationScriptUrl: '/api/profile-form/validation/colectivo.js',
  profileFormFields: [
    field('colectivo', null, { fieldType: { fldType: 'group', htmlType: null }, label: 'Tu empresa' }),
    field('cantidadempleados', 'colectivo', {
      fieldType: { fldType: 'input', htmlType: 'number' },
      dataType: 'number',
      mask: 'thousands',
      label: 'Cantidad de empleados',
      required: true,
    }),
    holders(),
    age('cotizante', true),
    sex('cotizante'),
    eps('cotizante'),
  ],
});

/** The API's `pets` form: the `mascota` group ('Mascota,Agregar mascota') with especie, raza and edad 0–20. */
export const petsDefinition = (): ProfileFormDefinition => ({
  productType: 'pets',
  validationScriptUrl: '/api/profile-form/validation/pets.js',
  profileFormFields: [
    field('mascota', null, {
      fieldType: { fldType: 'array', htmlType: null },
      label: 'Mascota,Agregar mascota',
      required: true,
      min: 1,
      max: 8,
    }),
    field('especie', 'mascota', {
      fieldType: { fldType: 'select', htmlType: null },
      label: 'Especie',
      placeholder: 'Perro o gato',
      allowedValues: [
        { value: 'Perro', label: 'Perro' },
        { value: 'Gato', label: 'Gato' },
      ],
      defaultValue: 'Perro',
      required: true,
    }),
    field('raza', 'mascota', { label: 'Raza', placeholder: 'Ej: Criollo', max: 60 }),
    field('edad', 'mascota', {
      fieldType: { fldType: 'input', htmlType: 'number' },
      dataType: 'number',
      label: 'Edad',
      helper: 'Años cumplidos de la mascota',
      required: true,
      min: 0,
      max: PET_AGE_MAX,
    }),
  ],
});
