import { paths } from '@/config/routes';

/** The top-bar links, in order; `hideOn` names the path where a link is pointless. */
export const navigationLinks = [
  { to: paths.shop, labelKey: 'nav.shop', hideOn: paths.shop },
  { to: paths.app, labelKey: 'nav.app' },
  { to: paths.relatives, labelKey: 'nav.relatives' },
  { to: paths.liveDemo, labelKey: 'nav.liveDemo' },
  { to: paths.blog, labelKey: 'nav.blog' },
  { to: paths.faq, labelKey: 'nav.faq' },
] as const;

export function visibleLinks(pathname: string) {
  return navigationLinks.filter((link) => !('hideOn' in link) || link.hideOn !== pathname);
}
