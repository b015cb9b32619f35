/**
 * What a form shows when its save was refused because someone saved the record first (409, decision
 * 0076): who and when, from the server's message, and « Recharger », which reads the record again.
 */
import { Button } from '@client/components/ui/button';
import { Notice } from '@client/components/ui/notice';
import { versionMessages } from '@shared/http/row-version.labels';

export function StaleVersionNotice({
  title,
  message,
  reloading,
  onReload,
}: {
  /** « Modifié entre-temps », agreed with the record's noun (« Modifiée », « Modifiés »). */
  title: string;
  message: string | null;
  reloading: boolean;
  onReload: () => void;
}) {
  if (!message) return null;
  return (
    <Notice tone="warning" title={title} role="alert">
      <p>{message}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="mt-2"
        disabled={reloading}
        onClick={onReload}
      >
        {versionMessages.reload}
      </Button>
    </Notice>
  );
}
