/**
 * Who issues a document: the company identity (Paramètres › Entreprise) with its logo, complete — else 409
 * naming what is missing, in French (decision 0058). Every PDF that carries the issuer's block asks here:
 * the request's documents, the round, the lot's report.
 */
import { missingCompanyFields } from '@shared/company/company.schema';
import { documentMessages } from '@shared/documents/documents';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { findCompanyIdentity, findCompanyLogo } from '../company/company.repository';
import { documentIssuer } from './document-text';
import type { PdfIssuer } from './pdf-model';

export async function issuerOrConflict(db: Executor): Promise<PdfIssuer> {
  const identity = await findCompanyIdentity(db);
  const missing = missingCompanyFields(identity);
  if (missing.length > 0) throw conflict(documentMessages.identityIncomplete(missing));
  return documentIssuer(identity, await findCompanyLogo(db));
}
