import type { AnchorHTMLAttributes, ElementType, MouseEvent, ReactNode } from 'react';
import { brand } from '@/config/brand';
import { useMobileUserAgent } from './use-mobile-user-agent';

/** What the link offers: the callback scheduling (desktop) or dialling the number (phone). */
export type SupportPhoneVariant = 'advice' | 'phone';

export interface SupportPhoneLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The scheduling link's text on desktops, e.g. "Lass dich beraten!". */
  readonly adviceLabel: ReactNode;
  /** The `tel:` link's text on phones; the support number unless given. */
  readonly phoneLabel?: ReactNode;
  /** Drawn before the text, per variant (icons are `aria-hidden` at the caller). */
  readonly icon?: Partial<Record<SupportPhoneVariant, ReactNode>>;
  /** Renders the link with another component (Mantine's `Anchor`, say) that takes `href`. */
  readonly component?: ElementType;
  /** Called on either variant's click, so the caller can count the contact. */
  readonly onContact?: (method: 'phone') => void;
}

/**
 * The site's one way to offer the support line. A phone can dial a `tel:` link, a desktop
 * cannot, so desktops get the callback scheduling instead. The prerendered page and the first
 * render show the desktop link; phones switch after hydration.
 */
export function SupportPhoneLink({ adviceLabel, phoneLabel, icon, component: Component = 'a', onContact, onClick, ...rest }: SupportPhoneLinkProps) {
  const mobile = useMobileUserAgent();
  const variant: SupportPhoneVariant = mobile ? 'phone' : 'advice';
  const href = mobile ? brand.support.phoneHref : brand.links.callbackScheduling;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    onContact?.('phone');
  };
  return (
    <Component {...rest} href={href} data-contact-variant={variant} onClick={handleClick}>
      {icon?.[variant]}
      {mobile ? (phoneLabel ?? brand.support.phone) : adviceLabel}
    </Component>
  );
}
