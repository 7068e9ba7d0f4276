import { type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { CloseButton } from './buttons';
import classes from './modal.module.css';

interface ModalProps {
  readonly opened: boolean;
  /** Escape, the close button and a click beside the dialog all ask for this; the caller closes. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** The close button's accessible name, in the visitor's language. */
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: it keeps focus inside while open, makes the
 * page behind it inert, closes on Escape and hands focus back to where it was when it closes.
 * Its content stays mounted while it is closed, so what a visitor typed survives a closing.
 */
export function Modal({ opened, onClose, title, closeLabel, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    if (!opened && element.open) element.close();
  }, [opened]);

  // Escape: the browser would close the dialog by itself; the caller decides instead. The key is
  // handled as it goes down, which also keeps the browser from sending its own close request.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  // A click on the backdrop lands on the dialog element itself (its content sits in a child).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog ref={dialog} className={classes.modal} role="dialog" aria-labelledby={titleId} onCancel={onCancel} onKeyDown={onKeyDown} onClick={onClick}>
      <div className={classes.content}>
        <header className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <CloseButton aria-label={closeLabel} onClick={onClose} />
        </header>
        {children}
      </div>
    </dialog>
  );
}
