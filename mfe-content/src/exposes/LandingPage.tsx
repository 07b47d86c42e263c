import { addSliceTranslations, type LandingPageProps } from '@qs/shared';
import { LandingPage } from '../features/landing/components/LandingPage';
import es from '../i18n/es.json';
import '../common/components/content-ui.css';
import '../features/landing/landing.css';

addSliceTranslations('content', es);

/** qs_content/LandingPage — landing lists (/EPS, /Seguros, …, /Insurance-List), /Registro, /preview and CMS landings (/{slug}). */
const ExposedLandingPage = ({ landing }: LandingPageProps) => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <LandingPage landing={landing} />
  </div>
);

export default ExposedLandingPage;
