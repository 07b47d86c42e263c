import type { LandingPageProps } from '@qs/shared';
import { resolveLanding } from '../model/landing-kind';
import { CmsLandingPage } from './CmsLandingPage';
import { InsuranceListPage } from './InsuranceListPage';
import { LandingListPage } from './LandingListPage';
import { PreviewLandingPage } from './PreviewLandingPage';
import './landing.css';

/** qs_content/LandingPage: the landing and list pages of the route table (docs/product/content.md#routes). */
export const LandingPage = ({ landing }: LandingPageProps) => {
  const target = resolveLanding(landing);
  switch (target.kind) {
    case 'list':
      return <LandingListPage type={target.type} />;
    case 'insurance-list':
      return <InsuranceListPage />;
    case 'preview':
      return <PreviewLandingPage slug={target.slug} />;
    case 'page':
      return <CmsLandingPage url={target.url} leadCapture={target.leadCapture} />;
  }
};
