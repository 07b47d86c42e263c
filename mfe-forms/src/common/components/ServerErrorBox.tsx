import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FALLBACK_SUPPORT_EMAIL, getPartner, getSupportEmail } from '@qs/shared';
import { Heading, type HeadingLevel } from './Heading';
import './server-error-box.css';

export interface ServerErrorBoxProps {
  /** The server failure; nothing is rendered while it is null or undefined (docs/product/forms.md#server-error-box). */
  error: unknown;
  headingLevel?: HeadingLevel;
}

/**
 * The server-error box (docs/product/forms.md#server-error-box): title, subtitle, the 'connection' and 'refresh' tips, then the
 * 'persist' message with the support e-mail, worded for the partner on a partner (subdomain) site.
 */
export const ServerErrorBox = ({ error, headingLevel = 3 }: ServerErrorBoxProps) => {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const shown = error !== null && error !== undefined;
  const [email, setEmail] = useState(FALLBACK_SUPPORT_EMAIL);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    getSupportEmail().then((value) => live && setEmail(value));
    return () => {
      live = false;
    };
  }, [shown]);

  if (!shown) return null;
  const partner = getPartner();
  return (
    <section className="qs-server-error" aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} className="qs-server-error__title">
        {t('serverError.title')}
      </Heading>
      <p className="qs-server-error__subtitle">{t('serverError.subtitle')}</p>
      <ul className="qs-server-error__tips">
        <li>{t('serverError.tips.connection')}</li>
        <li>{t('serverError.tips.refresh')}</li>
      </ul>
      <p className="qs-server-error__persist">
        <Trans
          t={t}
          i18nKey={partner ? 'serverError.persistSubdomain' : 'serverError.persist'}
          values={{ email, partner: partner?.name }}
          components={{ mail: <a href={`mailto:${email}`} /> }}
        />
      </p>
    </section>
  );
};
