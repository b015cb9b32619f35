/**
 * GET <kind API path>/{id}/documents/<name>.pdf: the PDF is fetched (so a refusal shows its French reason
 * in the dialog rather than saving an error as a file), then handed to the browser as a download under
 * the name the server gives it. Refused for want of a session (401), the person goes to the sign-in page
 * and comes back to this page afterwards (decision 0067).
 */

import { signInUrlFrom } from '@client/features/auth/sign-in-redirect';
import type { RequestKind } from '@client/features/requests/request-types';
import { api, isApiError } from '@client/lib/api-client';
import { type DocumentName, documentPath } from '@shared/documents/documents';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation } from '@tanstack/react-query';

/** Fetches a PDF and hands it to the browser as a download; a refusal rejects with the server's reason. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let file: Awaited<ReturnType<typeof api.getFile>>;
  try {
    file = await api.getFile(path);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // A page load, not the router: the app's 401 handling would otherwise send the person to /auth
      // without the page (after a session ends, the next sign-in normally starts from "/").
      window.location.assign(signInUrlFrom(`${location.pathname}${location.search}`));
    }
    throw error;
  }
  const { blob, fileName } = file;
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
