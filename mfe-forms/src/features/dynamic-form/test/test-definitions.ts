import {
  EMAIL_PATTERN,
  EMPLOYEES_PATTERN,
  NAME_PATTERN,
  NATIONAL_PHONE_PATTERN,
  type DynamicFormDefinition,
  type DynamicFormField,
} from '@qs/shared';
import type { Country } from '../model/countries';
import type { StubHandler } from '../../../test/fetch-stub';

// Definitions shaped like GET /api/integration/form/{hash} (api/src/fixtures/forms/integration-forms.json; the
// contact fields' patterns are the field rules the API gives them, docs/product/forms.md#field-rules): every key
// of a field present, null or false when the form does not set it, as the API answers.

export const CONTACT_HASH = '3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11';
export const TRAVEL_HASH = '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352';

export const field = (fldName: string, overrides: Partial<DynamicFormField> = {}): DynamicFormField => ({
  fldName,
  groupedBy: null,
  label: fldName,
  fieldType: { fldType: 'input', inputType: 'text' },
  placeholder: null,
  helper: null,
  isRequired: false,
  fldRegexp: null,
  mask: null,
  class: null,
  imgIcon: null,
  wrapper: null,
  defaultValue: null,
  allowedValues: null,
  retrieveFunction: null,
  ...overrides,
});

export const definitionOf = (
  fields: DynamicFormField[],
  overrides: Partial<DynamicFormDefinition> = {},
): DynamicFormDefinition => ({
  hash: 'test-form',
  name: 'prueba',
  title: 'Formulario de prueba',
  submitText: 'Enviar',
  businessLineId: 8,
  integrationForms: [{ integrationFormFields: fields, validationScript: null }],
  ...overrides,
});

const NAME = field('fld_fullname', {
  label: 'Nombre completo',
  helper: 'Ingrese solamente letras',
  isRequired: true,
  fldRegexp: NAME_PATTERN,
});
const EMAIL = field('fld_email', {
  label: 'Correo electrónico',
  helper: 'Vuelve a introducir un email válido.',
  isRequired: true,
  fldRegexp: EMAIL_PATTERN,
  fieldType: { fldType: 'input', inputType: 'email' },
});

export const CONTACT_FORM = definitionOf(
  [
    NAME,
    field('fld_phone', { label: 'Teléfono', fieldType: { fldType: 'group', inputType: null }, class: 'phone-group' }),
    field('fld_phone_prefix', {
      groupedBy: 'fld_phone',
      label: 'Prefijo',
      isRequired: true,
      fieldType: { fldType: 'phone-prefix', inputType: null },
    }),
    field('fld_telephone', {
      groupedBy: 'fld_phone',
      label: 'Teléfono',
      helper: 'Teléfono muy corto',
      isRequired: true,
      fldRegexp: NATIONAL_PHONE_PATTERN,
      fieldType: { fldType: 'input', inputType: 'tel' },
    }),
    EMAIL,
    field('fld_employees', {
      label: 'Cantidad de empleados',
      helper: 'Cantidad de empleados necesaria.',
      mask: 'thousands',
      fldRegexp: EMPLOYEES_PATTERN,
      class: 'only-companies',
    }),
    field('fld_contact_hour', {
      label: '¿Cuándo prefieres que te llamemos?',
      placeholder: 'En cualquier momento',
      allowedValues: [
        { value: 'manana', label: 'En la mañana (9:00 a 12:00)' },
        { value: 'tarde', label: 'En la tarde (12:00 a 18:30)' },
      ],
      fieldType: { fldType: 'select', inputType: null },
    }),
    field('fld_msg', { label: 'Mensaje', fieldType: { fldType: 'textarea', inputType: null } }),
    field('fld_submit', { label: 'Enviar', fieldType: { fldType: 'action-button', inputType: 'submit' } }),
  ],
  { hash: CONTACT_HASH, name: 'contacto', title: '¿Necesitas más información?' },
);

export const DESTINATIONS = [
  { value: '01', label: 'Norteamérica' },
  { value: '02', label: 'Europa' },
  { value: '04', label: 'Suramérica' },
];

export const TRAVEL_FORM = definitionOf(
  [
    NAME,
    EMAIL,
    field('fld_origin_country', {
      label: 'País de origen',
      isRequired: true,
      fieldType: { fldType: 'country', inputType: null },
    }),
    field('fld_destination_country', {
      label: 'Destino',
      placeholder: 'Región de destino',
      isRequired: true,
      allowedValues: DESTINATIONS,
      fieldType: { fldType: 'select', inputType: null },
    }),
    field('fld_fecha_inicio', {
      label: 'Fecha de salida',
      isRequired: true,
      fldRegexp: '^\\d{4}-\\d{2}-\\d{2}$',
      fieldType: { fldType: 'input', inputType: 'date' },
    }),
    field('fld_fecha_termino', {
      label: 'Fecha de regreso',
      isRequired: true,
      fldRegexp: '^\\d{4}-\\d{2}-\\d{2}$',
      fieldType: { fldType: 'input', inputType: 'date' },
    }),
    field('fld_passenger_quantity', {
      label: 'Pasajero,Agregar pasajero',
      isRequired: true,
      class: 'passengers',
      fieldType: { fldType: 'array', inputType: null },
    }),
    field('fld_passenger_age', {
      groupedBy: 'fld_passenger_quantity',
      label: 'Edad del pasajero',
      helper: 'Edad entre 0 y 99 años',
      isRequired: true,
      fldRegexp: '^(\\d|[1-9]\\d)$',
      fieldType: { fldType: 'input', inputType: 'number' },
    }),
    field('fld_submit', { label: 'Cotizar', fieldType: { fldType: 'action-button', inputType: 'submit' } }),
  ],
  { hash: TRAVEL_HASH, name: 'viaje', title: 'Cotiza tu seguro de viaje', submitText: 'Cotizar', businessLineId: 7 },
);

export const COUNTRIES: Country[] = [
  { code: 'CO', name: 'Colombia', phonePrefix: '+57' },
  { code: 'CA', name: 'Canadá', phonePrefix: '+1' },
  { code: 'CL', name: 'Chile', phonePrefix: '+56' },
  { code: 'US', name: 'Estados Unidos', phonePrefix: '+1' },
  { code: 'PE', name: 'Perú', phonePrefix: '+51' },
];

/** The API's reference calls: countries, and the visitor's location (null: the lookup fails). */
export const referenceApi =
  (loc: string | null = 'CO', more: StubHandler = () => ({ status: 404 })): StubHandler =>
  (request) => {
    if (request.path === '/api/country') return { status: 200, body: { data: COUNTRIES } };
    if (request.path === '/api/geo/location')
      return loc ? { status: 200, body: { data: { loc } } } : { status: 503, body: { message: 'caído' } };
    return more(request);
  };
