import { nameField, type LeadMessages } from './lead-fields';

const messages = {
  nameRequired: 'Nombre necesario',
  nameShort: 'Nombre muy corto.',
  nameLong: 'Nombre muy largo, tiene que ser como máximo 100 caracteres.',
  nameLetters: 'Ingrese solamente letras',
} as LeadMessages;

const problem = (value: string) => {
  const result = nameField(messages).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the name rule of the lead forms (docs/product/forms.md#field-rules)', () => {
  it.each(['Zoë Nguyễn', 'Zoe\u0308 Nguye\u0302\u0303n', 'José Pérez-Ávila', 'Ana María Gómez', 'Đặng Thị Ngọc'])('accepts %s', (name) => {
    expect(problem(name)).toBeNull();
  });

  it('refuses digits and symbols, and a name without two letters', () => {
    expect(problem('Robert3')).toBe('Ingrese solamente letras');
    expect(problem('Ana <b>')).toBe('Ingrese solamente letras');
    expect(problem('- -')).toBe('Ingrese solamente letras');
    expect(problem('A')).toBe('Nombre muy corto.');
  });
});
