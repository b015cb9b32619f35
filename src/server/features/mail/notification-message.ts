/**
 * The French mails: to the logistics team when a request is created, to its author when an administrator
 * decides it. Each has a text and an HTML part saying the same thing, built from the same summary sections
 * as the request's details dialog (src/shared/requests/request-summary.ts), and a link that opens the
 * request in the app. Pure: the delivery gives it the rows it read.
 */
import { frenchDateTime, frenchDay } from '@shared/french-dates';
import { type RequestKind, requestKindLabels, requestLink } from '@shared/requests/request-kinds';
import {
  type AnyRequest,
  type RequestHeadline,
  requestHeadline,
  requestSections,
  type SummarySection,
} from '@shared/requests/request-summary';
import { fullName } from '@shared/users/user.schema';
import { escapeHtml } from '../../lib/html';

export { escapeHtml };

/** French typography: a non-breaking space before the colon. */
export const COLON = '\u00a0:';

export interface MailPerson {
  firstName: string;
  lastName: string;
  username: string;
}

/** What the mails read of a request row, whichever its kind. */
export type RequestForMail = Omit<AnyRequest, 'createdAt' | 'updatedAt' | 'decidedAt'> & {
  createdAt: Date | string;
  decidedAt?: Date | string | null;
  rejectionReason?: string | null;
};

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** « 1er décembre 2026 à 19 h 45 », Paris time (src/shared/french-dates.ts, as the screens write it). */
export const formatDateTime = (value: Date | string) => frenchDateTime(value);
/** A calendar day "2026-12-01" → « 1er décembre 2026 ». */
export const formatDay = (value: string) => frenchDay(value);

export interface Line {
  label: string;
  value: string;
}

const headlineOf = (kind: RequestKind, request: RequestForMail): RequestHeadline =>
  requestHeadline(kind, request as unknown as AnyRequest);

/**
 * The request's identity block: its reference (decision 0087), company, contact, offer number, the kind's
 * day. A transport has two parties: each line says whose it is ("Contact (expéditeur)").
 */
function contactLines(kind: RequestKind, request: RequestForMail): Line[] {
  const headline = headlineOf(kind, request);
  const lines: Line[] = [{ label: 'Référence', value: request.reference }];
  for (const party of headline.parties) {
    const whose = headline.parties.length > 1 ? ` (${party.title.toLowerCase()})` : '';
    if (party.company) lines.push({ label: `Entreprise${whose}`, value: party.company });
    lines.push(
      { label: `Contact${whose}`, value: party.contactName },
      { label: `Email${whose}`, value: party.email },
      { label: `Téléphone${whose}`, value: party.phone },
      { label: `Adresse${whose}`, value: party.address },
    );
  }
  const { offerNumber } = request as { offerNumber?: string | null };
  if (offerNumber) lines.push({ label: "N° d'offre", value: offerNumber });
  if (headline.day) lines.push({ label: headline.day.label, value: formatDay(headline.day.value) });
  return lines;
}

function sectionsOf(kind: RequestKind, request: RequestForMail): SummarySection[] {
  return requestSections(kind, request as unknown as AnyRequest, { compact: true });
}

export const textLines = (lines: Line[]) =>
  lines.map((line) => `${line.label}${COLON} ${line.value}`).join('\n');

function textSections(sections: SummarySection[]): string {
  return sections
    .map((section) => {
      const items = section.items.length
        ? section.items.map((item) => `- ${item.label}${COLON} ${item.value}`).join('\n')
        : `- ${section.emptyText ?? '—'}`;
      return `${section.title}\n${items}`;
    })
    .join('\n\n');
}

export const FOOTER = 'Message automatique de Gestion Logistique, merci de ne pas y répondre.';

export const htmlTable = (lines: Line[]) =>
  `<table role="presentation" style="border-collapse:collapse">${lines
    .map(
      (line) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#475569;vertical-align:top">${escapeHtml(line.label)}</td><td style="padding:2px 0;color:#0f172a">${escapeHtml(line.value)}</td></tr>`,
    )
    .join('')}</table>`;

function htmlSections(sections: SummarySection[]): string {
  return sections
    .map((section) => {
      const items = section.items.length
        ? section.items.map((item) => ({ label: item.label, value: String(item.value) }))
        : [{ label: section.emptyText ?? '—', value: '' }];
      return `<h3 style="margin:20px 0 6px;font-size:15px;color:#0f172a">${escapeHtml(section.title)}</h3>${htmlTable(items)}`;
    })
    .join('');
}

/** The mails' HTML page: a title, an introduction, the body, and a button to `link` when there is one. */
export function htmlDocument(
  title: string,
  intro: string,
  body: string,
  link: string | null,
  linkLabel = 'Voir la demande',
) {
  const button = link
    ? `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(linkLabel)}</a></p>\n`
    : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<h2 style="margin:0 0 12px;font-size:18px">${escapeHtml(title)}</h2>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${body}
${button}<p style="margin:24px 0 0;color:#64748b;font-size:12px">${escapeHtml(FOOTER)}</p>
</div></body></html>`;
}

/** To the logistics team: a new request of `kind`. */
export function requestCreatedMail(input: {
  kind: RequestKind;
  request: RequestForMail;
  author: MailPerson | null;
  appUrl: string;
}): ComposedMail {
  const { kind, request, author, appUrl } = input;
  const label = requestKindLabels[kind];
  const link = requestLink(appUrl, kind, request.id);
  const by = author ? ` par ${fullName(author)}` : '';
  const intro = `Une nouvelle demande « ${label} » a été créée${by} le ${formatDateTime(request.createdAt)}.`;
  const lines = contactLines(kind, request);
  const sections = sectionsOf(kind, request);
  const subject = `Nouvelle demande — ${label} — ${headlineOf(kind, request).title}`;
  return {
    subject,
    text: `Bonjour,\n\n${intro}\n\n${textLines(lines)}\n\n${textSections(sections)}\n\nVoir la demande${COLON} ${link}\n\n${FOOTER}\n`,
    html: htmlDocument(subject, intro, htmlTable(lines) + htmlSections(sections), link),
  };
}

/** To the author: an administrator accepted or rejected their request. */
export function requestDecidedMail(input: {
  kind: RequestKind;
  request: RequestForMail;
  recipient: MailPerson;
  decider: MailPerson | null;
  appUrl: string;
}): ComposedMail {
  const { kind, request, recipient, decider, appUrl } = input;
  const label = requestKindLabels[kind];
  const accepted = request.status === 'completed';
  const link = requestLink(appUrl, kind, request.id);
  const outcome = accepted ? 'acceptée' : 'refusée';
  const by = decider ? ` par ${fullName(decider)}` : '';
  const when = request.decidedAt ? ` le ${formatDateTime(request.decidedAt)}` : '';
  const company = headlineOf(kind, request).title;
  const intro = `Votre demande « ${label} » pour ${company}, créée le ${formatDateTime(request.createdAt)}, a été ${outcome}${by}${when}.`;
  const lines: Line[] = [];
  if (!accepted && request.rejectionReason)
    lines.push({ label: 'Motif du refus', value: request.rejectionReason });
  lines.push(...contactLines(kind, request));
  const subject = `Demande ${outcome} — ${label} — ${company}`;
  const greeting = `Bonjour ${recipient.firstName || fullName(recipient)},`;
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${textLines(lines)}\n\nVoir la demande${COLON} ${link}\n\n${FOOTER}\n`,
    html: htmlDocument(subject, `${greeting} ${intro}`, htmlTable(lines), link),
  };
}

/** "Envoyer un message de test" from Settings. */
export function testMail(appUrl: string, sender: MailPerson): ComposedMail {
  const subject = 'Message de test — Gestion Logistique';
  const intro = `Ce message de test a été envoyé par ${fullName(sender)} depuis les paramètres de Gestion Logistique le ${formatDateTime(new Date())}. Les notifications des nouvelles demandes arriveront à cette adresse.`;
  return {
    subject,
    text: `Bonjour,\n\n${intro}\n\n${appUrl}\n\n${FOOTER}\n`,
    html: htmlDocument(subject, intro, '', appUrl, 'Ouvrir Gestion Logistique'),
  };
}
