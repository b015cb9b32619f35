import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@client/components/ui/toast';
import { useToast } from '@client/hooks/use-toast';

/** Renders the toast store; mounted once in the app providers. */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, action, ...props }) => {
        const titleId = title ? `toast-${id}-title` : undefined;
        const descriptionId = description ? `toast-${id}-description` : undefined;
        return (
          <Toast key={id} aria-labelledby={titleId} aria-describedby={descriptionId} {...props}>
            <div className="grid gap-1">
              {title && <ToastTitle id={titleId}>{title}</ToastTitle>}
              {description && <ToastDescription id={descriptionId}>{description}</ToastDescription>}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
