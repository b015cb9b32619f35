/** A generated PDF answered as a download: its file name for every browser (documents, labels). */
import type { FastifyReply } from 'fastify';

/** « Bon de collecte - Collecte COL-2026-00042.pdf » → « Bon-de-collecte-Collecte-COL-2026-00042.pdf » for old clients. */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œ]/g, 'oe')
    .replace(/[Œ]/g, 'OE')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/-+(\.pdf)$/, '$1')
    .replace(/^-+/, '');
}

/**
 * RFC 6266: the ASCII fallback, then the UTF-8 name (RFC 8187) that current browsers use. A file name has
 * plain spaces: the non-breaking ones of a French date (« 1er décembre ») are for the page, not the disk.
 */
export function contentDisposition(title: string): string {
  const fileName = title.replace(/[\u00a0\u202f]/g, ' ');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}

/** Answers a generated PDF as a download, never cached (it is made on each request). */
export function sendPdf(reply: FastifyReply, document: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(document.fileName))
    .header('cache-control', 'no-store')
    .send(document.pdf);
}
