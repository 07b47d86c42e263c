import { authorisationField } from './data-authorisation';

const MESSAGE = 'Debes autorizar el tratamiento de tus datos personales para continuar.';

describe('the data authorisation field', () => {
  it('passes only when the box is ticked', () => {
    expect(authorisationField(MESSAGE).safeParse(true).success).toBe(true);
  });

  it.each([false, undefined, null, 'true'])("refuses %p with the form's text", (value) => {
    const result = authorisationField(MESSAGE).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGE);
  });
});
