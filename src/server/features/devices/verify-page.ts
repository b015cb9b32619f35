/**
 * The public verification page of an erasure certificate (/verifier/<token>), written by the server into
 * verify.html (decision 0103): a phone that scanned the certificate's QR code gets the whole answer with
 * the first response — no script to run before it reads (Lighthouse mobile: the public pages' ≥ 98). The
 * one script of the page (src/client/verify.ts) only compares a chosen file's SHA-256 with the one shown.
 * Everything that comes from the database is escaped.
 */
import { formatSiret } from '@shared/company/company.schema';
import { certificateMessages, type PublicCertificate } from '@shared/devices/erasure-certificate';
import { frenchDate, frenchDateTime } from '@shared/french-dates';
import type { WrittenPage } from '../../http/written-page';
import { escapeHtml as e } from '../../lib/html';
import { pageIcon } from '../../lib/page-icons';

const numbers = new Intl.NumberFormat('fr-FR');
const NBSP = '&#160;';

const fact = (label: string, value: string) =>
  `<div class="grid content-start gap-0.5"><dt class="text-sm text-slate-600">${e(label)}</dt><dd class="font-medium wrap-anywhere text-slate-900">${value}</dd></div>`;
const nowrap = (text: string) => `<span class="whitespace-nowrap">${e(text)}</span>`;

function status(certificate: PublicCertificate): string {
  const { replacedBy, issuer } = certificate;
  if (replacedBy) {
    return `<section aria-labelledby="certificate-status" class="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
<h2 id="certificate-status" class="text-sm font-medium text-slate-700">Statut</h2>
<p class="flex items-center gap-2 text-xl font-semibold text-amber-900">${pageIcon('triangleAlert', 'size-5 shrink-0')}<span>Remplacé par ${nowrap(replacedBy.number)}</span></p>
<p class="text-slate-800">Ce certificat a été remplacé par ${nowrap(replacedBy.number)} le ${e(frenchDate(replacedBy.issuedAt))}${NBSP}: demandez la nouvelle version à ${e(issuer.legalName)}.</p>
</section>`;
  }
  return `<section aria-labelledby="certificate-status" class="grid gap-1 rounded-xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm">
<h2 id="certificate-status" class="text-sm font-medium text-slate-700">Statut</h2>
<p class="flex items-start gap-2 text-lg font-semibold text-emerald-900">${pageIcon('shieldCheck', 'mt-0.5 size-5 shrink-0')}<span class="min-w-0 wrap-anywhere">${e(`Certificat authentique, émis le ${frenchDate(certificate.issuedAt)} par ${issuer.legalName}`)}</span></p>
</section>`;
}

/** The page (its title, what goes into verify.html's #root) of a certificate found by its token. */
export function verifyPage(certificate: PublicCertificate): WrittenPage {
  const { issuer, counts } = certificate;
  const title = e(`Vérification du certificat ${certificate.number} · Gestion Logistique`);
  const content = `<div class="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10"><main class="grid gap-5">
<header class="grid gap-1"><h1 class="text-2xl font-bold text-slate-900">Vérification d'un certificat d'effacement</h1>
<p class="text-slate-700">${e(certificateMessages.title)} <span class="whitespace-nowrap">n°${NBSP}${e(certificate.number)}</span></p></header>
${status(certificate)}
<section aria-labelledby="certificate-facts" class="grid gap-4 rounded-xl border bg-white p-5 shadow-sm">
<h2 id="certificate-facts" class="font-semibold text-slate-900">Ce que le certificat atteste</h2>
<dl class="grid gap-3 sm:grid-cols-2">
${fact('Émetteur', `${e(issuer.legalName)}<span class="block text-sm font-normal text-slate-700">SIRET ${nowrap(formatSiret(issuer.siret))}</span>`)}
${fact('Client', e(certificate.client))}
${fact('Lot', nowrap(certificate.lotReference))}
${fact("Date d'émission", e(frenchDateTime(certificate.issuedAt)))}
</dl>
<dl class="grid grid-cols-2 gap-3 border-t pt-4 tabular-nums">
${fact('Équipements', e(numbers.format(counts.devices)))}
${fact('Supports de stockage', e(numbers.format(counts.media)))}
${fact('dont effacés', e(numbers.format(counts.erased)))}
${fact('dont détruits', e(numbers.format(counts.destroyed)))}
</dl>
</section>
<section aria-labelledby="certificate-fingerprint" class="grid gap-2 rounded-xl border bg-white p-5 shadow-sm">
<h2 id="certificate-fingerprint" class="font-semibold text-slate-900">Empreinte SHA-256 du fichier émis</h2>
<p class="text-sm text-slate-700">Elle identifie le fichier PDF tel qu'il a été émis${NBSP}: la moindre modification du fichier la change.</p>
<p class="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all wrap-anywhere text-slate-900" data-certificate-sha256="${e(certificate.sha256)}">${e(certificate.sha256)}</p>
</section>
<section aria-labelledby="certificate-file" class="grid gap-3 rounded-xl border bg-white p-5 shadow-sm">
<h2 id="certificate-file" class="font-semibold text-slate-900">Vérifier un fichier</h2>
<p id="certificate-file-hint" class="text-sm text-slate-700">Choisissez le fichier PDF du certificat${NBSP}: son empreinte est calculée par votre navigateur et comparée à celle ci-dessus. Le fichier ne quitte pas votre appareil, il n'est envoyé nulle part.</p>
<div class="grid gap-2"><label for="certificate-file-input" class="text-sm font-medium text-slate-900">Fichier du certificat (PDF)</label>
<input id="certificate-file-input" type="file" accept="application/pdf" aria-describedby="certificate-file-hint" class="max-w-full rounded-md text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"></div>
<div role="status" aria-live="polite" id="certificate-file-check"></div>
</section>
<footer class="text-xs text-slate-600">Le détail des équipements et de leurs supports (numéros de série, méthodes d'effacement) figure sur le certificat lui-même.</footer>
</main></div>`;
  return { title, content };
}
