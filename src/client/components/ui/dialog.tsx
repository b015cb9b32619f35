/**
 * shadcn/ui dialog on Radix: focus trapped inside, Escape and the overlay close it, the title names it.
 * Spec §2: details dialogs are at most 4xl wide and scroll at 90% of the viewport height. Long words (a
 * company name, an e-mail address) break where they must (`wrap-anywhere`, inherited), so the dialog never
 * grows wider than the screen and scrolls sideways on a phone.
 * A control inside that closes itself on Escape (an open dropdown) marks itself `data-handles-escape`:
 * Radix listens for Escape on the document before the control sees it, so the dialog must leave it alone.
 * A form inside that holds unsaved changes (`useUnsavedChanges`) makes the dialog ask « Abandonner la
 * saisie ? » before it closes itself (Escape, the overlay, the cross, a `DialogClose` such as « Annuler »):
 * one guard for every form dialog (ui/unsaved-changes.tsx).
 */
import {
  createUnsavedChangesGuard,
  DiscardChangesDialog,
  UnsavedChangesContext,
} from '@client/components/ui/unsaved-changes';
import { cn } from '@client/lib/utils';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, useState } from 'react';

/**
 * Radix's dialog root, guarded: a close it asks for itself waits for « Abandonner la saisie » while a form
 * inside holds changes. The caller's own `onOpenChange(false)` (after a successful save) is not guarded.
 */
export function Dialog({ onOpenChange, children, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [guard] = useState(createUnsavedChangesGuard);
  const [confirming, setConfirming] = useState(false);

  function changeOpen(open: boolean) {
    if (!open && guard.held()) {
      setConfirming(true);
      return;
    }
    onOpenChange?.(open);
  }

  return (
    <DialogPrimitive.Root onOpenChange={changeOpen} {...props}>
      <UnsavedChangesContext value={guard}>{children}</UnsavedChangesContext>
      <DiscardChangesDialog
        open={confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onOpenChange?.(false);
        }}
      />
    </DialogPrimitive.Root>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-in-fade motion-safe:data-[state=closed]:animate-out-fade',
        className,
      )}
      {...props}
    />
  );
}

export function DialogContent({
  className,
  children,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-xl wrap-anywhere',
          'motion-safe:data-[state=open]:animate-in-zoom motion-safe:data-[state=closed]:animate-out-fade',
          className,
        )}
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-handles-escape]')) {
            event.preventDefault();
          }
          onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Fermer"
          className="absolute top-4 right-4 rounded-md p-1 text-foreground/60 transition-opacity hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-none', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
