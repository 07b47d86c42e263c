import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, type HeadingLevel } from '../../../common/components/Heading';
import { FieldError } from '../../../common/components/FormField';
import { useRequestUpdate } from '../hooks/useRequestUpdate';
import { CONTACT_TIMES } from '../model/request-schema';

export interface RequestUpdateFormProps {
  id: number;
  secreto: string;
  headingLevel: HeadingLevel;
}

/** 'Completa tu solicitud': when to call and a comment, added to the stored request (POST seguro-adicional/update). */
export const RequestUpdateForm = ({ id, secreto, headingLevel }: RequestUpdateFormProps) => {
  const { t } = useTranslation('forms');
  const fieldId = useId();
  const { status, save } = useRequestUpdate(id, secreto);
  const [time, setTime] = useState<(typeof CONTACT_TIMES)[number] | ''>('');
  const [comment, setComment] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nothing = !time && !comment.trim();
    setEmpty(nothing);
    if (!nothing) void save(time, comment);
  };

  if (status.kind === 'saved')
    return (
      <p className="qs-additional__success" role="status">
        {t('additionalInsurance.update.saved')}
      </p>
    );
  return (
    <form className="qs-additional__update" noValidate aria-labelledby={`${fieldId}-title`} onSubmit={submit}>
      <Heading level={headingLevel} id={`${fieldId}-title`}>
        {t('additionalInsurance.update.title')}
      </Heading>
      <p>{t('additionalInsurance.update.intro')}</p>
      <fieldset className="qs-field__choices">
        <legend>{t('additionalInsurance.update.time')}</legend>
        {CONTACT_TIMES.map((value) => (
          <label key={value} className="qs-field__choice">
            <input
              type="radio"
              name={`${fieldId}-time`}
              value={value}
              checked={time === value}
              onChange={() => setTime(value)}
            />
            {t(`additionalInsurance.update.times.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="qs-field">
        <label className="qs-field__label" htmlFor={`${fieldId}-comment`}>
          {t('additionalInsurance.update.comment')}
        </label>
        <textarea
          id={`${fieldId}-comment`}
          className="qs-field__control"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {empty && <FieldError id={`${fieldId}-empty`} message={t('additionalInsurance.update.empty')} />}
      {status.kind === 'failed' && (
        <p className="qs-additional__failure" role="alert">
          {status.reason ?? t('additionalInsurance.update.failed')}
        </p>
      )}
      <button type="submit" className="qs-button qs-button--secondary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('additionalInsurance.update.sending') : t('additionalInsurance.update.submit')}
      </button>
    </form>
  );
};
