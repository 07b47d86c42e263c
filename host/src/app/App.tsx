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

export interface AppProps {
  site: SiteStart;
}

export const App = ({ site }: AppProps) => (
  <SiteContext.Provider value={site}>
    <BrowserRouter>
      {site.frameToken && <KeepFrameToken token={site.frameToken} />}
      <Header />
      <main id="contenido" className="qs-main">
        <OutboxNotice />
        <ProfileNotice />
        <PartnerGate>
          <SiteRoutes />
        </PartnerGate>
      </main>
      <Footer />
    </BrowserRouter>
  </SiteContext.Provider>
);
