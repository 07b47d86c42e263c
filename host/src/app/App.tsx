import { BrowserRouter } from 'react-router';
import type { SiteStart } from '../start/start-site';
import { SiteContext } from './site-context';
import { SiteRoutes } from './SiteRoutes';
import { PartnerGate } from './PartnerGate';
import { KeepFrameToken } from './KeepFrameToken';
import { Header } from '../shell/Header';
import { Footer } from '../shell/Footer';
import { OutboxNotice } from '../shell/outbox/OutboxNotice';
import { ProfileNotice } from '../shell/profile-notice/ProfileNotice';
import { ChatLauncher } from '../shell/chat/ChatLauncher';
import { ConsentBanner } from '../consent/ConsentBanner';
import { useSiteAnalytics } from '../analytics/useSiteAnalytics';
import { useLinkIntentPreload } from './link-intent-preload';
import { useFirstViewAnswers } from './first-view-answers';

export interface AppProps {
  site: SiteStart;
}

/** The visitors' site: header, the routed page, footer. A link's page is fetched on the visitor's intent. */
const SitePage = () => {
  useLinkIntentPreload();
  useFirstViewAnswers();
  useSiteAnalytics();
  return (
    <>
      <Header />
      <main id="contenido" className="qs-main">
        <OutboxNotice />
        <ProfileNotice />
        <PartnerGate>
          <SiteRoutes />
        </PartnerGate>
      </main>
      <Footer />
      <ChatLauncher />
      <ConsentBanner />
    </>
  );
};

/** Every page of the site has its chrome: staff pages live in apps of their own (agent-inbox/). */
export const SiteLayout = SitePage;

/**
 * Everything under the router, the same for the server's render (StaticRouter) and the browser's: React numbers
 * `useId` ids by position in the tree, so both must give the router the same children.
 */
export const SiteRoot = ({ site }: AppProps) => (
  <>
    {site.frameToken && <KeepFrameToken token={site.frameToken} />}
    <SiteLayout />
  </>
);

export const App = ({ site }: AppProps) => (
  <SiteContext.Provider value={site}>
    <BrowserRouter>
      <SiteRoot site={site} />
    </BrowserRouter>
  </SiteContext.Provider>
);
