// Standalone mount for the slice team's dev server (npm run dev -w mfe-content).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { LANDING_LISTS, paths, startStandalone } from '@qs/shared';
import HomePage from './exposes/HomePage';
import BlogPage from './exposes/BlogPage';
import NotFoundPage from './exposes/NotFoundPage';
import LandingPage from './exposes/LandingPage';
import ContactPage from './exposes/ContactPage';
import ProductMapPage from './exposes/ProductMapPage';
import PartnersPage from './exposes/PartnersPage';
import CustomerPortalPage from './exposes/CustomerPortalPage';
import PrivacyPolicyPage from './exposes/PrivacyPolicyPage';
import DataRightsPage from './exposes/DataRightsPage';

const NAMED_LANDINGS = [
  paths.insuranceList.path,
  paths.registration.path,
  paths.preview.path,
  ...LANDING_LISTS.map((list) => `/${list}`),
];

/** Like the host: a landing by its route, or by its slug. */
const SlugLanding = () => {
  const slug = useParams().landing ?? '';
  return <LandingPage key={slug} landing={slug} />;
};

/** A landing named by its whole path: a company or clinic of a list (/EPS/{organization}), a preview (/preview/{url}). */
const OrganizationLanding = () => {
  const url = useLocation().pathname.slice(1);
  return <LandingPage key={url} landing={url} />;
};

void startStandalone('content', () =>
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route path={paths.home.path} element={<HomePage />} />
        <Route path={paths.blog.path} element={<BlogPage />} />
        <Route path={paths.blogArticle.path} element={<BlogPage />} />
        <Route path={paths.contact.path} element={<ContactPage />} />
        <Route path={paths.productMap.path} element={<ProductMapPage />} />
        <Route path={paths.partners.path} element={<PartnersPage />} />
        <Route path={paths.customerPortal.path} element={<CustomerPortalPage />} />
        <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyPage />} />
        <Route path={paths.dataRights.path} element={<DataRightsPage />} />
        <Route path={paths.dataRightsConfirm.path} element={<DataRightsPage />} />
        {NAMED_LANDINGS.map((path) => (
          <Route key={path} path={path} element={<LandingPage key={path} landing={path.slice(1)} />} />
        ))}
        {LANDING_LISTS.map((list) => (
          <Route key={list} path={`/${list}/:organization`} element={<OrganizationLanding />} />
        ))}
        <Route path={paths.previewLanding.path} element={<OrganizationLanding />} />
        <Route path={paths.notFound.path} element={<NotFoundPage />} />
        <Route path={paths.landing.path} element={<SlugLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>,
  ),
);
