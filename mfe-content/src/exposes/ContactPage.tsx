import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { ContactPage } from '../features/contact';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/ContactPage — the contact page (/contacto). */
const ExposedContactPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <ContactPage />
  </div>
);

export default ExposedContactPage;
