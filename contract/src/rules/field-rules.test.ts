import {
  isValidNit,
  nitCheckDigit,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  emailProblem,
  EMPLOYEES_MAX,
  EMPLOYEES_MAX_DIGITS,
  EMPLOYEES_MIN,
  EMPLOYEES_PATTERN,
  fieldRegExp,
  isEmployeeCount,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  nameProblem,
  NATIONAL_PHONE_PATTERN,
  normalizePhone,
  PERSON_AGE_MAX,
  PET_AGE_MAX,
  PHONE_MAX_LENGTH,
  PHONE_MIN_NATIONAL_DIGITS,
  PHONE_PATTERN,
  phoneProblem,
  PROFILE_EMPLOYEES_PATTERN,
  PROFILE_PERSON_AGE_MAX,
  PROFILE_PET_AGE_MAX,
  REFERRER_EMAIL_MAX_LENGTH,
  REFERRER_EMAIL_PATTERN,
  referrerEmailProblem,
} from './field-rules.mjs';

// The one copy of the field rules, the API's and the browser's (docs/product/forms.md#field-rules).

describe('names', () => {
  it.each([
    "O'Neill",
    'Ma. José',
    'Zoë Nguyễn',
    'Zoe\u0308 Nguye\u0302\u0303n',
    'José Pérez-Ávila',
    'Łukasz Żółć',
    'Ольга Петрова',
    'Ana María Gómez',
  ])('accepts %s', (name) => {
    expect(nameProblem(name)).toBeNull();
    expect(fieldRegExp(NAME_PATTERN).test(name)).toBe(true);
  });

  it.each([
    ['A', 'short'],
    ['12', 'letters'],
    ['x<script>', 'letters'],
    ['Robert3', 'letters'],
    ['- -', 'letters'],
    ["A.'", 'letters'],
    ['Ana\tMaría', 'letters'],
    ['', 'required'],
    ['   ', 'required'],
    ['A'.repeat(NAME_MAX_LENGTH + 1), 'long'],
  ])('refuses %j (%s)', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
    expect(fieldRegExp(NAME_PATTERN).test(name)).toBe(false);
  });

  it('counts 2 to 100 characters after trimming', () => {
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 100]);
    expect(nameProblem(`  ${'a'.repeat(100)}  `)).toBeNull();
    expect(nameProblem(' A ')).toBe('short');
    expect(fieldRegExp(NAME_PATTERN).test('a'.repeat(100))).toBe(true);
  });
});

describe('e-mail', () => {
  it.each([
    'ab@b.co',
    'maria.perez@example.com',
    'Ana_Gomez+seguros@Correo-1.COM.co',
    `${'a'.repeat(32)}@example.info`,
  ])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
    expect(fieldRegExp(EMAIL_PATTERN).test(email)).toBe(true);
  });

  it.each([
    ['a@b.co', 'the local part has 1 character'],
    ['ab@b.museum', 'the top-level domain has 6 letters'],
    [`${'a'.repeat(33)}@example.com`, 'the local part has 33 characters'],
    [`ab@${'b'.repeat(31)}.co`, 'a domain label has 31 characters'],
    ['ab@b.c0', 'the top-level domain has a digit'],
    ['ab@b', 'there is no top-level domain'],
    ['no-es-un-correo', 'there is no @'],
    ['an\u200Ba@correo.co', 'a zero-width space'],
    ['ana\u202Eoc@x.co', 'a bidi override'],
    ['josé@correo.co', 'a letter outside A-Z'],
  ])('refuses %j: %s', (email) => {
    expect(emailProblem(email)).toBe('invalid');
    expect(fieldRegExp(EMAIL_PATTERN).test(email)).toBe(false);
  });

  it('is required, read trimmed, and at most 254 characters long', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('  ab@b.co ')).toBeNull();
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const labels = Array.from({ length: 8 }, () => 'd'.repeat(30)).join('.');
    expect(emailProblem(`ab@${labels}.co`)).toBeNull();
    expect(emailProblem(`ab@${labels}.${'d'.repeat(30)}.co`)).toBe('invalid');
  });

  it('is spelled for Ajv: the u flag only, both letter cases written out', () => {
    expect(() => new RegExp(EMAIL_PATTERN, 'u')).not.toThrow();
    expect(fieldRegExp(EMAIL_PATTERN).flags).toBe('u');
    expect(fieldRegExp(EMAIL_PATTERN).test('AB@B.CO')).toBe(true);
  });
});

describe("the referrer's address", () => {
  it('takes a staff address with a long domain, refuses a malformed one and anything over 50 characters', () => {
    expect(referrerEmailProblem('referidos@cooperativa-solidaria.example')).toBeNull();
    expect(referrerEmailProblem('  ')).toBe('required');
    expect(referrerEmailProblem('camila@')).toBe('invalid');
    expect(referrerEmailProblem('camila ortiz@example.com')).toBe('invalid');
    expect(referrerEmailProblem('ana\u2066@correo.co')).toBe('invalid');
    expect(REFERRER_EMAIL_MAX_LENGTH).toBe(50);
    expect(fieldRegExp(REFERRER_EMAIL_PATTERN).test(`${'a'.repeat(38)}@example.com`)).toBe(true);
    expect(fieldRegExp(REFERRER_EMAIL_PATTERN).test(`${'a'.repeat(39)}@example.com`)).toBe(false);
  });
});

describe('phones', () => {
  it.each([
    '300 123 4567',
    '+57 300 123 4567',
    '(601) 234-5678',
    '300.123.4567',
    '573001234567',
    '+1 212 555 0100',
    '+593 99 123 4567',
  ])('accepts %s', (phone) => {
    expect(phoneProblem(phone)).toBeNull();
    expect(fieldRegExp(PHONE_PATTERN).test(phone)).toBe(true);
  });

  it('needs 10 national digits, with or without +57', () => {
    expect(PHONE_MIN_NATIONAL_DIGITS).toBe(10);
    expect(phoneProblem('1234567')).toBe('short');
    expect(phoneProblem('300 123 456')).toBe('short');
    expect(phoneProblem('+57 300 123 456')).toBe('short');
    expect(phoneProblem('(1) 2-3-4')).toBe('short');
  });

  it('refuses letters, a misplaced plus and numbers longer than the shape', () => {
    expect(phoneProblem('abc')).toBe('invalid');
    expect(phoneProblem('300 ABC 4567')).toBe('invalid');
    expect(phoneProblem('300+1234567')).toBe('invalid');
    expect(phoneProblem('+123 123456789012345')).toBe('invalid');
    expect(fieldRegExp(PHONE_PATTERN).test('abc')).toBe(false);
    expect(fieldRegExp(PHONE_PATTERN).test('300+1234567')).toBe(false);
  });

  it('is required, and at most 30 characters as written', () => {
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem(' ( ) - ')).toBe('required');
    expect(PHONE_MAX_LENGTH).toBe(30);
    const digits = '3001234567'.split('');
    expect(digits.join('  ')).toHaveLength(28);
    expect(phoneProblem(digits.join('  '))).toBeNull();
    expect(phoneProblem(digits.join('   '))).toBe('invalid');
    expect(phoneProblem('  300 123 4567  ')).toBeNull();
  });

  it('ignores spaces, dots, dashes and parentheses', () => {
    expect(normalizePhone('+57 (300) 123-45.67')).toBe('+573001234567');
  });

  it("gives a prefix selector's national number a rule that keeps the whole number valid", () => {
    const national = fieldRegExp(NATIONAL_PHONE_PATTERN);
    expect(national.test('300 123 4567')).toBe(true);
    expect(national.test('(601) 234-5678')).toBe(true);
    expect(national.test('300 123 456')).toBe(false);
    expect(national.test('+57 300 123 4567')).toBe(false);
    for (const prefix of ['+1', '+57', '+598'])
      for (const number of ['300 123 4567', '12345678901234', '300-123-4567 (5)'])
        if (national.test(number)) expect(phoneProblem(`${prefix} ${number}`)).toBeNull();
  });
});

describe('employee count', () => {
  it('is 1 to 999999, up to 6 digits, with or without the thousands dot', () => {
    expect([EMPLOYEES_MIN, EMPLOYEES_MAX, EMPLOYEES_MAX_DIGITS]).toEqual([1, 999999, 6]);
    const pattern = fieldRegExp(EMPLOYEES_PATTERN);
    expect(['1', '25', '1200', '1.200', '999.999', '999999'].filter((text) => pattern.test(text))).toHaveLength(6);
    expect(['0', '0.000', '', '1234567', '1.000.000', '12.34', 'muchos'].some((text) => pattern.test(text))).toBe(
      false,
    );
    expect([0, 1, 999999, 1000000, 2.5].map(isEmployeeCount)).toEqual([false, true, true, false, false]);
  });

  it('in a profile may also be empty or 0 (not given)', () => {
    const pattern = fieldRegExp(PROFILE_EMPLOYEES_PATTERN);
    expect(['', '0', '1.200'].every((text) => pattern.test(text))).toBe(true);
    expect(pattern.test('1.000.000')).toBe(false);
  });
});

describe('ages', () => {
  it('the forms ask people 0 to 99 and pets 0 to 20; a profile holds people up to 120 and pets up to 30', () => {
    expect([PERSON_AGE_MAX, PET_AGE_MAX, PROFILE_PERSON_AGE_MAX, PROFILE_PET_AGE_MAX]).toEqual([99, 20, 120, 30]);
  });
});

describe("a company's NIT", () => {
  it('has the DIAN check digit (companies whose NIT is public)', () => {
    expect(nitCheckDigit('900123456')).toBe(8);
    expect(nitCheckDigit('860002964')).toBe(4); // Banco de Bogotá
    expect(nitCheckDigit('800197268')).toBe(4); // DIAN
    expect(isValidNit(' 800197268-4 ')).toBe(true);
    expect(isValidNit('800197268-5')).toBe(false);
    expect(isValidNit('80019726-4')).toBe(false);
  });
});
