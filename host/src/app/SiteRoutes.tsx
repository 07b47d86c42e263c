import { Route, Routes } from 'react-router';
import { Redirect } from './Redirect';
import { LANDING_LISTS, paths, type Slice } from '@qs/shared';
import type { ReactElement } from 'react';
import * as Pages from './slice-routes';
import { PurchaseOutlet } from './PurchaseOutlet';
import { RequireSlice } from './RequireSlice';
import { RedirectTo } from './RedirectTo';
import { SharedLinkRoute } from './SharedLinkRoute';
import { REDIRECTS } from './redirects';
import { RouteMeta } from '../shell/seo/RouteMeta';
import { useSiteLocation } from './useSiteLocation';
import { useSharedSessionLink } from './useSharedSessionLink';

const slice = (name: Slice, page: ReactElement) => <RequireSlice slice={name}>{page}</RequireSlice>;

const PLAN_ROUTES = [paths.planEps, paths.planSeguros, paths.planPrepagada, paths.planEmpresa];

/** The route table (docs/product/shell.md#routes): which slice renders each path. */
export const SiteRoutes = () => {
  const location = useSiteLocation();
  useSharedSessionLink();
  return (
    <>
      <RouteMeta />
      <Routes location={location}>
        <Route path={paths.home.path} element={slice('content', <Pages.HomeRoute />)} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<RedirectTo target={to} />} />
        ))}
        <Route path={paths.compareRoot.path} element={<Redirect to={paths.compare.getHref('EPS')} />} />
        <Route path={paths.compare.path} element={slice('results', <Pages.ComparePageRoute />)} />
        {PLAN_ROUTES.map(({ path }) => (
          <Route key={path} path={path} element={slice('detail', <Pages.PlanDetailRoute />)} />
        ))}
        <Route path={paths.purchase.path} element={slice('forms', <Pages.PurchaseRoute />)} />
        <Route path={paths.profileGenerator.path} element={slice('forms', <Pages.ProfileGeneratorRoute />)} />
        <Route path={paths.additionalInsurance.path} element={slice('forms', <Pages.AdditionalInsuranceRoute />)} />
        <Route path={paths.blog.path} element={slice('content', <Pages.BlogRoute />)} />
        <Route path={paths.blogArticle.path} element={slice('content', <Pages.BlogRoute />)} />
        <Route path={paths.contact.path} element={slice('content', <Pages.ContactRoute />)} />
        <Route path={paths.productMap.path} element={slice('content', <Pages.ProductMapRoute />)} />
        <Route path={paths.partners.path} element={slice('content', <Pages.PartnersRoute />)} />
        <Route path={paths.customerPortal.path} element={slice('content', <Pages.CustomerPortalRoute />)} />
        <Route path={paths.privacyPolicy.path} element={slice('content', <Pages.PrivacyPolicyRoute />)} />
        <Route path={paths.dataRights.path} element={slice('content', <Pages.DataRightsRoute />)} />
        <Route path={paths.dataRightsConfirm.path} element={slice('content', <Pages.DataRightsRoute />)} />
        {[
          paths.insuranceList.path,
          paths.registration.path,
          paths.preview.path,
          ...LANDING_LISTS.map((list) => `/${list}`),
        ].map((path) => (
          <Route key={path} path={path} element={slice('content', <Pages.LandingRoute landing={path.slice(1)} />)} />
        ))}
        {/* A company's or clinic's page under its list (/EPS/salud-andina-eps), linked from the menu and the lists. */}
        {LANDING_LISTS.map((list) => (
          <Route key={list} path={`/${list}/:organization`} element={slice('content', <Pages.LandingRoute />)} />
        ))}
        {/* The CMS preview of a landing by its url (docs/product/shell.md#routes): the content slice reads it past every cache. */}
        <Route path={paths.previewLanding.path} element={slice('content', <Pages.LandingRoute />)} />
        <Route path={paths.sharedLink.path} element={<SharedLinkRoute />} />
        <Route path={paths.notFound.path} element={slice('content', <Pages.NotFoundRoute />)} />
        {/* Blog landing pages and Referidos-{product}: the content slice resolves the slug or sends it to not-found. */}
        <Route path={paths.landing.path} element={slice('content', <Pages.LandingRoute />)} />
        <Route path="*" element={<Redirect to={paths.notFound.getHref()} />} />
      </Routes>
      <PurchaseOutlet />
    </>
  );
};
