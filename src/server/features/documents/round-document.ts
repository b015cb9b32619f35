/**
 * « Tournée du jour » printed (issue 22): the summary page the driver reads first — the stops in the round's
 * order with their slot, company, address, contact and what each declared, then what comes back in the van
 * and the packaging to load, as the round's page shows them. The bons that follow are bon-document.ts's.
 */
import { frenchDay } from '@shared/french-dates';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { plannedSlotText } from '@shared/fulfilment/public-tracking';
import { type RegionalRound, roundStopState } from '@shared/requests/regional-round';
import { regionalPackagingLabels } from '@shared/requests/request-summary';
import { formatDay, formatNumber, issuedNow } from './document-text';
import type { PdfDocumentModel, PdfIssuer } from './pdf-model';

const NBSP = '\u00a0';

/** « Mardi 1er décembre 2026 » for a YYYY-MM-DD day. */
export const roundDayText = (day: string): string => frenchDay(day, { weekday: true, capitalized: true });

/** « Tournée du 3 décembre 2026 »: the PDF's title and its file name. */
export const roundTitle = (day: string) => `Tournée du ${formatDay(day)}`;

export function roundSummaryDocument(
  round: RegionalRound,
  context: { issuer: PdfIssuer; now: Date },
): PdfDocumentModel {
  // The driver's sheet: the day's stops but the cancelled ones; a stop already collected says so.
  const stops = round.stops.filter((stop) => stop.stage !== 'cancelled');
  const count = stops.length;
  const { equipment, packaging } = round.totals;
  const { total, ...packagingRows } = regionalPackagingLabels;
  return {
    title: 'Tournée du jour',
    reference: `${roundDayText(round.date)} · ${count} collecte${count > 1 ? 's' : ''}`,
    issuedAt: issuedNow(context.now),
    issuer: context.issuer,
    qr: null,
    subject: roundTitle(round.date),
    blocks: [
      { type: 'heading', text: 'Ordre de passage' },
      {
        type: 'table',
        headers: ['N°', 'Créneau', 'Société et contact', 'Adresse', 'Matériel déclaré'],
        widths: [22, 62, 130, '*', 110],
        wholeRows: true,
        rows: stops.map((stop, index) => {
          const declared = equipmentCategories
            .filter((category) => stop.equipment[category] > 0)
            .map(
              (category) =>
                `${equipmentCategoryLabels[category]}${NBSP}: ${formatNumber(stop.equipment[category])}`,
            );
          const slot = [
            plannedSlotText(stop.slot) ?? 'Sans créneau',
            stop.team ? `Équipe${NBSP}: ${stop.team}` : null,
            roundStopState(stop),
          ].filter((line) => line !== null);
          return [
            String(index + 1),
            slot.join('\n'),
            `${stop.clientCompanyName}\n${stop.contactName}\nTél.${NBSP}${stop.contactPhone}`,
            stop.companyAddress,
            declared.length > 0 ? declared.join('\n') : 'Aucun matériel déclaré',
          ];
        }),
      },
      { type: 'heading', text: 'Matériel à collecter' },
      {
        type: 'table',
        headers: ['Équipement', 'Quantité'],
        widths: ['*', 90],
        rows: equipmentCategories.map((category) => [
          equipmentCategoryLabels[category],
          formatNumber(equipment[category]),
        ]),
      },
      { type: 'heading', text: 'Emballages à charger' },
      {
        type: 'paragraph',
        text: 'Calculés comme dans le formulaire, pour chaque collecte, puis additionnés.',
        italics: true,
      },
      {
        type: 'table',
        headers: ['Emballage', 'Quantité'],
        widths: ['*', 90],
        rows: (Object.keys(packagingRows) as (keyof typeof packagingRows)[]).map((row) => [
          packagingRows[row],
          formatNumber(packaging[row]),
        ]),
        totals: [total, formatNumber(packaging.total)],
      },
    ],
  };
}
