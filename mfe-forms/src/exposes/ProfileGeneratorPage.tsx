import { addSliceTranslations } from '@qs/shared';
import { ProfileGeneratorPage } from '../features/profile-form';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/ProfileGeneratorPage — /v1: choose a comparison, enter the profile, go to its prices. */
const ExposedProfileGeneratorPage = () => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <ProfileGeneratorPage />
  </div>
);

export default ExposedProfileGeneratorPage;
