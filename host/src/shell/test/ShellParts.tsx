import { ChatLauncher } from '../chat/ChatLauncher';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { OutboxNotice } from '../outbox/OutboxNotice';
import { ProfileNotice } from '../profile-notice/ProfileNotice';
import { ShellFrame } from './ShellFrame';

/** For the server-render tests: the shell's parts every public page draws around a remote's page. */
export const ShellParts = ({ path = '/' }: { path?: string }) => (
  <ShellFrame path={path} slices={['forms']}>
    <Header />
    <ProfileNotice />
    <main />
    <OutboxNotice />
    <Footer />
    <ChatLauncher />
  </ShellFrame>
);
