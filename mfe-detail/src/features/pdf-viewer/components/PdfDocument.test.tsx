/** @jest-environment ./src/features/pdf-viewer/test/pdf-environment.js */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSliceTranslations } from '@qs/shared';
import es from '../../../i18n/es.json';
import { SAMPLE_PAGES, SAMPLE_PDF, serveInTwoHalves } from '../test/serve-pdf';
import { PdfDocument } from './PdfDocument';

addSliceTranslations('detail', es);
jest.setTimeout(30_000);

const URL_OF_FILE = '/api/documents/files/abc123-folleto-plan-complementario-oro-x9z.pdf';
const pages = () => screen.queryAllByRole('group', { name: /^Página \d+ de 12$/ });
/** Whether the page's canvas holds anything but white: pdf.js really drew it. */
const isPainted = (canvas: HTMLCanvasElement | null) => {
  if (!canvas || canvas.width === 0) return false;
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  return data.some((value, index) => index % 4 !== 3 && value < 200);
};
const textOfPage = (page: number) => screen.getByRole('group', { name: `Página ${page} de ${SAMPLE_PAGES}` });

beforeAll(async () => {
  // Node has no module workers: pdf.js runs its worker code in-thread when it finds it here.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
});

beforeEach(() => {
  delete window.prerenderReady;
});

const serve = (bytes = SAMPLE_PDF, options?: { status?: number }) => {
  const server = serveInTwoHalves(bytes, options);
  globalThis.fetch = server.fetchPdf as typeof fetch;
  return server;
};

describe('PdfDocument', () => {
  it('shows the download percentage with the title, then the first 7 pages and "Seguir leyendo..."', async () => {
    const server = serve();
    render(<PdfDocument url={URL_OF_FILE} title="Folleto" mode="page" />);

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Folleto')).toBeInTheDocument();
    expect(within(status).getByText('Esto puede tardar unos segundos')).toBeInTheDocument();
    expect(await within(status).findByText('Cargando documento… 50%')).toBeInTheDocument();
    expect(server.requested).toEqual([`http://localhost${URL_OF_FILE}`]);

    act(() => server.release());
    await waitFor(() => expect(pages()).toHaveLength(7));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The text layer holds the page's words: selectable, and read by screen readers.
    await waitFor(() => expect(textOfPage(1)).toHaveTextContent('Folleto de prueba, página 1 de 12'));
    expect(textOfPage(1)).toHaveTextContent('Plan Complementario Oro');
    // The canvas is aria-hidden (the text layer speaks for it): no role reaches it.
    await waitFor(() => expect(isPainted(textOfPage(1).querySelector('canvas'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Seguir leyendo...' }));
    expect(pages()).toHaveLength(SAMPLE_PAGES);
    expect(textOfPage(8)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Seguir leyendo...' })).not.toBeInTheDocument();
    await waitFor(() => expect(textOfPage(12)).toHaveTextContent('página 12 de 12'));
  });

  it('shows every page in a modal, with previous/next and the page indicator', async () => {
    serve().release();
    render(<PdfDocument url={URL_OF_FILE} title="Condiciones generales" mode="modal" />);

    const previous = await screen.findByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Página siguiente' });
    expect(pages()).toHaveLength(SAMPLE_PAGES);
    expect(screen.getByText('1/12')).toHaveAttribute('aria-live', 'polite');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Seguir leyendo...' })).not.toBeInTheDocument();

    await userEvent.click(next);
    await userEvent.click(next);
    expect(screen.getByText('3/12')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(screen.getByText('2/12')).toBeInTheDocument();

    for (let page = 2; page < SAMPLE_PAGES; page += 1) await userEvent.click(next);
    expect(screen.getByText('12/12')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('sets the prerender flag 800 ms after every text layer is drawn, and only then', async () => {
    serve().release();
    render(<PdfDocument url={URL_OF_FILE} title="Folleto" mode="modal" />);
    await waitFor(() => expect(textOfPage(SAMPLE_PAGES)).toHaveTextContent('página 12 de 12'));
    const drawnAt = Date.now();
    expect(window.prerenderReady).toBeUndefined();
    await waitFor(() => expect(window.prerenderReady).toBe(true), { timeout: 3000 });
    expect(Date.now() - drawnAt).toBeGreaterThanOrEqual(700);
  });

  it('shows the error image and text for a broken file, and tries again with Reintentar', async () => {
    const broken = new TextEncoder().encode('%PDF-1.4\nesto no es un PDF completo');
    serve(new Uint8Array(broken)).release();
    render(<PdfDocument url={URL_OF_FILE} title="Folleto" mode="page" />);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('No pudimos cargar el documento. Inténtalo nuevamente en unos minutos.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('img', { name: 'Documento no disponible' })).toBeInTheDocument();

    serve().release();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(pages()).toHaveLength(7));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error when the API answers 500', async () => {
    serve(new TextEncoder().encode('{"statusCode":500}'), { status: 500 }).release();
    render(<PdfDocument url={URL_OF_FILE} title="Folleto" mode="modal" />);
    expect(
      await screen.findByText('No pudimos cargar el documento. Inténtalo nuevamente en unos minutos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página siguiente' })).not.toBeInTheDocument();
  });
});
