import {
  getSiteSettings,
  partnerSubdomain,
  readInlineSiteSettings,
  setSiteSettings,
  siteUrl,
  SITE_SETTINGS_ELEMENT_ID,
} from './site-store';

const inline = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_SETTINGS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
  return element;
};

describe('site settings in the browser', () => {
  afterEach(() => {
    setSiteSettings(null);
    document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.remove();
  });

  it('reads what the server wrote into the page', () => {
    inline('{"domain":"quieroseguro.test","origin":"http://quieroseguro.test:3000","other":1}');
    expect(readInlineSiteSettings()).toEqual({ domain: 'quieroseguro.test', origin: 'http://quieroseguro.test:3000' });
  });

  it.each([['not json'], ['{"domain":5}'], ['null']])('ignores a page element it cannot read: %s', (text) => {
    inline(text);
    expect(readInlineSiteSettings()).toBeNull();
  });

  it('parses partners on the domain it was given, and on localhost without one', () => {
    expect(getSiteSettings().domain).toBe('localhost');
    expect(partnerSubdomain('aliado.localhost')).toBe('aliado');
    expect(partnerSubdomain('aliado.quieroseguro.test')).toBeNull();

    setSiteSettings({ domain: 'quieroseguro.test', origin: 'http://quieroseguro.test:3000' });
    expect(partnerSubdomain('aliado.quieroseguro.test')).toBe('aliado');
    expect(partnerSubdomain('aliado.localhost')).toBeNull();
    expect(partnerSubdomain('quieroseguro.test')).toBeNull();
  });

  it("writes absolute addresses on the main site's origin", () => {
    setSiteSettings({ domain: 'quieroseguro.co', origin: 'https://quieroseguro.co' });
    expect(siteUrl('/Comparar/EPS')).toBe('https://quieroseguro.co/Comparar/EPS');
    expect(siteUrl()).toBe('https://quieroseguro.co/');
  });
});
