import { isCompanyEmail, sameEmail } from './company-email';

describe('company e-mail', () => {
  it("accepts only the company's own domain", () => {
    expect(isCompanyEmail('ana.rodriguez@quieroseguro.co')).toBe(true);
    expect(isCompanyEmail(' Ana@QuieroSeguro.CO ')).toBe(true);
    expect(isCompanyEmail('ana@quieroseguro.com')).toBe(false);
    expect(isCompanyEmail('ana@mail.quieroseguro.co')).toBe(false);
    expect(isCompanyEmail('ana@quieroseguro.co.evil.com')).toBe(false);
    expect(isCompanyEmail('@quieroseguro.co')).toBe(false);
    expect(isCompanyEmail(null)).toBe(false);
  });

  it('compares addresses without case or surrounding spaces; empty never matches', () => {
    expect(sameEmail('Ana@quieroseguro.co', ' ana@quieroseguro.co')).toBe(true);
    expect(sameEmail('ana@quieroseguro.co', 'luisa@quieroseguro.co')).toBe(false);
    expect(sameEmail('', '')).toBe(false);
  });
});
