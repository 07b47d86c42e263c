// Standalone mount for the slice team's dev server (npm run dev -w mfe-content).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { paths, startStandalone } from '@qs/shared';
import HomePage from './exposes/HomePage';
import BlogPage from './exposes/BlogPage';
import NotFoundPage from './exposes/NotFoundPage';

void startStandalone('content', () =>
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route path={paths.home.path} element={<HomePage />} />
        <Route path={paths.blog.path} element={<BlogPage />} />
        <Route path={paths.blogArticle.path} element={<BlogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>,
  ),
);
