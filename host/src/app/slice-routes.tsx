import { useLocation, useParams } from 'react-router';
import { Redirect } from './Redirect';
import { RemoteSlot, findComparator, paths } from '@qs/shared';

// Thin wiring from a route to a slice's exposed page, always through RemoteSlot.

export const HomeRoute = () => <RemoteSlot module="qs_content/HomePage" props={{}} minHeight={480} />;

export const ComparePageRoute = () => {
  const { comparator } = useParams();
  if (!findComparator(comparator)) return <Redirect to={paths.notFound.getHref()} />;
  return <RemoteSlot module="qs_results/ComparePage" props={{ comparator: comparator! }} minHeight={640} />;
};

export const PlanDetailRoute = () => (
  <RemoteSlot module="qs_detail/PlanDetailPage" props={{ mode: 'page' }} minHeight={640} />
);

export const BlogRoute = () => <RemoteSlot module="qs_content/BlogPage" props={{}} minHeight={640} />;

export const NotFoundRoute = () => <RemoteSlot module="qs_content/NotFoundPage" props={{}} minHeight={480} />;

export const ContactRoute = () => <RemoteSlot module="qs_content/ContactPage" props={{}} minHeight={640} />;

export const ProductMapRoute = () => <RemoteSlot module="qs_content/ProductMapPage" props={{}} minHeight={640} />;

export const PartnersRoute = () => <RemoteSlot module="qs_content/PartnersPage" props={{}} minHeight={640} />;

export const CustomerPortalRoute = () => (
  <RemoteSlot module="qs_content/CustomerPortalPage" props={{}} minHeight={480} />
);

export const PrivacyPolicyRoute = () => <RemoteSlot module="qs_content/PrivacyPolicyPage" props={{}} minHeight={640} />;

/** The data-rights request and its confirmation (the page reads which from the path). */
export const DataRightsRoute = () => <RemoteSlot module="qs_content/DataRightsPage" props={{}} minHeight={480} />;

/** A landing named by the route itself (EPS, Registro, …) or by its slug (/Que-es-QuieroSeguro). */
export const LandingRoute = ({ landing }: { landing?: string }) => {
  const { landing: slug } = useParams();
  const { pathname } = useLocation();
  const name = landing ?? slug ?? pathname.slice(1);
  return <RemoteSlot key={name} module="qs_content/LandingPage" props={{ landing: name }} minHeight={640} />;
};

export const PurchaseRoute = () => {
  const { productCode } = useParams();
  return <RemoteSlot module="qs_forms/PurchasePage" props={productCode ? { productCode } : {}} minHeight={640} />;
};

export const ProfileGeneratorRoute = () => (
  <RemoteSlot module="qs_forms/ProfileGeneratorPage" props={{}} minHeight={480} />
);

export const AdditionalInsuranceRoute = () => (
  <RemoteSlot module="qs_forms/AdditionalInsurancePage" props={{}} minHeight={640} />
);
