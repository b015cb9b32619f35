/**
 * The « Certificat d'effacement des données » of a lot (issue 32), without zod: the public verification page
 * (/verifier/<token>, written by the server; its one script) reads these types and messages. What GET
 * /api/public/certificates/{token} answers is all that page may show: the issuer, the client's name, the
 * lot's reference, the date, the counts and the SHA-256 of the PDF as issued — no serial, no staff name.
 */

/** The page's path prefix: the certificate's QR code holds `<APP_URL>/verifier/<token>`. */
export const VERIFY_PAGE_PREFIX = '/verifier/';

/** The certificate's counts: printed on it, and shown by the verification page. */
export interface CertificateCounts {
  devices: number;
  media: number;
  erased: number;
  destroyed: number;
}

/** GET /api/public/certificates/{token}: the verification page's data. */
export interface PublicCertificate {
  /** « CE-000042 ». */
  number: string;
  /** ISO timestamp of the issue. */
  issuedAt: string;
  issuer: { legalName: string; siret: string };
  /** The client's name (its company), as on the certificate. */
  client: string;
  /** « COL-2026-00042 ». */
  lotReference: string;
  counts: CertificateCounts;
  /** SHA-256 of the PDF's bytes as issued, in lowercase hexadecimal. */
  sha256: string;
  /** The certificate that replaced this one (re-issued), or null while it is the lot's current one. */
  replacedBy: { number: string; issuedAt: string } | null;
}

/** One certificate of a lot, as the team sees it (GET <lot>/erasure-certificate). */
export interface CertificateInfo {
  number: string;
  issuedAt: string;
  /** The administrator who issued it (null once their account is deleted). */
  issuedBy: string | null;
  sha256: string;
  /** The public verification page. */
  verifyUrl: string;
  counts: CertificateCounts;
  /** The number of the certificate that replaced it. */
  replacedBy: string | null;
}

/** GET <lot>/erasure-certificate: the lot's current certificate and those it replaced, latest first. */
export interface LotCertificates {
  current: CertificateInfo | null;
  previous: CertificateInfo[];
}

/** POST <lot>/erasure-certificate → 201. */
export interface IssuedCertificate {
  number: string;
  sha256: string;
  verifyUrl: string;
}

export const certificateMessages = {
  title: "Certificat d'effacement des données",
  notFound: 'Certificat introuvable',
  noneIssued: "Aucun certificat d'effacement n'a été émis pour ce lot.",
  notClosed:
    "Clôturez d'abord l'inventaire du lot\u00a0: le certificat en reprend les comptes, qui ne doivent plus changer.",
  noMedia: "Ce lot ne compte aucun support de stockage\u00a0: il n'y a pas d'effacement à certifier.",
  mediaUnknown: (devices: string) =>
    `Le certificat ne peut pas être émis\u00a0: renseignez les supports de stockage de ces équipements, ou indiquez qu'ils n'en ont pas (${devices}).`,
  pending: (media: string) =>
    `Le certificat ne peut pas être émis\u00a0: ces supports ne sont ni effacés ni détruits (${media}).`,
  changed:
    "Le lot a changé pendant l'édition du certificat (un support, un effacement)\u00a0: émettez-le à nouveau.",
  tooManyRequests: 'Trop de consultations depuis votre connexion. Réessayez dans une minute.',
} as const;

/** What the verification page says of a file checked against the certificate's fingerprint. */
export const fileCheckMessages = {
  computing: "Calcul de l'empreinte du fichier…",
  matches: 'Ce fichier est bien le certificat émis sous ce numéro.',
  differs: "Ce fichier n'est pas le certificat émis sous ce numéro\u00a0: son empreinte diffère.",
  fileFingerprint: 'Empreinte de ce fichier\u00a0:',
  unreadable: 'Impossible de lire ce fichier. Choisissez-le à nouveau.',
  unsupported:
    "Votre navigateur ne peut pas calculer d'empreinte sur cette page\u00a0: comparez celle du fichier à l'empreinte ci-dessus avec un autre outil (sha256sum, par exemple).",
} as const;
