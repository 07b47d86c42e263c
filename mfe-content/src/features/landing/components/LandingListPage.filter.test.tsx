import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, requestedUrls, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { LandingPage } from './LandingPage';

const clinic = (n: number, stateCode: string, stateName: string) => ({
  url: `Clinicas-y-Hospitales/clinica-${n}`,
  type: 'Clinicas-y-Hospitales',
  title: `Clínica número ${n}`,
  summary: `Clínica ${n}`,
  city: 'Ciudad',
  stateCode,
  stateName,
});
const page = (items: unknown[], total: number, n = 1) =>
  json(200, { data: items, metaData: { total, page: n, take: 15, pages: Math.ceil(total / 15) } });
const intro = {
  url: 'Clinicas-y-Hospitales',
  type: 'Clinicas-y-Hospitales',
  title: 'Clínicas y hospitales de Colombia',
  summary: 'Busca una clínica por departamento y descubre qué planes la incluyen en su red.',
  html: '',
  plans: [],
};
const departments = [
  { stateCode: '05', stateName: 'Antioquia', count: 2 },
  { stateCode: '11', stateName: 'Bogotá D.C.', count: 2 },
];
const LIST = '/api/country-landings?type=Clinicas-y-Hospitales&page=1';

const stubClinics = (extra: Record<string, Response> = {}) =>
  stubApi({
    '/api/country-landings/by-url?url=Clinicas-y-Hospitales': json(200, { data: intro }),
    '/api/country-landings/states?type=Clinicas-y-Hospitales': json(200, { data: departments }),
    [LIST]: page(
      [
        clinic(1, '05', 'Antioquia'),
        clinic(2, '05', 'Antioquia'),
        clinic(3, '11', 'Bogotá D.C.'),
        clinic(4, '11', 'Bogotá D.C.'),
      ],
      20,
    ),
    [`${LIST}&state=11`]: page([clinic(3, '11', 'Bogotá D.C.'), clinic(4, '11', 'Bogotá D.C.')], 2),
    ...extra,
  });

const list = () => screen.getByRole('region', { name: 'Clínicas y hospitales' });

describe('LandingPage — /Clinicas-y-Hospitales by department (docs/product/content.md#landing-lists)', () => {
  it('filters the clinics by a labelled department select and announces how many there are', async () => {
    const fetchMock = stubClinics();
    renderPage(<LandingPage landing="Clinicas-y-Hospitales" />, { path: '/Clinicas-y-Hospitales' });

    const search = await screen.findByRole('search', { name: 'Buscar clínicas por departamento' });
    const select = within(search).getByRole('combobox', { name: 'Departamento' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los departamentos', 'Antioquia', 'Bogotá D.C.']);
    const count = screen.getByRole('status');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveTextContent('20 clínicas y hospitales');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);

    await userEvent.selectOptions(select, 'Bogotá D.C.');
    await waitFor(() => expect(count).toHaveTextContent('2 clínicas y hospitales en Bogotá D.C.'));
    expect(
      within(list())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Clínica número 3', 'Clínica número 4']);
    // The page stayed while the list loaded: the select is the same element and keeps the focus.
    expect(select).toHaveFocus();
    expect(select).toHaveValue('11');
    expect(requestedUrls(fetchMock)).toContain(`${LIST}&state=11`);

    await userEvent.selectOptions(select, 'Todos los departamentos');
    await waitFor(() => expect(count).toHaveTextContent('20 clínicas y hospitales'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('keeps the department in the paging links', async () => {
    stubClinics({ [`${LIST}&state=05`]: page([clinic(1, '05', 'Antioquia')], 16) });
    renderPage(<LandingPage landing="Clinicas-y-Hospitales" />, { path: '/Clinicas-y-Hospitales?departamento=05' });
    expect(await screen.findByRole('combobox', { name: 'Departamento' })).toHaveValue('05');
    expect(screen.getByRole('status')).toHaveTextContent('16 clínicas y hospitales en Antioquia');
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pager).getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/Clinicas-y-Hospitales?pagina=2&departamento=05',
    );
  });

  it('says so when a department has no clinic, with a way back to all', async () => {
    stubClinics({ [`${LIST}&state=05`]: page([], 0) });
    renderPage(<LandingPage landing="Clinicas-y-Hospitales" />, { path: '/Clinicas-y-Hospitales?departamento=05' });
    expect(await screen.findByText(/No encontramos clínicas ni hospitales en Antioquia\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 clínicas y hospitales en Antioquia');
    expect(within(list()).getByRole('link', { name: 'Ver todos los departamentos' })).toHaveAttribute(
      'href',
      '/Clinicas-y-Hospitales',
    );
  });

  it('shows the list without a filter when the departments cannot be loaded, and no filter on other lists', async () => {
    const fetchMock = stubClinics({
      '/api/country-landings/states?type=Clinicas-y-Hospitales': json(500, { message: 'caído' }),
    });
    renderPage(<LandingPage landing="Clinicas-y-Hospitales" />, { path: '/Clinicas-y-Hospitales' });
    expect(await screen.findByRole('link', { name: 'Clínica número 1' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/country-landings/states?type=Clinicas-y-Hospitales');
  });
});
