// Standalone mount for the slice team's dev server (npm run dev -w mfe-results).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { startStandalone } from '@qs/shared';
import ComparePage from './exposes/ComparePage';

const ComparatorRoute = () => <ComparePage comparator={location.pathname.split('/')[2] ?? 'EPS'} />;

void startStandalone('results', () =>
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<ComparatorRoute />} />
      </Routes>
    </BrowserRouter>,
  ),
);
