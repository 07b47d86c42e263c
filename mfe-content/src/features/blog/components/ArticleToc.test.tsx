import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { ArticleToc } from './ArticleToc';

addSliceTranslations('content', es);

const headings = [
  { id: 'que-es', text: '¿Qué es?' },
  { id: 'costos', text: 'Costos' },
];

describe('ArticleToc', () => {
  it('is a named navigation with a link to each heading, the one being read marked as current', () => {
    render(<ArticleToc headings={headings} active="costos" />);
    const nav = screen.getByRole('navigation', { name: 'En este artículo' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Qué es?' })).toHaveAttribute('href', '#que-es');
    expect(screen.getByRole('link', { name: '¿Qué es?' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Costos' })).toHaveAttribute('aria-current', 'location');
  });

  it('opens and closes its list on phones with a button that says whether it is open', async () => {
    const user = userEvent.setup();
    render(<ArticleToc headings={headings} active={null} />);
    const toggle = screen.getByRole('button', { name: 'En este artículo' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('qs-toc__list--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('qs-toc__list--open');
    await user.click(screen.getByRole('link', { name: 'Costos' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
