import { IconArrowDown } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './page-toc.module.css';

export interface PageTocProps {
  readonly label: string;
  readonly links: readonly { readonly id: string; readonly label: string }[];
}

/** "On this page": jump links to the page's sections. */
export function PageToc({ label, links }: PageTocProps) {
  return (
    <nav aria-label={label} className={classes.toc}>
      <p className={classes.label} aria-hidden="true">
        {label}
      </p>
      <ul className={classes.links}>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={`#${link.id}`} className={classes.link}>
              <IconArrowDown aria-hidden size={20} stroke={2.25} />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
