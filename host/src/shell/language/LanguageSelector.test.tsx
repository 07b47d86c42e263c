import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LANGUAGES } from '@qs/shared';
import { LanguageSelector, shouldShowLanguageSelector } from './LanguageSelector';

const twoLanguages = [
  { code: 'es', label: 'Español' },
  { code: 'en', label: 'English' },
];

describe('language selector rule', () => {
  it('needs at least two languages', () => {
    expect(shouldShowLanguageSelector([])).toBe(false);
    expect(shouldShowLanguageSelector([{ code: 'es', label: 'Español' }])).toBe(false);
    expect(shouldShowLanguageSelector(twoLanguages)).toBe(true);
  });

  it('follows the rule with the configured languages (only Español today: hidden)', () => {
    render(<LanguageSelector />);
    const shown = screen.queryByRole('combobox', { name: 'Idioma' }) !== null;
    expect(shown).toBe(shouldShowLanguageSelector(LANGUAGES));
  });

  it('offers every language once there are two, and switches to the chosen one', async () => {
    render(<LanguageSelector languages={twoLanguages} />);
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Español', 'English']);
    await userEvent.selectOptions(select, 'en');
    expect(i18next.language).toBe('en');
    await act(() => i18next.changeLanguage('es'));
  });
});
