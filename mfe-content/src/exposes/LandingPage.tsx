import { addSliceTranslations, type LandingPageProps } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { LandingPage } from '../features/landing';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/LandingPage — landing lists (/EPS, /Seguros, …, /Insurance-List), /Registro, /preview and CMS landings (/{slug}). */
const ExposedLandingPage = ({ landing }: LandingPageProps) => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <LandingPage landing={landing} />
  </div>
);

export default ExposedLandingPage;
