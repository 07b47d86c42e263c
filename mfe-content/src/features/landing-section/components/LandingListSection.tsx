import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LandingListAnswer } from '@qs/shared';
import { LANDINGS_PAGE_SIZE } from '../../../common/api/country-landings';
import { LandingCards } from './LandingCards';
import { Pager } from '../../../common/components/Pager';

export interface LandingListSectionProps {
  heading: string;
  list: LandingListAnswer;
  page: number;
  hrefFor: (page: number) => string;
  linked?: boolean;
  /** Shown when the section (or its filter) has nothing at all. */
  emptyText: ReactNode;
  /** A newer page or filter is loading: the list shown is kept meanwhile. */
  busy?: boolean;
}

/** A paged list of landings (15 a page, ?pagina=) under its own h2. */
export const LandingListSection = ({
  heading,
  list,
  page,
  hrefFor,
  linked,
  emptyText,
  busy = false,
}: LandingListSectionProps) => {
  const { t } = useTranslation('content');
  const headingId = useId();
  const pages = Math.ceil(list.metaData.total / LANDINGS_PAGE_SIZE);
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{heading}</h2>
      {list.data.length > 0 && <LandingCards landings={list.data} linked={linked} />}
      {list.data.length === 0 && list.metaData.total === 0 && <p className="qs-content-empty">{emptyText}</p>}
      {list.data.length === 0 && list.metaData.total > 0 && (
        <p className="qs-content-empty">
          {t('landing.emptyPage')} <Link to={hrefFor(1)}>{t('landing.firstPage')}</Link>
        </p>
      )}
      <Pager page={page} pages={pages} hrefFor={hrefFor} />
    </section>
  );
};
