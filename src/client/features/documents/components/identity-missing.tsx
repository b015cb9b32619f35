/**
 * What a document button says instead of printing while the company identity is incomplete: the missing
 * fields, and where an administrator fills them in. Without zod (the round's page loads none).
 */
import { useUser } from '@client/features/auth/api/get-user';
import { useCompanySettings } from '@client/features/company/api/get-company-settings';
import { frenchList } from '@shared/documents/documents';
import { settingsTabPath } from '@shared/settings-tab-links';
import { isAdmin } from '@shared/users/user-roles';
import { Link } from 'react-router';

/**
 * The identity's missing fields; [] while unknown (still loading, or its call failed): the buttons then
 * show, and the server says what is missing.
 */
export function useMissingIdentity(): string[] {
  return useCompanySettings().data?.missingFields ?? [];
}

/** « Pour éditer ce document, l'identité de l'entreprise doit être complète : il manque … ». */
export function IdentityMissing({
  missing,
  purpose,
  className = 'text-sm text-slate-700',
}: {
  missing: string[];
  /** « Pour éditer ce document », « Pour imprimer la tournée ». */
  purpose: string;
  className?: string;
}) {
  const admin = isAdmin(useUser().data);
  return (
    <p className={className}>
      {purpose}, l'identité de l'entreprise doit être complète{'\u00a0'}: il manque {frenchList(missing)}.{' '}
      {admin ? (
        <Link to={settingsTabPath('entreprise')} className="font-medium underline underline-offset-2">
          Compléter dans Paramètres
        </Link>
      ) : (
        'Un administrateur peut la compléter dans Paramètres.'
      )}
    </p>
  );
}
