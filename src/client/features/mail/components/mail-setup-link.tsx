/**
 * For administrators, where mail sending is set up: the « Configuration Gmail » tab of this page. Shown
 * wherever a screen says that no mail goes out yet.
 */
import { settingsTabLink } from '@shared/settings-tab-links';
import { Link } from 'react-router';

export function MailSetupLink() {
  return (
    <Link
      to={settingsTabLink('gmail')}
      className="font-medium underline underline-offset-2 hover:no-underline"
    >
      Configurer l'envoi des e-mails
    </Link>
  );
}
