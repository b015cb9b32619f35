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
import { escapeHtml as e } from '../../lib/html';

const numbers = new Intl.NumberFormat('fr-FR');
const NBSP = '&#160;';

/** A lucide icon (ISC), drawn as the React pages draw it: decorative, hidden from assistive technologies. */
function icon(paths: string[], className: string): string {
  return `<svg class="${className}" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths
    .map((d) => `<path d="${d}"/>`)
    .join('')}</svg>`;
}
const shieldCheck = (className: string) =>
  icon(
    [
      'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
      'm9 12 2 2 4-4',
    ],
    className,
  );
const triangleAlert = (className: string) =>
  icon(
    ['m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3', 'M12 9v4', 'M12 17h.01'],
    className,
  );

const fact = (label: string, value: string) =>
  `<div class="grid content-start gap-0.5"><dt class="text-sm text-slate-600">${e(label)}</dt><dd class="font-medium wrap-anywhere text-slate-900">${value}</dd></div>`;
const nowrap = (text: string) => `<span class="whitespace-nowrap">${e(text)}</span>`;

function status(certificate: PublicCertificate): string {
  const { replacedBy, issuer } = certificate;
  if (replacedBy) {
    return `<section aria-labelledby="certificate-status" class="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
<h2 id="certificate-status" class="text-sm font-medium text-slate-700">Statut</h2>
<p class="flex items-center gap-2 text-xl font-semibold text-amber-900">${triangleAlert('size-5 shrink-0')}<span>Remplacé par ${nowrap(replacedBy.number)}</span></p>
<p class="text-slate-800">Ce certificat a été remplacé par ${nowrap(replacedBy.number)} le ${e(frenchDate(replacedBy.issuedAt))}${NBSP}: demandez la nouvelle version à ${e(issuer.legalName)}.</p>
</section>`;
  }
  return `<section aria-labelledby="certificate-status" class="grid gap-1 rounded-xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm">
<h2 id="certificate-status" class="text-sm font-medium text-slate-700">Statut</h2>
<p class="flex items-start gap-2 text-lg font-semibold text-emerald-900">${shieldCheck('mt-0.5 size-5 shrink-0')}<span class="min-w-0 wrap-anywhere">${e(`Certificat authentique, émis le ${frenchDate(certificate.issuedAt)} par ${issuer.legalName}`)}</span></p>
</section>`;
}

/** The page's content (what goes into verify.html's #root) for a certificate found by its token. */
export function verifyPageContent(certificate: PublicCertificate): string {
  const { issuer, counts } = certificate;
  return `<div class="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10"><main class="grid gap-5">
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
}
