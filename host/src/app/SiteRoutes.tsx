import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@qs/shared';
import { ComparePageRoute, HomeRoute, BlogRoute, NotFoundRoute, PlanDetailRoute } from './slice-routes';
import { RequireSlice } from './RequireSlice';

/** The route table: which slice renders each path (issue: complete table of seed 000 §2). */
export const SiteRoutes = () => (
  <Routes>
    <Route path={paths.home.path} element={<RequireSlice slice="content"><HomeRoute /></RequireSlice>} />
    <Route path={paths.compareRoot.path} element={<Navigate to={paths.compare.getHref('EPS')} replace />} />
    <Route path={paths.compare.path} element={<RequireSlice slice="results"><ComparePageRoute /></RequireSlice>} />
    {[paths.planEps, paths.planSeguros, paths.planPrepagada, paths.planEmpresa].map(({ path }) => (
      <Route key={path} path={path} element={<RequireSlice slice="detail"><PlanDetailRoute /></RequireSlice>} />
    ))}
    <Route path={paths.blog.path} element={<RequireSlice slice="content"><BlogRoute /></RequireSlice>} />
    <Route path={paths.blogArticle.path} element={<RequireSlice slice="content"><BlogRoute /></RequireSlice>} />
    <Route path={paths.notFound.path} element={<RequireSlice slice="content"><NotFoundRoute /></RequireSlice>} />
    <Route path="*" element={<Navigate to={paths.notFound.getHref()} replace />} />
  </Routes>
);
