import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
export { TEST_AUTHORISATION, TEST_POLICY_VERSION } from './policy-version';

/** The box every form that collects personal data shows, unticked (docs/security.md#data-authorisation). */
export const AUTHORISATION_LABEL = 'Autorizo el tratamiento de mis datos personales';
export const SENSITIVE_AUTHORISATION_LABEL =
  'Autorizo de manera expresa el tratamiento de mis datos sensibles de salud para esta solicitud';
export const AUTHORISATION_REQUIRED = 'Debes autorizar el tratamiento de tus datos personales para continuar.';

/** Ticks the form's data authorisation, as the visitor does before sending. */
export const tickAuthorisation = async (user: ReturnType<typeof userEvent.setup>, label = AUTHORISATION_LABEL) =>
  user.click(screen.getByRole('checkbox', { name: label }));
