// The public verification page's entry (/verifier/<token>, verify.html): the page a certificate's QR code
// opens. React and the page only — no router, no query cache, no session, nothing of the signed-in app (as
// tracking.tsx).
import './index.css';
import { getPublicCertificate } from '@client/features/devices/api/get-public-certificate';
import {
  CertificateVerificationPage,
  pageToken,
} from '@client/features/devices/pages/certificate-verification-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The data is asked for before React renders, at the same time as the first render's work.
const token = pageToken();
const first = token ? getPublicCertificate(token) : undefined;
// Handled by the page once it renders; until then an early failure must not count as unhandled.
first?.catch(() => {});

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans verify.html');

createRoot(container).render(
  <StrictMode>
    <CertificateVerificationPage first={first} />
  </StrictMode>,
);
