import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { PAGE_DATA_ID, useApiRequest } from '@qs/shared';
import { useFirstViewAnswers } from './first-view-answers';

let navigate: (to: string) => void = () => undefined;
const Layout = ({ children }: { children: React.ReactNode }) => {
  useFirstViewAnswers();
  navigate = useNavigate();
  return <>{children}</>;
};
const Menu = ({ request }: { request: () => Promise<string> }) => {
  const { state } = useApiRequest('menu', request);
  return <p>{state.status === 'ready' ? state.value : 'Cargando…'}</p>;
};

afterEach(() => {
  document.body.innerHTML = '';
});

it("keeps the page's carried answers for its first view, and the next view asks the API", async () => {
  document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"menu":{"status":"ready","value":"Menú del servidor"}}</script>`;
  const first = jest.fn(async () => 'Menú del primer pedido');
  const next = jest.fn(async () => 'Menú nuevo');
  render(
    <MemoryRouter initialEntries={['/Comparar/EPS']}>
      <Layout>
        <Routes>
          <Route path="/Comparar/EPS" element={<Menu key="eps" request={first} />} />
          <Route path="/QS-Blog" element={<Menu key="blog" request={next} />} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
  expect(screen.getByText('Menú del servidor')).toBeInTheDocument();
  expect(first).not.toHaveBeenCalled();
  act(() => navigate('/QS-Blog'));
  expect(await screen.findByText('Menú nuevo')).toBeInTheDocument();
  expect(next).toHaveBeenCalledTimes(1);
});
