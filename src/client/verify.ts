// The verification page's one script (/verifier/<token>, verify.html; its content is written by the server,
// src/server/features/devices/verify-page.ts): « Vérifier un fichier » computes the chosen PDF's SHA-256
// here — the file never leaves the device — and says whether it is the certificate issued. No framework.
import './index.css';
import { fileCheckMessages } from '@shared/devices/erasure-certificate';

const expected = document.querySelector<HTMLElement>('[data-certificate-sha256]')?.dataset.certificateSha256;
const input = document.querySelector<HTMLInputElement>('#certificate-file-input');
const output = document.querySelector<HTMLElement>('#certificate-file-check');

/** The SHA-256 of a file's bytes in lowercase hexadecimal. */
async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function say(className: string, text: string, detail?: string) {
  if (!output) return;
  const box = document.createElement('div');
  box.className = className;
  const line = document.createElement('p');
  line.className = 'font-medium';
  line.textContent = text;
  box.append(line);
  if (detail) {
    const more = document.createElement('p');
    more.className = 'text-sm text-slate-800';
    more.textContent = `${fileCheckMessages.fileFingerprint} `;
    const hash = document.createElement('span');
    hash.className = 'font-mono break-all wrap-anywhere';
    hash.textContent = detail;
    more.append(hash);
    box.append(more);
  }
  output.replaceChildren(box);
}

// Only the last file chosen answers: a slower, earlier one does not overwrite it.
let latest = 0;
input?.addEventListener('change', async () => {
  const file = input.files?.[0];
  const attempt = ++latest;
  if (!file || !expected) {
    output?.replaceChildren();
    return;
  }
  // crypto.subtle exists in secure contexts only (HTTPS, or localhost).
  if (!globalThis.isSecureContext || !globalThis.crypto?.subtle) {
    say('text-sm text-slate-800', fileCheckMessages.unsupported);
    return;
  }
  say('text-sm text-slate-700', fileCheckMessages.computing);
  try {
    const actual = await sha256Of(file);
    if (attempt !== latest) return;
    if (actual === expected) {
      say(
        'rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900',
        fileCheckMessages.matches,
      );
    } else {
      say(
        'grid gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-900',
        fileCheckMessages.differs,
        actual,
      );
    }
  } catch {
    if (attempt === latest) say('text-sm text-slate-800', fileCheckMessages.unreadable);
  }
});
