// The sign-in page's entry (/auth, auth.html; decision 0097): React and the page only — no router, no query
// cache, no form library. The signed-in app is another page, loaded once signed in.
// First: before any zod schema is built (the form's validation arrives later; see the module).
import '@client/lib/zod-jitless';
import './index.css';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { getAuthOptions } from '@client/features/auth/api/get-auth-options';
import { AuthPage } from '@client/features/auth/pages/auth-page';
import { showToastFromLastPage } from '@client/hooks/use-toast';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The ways in besides the password are asked for before React renders, at the same time as its work.
const options = getAuthOptions();
// Handled by the page once it renders; until then an early failure must not count as unhandled.
options.catch(() => {});
// « Déconnexion », when the app sent the person here.
showToastFromLastPage();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans auth.html');

createRoot(container).render(
  <StrictMode>
    <AuthPage options={options} />
    <LazyToaster />
  </StrictMode>,
);
