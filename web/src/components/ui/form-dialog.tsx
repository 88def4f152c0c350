import type { FormEvent, ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';

/**
 * The shell every create/edit dialog shares, so a dialog file holds only its fields and its submit
 * logic: title (and description), the fields in a form, then Cancel and the submit button. The submit
 * button is disabled while the request runs so a double click cannot send it twice.
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending = false,
  canSubmit = true,
  noValidate = true,
  children,
}: {
  /** Dialogs mounted only while shown leave this out; a dialog kept mounted passes its state. */
  open?: boolean;
  /** Called by Cancel, the close button, Escape and a click outside. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Called on submit; the page never reloads. */
  onSubmit: () => void;
  submitLabel: string;
  /** What the submit button says while pending; it keeps `submitLabel` when left out. */
  pendingLabel?: string;
  pending?: boolean;
  /** False while the form lacks something it needs (the button is disabled, not the fields). */
  canSubmit?: boolean;
  /** Our zod schemas show the spec's messages, so the browser's own checks are off by default. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate={noValidate}>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !canSubmit}>
              {pending && pendingLabel ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
