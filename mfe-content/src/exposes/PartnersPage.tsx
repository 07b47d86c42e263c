import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { PartnersPage } from '../features/partners';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/PartnersPage — partners and alliances (/Partners-y-Alianzas). */
const ExposedPartnersPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <PartnersPage />
  </div>
);

export default ExposedPartnersPage;
