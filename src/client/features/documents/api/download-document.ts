/**
 * GET <kind API path>/{id}/documents/<name>.pdf: the PDF is fetched (so a refusal shows its French reason
 * in the dialog rather than saving an error as a file), then handed to the browser as a download under
 * the name the server gives it.
 */
import type { RequestKind } from '@client/features/requests/request-types';
import { api } from '@client/lib/api-client';
import { type DocumentName, documentPath } from '@shared/documents/documents';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation } from '@tanstack/react-query';

/** Fetches a PDF and hands it to the browser as a download; a refusal rejects with the server's reason. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await api.getFile(path);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL can go once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

export function downloadDocument(kind: RequestKind, id: number, name: DocumentName): Promise<void> {
  return downloadFile(documentPath(requestApiPaths[kind], id, name), `${name}-${id}.pdf`);
}

export function useDownloadDocument(kind: RequestKind, id: number) {
  return useMutation({ mutationFn: (name: DocumentName) => downloadDocument(kind, id, name) });
}
