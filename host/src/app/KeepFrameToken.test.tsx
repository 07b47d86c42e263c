import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { KeepFrameToken } from './KeepFrameToken';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p role="status">{pathname + search}</p>;
};

describe('KeepFrameToken', () => {
  it('keeps the IFRAME_AUTH token in the URL as the visitor moves inside the frame', async () => {
    render(
      <MemoryRouter initialEntries={['/Comparar/EPS?IFRAME_AUTH=tok-1']}>
        <KeepFrameToken token="tok-1" />
        <Link to="/EPS/salud-andina-eps/plan-oro?tab=2">plan</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/Comparar/EPS?IFRAME_AUTH=tok-1');
    await userEvent.click(screen.getByRole('link', { name: 'plan' }));
    expect(await screen.findByText('/EPS/salud-andina-eps/plan-oro?tab=2&IFRAME_AUTH=tok-1')).toBeInTheDocument();
  });
});
