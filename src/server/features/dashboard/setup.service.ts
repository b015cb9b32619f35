/**
 * « Mise en route » (issue 30): what a fresh install still lacks, for the administrators' dashboard — the
 * company identity documents need, a shipping address pickups need, articles the packaging requests need,
 * and a way to send mail. Four bounded reads (one row at most each), whatever the tables' size.
 */
import { missingCompanyFields } from '@shared/company/company-identity';
import { frenchList } from '@shared/documents/documents';
import type { SetupStatus } from '@shared/setup-steps';
import type { Executor } from '../../db/client';
import { packagingItems, savedAddresses } from '../../db/schema';
import { findCompanyIdentity } from '../company/company.repository';
import type { Mailer } from '../mail/mailer';
import { isActiveItem } from '../packaging-items/packaging-items.repository';

export async function setupStatus(db: Executor, mailer: Mailer): Promise<SetupStatus> {
  const [identity, address, item, mail] = await Promise.all([
    findCompanyIdentity(db),
    db.select({ id: savedAddresses.id }).from(savedAddresses).limit(1),
    db.select({ id: packagingItems.id }).from(packagingItems).where(isActiveItem).limit(1),
    mailer.setup(db),
  ]);
  const missingIdentity = missingCompanyFields(identity);
  const missing: SetupStatus['missing'] = [];
  if (missingIdentity.length > 0) {
    missing.push({ step: 'company-identity', detail: `Il manque ${frenchList(missingIdentity)}.` });
  }
  if (address.length === 0) missing.push({ step: 'shipping-address', detail: null });
  if (item.length === 0) missing.push({ step: 'articles', detail: null });
  if (!mail.configured) missing.push({ step: 'mail', detail: null });
  return { missing };
}
