import type { PartnerConfig } from '../api/contract';
import { partnerLayout } from './partner-layout';
import { setPartner } from './partner-store';

const partner = (overrides: Partial<PartnerConfig>): PartnerConfig =>
  ({
    subdomain: 'aliado',
    name: 'Banco Aliado',
    subdomainLayout: { chatEnabled: true },
    ...overrides,
  }) as PartnerConfig;

describe('partnerLayout', () => {
  afterEach(() => setPartner(null));

  it('shows everything on the main site', () => {
    expect(partnerLayout(null)).toEqual({ requestButton: true, score: true, showcase: true });
  });

  it('shows everything for a partner that states no switch (missing means on)', () => {
    expect(partnerLayout(partner({ disableShowcase: false }))).toEqual({
      requestButton: true,
      score: true,
      showcase: true,
    });
  });

  it("turns off the request button, the score and the showcase as the partner's configuration says", () => {
    const config = partner({
      subdomainLayout: { chatEnabled: false, requestButtonEnabled: false, scoreEnabled: false },
      disableShowcase: true,
    });
    expect(partnerLayout(config)).toEqual({ requestButton: false, score: false, showcase: false });
    expect(
      partnerLayout(partner({ subdomainLayout: { chatEnabled: true, scoreEnabled: false }, disableShowcase: false })),
    ).toEqual({ requestButton: true, score: false, showcase: true });
  });

  it("reads the page's partner when none is given", () => {
    setPartner(
      partner({ subdomainLayout: { chatEnabled: false, requestButtonEnabled: false }, disableShowcase: true }),
    );
    expect(partnerLayout()).toEqual({ requestButton: false, score: true, showcase: false });
  });
});
