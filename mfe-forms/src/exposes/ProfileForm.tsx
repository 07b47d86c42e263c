import { addSliceTranslations, type ProfileFormProps } from '@qs/shared';
import { ProfileForm } from '../features/profile-form';
import es from '../i18n/es.json';

addSliceTranslations('forms', es);

/** qs_forms/ProfileForm — the server-defined profile form of one product type (colombia, colectivo, pets). */
const ExposedProfileForm = (props: ProfileFormProps) => (
  <div data-slice="forms" data-slice-version={__QS_BUILD_VERSION__}>
    <ProfileForm {...props} />
  </div>
);

export default ExposedProfileForm;
