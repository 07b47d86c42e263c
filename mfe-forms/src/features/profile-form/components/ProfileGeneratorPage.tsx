import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, readProfile } from '@qs/shared';
import { comparatorsForSite, pickComparator } from '../model/generator-comparators';
import { LINK_PARAMS, profileFromLink } from '../model/profile-from-link';
import { ProfileForm } from './ProfileForm';

/**
 * /v1, the profile generator (docs/product/forms.md#profile-generator): choose what to quote, enter who will be insured
 * (prefilled from the stored profile and the link), then see the prices in that comparison.
 */
export const ProfileGeneratorPage = () => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const comparators = useMemo(comparatorsForSite, []);
  const [comparator, setComparator] = useState(() => pickComparator(comparators, params.get('comparador')));
  // Built once per form type (the link is read on arrival; the form keeps what the visitor types).
  // Without link parameters the form starts from the stored profile itself (undefined), which may
  // then get its data-entered flag; a link's values are only stored by a submit.
  const initialProfile = useMemo(
    () =>
      LINK_PARAMS.some((name) => params.has(name))
        ? profileFromLink(params, readProfile(comparator.profileForm))
        : undefined,
    [comparator.profileForm],
  );

  return (
    <article className="qs-generator" aria-labelledby={titleId}>
      <h1 id={titleId} className="qs-generator__title">
        {t('generator.title')}
      </h1>
      <p className="qs-generator__intro">{t('generator.intro')}</p>
      <fieldset className="qs-field__choices qs-generator__choices">
        <legend>{t('generator.choose')}</legend>
        {comparators.map((option) => (
          <label key={option.slug} className="qs-field__choice">
            <input
              type="radio"
              name="comparador"
              value={option.slug}
              checked={option.slug === comparator.slug}
              onChange={() => setComparator(option)}
            />
            {option.title}
          </label>
        ))}
      </fieldset>
      <h2 className="qs-generator__form-title">
        {t('generator.formTitle', { context: comparator.profileForm === 'pets' ? 'pets' : undefined })}
      </h2>
      <ProfileForm
        productType={comparator.profileForm}
        submitLabel={t('generator.submit')}
        initialProfile={initialProfile}
        onSubmitted={() => navigate(paths.compare.getHref(comparator.slug))}
      />
    </article>
  );
};
