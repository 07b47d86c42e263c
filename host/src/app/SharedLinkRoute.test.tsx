import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { readProfile, type Profile } from '@qs/shared';
import { fakeApi, jsonResponse } from '../shell/test/render-shell';
import { ProfileNotice } from '../shell/profile-notice/ProfileNotice';
import { SharedLinkRoute } from './SharedLinkRoute';
import { comparatorOfPath, sharedTarget } from './shared-link';

const Where = () => {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="ruta">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás
      </button>
    </>
  );
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={['/QS-Blog', path]} initialIndex={1}>
      <Routes>
        <Route path="/url/:link" element={<SharedLinkRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const profile = { ingresodatos: true, cotizante: [{ edad: 41, sexo: 'Femenino' }], cargas: [] } as unknown as Profile;
const shared = (url: string, decodedProfile: unknown = profile) =>
  jsonResponse(200, { data: { link: 'AbCd2345', url, decodedProfile, createdAt: '2026-03-04T19:00:00.000Z' } });

beforeEach(() => localStorage.clear());

describe('SharedLinkRoute (/url/{link})', () => {
  it('a profile made to break the page is stored repaired, and the visitor is told', async () => {
    fakeApi({
      '/buscarplanes/sharedinsurance/AbCd2345': shared('/Comparar/EPS', { ingresodatos: true, cotizante: 'todos' }),
    });
    render(
      <MemoryRouter initialEntries={['/url/AbCd2345']}>
        <ProfileNotice />
        <Routes>
          <Route path="/url/:link" element={<SharedLinkRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status', { name: 'ruta' })).toHaveTextContent('/Comparar/EPS');
    expect(readProfile('colombia')).toEqual({
      ingresodatos: true,
      cotizante: [{ edad: 25, sexo: 'Masculino' }],
      cargas: [],
    });
    expect(await screen.findByText(/Algunos datos de tu perfil guardado no eran válidos/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(/Algunos datos de tu perfil guardado/)).not.toBeInTheDocument();
  });

  it('shows the spinner, stores the profile for the comparator and replaces the entry with the shared view', async () => {
    const fetchMock = fakeApi({
      '/buscarplanes/sharedinsurance/AbCd2345': shared('/Comparar/EPS?orden=lowerPrice&pagina=2'),
    });
    renderAt('/url/AbCd2345');
    expect(screen.getByRole('status')).toBeInTheDocument();

    expect(await screen.findByRole('status', { name: 'ruta' })).toHaveTextContent(
      '/Comparar/EPS?orden=lowerPrice&pagina=2',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/buscarplanes/sharedinsurance/AbCd2345');
    expect(readProfile('colombia')).toEqual(profile);
    // Replaced, not pushed: Back goes to the page before the link.
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByText('/QS-Blog')).toBeInTheDocument();
  });

  it('stores a company profile under the collective form and leaves storage alone without a profile', async () => {
    fakeApi({
      '/buscarplanes/sharedinsurance/Empresa22': shared('/Comparar/Empresas', {
        ...profile,
        colectivo: { cantidadempleados: 12 },
      } as Profile),
    });
    renderAt('/url/Empresa22');
    await screen.findByText('/Comparar/Empresas');
    expect(readProfile('colectivo')).toMatchObject({ colectivo: { cantidadempleados: 12 } });
    expect(readProfile('colombia')).toBeNull();
  });

  it.each([
    ['an unknown link (404)', '/url/zzzzzzzz', {}],
    ['a malformed link', '/url/no-es-un-enlace', {}],
    [
      'a link to another site',
      '/url/Evil1234',
      { '/buscarplanes/sharedinsurance/Evil1234': shared('https://evil.example/Comparar/EPS') },
    ],
    [
      'an encoded protocol-relative path',
      '/url/Evil1234',
      { '/buscarplanes/sharedinsurance/Evil1234': shared('/%2F%2Fevil.example') },
    ],
    ['a backslash path', '/url/Evil1234', { '/buscarplanes/sharedinsurance/Evil1234': shared('/\\evil.example') }],
    [
      'an old stored /\\host/path',
      '/url/Evil1234',
      { '/buscarplanes/sharedinsurance/Evil1234': shared('/\\evil.example/x') },
    ],
    [
      'an old stored path with a tab',
      '/url/Evil1234',
      { '/buscarplanes/sharedinsurance/Evil1234': shared('/\t/evil.example/x') },
    ],
    [
      'an old stored encoded backslash',
      '/url/Evil1234',
      { '/buscarplanes/sharedinsurance/Evil1234': shared('/%5Cevil.example') },
    ],
    [
      'an old stored address of this origin with a backslash',
      '/url/Evil1234',
      { '/buscarplanes/sharedinsurance/Evil1234': shared('http://localhost/\\evil.example/x') },
    ],
  ])('sends %s to not-found without storing a profile', async (_case, path, api) => {
    fakeApi(api);
    renderAt(path);
    expect(await screen.findByText('/not-found')).toBeInTheDocument();
    expect(readProfile('colombia')).toBeNull();
  });
});

describe('shared link targets', () => {
  it('accepts site paths and this origin only', () => {
    expect(sharedTarget('/Comparar/EPS?pagina=2', 'http://localhost:3000')).toBe('/Comparar/EPS?pagina=2');
    expect(sharedTarget('http://localhost:3000/Comparar/EPS?pagina=2', 'http://localhost:3000')).toBe(
      '/Comparar/EPS?pagina=2',
    );
    expect(sharedTarget('http://aliado.localhost:3000/Comparar/EPS', 'http://localhost:3000')).toBeNull();
    expect(sharedTarget('javascript:alert(1)', 'http://localhost:3000')).toBeNull();
    expect(sharedTarget('/\t/evil.example', 'http://localhost:3000')).toBeNull();
  });

  it('refuses every same-site trick (docs/security.md#same-site-links), also inside an address of this origin', () => {
    const origin = 'http://localhost:3000';
    const tricks = [
      '/\\evil.example/x',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example/x',
      '/Comparar/EPS\t',
      '/\n/evil.example',
      '/\r\n/evil',
      '/\u0000x',
      '/\u007f/evil',
      '/\u0085/evil',
      '/\u2028/evil',
      '//evil.example',
      '///evil.example',
      '/Comparar//evil.example',
      '/%2F%2Fevil.example',
      '/%2Fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example/x',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%252F%252Fevil.example',
      '/%255Cevil.example',
      '/%C2%85/evil',
      '/Comparar/%E0%A4%A',
      'https://evil.example/Comparar',
      'javascript:alert(1)',
      'data:text/html,x',
      'Comparar/EPS',
      ' /Comparar/EPS',
      `${origin}/\\evil.example/x`,
      `${origin}/\t/evil.example`,
      `${origin}/Comparar\t`,
      `${origin}//evil.example`,
      `${origin}/%2F%2Fevil.example`,
      `${origin}/%5Cevil`,
      'http://localhost:3000\\@evil.example/',
      'http://localhost:3000@evil.example/',
      'http://user@localhost:3000/Comparar',
      'http://localhost:4000/Comparar',
    ];
    expect(tricks.filter((url) => sharedTarget(url, origin) !== null)).toEqual([]);
    expect(tricks).toHaveLength(39);
  });

  it('finds the comparator of a results path or a plan page', () => {
    expect(comparatorOfPath('/Comparar/medicina-prepagada?pagina=2')?.slug).toBe('Medicina-Prepagada');
    expect(comparatorOfPath('/Seguros/seguros-condor/poliza-salud-clasica')?.slug).toBe('Polizas-de-Salud');
    expect(comparatorOfPath('/QS-Blog')).toBeUndefined();
  });
});
