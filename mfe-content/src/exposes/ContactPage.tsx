import { addSliceTranslations } from '@qs/shared';
import { ContactPage } from '../features/contact/components/ContactPage';
import es from '../i18n/es.json';
import '../common/components/content-ui.css';
import '../features/contact/contact-page.css';

addSliceTranslations('content', es);

/** qs_content/ContactPage — the contact page (/contacto). */
const ExposedContactPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <ContactPage />
  </div>
);

export default ExposedContactPage;
