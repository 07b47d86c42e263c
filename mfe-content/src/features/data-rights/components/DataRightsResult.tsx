import { useTranslation } from 'react-i18next';
import type { DataHolding, DataRightsOutcome, DataSummary } from '@qs/shared';

const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date(iso));

const HoldingItem = ({ holding }: { holding: DataHolding }) => (
  <li className="qs-data-rights__holding">
    <p>
      <strong>{holding.detail}</strong>, {formatDate(holding.date)}
      {holding.businessLine && ` — ${holding.businessLine}`}
      {holding.productCode && ` (${holding.productCode})`}
    </p>
    {holding.personalData.length > 0 && (
      <dl>
        {holding.personalData.map((datum, index) => (
          <div key={`${datum.label}-${index}`}>
            <dt>{datum.label}</dt>
            <dd>{datum.value}</dd>
          </div>
        ))}
      </dl>
    )}
  </li>
);

const GROUPS = ['leads', 'chats', 'purchases'] as const;

const Summary = ({ summary }: { summary: DataSummary }) => {
  const { t } = useTranslation('content');
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group} className="qs-data-rights__group">
          <h3>
            {t(`dataRights.groups.${group}`)}: {summary[group].count}
          </h3>
          {summary[group].items.length > 0 && (
            <ul>
              {summary[group].items.map((holding, index) => (
                <HoldingItem key={index} holding={holding} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
};

/** What the confirmed request did: its message, and the summary of the data or what a deletion kept. */
export const DataRightsResult = ({ outcome }: { outcome: DataRightsOutcome }) => {
  const { t } = useTranslation('content');
  return (
    <>
      <h2>{t(outcome.status === 'pendiente' ? 'dataRights.confirm.pending' : 'dataRights.confirm.done')}</h2>
      <p role="status">{outcome.message}</p>
      {outcome.summary && <Summary summary={outcome.summary} />}
      {outcome.erasure && outcome.erasure.kept.length > 0 && (
        <section className="qs-data-rights__group">
          <h3>{t('dataRights.confirm.kept')}</h3>
          <ul>
            {outcome.erasure.kept.map((kept, index) => (
              <li key={index}>
                {formatDate(kept.date)} ({kept.productCode}): {kept.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};
