import { addSliceTranslations } from '@qs/shared';
import { PartnersPage } from '../features/partners/components/PartnersPage';
import es from '../i18n/es.json';
import '../common/components/content-ui.css';
import '../features/partners/partners.css';

addSliceTranslations('content', es);

/** qs_content/PartnersPage — partners and alliances (/Partners-y-Alianzas). */
const ExposedPartnersPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <PartnersPage />
  </div>
);

export default ExposedPartnersPage;
