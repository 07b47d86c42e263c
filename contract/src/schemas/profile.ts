import Type, { type Static } from 'typebox';
import {
  AGE_MIN,
  EMPLOYEES_MAX,
  PROFILE_EMPLOYEES_PATTERN,
  PROFILE_PERSON_AGE_MAX,
  PROFILE_PET_AGE_MAX,
} from '../rules/field-rules.mjs';

/**
 * The visitor's profile (perfilIngreso) as compare, calculatePrice, shared links, plan requests and the profile
 * form's data read it; other keys are kept but bounded. Ages and the employee count follow the field rules the
 * browser uses too (docs/product/forms.md#field-rules). Written with JSON Schema type lists (a value or null),
 * which the validation messages name.
 */

const nullable = <T>(type: string, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...options });

const Member = Type.Object({
  edad: Type.Optional(nullable<number>('integer', { minimum: AGE_MIN, maximum: PROFILE_PERSON_AGE_MAX })),
  sexo: Type.Optional(nullable<'Masculino' | 'Femenino' | ''>('string', { enum: ['Masculino', 'Femenino', '', null] })),
  maternidad: Type.Optional(nullable<boolean>('boolean')),
  eps_actual: Type.Optional(nullable<string>('string', { maxLength: 40 })),
  parentesco: Type.Optional(nullable<string>('string', { maxLength: 40 })),
  parentescoCarga: Type.Optional(nullable<string>('string', { maxLength: 40 })),
});

const Pet = Type.Object({
  especie: Type.Optional(nullable<'Perro' | 'Gato' | ''>('string', { enum: ['Perro', 'Gato', '', null] })),
  raza: Type.Optional(nullable<string>('string', { maxLength: 60 })),
  edad: Type.Optional(nullable<number>('integer', { minimum: AGE_MIN, maximum: PROFILE_PET_AGE_MAX })),
  parentesco: Type.Optional(nullable<string>('string', { maxLength: 40 })),
});

export const ProfileBody = Type.Object(
  {
    ingresodatos: Type.Optional(Type.Boolean()),
    enPareja: Type.Optional(Type.Boolean()),
    cotizante: Type.Optional(Type.Array(Member, { maxItems: 8 })),
    cargas: Type.Optional(Type.Array(Member, { maxItems: 8 })),
    mascota: Type.Optional(Type.Array(Pet, { maxItems: 8 })),
    colectivo: Type.Optional(
      Type.Object({
        // 0 or empty: not given (a lead's own count is 1 to 999999, leads.ts).
        cantidadempleados: Type.Optional(
          Type.Unsafe<number | string | null>({
            type: ['integer', 'string', 'null'],
            minimum: 0,
            maximum: EMPLOYEES_MAX,
            pattern: PROFILE_EMPLOYEES_PATTERN,
          }),
        ),
      }),
    ),
  },
  { maxProperties: 60 },
);
export type ProfileBody = Static<typeof ProfileBody>;

/** A profile, or null where the call may go without one. */
export const OptionalProfile = Type.Union([ProfileBody, Type.Null()]);
