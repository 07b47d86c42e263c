import { addSliceTranslations } from '@qs/shared';
import { NotFoundPage } from '../features/not-found';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/NotFoundPage — the 404 page (/not-found). */
const ExposedNotFoundPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <NotFoundPage />
  </div>
);

export default ExposedNotFoundPage;
