import type { Landing } from '@qs/shared';
import { landingContactProps } from './landing-contact';

const TRAVEL = '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352';

describe('landingContactProps', () => {
  it("gives the widget the landing's form and product type, on any page", () => {
    const landing = { contactForm: { processId: TRAVEL, productType: 'VIAJEINTERNACIONAL' } };
    expect(landingContactProps(landing, false)).toEqual({
      inline: true,
      processId: TRAVEL,
      productType: 'VIAJEINTERNACIONAL',
    });
    expect(landingContactProps(landing, true)).toEqual({
      inline: true,
      processId: TRAVEL,
      productType: 'VIAJEINTERNACIONAL',
    });
    expect(landingContactProps({ contactForm: { processId: TRAVEL } }, false)).toEqual({
      inline: true,
      processId: TRAVEL,
    });
  });

  it('keeps the fixed contact form on lead-capture pages and no widget elsewhere', () => {
    expect(landingContactProps({}, true)).toEqual({ inline: true });
    expect(landingContactProps({}, false)).toBeNull();
  });

  it("sends a referral landing's fixed form for its product: business line and product type", () => {
    expect(landingContactProps({ referral: { businessLine: 1, comparator: 'EPS' } }, true)).toEqual({
      inline: true,
      businessLine: 1,
    });
    expect(
      landingContactProps(
        { referral: { businessLine: 4, comparator: 'Empresas', productType: 'SEGURO_COLECTIVO' } },
        true,
      ),
    ).toEqual({
      inline: true,
      businessLine: 4,
      productType: 'SEGURO_COLECTIVO',
    });
    const bad = { referral: { businessLine: -1, productType: '<script>' } } as unknown as Pick<Landing, 'referral'>;
    expect(landingContactProps(bad, true)).toEqual({ inline: true });
  });

  it('ignores a malformed contactForm from the server', () => {
    const bad = (contactForm: unknown) => ({ contactForm }) as Pick<Landing, 'contactForm'>;
    expect(landingContactProps(bad({ processId: '../admin' }), false)).toBeNull();
    expect(landingContactProps(bad({ processId: 42 }), true)).toEqual({ inline: true });
    expect(landingContactProps(bad({ processId: TRAVEL, productType: '<script>' }), false)).toEqual({
      inline: true,
      processId: TRAVEL,
    });
  });
});
