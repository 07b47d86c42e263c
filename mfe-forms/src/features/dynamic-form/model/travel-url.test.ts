import {
  buildTravelAssistanceUrl,
  destinationCode,
  isTravelProduct,
  providerDate,
  TRAVEL_PROVIDER_URLS,
} from './travel-url';

const quote = {
  business: 7,
  originCountry: 'CO',
  destination: '02',
  startDate: '2026-12-20',
  endDate: '2027-01-05',
  ages: ['34', '8', '75'],
};

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('buildTravelAssistanceUrl', () => {
  it('builds the worldwide page with the product query for a visitor outside Chile', () => {
    const url = buildTravelAssistanceUrl(quote);
    expect(url.startsWith(`${TRAVEL_PROVIDER_URLS.worldwide}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({
      Business: '7',
      Country: '998',
      Destination: '02',
      StartDate: '20/12/2026',
      EndDate: '05/01/2027',
      Majors: '1',
      Childs: '1',
      Adults: '1',
      Age: '34|8|75',
    });
  });

  it('uses the Chile path and country 560 for Chile', () => {
    const url = buildTravelAssistanceUrl({ ...quote, originCountry: 'cl' });
    expect(url.startsWith(`${TRAVEL_PROVIDER_URLS.chile}?`)).toBe(true);
    expect(paramsOf(url).Country).toBe('560');
  });

  it('counts the band edges 21/22 and 71/72, and ignores ages out of range with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const params = paramsOf(
      buildTravelAssistanceUrl({ ...quote, ages: ['0', '21', '22', '71', '72', '99', '-1', '100'] }),
    );
    expect(params).toMatchObject({ Childs: '2', Adults: '2', Majors: '2', Age: '0|21|22|71|72|99' });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('refuses an unknown destination or a malformed date instead of opening a wrong quote', () => {
    expect(() => buildTravelAssistanceUrl({ ...quote, destination: 'Luna' })).toThrow('Destino desconocido: Luna');
    expect(() => buildTravelAssistanceUrl({ ...quote, startDate: '20-12-2026' })).toThrow('Fecha inválida');
  });
});

describe('travel helpers', () => {
  it.each([
    ['North America', '01'],
    ['Norteamérica', '01'],
    ['América do Norte', '01'],
    ['Europe', '02'],
    ['Caribe y México', '03'],
    ['South America', '04'],
    ['Suramérica', '04'],
    ['África', '05'],
    ['Ásia', '06'],
    ['Oceanía', '07'],
    ['Dentro de mi país', '08'],
    ['Within my own country', '08'],
    ['08', '08'],
  ])('destination %s is %s', (name, code) => expect(destinationCode(name)).toBe(code));

  it('formats dates and knows the travel product types', () => {
    expect(providerDate('2026-03-09')).toBe('09/03/2026');
    expect(isTravelProduct('VIAJEINTERNACIONAL')).toBe(true);
    expect(isTravelProduct('travel')).toBe(true);
    expect(isTravelProduct('SEGURO INTERNACIONAL')).toBe(false);
    expect(isTravelProduct(undefined)).toBe(false);
  });
});
