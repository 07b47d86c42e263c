import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { DataAuthorisation } from '@qs/shared';
import { dataAuthorisation } from './policy-version';

/**
 * The authorisation a form's send carries, or null when the policy's version cannot be read (the API unreachable
 * since the page opened): the box then says so, and nothing is sent (docs/security.md#data-authorisation).
 */
export const authorisationOrError = async <Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  unavailable: string,
  field = 'autorizacionDatos' as Path<Values>,
): Promise<DataAuthorisation | null> => {
  try {
    return await dataAuthorisation();
  } catch {
    form.setError(field, { type: 'unavailable', message: unavailable });
    return null;
  }
};
