/**
 * Copies a text to the clipboard. The caller says what a success means (its own toast); a refusal (no
 * clipboard outside HTTPS, permission denied) asks the user to copy by hand — show the text selectable.
 */
import { Button, type ButtonProps } from '@client/components/ui/button';
import { toast } from '@client/hooks/use-toast';
import { Copy } from 'lucide-react';

export function CopyButton({
  text,
  onCopied,
  children = 'Copier',
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> & { text: string; onCopied: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      onCopied();
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copie impossible',
        description: 'Sélectionnez le texte puis copiez-le (Ctrl+C).',
      });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={copy} {...buttonProps}>
      <Copy aria-hidden="true" />
      {children}
    </Button>
  );
}
