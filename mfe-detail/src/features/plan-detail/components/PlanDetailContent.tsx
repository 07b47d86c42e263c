import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery, type PlanDetail } from '@qs/shared';
import { PlanHeader } from '../../header';
import { TabBar, panelId, tabId, TabContent, splitTabs, useHighlightTest, visibleTabs } from '../../tabs';
import { PHONE_QUERY } from '../../../common/model/breakpoints';
import { FixedBar, RequestColumn, REQUEST_TAB, showsFixedBar, showsRequestColumn } from '../../request';
import { useProfilePricing } from '../../pricing';
import { useInView } from '../../../common/hooks/useInView';
import { ContactBar, ScrollProgress, scrollOffset } from '../../contact-bar';
import { usePlanMeta } from '../hooks/usePlanMeta';
import { useActiveTab } from '../hooks/useActiveTab';
import { Breadcrumb } from './Breadcrumb';
import { planCrumbs } from '../model/plan-crumbs';

export interface PlanDetailContentProps {
  plan: PlanDetail;
  /** The plan's base URL (no tab, no query). */
  base: string;
  mode: 'page' | 'modal';
}

/** A loaded plan: breadcrumb, header, tabs with their content, request column and the page's extras. */
export const PlanDetailContent = ({ plan, base, mode }: PlanDetailContentProps) => {
  const { t } = useTranslation('detail');
  const idPrefix = `qs-plan${useId().replace(/:/g, '')}`;
  const tabs = visibleTabs(plan.tabs);
  const { tab, activeUrl, openTab } = useActiveTab(mode, base, tabs);
  const phone = useMediaQuery(PHONE_QUERY);
  const headerRef = useRef<HTMLElement>(null);
  const headerInView = useInView(headerRef, mode === 'page' ? scrollOffset() : 0);
  usePlanMeta(plan, tab, mode === 'page');
  // One pricing for the whole page: header, tabs and bottom bar show the same price (docs/product/detail.md#header).
  const pricing = useProfilePricing(plan);

  const withBar = tabs.length > 1;
  // The A/B test of the highlighted tab decides whether it pulses.
  const barTabs = useHighlightTest(tabs, plan.productCode);
  const inline = splitTabs(tabs, phone).inline.some((item) => item.url === activeUrl);
  const panelProps = withBar
    ? {
        role: 'tabpanel',
        id: panelId(idPrefix),
        tabIndex: 0,
        ...(inline ? { 'aria-labelledby': tabId(idPrefix, activeUrl) } : { 'aria-label': tab?.title }),
      }
    : {};
  const requestTab = tabs.find((item) => item.url === REQUEST_TAB && !item.disabled);
  const column = showsRequestColumn(tab);
  const fixedBar = showsFixedBar(tab, headerInView);

  return (
    // With the fixed bar the article keeps room below its end, so the bar never hides the last lines.
    <article
      className={`qs-detail qs-detail--${mode}${fixedBar ? ' qs-detail--with-fixed-bar' : ''}`}
      data-active-tab={activeUrl}
    >
      {mode === 'page' && <ScrollProgress />}
      {mode === 'page' && <Breadcrumb crumbs={planCrumbs(plan, tab)} />}
      <PlanHeader
        plan={plan}
        price={pricing.displayed}
        tabs={tabs}
        active={activeUrl}
        onOpenTab={openTab}
        headerRef={headerRef}
      />
      {withBar && <TabBar tabs={barTabs} active={activeUrl} phone={phone} idPrefix={idPrefix} onSelect={openTab} />}
      <div className={`qs-detail__columns${column ? ' qs-detail__columns--request' : ''}`}>
        <section
          className="qs-detail__content"
          aria-label={withBar ? undefined : t('detail.description')}
          {...panelProps}
        >
          <TabContent plan={plan} pricing={pricing} tab={tab} mode={mode} onOpenTab={openTab} />
        </section>
        {column && <RequestColumn plan={plan} />}
      </div>
      {fixedBar && (
        <FixedBar
          plan={plan}
          price={pricing.displayed}
          onRequest={requestTab ? () => openTab(REQUEST_TAB) : undefined}
        />
      )}
      {mode === 'page' && <ContactBar />}
    </article>
  );
};
