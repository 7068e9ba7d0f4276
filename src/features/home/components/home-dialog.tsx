import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './home-dialog.module.css';

export interface HomeDialogProps {
  readonly opened: boolean;
  /** Called whenever the dialog closes: Escape, the close button or a click on the backdrop. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly closeLabel: string;
  readonly size?: 'md' | 'lg';
  readonly children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the page behind turns inert and focus stays
 * inside; Escape, the close button and a click on the backdrop close it, and
 * focus returns to the element that opened it. No dialog library, and nothing shared with the
 * page's own modules: the dialogs load as chunks of their own when first opened.
 */
export function HomeDialog({ opened, onClose, title, closeLabel, size = 'md', children }: HomeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      // The browser focuses the first control (the close button) unless content asks for focus.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!opened && element.open) {
      element.close();
    }
  }, [opened]);

  function handleClose() {
    onClose();
    opener.current?.focus();
    opener.current = null;
  }

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      data-size={size}
      aria-labelledby={titleId}
      onClose={handleClose}
      // The content fills the dialog, so a click on the dialog element itself is one on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className={classes.content}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
            {/* Tabler's x (MIT), inline so that the dialog's chunk shares no module with the page. */}
            <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" focusable="false">
              <path d="M18 6l-12 12M6 6l12 12" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
