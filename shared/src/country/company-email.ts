import { colombia } from './colombia';

const normalised = (email: string) => email.trim().toLowerCase();

/** An address of the company's own domain (`colombia.companyEmailDomain`), not of a subdomain or a look-alike. */
export const isCompanyEmail = (
  email: string | null | undefined,
  domain: string = colombia.companyEmailDomain,
): boolean => {
  const address = normalised(email ?? '');
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1) === domain.toLowerCase();
};

/** Two e-mail addresses are the same one (case and surrounding spaces do not count). */
export const sameEmail = (a: string, b: string): boolean => normalised(a) !== '' && normalised(a) === normalised(b);
