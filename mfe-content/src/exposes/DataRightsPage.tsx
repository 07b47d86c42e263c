import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { DataRightsPage } from '../features/data-rights';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/DataRightsPage — the visitor's data rights (/derechos-sobre-mis-datos and its /confirmar link). */
const ExposedDataRightsPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <DataRightsPage />
  </div>
);

export default ExposedDataRightsPage;
