import { showsInvalidForm } from './invalid-form';

describe('showsInvalidForm (docs/product/forms.md#dynamic-form: contact.form.invalid-form)', () => {
  it('shows when every touched control is dirty and the form is invalid', () => {
    expect(
      showsInvalidForm({ a: true, list: [{ age: true }] }, { a: true, b: true, list: [{ age: true }] }, false),
    ).toBe(true);
  });

  it('stays hidden while nothing is touched, a touched control is untouched in value, or all is valid', () => {
    expect(showsInvalidForm({}, { a: true }, false)).toBe(false);
    expect(showsInvalidForm({ a: true, b: true }, { a: true }, false)).toBe(false);
    expect(showsInvalidForm({ a: true }, { a: true }, true)).toBe(false);
  });
});
