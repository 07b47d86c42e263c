import { act, render, screen } from '@testing-library/react';
import { reportDroppedProfileFields, clearProfileNotice } from '@qs/shared';
import { ProfileNotice } from './ProfileNotice';

afterEach(() => act(() => clearProfileNotice()));

describe('ProfileNotice', () => {
  it('tells what was dropped without naming a button that reads differently on partner sites and the pets comparator', () => {
    render(<ProfileNotice />);
    act(() => reportDroppedProfileFields(['cotizante']));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Algunos datos de tu perfil guardado no eran válidos y los descartamos. Revisa tu perfil antes de comparar.',
    );
    expect(notice).not.toHaveTextContent('«');
  });
});
