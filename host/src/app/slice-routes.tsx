import { useParams } from 'react-router';
import { RemoteSlot } from '@qs/shared';

// Thin wiring from a route to a slice's exposed page, always through RemoteSlot.

export const HomeRoute = () => <RemoteSlot module="qs_content/HomePage" props={{}} minHeight={480} />;

export const ComparePageRoute = () => {
  const { comparator = 'EPS' } = useParams();
  return <RemoteSlot module="qs_results/ComparePage" props={{ comparator }} minHeight={640} />;
};

export const PlanDetailRoute = () => <RemoteSlot module="qs_detail/PlanDetailPage" props={{ mode: 'page' }} minHeight={640} />;

export const BlogRoute = () => <RemoteSlot module="qs_content/BlogPage" props={{}} minHeight={640} />;

export const NotFoundRoute = () => <RemoteSlot module="qs_content/NotFoundPage" props={{}} minHeight={480} />;
