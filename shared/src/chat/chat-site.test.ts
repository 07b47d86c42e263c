import { chatLanguageOf } from './chat-site';

describe('chatLanguageOf', () => {
  it('reads ES, EN or PT from the first path segment, Spanish otherwise', () => {
    expect(chatLanguageOf('/EN/Comparar/EPS')).toBe('en');
    expect(chatLanguageOf('/PT')).toBe('pt');
    expect(chatLanguageOf('/Comparar/EPS')).toBe('es');
    expect(chatLanguageOf('/')).toBe('es');
  });
});
