import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addSliceTranslations } from '@qs/shared';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

const NotFound = () => <p>Página 404</p>;

/** Renders `page` on `route` at `path`, with the not-found page of the route table beside it. */
export const renderPage = (
  page: ReactElement,
  { path, route = path.split('?')[0]! }: { path: string; route?: string },
) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="/not-found" element={<NotFound />} />
      </Routes>
    </MemoryRouter>,
  );
