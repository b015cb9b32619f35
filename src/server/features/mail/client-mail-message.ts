/**
 * The French mails to a request's client contact (client-mail.ts says when and to whom): the plan (day and
 * slot, or day and carrier), the shipment or pickup (carrier and its tracking link), the reception (what was
 * declared and what the warehouse counted, category by category, and the weight: the client's receipt), the
 * lot's « Certificat d'effacement des données » issued (its number, date and counts: downloaded from the
 * tracking page). Each carries the request's public tracking page. Text and HTML parts say the same;
 * everything that comes from a form is escaped in the HTML, and the subject is made of fixed words and the
 * reference only, on one line. Pure: the delivery gives it the payload recorded with the stage (or the
 * certificate), and the page's address now.
 */
import { frenchDate } from '@shared/french-dates';
import type { StageMailMoment } from '@shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '@shared/requests/request-kinds';
import type {
  AnyClientMailPayload,
  CertificateMailPayload,
  ClientMailPayload,
  ReceptionLine,
} from './client-mail';
import {
  COLON,
  type ComposedMail,
  escapeHtml,
  FOOTER,
  formatDay,
  htmlDocument,
  type Line,
  textLines,
} from './notification-message';

/** What happened, in the client's words: the mail's first sentence, and its subject without the period. */
const headlines: Record<RequestKind, Partial<Record<StageMailMoment, string>>> = {
  'material-conditioning': { shipped: 'Vos emballages ont été expédiés' },
  'package-pickup': {
    planned: "L'enlèvement de votre envoi est planifié",
    shipped: 'Votre envoi a été enlevé par le transporteur',
    received: 'Votre envoi est arrivé à notre entrepôt',
  },
  'regional-collection': {
    planned: 'Votre collecte est planifiée',
    received: 'Votre matériel est arrivé à notre entrepôt',
  },
  delivery: {
    planned: 'Votre transport est planifié',
    shipped: 'Un envoi à votre attention est en route',
  },
  collection: {
    planned: 'La collecte de votre matériel est planifiée',
    shipped: 'Votre matériel a été collecté par le transporteur',
    received: 'Votre matériel est arrivé à notre entrepôt',
  },
};

const numbers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** One line of text, whatever a form let through: no control character, no line break. */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** A signed difference, « +1 », « −2 », « 0 ». */
const difference = (line: ReceptionLine) => {
  if (line.declared === null) return '';
  const delta = line.received - line.declared;
  return delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${-delta}` : '0';
};

function factLines(payload: ClientMailPayload): Line[] {
  const lines: Line[] = [];
  if (payload.moment === 'planned' && payload.plannedDate) {
    lines.push({ label: 'Date prévue', value: formatDay(payload.plannedDate) });
    if (payload.plannedSlot) lines.push({ label: 'Créneau', value: payload.plannedSlot });
  }
  if (payload.shippedOn) lines.push({ label: "Date d'expédition", value: formatDay(payload.shippedOn) });
  if (payload.moment !== 'received' && payload.carrier) {
    lines.push({ label: 'Transporteur', value: payload.carrier.name });
    if (payload.carrier.trackingNumber) {
      lines.push({ label: 'Numéro de suivi', value: payload.carrier.trackingNumber });
    }
  }
  return lines;
}

function receptionText(reception: NonNullable<ClientMailPayload['reception']>): string {
  const rows = reception.lines.length
    ? reception.lines.map((line) =>
        line.declared === null
          ? `- ${line.label}${COLON} ${line.received} reçu(s)`
          : `- ${line.label}${COLON} ${line.declared} déclaré(s), ${line.received} reçu(s) (écart ${difference(line)})`,
      )
    : ['- Aucun matériel compté'];
  return `Ce que notre entrepôt a compté${COLON}\n${rows.join('\n')}\n\n${weightLine(reception)}`;
}

const weightLine = (reception: NonNullable<ClientMailPayload['reception']>) =>
  `Poids reçu${COLON} ${numbers.format(reception.weightKg)}\u00a0kg${reception.weightEstimated ? ' (estimé)' : ''}`;

const cell = 'padding:4px 12px 4px 0;border-bottom:1px solid #e2e8f0;text-align:left';

function receptionHtml(reception: NonNullable<ClientMailPayload['reception']>): string {
  const declared = reception.lines.some((line) => line.declared !== null);
  const head = ['Catégorie', ...(declared ? ['Déclaré'] : []), 'Reçu', ...(declared ? ['Écart'] : [])];
  const rows = reception.lines.map((line) => {
    const values = [
      line.label,
      ...(declared ? [line.declared === null ? '—' : String(line.declared)] : []),
      String(line.received),
      ...(declared ? [difference(line)] : []),
    ];
    return `<tr>${values.map((value) => `<td style="${cell}">${escapeHtml(value)}</td>`).join('')}</tr>`;
  });
  const table = reception.lines.length
    ? `<table style="border-collapse:collapse;margin:0 0 12px"><caption style="text-align:left;font-weight:bold;padding:0 0 6px">Ce que notre entrepôt a compté</caption><thead><tr>${head
        .map((title) => `<th scope="col" style="${cell};color:#475569">${escapeHtml(title)}</th>`)
        .join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`
    : `<p>${escapeHtml('Aucun matériel compté.')}</p>`;
  return `${table}<p style="margin:0">${escapeHtml(weightLine(reception))}</p>`;
}

/** The facts as an HTML table; the tracking number links to the carrier's page when it has one. */
function factsHtml(payload: ClientMailPayload | null, lines: Line[]): string {
  const url = payload?.carrier?.trackingUrl;
  const rows = lines.map((line) => {
    const value =
      line.label === 'Numéro de suivi' && url
        ? `<a href="${escapeHtml(url)}" style="color:#4338ca">${escapeHtml(line.value)}</a>`
        : escapeHtml(line.value);
    return `<tr><td style="padding:2px 12px 2px 0;color:#475569;vertical-align:top">${escapeHtml(line.label)}</td><td style="padding:2px 0;color:#0f172a">${value}</td></tr>`;
  });
  return rows.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows.join('')}</table>`
    : '';
}

const greetingOf = (payload: AnyClientMailPayload) => {
  const name = oneLine(payload.recipient.name);
  return name ? `Bonjour ${name},` : 'Bonjour,';
};

const CERTIFICATE_HEADLINE = "Votre certificat d'effacement des données est disponible";
const DOWNLOAD = 'Téléchargez-le depuis la page de suivi de votre demande';
/** When the request's link was revoked before the mail left: no page to point to. */
const NO_PAGE = 'Demandez-le à notre service logistique.';

/** The certificate's facts: its number and date, then the lot's counts it attests. */
function certificateLines(certificate: CertificateMailPayload['certificate']): Line[] {
  const { devices, erased, destroyed } = certificate.counts;
  return [
    { label: 'Certificat n°', value: oneLine(certificate.number) },
    { label: 'Émis le', value: frenchDate(certificate.issuedAt) },
    { label: 'Équipements', value: numbers.format(devices) },
    { label: 'Supports de stockage effacés', value: numbers.format(erased) },
    { label: 'Supports de stockage détruits', value: numbers.format(destroyed) },
  ];
}

/** The lot's certificate was issued: its facts, and where to download it (the tracking page). */
function certificateMail(payload: CertificateMailPayload, trackingPage: string | null): ComposedMail {
  const reference = oneLine(payload.reference);
  const subject = oneLine(`${CERTIFICATE_HEADLINE} — ${reference}`);
  const greeting = greetingOf(payload);
  const intro = `${CERTIFICATE_HEADLINE} (${reference}).`;
  const lines = certificateLines(payload.certificate);
  const text = [
    greeting,
    intro,
    textLines(lines),
    trackingPage ? `${DOWNLOAD}${COLON} ${trackingPage}` : NO_PAGE,
    FOOTER,
  ].join('\n\n');
  const body = [
    factsHtml(null, lines),
    // The page's button follows (htmlDocument).
    `<p style="margin:0">${escapeHtml(trackingPage ? `${DOWNLOAD}.` : NO_PAGE)}</p>`,
  ].join('');
  return {
    subject,
    text: `${text}\n`,
    html: htmlDocument(subject, `${greeting} ${intro}`, body, trackingPage, 'Ouvrir la page de suivi'),
  };
}

/** The mail of `payload` for a request of `kind`; `trackingPage` is null if its link was revoked meanwhile. */
export function clientMail(
  kind: RequestKind,
  payload: AnyClientMailPayload,
  trackingPage: string | null,
): ComposedMail {
  if (payload.moment === 'certificate') return certificateMail(payload, trackingPage);
  const headline = headlines[kind][payload.moment] ?? payload.stageLabel;
  const reference = oneLine(payload.reference);
  const subject = oneLine(`${headline} — ${reference}`);
  const greeting = greetingOf(payload);
  const intro = `${headline} (${reference}).`;
  const lines = factLines(payload);
  const carrierLink = payload.moment !== 'received' ? payload.carrier?.trackingUrl : null;

  const text = [
    greeting,
    intro,
    ...(lines.length ? [textLines(lines)] : []),
    ...(carrierLink ? [`Suivre le colis chez le transporteur${COLON} ${carrierLink}`] : []),
    ...(payload.reception ? [receptionText(payload.reception)] : []),
    ...(trackingPage ? [`Suivre votre demande en ligne${COLON} ${trackingPage}`] : []),
    FOOTER,
  ].join('\n\n');

  const body = [
    factsHtml(payload, lines),
    carrierLink
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(carrierLink)}" style="color:#4338ca">${escapeHtml(`Suivre le colis chez ${payload.carrier?.name ?? 'le transporteur'}`)}</a></p>`
      : '',
    payload.reception ? receptionHtml(payload.reception) : '',
  ].join('');

  return {
    subject,
    text: `${text}\n`,
    html: htmlDocument(subject, `${greeting} ${intro}`, body, trackingPage, 'Suivre votre demande'),
  };
}
