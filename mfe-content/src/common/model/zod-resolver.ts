import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a zod schema: the schema's first message per field. The slice's own few lines, as
 * the forms slice's resolver package is not one of this slice's dependencies.
 */
export const zodResolver =
  <T extends FieldValues>(schema: z.ZodType<T>): Resolver<T> =>
  async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
