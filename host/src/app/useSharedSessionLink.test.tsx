import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { readProfile, type Profile } from '@qs/shared';
import { fakeApi, jsonResponse } from '../shell/test/render-shell';
import { useSharedSessionLink } from './useSharedSessionLink';

const Page = () => {
  useSharedSessionLink();
  const location = useLocation();
  return <output aria-label="ruta">{`${location.pathname}${location.search}${location.hash}`}</output>;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );

const profile = { ingresodatos: true, cotizante: [{ edad: 41, sexo: 'Femenino' }], cargas: [] } as unknown as Profile;
const shared = (url: string) =>
  jsonResponse(200, {
    data: { link: 'AbCd2345', url, decodedProfile: profile, createdAt: '2026-03-04T19:00:00.000Z' },
  });
const route = () => screen.getByRole('status', { name: 'ruta' });

beforeEach(() => localStorage.clear());

describe('useSharedSessionLink (?code={link}&skipLanding=true)', () => {
  it('restores the shared profile and, skipping the landing, opens the shared view', async () => {
    fakeApi({ '/buscarplanes/sharedinsurance/AbCd2345': shared('/Comparar/EPS?orden=precio') });
    renderAt('/seguros-de-salud?code=AbCd2345&skipLanding=true');
    expect(await screen.findByText('/Comparar/EPS?orden=precio')).toBeInTheDocument();
    expect(readProfile('colombia')).toEqual(profile);
  });

  it('without skipLanding, restores the profile and stays on the page, without the link in the address', async () => {
    fakeApi({ '/buscarplanes/sharedinsurance/AbCd2345': shared('/Comparar/EPS') });
    renderAt('/seguros-de-salud?utm_source=whatsapp&code=AbCd2345#planes');
    expect(await screen.findByText('/seguros-de-salud?utm_source=whatsapp#planes')).toBeInTheDocument();
    expect(readProfile('colombia')).toEqual(profile);
  });

  it('a code that is not a link, or one the API does not know, only leaves the address', async () => {
    const api = fakeApi({ '/buscarplanes/sharedinsurance/Zz99Zz99': jsonResponse(404, { message: 'No encontrado' }) });
    renderAt('/Comparar/EPS?code=../../etc&skipLanding=true');
    expect(await screen.findByText('/Comparar/EPS')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    renderAt('/Comparar/Empresas?code=Zz99Zz99&skipLanding=true');
    expect(await screen.findByText('/Comparar/Empresas')).toBeInTheDocument();
    expect(readProfile('colombia')).toBeNull();
  });

  it('a stored address that leaves the site restores nothing and goes nowhere', async () => {
    fakeApi({ '/buscarplanes/sharedinsurance/AbCd2345': shared('https://evil.example/Comparar/EPS') });
    renderAt('/seguros-de-salud?code=AbCd2345&skipLanding=true');
    expect(await screen.findByText('/seguros-de-salud')).toBeInTheDocument();
    expect(readProfile('colombia')).toBeNull();
    expect(route()).toHaveTextContent('/seguros-de-salud');
  });
});
