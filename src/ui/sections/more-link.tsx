import { Anchor } from '@/ui/kit/typography';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './product-pages.module.css';

/** A link to another page of the site, in the text flow, with an arrow and a 44 px target. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} className={classes.moreLink} underline="always">
      <span>{children}</span>
      <IconArrowRight aria-hidden size={22} className={classes.moreLinkArrow} />
    </Anchor>
  );
}

/** Several such links, one below the other, as a list. */
export function MoreLinks({ links }: { links: ReadonlyArray<{ readonly to: string; readonly label: string }> }) {
  return (
    <ul className={classes.list}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <MoreLink to={to}>{label}</MoreLink>
        </li>
      ))}
    </ul>
  );
}
