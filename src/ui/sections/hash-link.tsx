import { Anchor } from '@/ui/kit/typography';
import { IconArrowDown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './product-pages.module.css';

/** A link to a section further down the same page; the router's scroll rules scroll to it smoothly. */
export function HashLink({ href, children }: { href: `#${string}`; children: string }) {
  return (
    <Anchor component={Link} to={href} className={classes.moreLink} underline="always">
      {children}
      <IconArrowDown aria-hidden size={22} />
    </Anchor>
  );
}
