import { useTranslation } from 'react-i18next';
import { ErrorPanel, Spinner, type ProfileFormProps } from '@qs/shared';
import { useProfileFormDefinition } from '../api/get-profile-form';
import { ProfileFormBody } from './ProfileFormBody';
import '../profile-form.css';

/** The server-defined profile form (seed 001 §2): loading, ready, or an error with 'Reintentar'. */
export const ProfileForm = ({ productType, submitLabel, onSubmitted }: ProfileFormProps) => {
  const { t } = useTranslation('forms');
  const { state, retry } = useProfileFormDefinition(productType);

  if (state.status === 'loading') return <Spinner label={t('profile.loading')} minHeight={200} />;
  if (state.status !== 'ready') {
    return <ErrorPanel title={t('profile.loadError.title')} description={t('profile.loadError.description')} onRetry={retry} />;
  }
  return (
    <ProfileFormBody
      key={productType}
      definition={state.value}
      productType={productType}
      submitLabel={submitLabel}
      onSubmitted={onSubmitted}
    />
  );
};
