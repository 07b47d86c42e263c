// Standalone mount for the slice team's dev server (npm run dev -w mfe-detail): open /EPS/{org}/{plan}.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { startStandalone } from '@qs/shared';
import PlanDetailPage from './exposes/PlanDetailPage';

void startStandalone('detail', () =>
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<PlanDetailPage mode="page" />} />
      </Routes>
    </BrowserRouter>,
  ),
);
