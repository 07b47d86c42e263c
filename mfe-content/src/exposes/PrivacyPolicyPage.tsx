import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { PrivacyPolicyPage } from '../features/privacy-policy';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/PrivacyPolicyPage — the personal-data processing policy (/politica-de-tratamiento-de-datos). */
const ExposedPrivacyPolicyPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <PrivacyPolicyPage />
  </div>
);

export default ExposedPrivacyPolicyPage;
