// The public tracking page's entry (/suivi/<token>, tracking.html): React and the page only — no router, no
// query cache, no session, nothing of the signed-in app (docs/decisions/0043's first-load rule, taken further).
import './index.css';
import { getPublicTracking } from '@client/features/fulfilment/api/get-public-tracking';
import { PublicTrackingPage, pageToken } from '@client/features/fulfilment/pages/public-tracking-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The data is asked for before React renders, at the same time as the first render's work.
const token = pageToken();
const first = token ? getPublicTracking(token) : undefined;
// Handled by the page once it renders; until then an early failure must not count as unhandled.
first?.catch(() => {});

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans tracking.html');

createRoot(container).render(
  <StrictMode>
    <PublicTrackingPage first={first} />
  </StrictMode>,
);
