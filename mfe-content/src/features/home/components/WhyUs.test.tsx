import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, requestedUrls, stubApi } from '../../../test/api-stub';
import { renderPage } from '../../../test/render-page';
import { WhyUs } from './WhyUs';

const WHY_US = '/api/whyUs/colombia';
const items = [
  { message: 'Comparamos más de 60 planes en un solo lugar.', icon: 'compare' },
  { message: 'Nuestro servicio es 100% gratuito.', icon: 'free' },
  { message: '', icon: 'lock' },
  { message: 'Un ícono que no conocemos.', icon: 'unicorn' },
];

const region = () => screen.getByRole('region', { name: '¿Por qué elegirnos?' });

describe('WhyUs', () => {
  it('shows skeleton placeholders in a busy region while loading, then each item with its message and icon', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({ [WHY_US]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(<WhyUs />, { path: '/' });

    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(within(region()).getByRole('status')).toHaveTextContent('Cargando las razones para elegirnos…');
    expect(region().querySelectorAll('.qs-home-skeleton__item')).toHaveLength(5);

    answer(json(200, { data: items }));
    const list = await within(region()).findByRole('list');
    expect(region()).not.toHaveAttribute('aria-busy');
    expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
    // The item without a message is left out; an unknown icon still draws one.
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Comparamos más de 60 planes en un solo lugar.')).toBeInTheDocument();
    expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    expect(requestedUrls(fetchMock)).toEqual([WHY_US]);
  });

  it('shows the error panel in the block when the call fails, and Reintentar loads it again', async () => {
    let calls = 0;
    stubApi({ [WHY_US]: () => (++calls === 1 ? json(500) : json(200, { data: items })) });
    renderPage(<WhyUs />, { path: '/' });

    const panel = await within(region()).findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Error al cargar resultados' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(region()).findByText('Nuestro servicio es 100% gratuito.')).toBeInTheDocument();
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['has no items', json(200, { data: [] })],
    ['is unknown (404)', json(404, { statusCode: 404, error: 'Not Found', message: 'Proyecto no encontrado' })],
  ])('shows nothing when the project %s', async (_case, response) => {
    stubApi({ [WHY_US]: response });
    const { container } = renderPage(<WhyUs />, { path: '/' });
    expect(region()).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
