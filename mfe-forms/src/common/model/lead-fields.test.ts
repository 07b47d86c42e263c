import { emailField, nameField, phoneField, type LeadMessages } from './lead-fields';

const messages: LeadMessages = {
  nameRequired: 'Nombre necesario',
  nameShort: 'Nombre muy corto.',
  nameLong: 'Nombre muy largo, tiene que ser como máximo 100 caracteres.',
  nameLetters: 'Ingrese solamente letras',
  phoneRequired: 'Teléfono necesario.',
  phoneShort: 'Teléfono muy corto',
  phoneInvalid: 'Ingresa un teléfono válido.',
  emailRequired: 'Email necesario.',
  emailInvalid: 'Vuelve a introducir un email válido.',
  employeesRequired: 'Cantidad de empleados necesaria.',
  authorisationRequired: 'Debes autorizar el tratamiento de tus datos personales para continuar.',
};

const problemOf = (field: typeof nameField) => (value: string) => {
  const result = field(messages).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};
const problem = problemOf(nameField);

describe('the name rule of the lead forms (docs/product/forms.md#field-rules)', () => {
  it.each([
    'Zoë Nguyễn',
    'Zoe\u0308 Nguye\u0302\u0303n',
    'José Pérez-Ávila',
    'Ana María Gómez',
    'Đặng Thị Ngọc',
    "O'Neill",
    'Ma. José',
  ])('accepts %s', (name) => {
    expect(problem(name)).toBeNull();
  });

  it('refuses digits and symbols, and a name without two letters', () => {
    expect(problem('Robert3')).toBe('Ingrese solamente letras');
    expect(problem('Ana <b>')).toBe('Ingrese solamente letras');
    expect(problem('x<script>')).toBe('Ingrese solamente letras');
    expect(problem('12')).toBe('Ingrese solamente letras');
    expect(problem('- -')).toBe('Ingrese solamente letras');
    expect(problem('A')).toBe('Nombre muy corto.');
    expect(problem('  ')).toBe('Nombre necesario');
    expect(problem('a'.repeat(101))).toBe('Nombre muy largo, tiene que ser como máximo 100 caracteres.');
  });

  it('checks and gives the name trimmed', () => {
    expect(nameField(messages).parse(`  ${'a'.repeat(100)}  `)).toBe('a'.repeat(100));
  });
});

describe('the e-mail and phone rules of the lead forms', () => {
  it('e-mail: local part 2-32, domain labels 1-30, top-level domain 2-4 letters', () => {
    const email = problemOf(emailField);
    expect(email('ab@b.co')).toBeNull();
    expect(email('a@b.co')).toBe('Vuelve a introducir un email válido.');
    expect(email('ab@b.museum')).toBe('Vuelve a introducir un email válido.');
    expect(email(`${'a'.repeat(33)}@example.com`)).toBe('Vuelve a introducir un email válido.');
    expect(email(' ')).toBe('Email necesario.');
  });

  it('phone: 10 national digits after an optional +57, letters refused', () => {
    const phone = problemOf(phoneField);
    expect(phone('300 123 4567')).toBeNull();
    expect(phone('+57 300 123 4567')).toBeNull();
    expect(phone('1234567')).toBe('Teléfono muy corto');
    expect(phone('abc')).toBe('Ingresa un teléfono válido.');
    expect(phone('')).toBe('Teléfono necesario.');
  });
});
