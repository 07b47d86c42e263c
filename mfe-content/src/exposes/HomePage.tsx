import { addSliceTranslations } from '@qs/shared';
import { HomePage } from '../features/home';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/HomePage — the home page (/). */
const ExposedHomePage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <HomePage />
  </div>
);

export default ExposedHomePage;
