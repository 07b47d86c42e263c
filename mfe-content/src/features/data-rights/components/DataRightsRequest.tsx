import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, paths, useHydrated } from '@qs/shared';
import { LandingIntro } from '../../../common/components/LandingIntro';
import { zodResolver } from '@hookform/resolvers/zod';
import { sendDataRightsRequest } from '../api/data-rights-api';
import {
  DATA_RIGHTS_KINDS,
  DETAILS_MAX_LENGTH,
  EMPTY_DATA_RIGHTS,
  makeDataRightsSchema,
  type DataRightsKind,
  type DataRightsValues,
} from '../model/data-rights-schema';

type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/** The request form: e-mail, what to do, and for an update what to correct. */
export const DataRightsRequest = () => {
  const { t } = useTranslation('content');
  const id = useId();
  const titleId = `${id}-title`;
  const live = useHydrated();
  const schema = useMemo(
    () =>
      makeDataRightsSchema({
        emailRequired: t('dataRights.errors.emailRequired'),
        emailInvalid: t('dataRights.errors.emailInvalid'),
        kindRequired: t('dataRights.errors.kindRequired'),
        detailsRequired: t('dataRights.errors.detailsRequired'),
        detailsTooLong: t('dataRights.errors.detailsTooLong', { max: DETAILS_MAX_LENGTH }),
      }),
    [t],
  );
  const form = useForm<DataRightsValues>({
    defaultValues: EMPTY_DATA_RIGHTS,
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const { register, formState, watch } = form;
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'sent') sentRef.current?.focus();
  }, [state.kind]);

  const kind = watch('kind');
  const errorOf = (name: keyof DataRightsValues) => formState.errors[name]?.message;
  const described = (name: keyof DataRightsValues, hint?: string) =>
    [hint, errorOf(name) ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const submit = form.handleSubmit(async (values) => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const message = await sendDataRightsRequest({
        email: values.email.trim(),
        kind: values.kind as DataRightsKind,
        ...(values.kind === 'actualizar' && { details: values.details.trim() }),
      });
      setState({ kind: 'sent', message });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ApiError && error.status > 0 ? error.message : t('dataRights.request.failed'),
      });
    }
  });

  return (
    <article className="qs-content-page qs-data-rights" aria-labelledby={titleId}>
      <LandingIntro titleId={titleId} title={t('dataRights.title')}>
        <p>{t('dataRights.intro')}</p>
        <p>
          {t('dataRights.policyBefore')} <a href={paths.privacyPolicy.getHref()}>{t('dataRights.policyLink')}</a>.
        </p>
      </LandingIntro>
      {state.kind === 'sent' ? (
        <div ref={sentRef} tabIndex={-1} className="qs-data-rights__panel" role="status">
          <h2>{t('dataRights.request.sentTitle')}</h2>
          <p>{state.message}</p>
          <p>{t('dataRights.request.sentHint')}</p>
        </div>
      ) : (
        <form
          className="qs-data-rights__form"
          noValidate
          aria-label={t('dataRights.request.formLabel')}
          onSubmit={submit}
        >
          <div className="qs-data-rights__field">
            <label htmlFor={`${id}-email`}>{t('dataRights.request.email')}</label>
            <input
              id={`${id}-email`}
              {...register('email')}
              type="email"
              autoComplete="email"
              aria-invalid={Boolean(errorOf('email'))}
              aria-describedby={described('email', `${id}-email-hint`)}
            />
            <p id={`${id}-email-hint`} className="qs-data-rights__hint">
              {t('dataRights.request.emailHint')}
            </p>
            {errorOf('email') && (
              <p id={`${id}-email-error`} className="qs-data-rights__error" role="alert">
                {errorOf('email')}
              </p>
            )}
          </div>
          <fieldset
            className="qs-data-rights__field qs-data-rights__kinds"
            aria-invalid={Boolean(errorOf('kind'))}
            aria-describedby={described('kind')}
          >
            <legend>{t('dataRights.request.kind')}</legend>
            {DATA_RIGHTS_KINDS.map((value) => (
              <div key={value} className="qs-data-rights__option">
                <input id={`${id}-kind-${value}`} type="radio" value={value} {...register('kind')} />
                <label htmlFor={`${id}-kind-${value}`}>
                  <strong>{t(`dataRights.kinds.${value}.label`)}</strong>
                  <span className="qs-data-rights__hint">{t(`dataRights.kinds.${value}.hint`)}</span>
                </label>
              </div>
            ))}
            {errorOf('kind') && (
              <p id={`${id}-kind-error`} className="qs-data-rights__error" role="alert">
                {errorOf('kind')}
              </p>
            )}
          </fieldset>
          {kind === 'actualizar' && (
            <div className="qs-data-rights__field">
              <label htmlFor={`${id}-details`}>{t('dataRights.request.details')}</label>
              <textarea
                id={`${id}-details`}
                {...register('details')}
                rows={4}
                maxLength={DETAILS_MAX_LENGTH}
                aria-invalid={Boolean(errorOf('details'))}
                aria-describedby={described('details', `${id}-details-hint`)}
              />
              <p id={`${id}-details-hint`} className="qs-data-rights__hint">
                {t('dataRights.request.detailsHint')}
              </p>
              {errorOf('details') && (
                <p id={`${id}-details-error`} className="qs-data-rights__error" role="alert">
                  {errorOf('details')}
                </p>
              )}
            </div>
          )}
          {state.kind === 'failed' && (
            <p className="qs-data-rights__error" role="alert">
              {state.message}
            </p>
          )}
          <button type="submit" className="qs-button" disabled={!live} aria-disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('dataRights.request.sending') : t('dataRights.request.submit')}
          </button>
        </form>
      )}
    </article>
  );
};
