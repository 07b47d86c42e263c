import { fireEvent } from '@testing-library/react';
import { findValidator, loadValidationScript, validatorClassName } from './validation-script';

const scripts = (href: string) => document.querySelectorAll(`script[src="${href}"]`);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.__QS_PROFILE_VALIDATORS__;
});

describe('validation script', () => {
  it('derives the class name from the file name', () => {
    expect(validatorClassName('/api/profile-form/validation/colombia.js')).toBe('ColombiaValidation');
    expect(validatorClassName('/api/profile-form/validation/colectivo.js')).toBe('ColectivoValidation');
    expect(validatorClassName('/validation/seguro-colectivo.js?v=2')).toBe('SeguroColectivoValidation');
  });

  it('injects a same-origin script once', async () => {
    const first = loadValidationScript('/api/profile-form/validation/pets.js');
    const second = loadValidationScript('http://localhost/api/profile-form/validation/pets.js');
    const injected = scripts('http://localhost/api/profile-form/validation/pets.js');
    expect(injected).toHaveLength(1);
    fireEvent.load(injected[0]!); // jsdom does not download scripts: play the browser's part
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadValidationScript('/api/profile-form/validation/pets.js');
    expect(scripts('http://localhost/api/profile-form/validation/pets.js')).toHaveLength(1);
  });

  it('refuses a script from another origin without touching the page', async () => {
    await expect(loadValidationScript('https://evil.example/colombia.js')).rejects.toThrow('refused');
    expect(document.querySelector('script[src^="https://evil.example"]')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('logs and rejects a failed load, and tries again next time', async () => {
    const load = loadValidationScript('/api/profile-form/validation/broken.js');
    fireEvent.error(scripts('http://localhost/api/profile-form/validation/broken.js')[0]!);
    await expect(load).rejects.toThrow('failed to load');
    expect(console.error).toHaveBeenCalled();
    void loadValidationScript('/api/profile-form/validation/broken.js').catch(() => undefined);
    expect(scripts('http://localhost/api/profile-form/validation/broken.js')).toHaveLength(1);
  });

  it('finds the registered validator, or warns that the class does not exist', () => {
    const validator = jest.fn(() => true);
    window.__QS_PROFILE_VALIDATORS__ = { ColombiaValidation: validator };
    expect(findValidator('/api/profile-form/validation/colombia.js')).toBe(validator);
    expect(findValidator('/api/profile-form/validation/pets.js')).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('PetsValidation does not exist in the validation map');
  });
});
