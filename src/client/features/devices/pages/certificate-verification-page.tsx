/**
 * The public verification page of a « Certificat d'effacement des données » (/verifier/<token>, issue 32):
 * the certificate's QR code opens it. Anyone, without an account, sees who issued it, for which client and
 * lot, when, its counts and the SHA-256 of the PDF as issued — and can check a file against that
 * fingerprint in the browser (the file is never sent). A re-issued certificate says which one replaced it.
 * No serial, no staff name: only what GET /api/public/certificates/{token} answers. Phone first (360 px),
 * French, and light: its own entry (verify.tsx) with React and this file only, as the public tracking page.
 */
import { usePublicAnswer } from '@client/lib/use-public-answer';
import { formatSiret } from '@shared/company/company-identity';
import {
  certificateMessages,
  certificateTokenOf,
  type PublicCertificate,
} from '@shared/devices/erasure-certificate';
import { frenchDate, frenchDateTime } from '@shared/french-dates';
import { CircleCheck, CircleX, Fingerprint, SearchX, ShieldCheck, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { getPublicCertificate } from '../api/get-public-certificate';

/** What the page says of a file checked against the certificate's fingerprint. */
export const fileCheckMessages = {
  computing: "Calcul de l'empreinte du fichier…",
  matches: 'Ce fichier est bien le certificat émis sous ce numéro.',
  differs: "Ce fichier n'est pas le certificat émis sous ce numéro\u00a0: son empreinte diffère.",
  unreadable: 'Impossible de lire ce fichier. Choisissez-le à nouveau.',
  unsupported:
    "Votre navigateur ne peut pas calculer d'empreinte sur cette page\u00a0: comparez celle du fichier à l'empreinte ci-dessus avec un autre outil (sha256sum, par exemple).",
} as const;

const numbers = new Intl.NumberFormat('fr-FR');

/** The token of this page's address, read once. */
export const pageToken = (): string | null => certificateTokenOf(window.location.pathname);

/** The SHA-256 of a file's bytes in lowercase hexadecimal, computed here: the file is never sent. */
async function sha256Of(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `first`: the page's data, already asked for by the entry before React started (one round trip less
 * before the first useful paint on a slow phone).
 */
export function CertificateVerificationPage({ first }: { first?: Promise<PublicCertificate> }) {
  const [token] = useState(pageToken);
  const { state, retry } = usePublicAnswer(
    token,
    first,
    getPublicCertificate,
    certificateMessages.tooManyRequests,
  );

  switch (state.status) {
    case 'loading':
      return (
        <div
          role="status"
          aria-label="Chargement du certificat"
          className="flex min-h-dvh items-center justify-center"
        >
          <span className="size-10 animate-spin rounded-full border-4 border-indigo-200 border-t-primary" />
        </div>
      );
    case 'not-found':
      return <NotFound />;
    case 'error':
      return (
        <Shell>
          <Heading />
          <div role="alert" className="grid gap-4 rounded-xl border border-red-200 bg-white p-5 text-center">
            <p className="font-medium text-slate-900">Impossible d'afficher le certificat pour l'instant.</p>
            <p className="text-sm text-slate-700">{state.message}</p>
            <button
              type="button"
              onClick={retry}
              className="mx-auto rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              Réessayer
            </button>
          </div>
        </Shell>
      );
    case 'ready':
      return <Certificate certificate={state.data} />;
  }
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-6 sm:py-10">
      <main className="grid gap-5">{children}</main>
    </div>
  );
}

function Heading({ number }: { number?: string }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-bold text-slate-900">Vérification d'un certificat d'effacement</h1>
      {number && (
        <p className="text-slate-700">
          {certificateMessages.title} <span className="whitespace-nowrap">n°&nbsp;{number}</span>
        </p>
      )}
    </header>
  );
}

/** An unknown or malformed token: no certificate was issued under this address. */
function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <title>{`${certificateMessages.notFound} · Gestion Logistique`}</title>
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-white/60 bg-white/80 px-6 py-8 text-center shadow-lg shadow-slate-900/5">
        <SearchX className="size-12 text-indigo-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{certificateMessages.notFound}</h1>
        <p className="text-slate-700">
          Aucun certificat d'effacement ne correspond à cette adresse. Vérifiez qu'elle est complète, ou
          scannez à nouveau le QR code du certificat.
        </p>
        <p className="text-sm text-slate-700">
          Si l'adresse est complète, le document qui y renvoie ne peut pas être vérifié&nbsp;: adressez-vous à
          son émetteur.
        </p>
      </div>
    </main>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function Certificate({ certificate }: { certificate: PublicCertificate }) {
  const { issuer, counts, replacedBy } = certificate;
  return (
    <Shell>
      <title>{`Vérification du certificat ${certificate.number} · Gestion Logistique`}</title>
      <Heading number={certificate.number} />

      <section
        aria-labelledby="certificate-status"
        className={`grid gap-1 rounded-xl border p-5 shadow-sm ${
          replacedBy ? 'border-amber-300 bg-amber-50' : 'border-emerald-200 bg-emerald-50'
        }`}
      >
        <h2 id="certificate-status" className="text-sm font-medium text-slate-700">
          Statut
        </h2>
        {replacedBy ? (
          <>
            <p className="flex items-center gap-2 text-xl font-semibold text-amber-900">
              <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
              <span>
                Remplacé par <span className="whitespace-nowrap">{replacedBy.number}</span>
              </span>
            </p>
            <p className="text-slate-800">
              Ce certificat a été remplacé par <span className="whitespace-nowrap">{replacedBy.number}</span>{' '}
              le {frenchDate(replacedBy.issuedAt)}&nbsp;: demandez la nouvelle version à {issuer.legalName}.
            </p>
          </>
        ) : (
          <p className="flex items-start gap-2 text-lg font-semibold text-emerald-900">
            <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">
              {`Certificat authentique, émis le ${frenchDate(certificate.issuedAt)} par ${issuer.legalName}`}
            </span>
          </p>
        )}
      </section>

      <section
        aria-labelledby="certificate-facts"
        className="grid gap-4 rounded-xl border bg-white p-5 shadow-sm"
      >
        <h2 id="certificate-facts" className="font-semibold text-slate-900">
          Ce que le certificat atteste
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Émetteur">
            {issuer.legalName}
            <span className="block text-sm font-normal text-slate-700">
              SIRET <span className="whitespace-nowrap">{formatSiret(issuer.siret)}</span>
            </span>
          </Fact>
          <Fact label="Client">{certificate.client}</Fact>
          <Fact label="Lot">
            <span className="whitespace-nowrap">{certificate.lotReference}</span>
          </Fact>
          <Fact label="Date d'émission">{frenchDateTime(certificate.issuedAt)}</Fact>
        </dl>
        <dl className="grid grid-cols-2 gap-3 border-t pt-4 tabular-nums">
          <Fact label="Équipements">{numbers.format(counts.devices)}</Fact>
          <Fact label="Supports de stockage">{numbers.format(counts.media)}</Fact>
          <Fact label="dont effacés">{numbers.format(counts.erased)}</Fact>
          <Fact label="dont détruits">{numbers.format(counts.destroyed)}</Fact>
        </dl>
      </section>

      <section
        aria-labelledby="certificate-fingerprint"
        className="grid gap-2 rounded-xl border bg-white p-5 shadow-sm"
      >
        <h2 id="certificate-fingerprint" className="flex items-center gap-2 font-semibold text-slate-900">
          <Fingerprint className="size-5 text-indigo-700" aria-hidden="true" />
          Empreinte SHA-256 du fichier émis
        </h2>
        <p className="text-sm text-slate-700">
          Elle identifie le fichier PDF tel qu'il a été émis&nbsp;: la moindre modification du fichier la
          change.
        </p>
        <p className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all wrap-anywhere text-slate-900">
          {certificate.sha256}
        </p>
      </section>

      <FileCheck sha256={certificate.sha256} />

      <footer className="text-xs text-slate-600">
        Le détail des équipements et de leurs supports (numéros de série, méthodes d'effacement) figure sur le
        certificat lui-même.
      </footer>
    </Shell>
  );
}

type Check =
  | { status: 'idle' }
  | { status: 'computing' }
  | { status: 'done'; sha256: string; matches: boolean }
  | { status: 'failed'; message: string };

/** « Vérifier un fichier »: the chosen PDF's SHA-256, computed in the browser, against the certificate's. */
function FileCheck({ sha256 }: { sha256: string }) {
  const inputId = useId();
  const hintId = useId();
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  // Only the last file chosen answers: a slower, earlier one does not overwrite it.
  const latest = useRef(0);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const attempt = ++latest.current;
    if (!file) {
      setCheck({ status: 'idle' });
      return;
    }
    // crypto.subtle exists in secure contexts only (HTTPS, or localhost).
    if (!globalThis.isSecureContext || !globalThis.crypto?.subtle) {
      setCheck({ status: 'failed', message: fileCheckMessages.unsupported });
      return;
    }
    setCheck({ status: 'computing' });
    try {
      const digest = await sha256Of(file);
      if (attempt === latest.current)
        setCheck({ status: 'done', sha256: digest, matches: digest === sha256.toLowerCase() });
    } catch {
      if (attempt === latest.current) setCheck({ status: 'failed', message: fileCheckMessages.unreadable });
    }
  };

  return (
    <section
      aria-labelledby="certificate-file"
      className="grid gap-3 rounded-xl border bg-white p-5 shadow-sm"
    >
      <h2 id="certificate-file" className="font-semibold text-slate-900">
        Vérifier un fichier
      </h2>
      <p id={hintId} className="text-sm text-slate-700">
        Choisissez le fichier PDF du certificat&nbsp;: son empreinte est calculée par votre navigateur et
        comparée à celle ci-dessus. Le fichier ne quitte pas votre appareil, il n'est envoyé nulle part.
      </p>
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          Fichier du certificat (PDF)
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf"
          aria-describedby={hintId}
          onChange={(event) => void onFile(event)}
          className="max-w-full rounded-md text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        />
      </div>
      <div role="status" aria-live="polite">
        {check.status === 'computing' && (
          <p className="text-sm text-slate-700">{fileCheckMessages.computing}</p>
        )}
        {check.status === 'failed' && <p className="text-sm text-slate-800">{check.message}</p>}
        {check.status === 'done' &&
          (check.matches ? (
            <p className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-900">
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {fileCheckMessages.matches}
            </p>
          ) : (
            <div className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3">
              <p className="flex items-start gap-2 font-medium text-red-900">
                <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {fileCheckMessages.differs}
              </p>
              <p className="text-sm text-slate-800">
                Empreinte de ce fichier&nbsp;:{' '}
                <span className="font-mono break-all wrap-anywhere">{check.sha256}</span>
              </p>
            </div>
          ))}
      </div>
    </section>
  );
}
