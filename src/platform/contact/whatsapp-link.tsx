import type { AnchorHTMLAttributes, ElementType, MouseEvent, ReactNode } from 'react';
import { brand } from '@/config/brand';

export interface WhatsAppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target'> {
  readonly children: ReactNode;
  /** Renders the link with another component (Mantine's `Anchor`, say) that takes `href`. */
  readonly component?: ElementType;
  /** Called on click, so the caller can count the chat. */
  readonly onOpen?: () => void;
}

/**
 * A chat with support on WhatsApp. It opens like any link, in the same tab, so the back button
 * returns here; `noopener` keeps the chat page from reaching back into this one.
 */
export function WhatsAppLink({ children, component: Component = 'a', onOpen, onClick, ...rest }: WhatsAppLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    onOpen?.();
  };
  return (
    <Component {...rest} href={brand.support.whatsapp} rel="noopener" onClick={handleClick}>
      {children}
    </Component>
  );
}
