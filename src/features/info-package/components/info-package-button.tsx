import { Button, type ButtonProps } from '@/ui/kit/buttons';
import type { MouseEvent, ReactNode } from 'react';
import { paths } from '@/config/routes';
import { isPlainClick } from '@/ui/plain-click';
import { replayOnLiveNeeding } from '@/ui/replay-on-live';
import { infoPackageCode } from '../load-info-package-modal';
import { useOpenInfoPackage } from '../use-info-package-modal';

export interface InfoPackageButtonProps extends ButtonProps {
  readonly children: ReactNode;
  /** Runs as well, before the modal opens (a menu closing itself, say). */
  readonly onClick?: () => void;
}

/**
 * An order/info button: opens the info package modal. It stays a real link to the order page,
 * for visitors without script and for opening it in a new tab. A tap before the page is live opens
 * the modal once it is (held and replayed by the pre-paint runtime).
 */
export function InfoPackageButton({ children, onClick, ...buttonProps }: InfoPackageButtonProps) {
  const open = useOpenInfoPackage();
  return (
    <Button
      component="a"
      href={paths.infopaket}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onClick?.();
        open();
      }}
      {...replayOnLiveNeeding(infoPackageCode)}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
