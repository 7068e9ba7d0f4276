import { type ReactNode, useState } from 'react';
import classes from './feature-modal.module.css';
import { HomeDialog } from './home-dialog';

export interface FeatureModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The chosen tile's icon, title and description; null while none is chosen. */
  readonly content: { readonly key: string; readonly icon: ReactNode; readonly title: string; readonly text: string } | null;
  readonly closeLabel: string;
}

/**
 * The detail dialog of a feature tile: icon, title, description. It gets its
 * content ready-made, so its chunk needs none of the page's modules.
 */
export function FeatureModal({ opened, onClose, content, closeLabel }: FeatureModalProps) {
  // Keeps the last tile's content while no tile is chosen (the dialog is closed then).
  const [shown, setShown] = useState(content);
  if (content && (content.key !== shown?.key || content.title !== shown.title || content.text !== shown.text)) setShown(content);
  return (
    <HomeDialog
      opened={opened}
      onClose={onClose}
      closeLabel={closeLabel}
      title={
        shown ? (
          <span className={classes.title}>
            {shown.icon}
            <span>{shown.title}</span>
          </span>
        ) : null
      }
    >
      <p className={classes.text}>{shown?.text}</p>
    </HomeDialog>
  );
}
