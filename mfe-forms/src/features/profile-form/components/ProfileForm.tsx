import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, type Profile, type ProfileFormProps } from '@qs/shared';
import { useProfileFormDefinition } from '../api/get-profile-form';
import { ProfileFormBody } from './ProfileFormBody';
import './profile-form.css';

export interface ProfileFormViewProps extends ProfileFormProps {
  /** Values to start from instead of the stored profile (the profile generator's link). */
  initialProfile?: Profile | null;
}

/** The server-defined profile form (docs/product/forms.md#profile-form): loading, ready, or an error with 'Reintentar'. */
export const ProfileForm = ({ productType, submitLabel, onSubmitted, initialProfile }: ProfileFormViewProps) => {
  const { t } = useTranslation('forms');
  const { state, retry } = useProfileFormDefinition(productType);

  if (state.status === 'loading') return <Spinner label={t('profile.loading')} minHeight={200} />;
  if (state.status !== 'ready') {
    return (
      <ErrorPanel
        title={t('profile.loadError.title')}
        description={t('profile.loadError.description')}
        onRetry={retry}
      />
    );
  }
  return (
    <ProfileFormBody
      key={productType}
      definition={state.value}
      productType={productType}
      submitLabel={submitLabel}
      onSubmitted={onSubmitted}
      initialProfile={initialProfile}
    />
  );
};
