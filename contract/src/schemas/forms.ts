import Type, { type Static } from 'typebox';
import { Data, Nullable } from './common.ts';

/**
 * Server-defined forms (docs/product/api.md#profile-forms, #dynamic-forms; docs/product/forms.md): the profile
 * forms with their validation scripts and the record of a submitted profile, and the dynamic forms by process
 * hash. Every field carries every key of a form field (null when unset).
 */

/** The profile forms, each with its validation script (`{name}.js`): colombia (people), colectivo (a company), pets. */
export const PROFILE_FORM_NAMES = ['colombia', 'colectivo', 'pets'] as const;
export const ProfileFormName = Type.Enum(PROFILE_FORM_NAMES, { type: 'string' });
export type ProfileFormName = Static<typeof ProfileFormName>;

export const ProfileFormQuery = Type.Object({ productTypeName: ProfileFormName });

export const ValidationScriptParams = Type.Object({
  script: Type.String({ pattern: `^(${PROFILE_FORM_NAMES.join('|')})\\.js$` }),
});

/** A validation script: plain JavaScript the page runs as served, not JSON. */
export const ValidationScriptAnswer = {
  description:
    'Registers window.__QS_PROFILE_VALIDATORS__[<Name>Validation], a function answering true or the message to show',
  content: { 'application/javascript': { schema: Type.String() } },
};

export const FormOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  phonePrefix: Type.Optional(Type.String({ description: "A country list's: the country's phone prefix ('+57')" })),
  code: Type.Optional(Type.String({ description: "A prefix list's: the country's code ('CO')" })),
});
export type FormOption = Static<typeof FormOption>;

export const ProfileFldType = Type.Enum(['checkbox', 'radio', 'input', 'select', 'array', 'group'], { type: 'string' });
export type ProfileFldType = Static<typeof ProfileFldType>;

export const ProfileFormField = Type.Object({
  fldName: Type.String({
    description: "The profile's key ('cotizante', 'edad'…); Spanish names as the product spells them",
  }),
  groupedBy: Nullable(
    Type.String({ description: "The fldName of the 'group' or 'array' container holding this field" }),
  ),
  fieldType: Type.Object({
    fldType: ProfileFldType,
    htmlType: Nullable(Type.Enum(['number', 'text'], { type: 'string' })),
  }),
  label: Type.String({ description: 'An array container\'s label is "label,addLabel"' }),
  placeholder: Nullable(Type.String()),
  mask: Nullable(Type.String({ description: "'thousands': the number is written with thousand dots" })),
  helper: Nullable(Type.String()),
  class: Nullable(Type.String()),
  wrapper: Nullable(Type.String()),
  isMultiple: Type.Boolean(),
  defaultValue: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  dataType: Type.Enum(['number', 'string', 'boolean'], { type: 'string' }),
  allowedValues: Nullable(Type.Array(FormOption)),
  retrieveFunction: Nullable(Type.String()),
  hideExpression: Nullable(
    Type.String({ description: 'A condition on the model that hides the field ("model.sexo !== \'Femenino\'")' }),
  ),
  changeAction: Nullable(Type.String()),
  groupClass: Nullable(Type.String()),
  required: Type.Boolean(),
  min: Type.Optional(Type.Number({ description: 'Least value, or least items of an array' })),
  max: Type.Optional(Type.Number({ description: 'Greatest value, items of an array, or length of a text' })),
});
export type ProfileFormField = Static<typeof ProfileFormField>;

export const ProfileFormDefinition = Type.Object({
  productType: ProfileFormName,
  validationScriptUrl: Type.String({ description: 'GET /api/profile-form/validation/{name}.js' }),
  profileFormFields: Type.Array(ProfileFormField),
});
export type ProfileFormDefinition = Static<typeof ProfileFormDefinition>;
export const ProfileFormAnswer = Data(Type.Object({ profileForm: ProfileFormDefinition }));
export type ProfileFormAnswer = Static<typeof ProfileFormAnswer>;

/** POST /api/profile-form/data: `productType` of the body; its `form` is the profile schema the compare call reads. */
export const ProfileDataProductType = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
);

export const ProfileDataAnswer = Data(Type.Object({ id: Type.Integer({ description: 'The stored record' }) }));

/** A process hash (a uuid). */
export const FORM_HASH_PATTERN = '^[0-9a-fA-F-]{8,64}$';
const FormHash = Type.String({ pattern: FORM_HASH_PATTERN });
export const IntegrationFormParams = Type.Object({ hash: FormHash });
export const IntegrationFormBody = Type.Object({ integrationHash: FormHash });

export const DynamicFormField = Type.Object({
  fldName: Type.String(),
  groupedBy: Nullable(
    Type.String({ description: "The fldName of the 'group' or 'array' container holding this field" }),
  ),
  fieldType: Type.Object({
    fldType: Type.String({
      description:
        'input, select, textarea, action-button, password, phone-prefix, country, array, group, dynamic-quantity, passengers…',
    }),
    inputType: Nullable(Type.String({ description: "An input's HTML type (text, tel, email, date, number, submit)" })),
  }),
  label: Type.String({ description: 'A repeated group\'s label is "label,addLabel"' }),
  placeholder: Nullable(Type.String()),
  helper: Nullable(Type.String({ description: "The error text of the field's fldRegexp" })),
  isRequired: Type.Boolean(),
  fldRegexp: Nullable(Type.String({ description: 'A pattern the answer must match, with the u flag' })),
  mask: Nullable(Type.String()),
  class: Nullable(Type.String()),
  imgIcon: Nullable(Type.String()),
  wrapper: Nullable(Type.String()),
  defaultValue: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  allowedValues: Nullable(Type.Array(FormOption)),
  retrieveFunction: Nullable(Type.String()),
});
export type DynamicFormField = Static<typeof DynamicFormField>;

export const DynamicFormDefinition = Type.Object({
  hash: Type.String(),
  name: Type.String(),
  title: Type.String(),
  submitText: Type.String(),
  businessLineId: Type.Integer({ description: 'The business line its leads go to' }),
  integrationForms: Type.Array(
    Type.Object({ integrationFormFields: Type.Array(DynamicFormField), validationScript: Nullable(Type.String()) }),
  ),
});
export type DynamicFormDefinition = Static<typeof DynamicFormDefinition>;
export const DynamicFormAnswer = Data(Type.Object({ integrationForm: DynamicFormDefinition }));
export type DynamicFormAnswer = Static<typeof DynamicFormAnswer>;
