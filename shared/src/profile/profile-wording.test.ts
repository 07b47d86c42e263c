import type { PartnerConfig } from '../api/contract';
import { setPartner } from '../partner/partner-store';
import { profileWording } from './profile-wording';

afterEach(() => setPartner(null));

describe('profileWording', () => {
  it("says 'mascotas' on the pet comparator, 'beneficiarios' on a partner site, else 'asegurados'", () => {
    expect(profileWording('pets')).toBe('pets');
    expect(profileWording('colombia')).toBeUndefined();
    setPartner({ name: 'aliado' } as PartnerConfig);
    expect(profileWording('colectivo')).toBe('partner');
    expect(profileWording('pets')).toBe('pets');
  });
});
