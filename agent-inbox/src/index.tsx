import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AgentInboxPage from './AgentInboxPage';

// The staff app's one page (docs/adr/0022-slices-by-business-area.md): no router, no federation, no site chrome.
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <AgentInboxPage />
    </StrictMode>,
  );
