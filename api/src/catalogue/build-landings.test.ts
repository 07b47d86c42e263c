import { landingContactFormOf, landingReferralOf } from './build-landings';

describe('landingContactFormOf (the form a CMS landing names)', () => {
  it('keeps a dynamic form of the integration forms with its product type', () => {
    expect(
      landingContactFormOf('Seguro-de-Viaje', {
        processId: '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352',
        productType: 'VIAJEINTERNACIONAL',
      }),
    ).toEqual({
      contactForm: { processId: '9a2e7b14-5c3d-4f8a-b6e2-71d0c4a8f352', productType: 'VIAJEINTERNACIONAL' },
    });
    expect(landingContactFormOf('Registro', { processId: '3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11' })).toEqual({
      contactForm: { processId: '3f6d1c2a-8b4e-4c7a-9e51-2a7b0c9d4e11' },
    });
    expect(landingContactFormOf('Registro', undefined)).toEqual({});
  });

  it('fails the seed for a process the API does not serve', () => {
    expect(() =>
      landingContactFormOf('Seguro-de-Viaje', { processId: '00000000-0000-4000-8000-000000000000' }),
    ).toThrow(
      'Landing Seguro-de-Viaje: contactForm.processId 00000000-0000-4000-8000-000000000000 is not an integration form',
    );
  });
});

describe('landingReferralOf (the product of a Referidos-{product} landing, docs/product/content.md#cms-landings)', () => {
  it('keeps the business line, comparator and product type', () => {
    expect(
      landingReferralOf('Referidos-Empresas', {
        businessLine: 4,
        comparator: 'Empresas',
        productType: 'SEGURO_COLECTIVO',
      }),
    ).toEqual({
      referral: { businessLine: 4, comparator: 'Empresas', productType: 'SEGURO_COLECTIVO' },
    });
    expect(landingReferralOf('Referidos-QuieroSeguro', undefined)).toEqual({});
  });

  it('fails the seed for a business line the API does not define', () => {
    expect(() => landingReferralOf('Referidos-X', { businessLine: 99 })).toThrow(
      'Landing Referidos-X: referral.businessLine 99 is not a business line',
    );
  });
});
