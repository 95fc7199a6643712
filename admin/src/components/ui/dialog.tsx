import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type MutableRefObject,
  type SyntheticEvent,
} from "react";
import { createPortal } from "react-dom";
import { AnimatePresence, m, useIsPresent } from "framer-motion";
import { BACKDROP, PANEL } from "@/lib/motion";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> opened with showModal(): the browser makes the page
 * behind inert to pointer, keyboard and assistive technology and keeps focus in it; the page does
 * not scroll meanwhile (controls.css). Escape and the browser's own close request call onClose.
 * It fades in and, once closed, out (AnimatePresence keeps it on screen for that, no longer
 * modal); focus returns to what opened it.
 */
export function Dialog({ open, title, description, onClose, children }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = () => {
    opener.current?.focus();
    opener.current = null;
  };

  return createPortal(
    <AnimatePresence onExitComplete={returnFocus}>
      {open && (
        <ModalDialog
          key="dialog"
          title={title}
          description={description}
          onClose={onClose}
          opener={opener}
        >
          {children}
        </ModalDialog>
      )}
    </AnimatePresence>,
    document.body,
  );
}

interface ModalDialogProps extends Omit<DialogProps, "open"> {
  /** Where focus was when it opened: the Dialog gives it back there once this has gone. */
  opener: MutableRefObject<HTMLElement | null>;
}

function ModalDialog({ title, description, onClose, opener, children }: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    opener.current = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    // showModal() focuses the first control itself; said here too, so it does not depend on
    // which focusable area a browser picks first.
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [opener]);

  // Closed: no longer modal while it fades out, so the page (a toast that says how it went, say)
  // is live again at once; it stays drawn, above the page, as a non-modal dialog until it goes.
  const present = useIsPresent();
  useEffect(() => {
    const element = dialog.current;
    if (present || !element?.open) return;
    element.close();
    element.show();
  }, [present]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Handled here, before the browser's cancel: the dialog stays up for its fade-out.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // A close request without a key (a phone's back gesture).
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="dialog-host"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <m.div className="dialog-backdrop" {...BACKDROP}>
        <m.div className="dialog" {...PANEL}>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="dialog__description">
              {description}
            </div>
          )}
          {children}
        </m.div>
      </m.div>
    </dialog>
  );
}
