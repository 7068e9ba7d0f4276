import { List, ListItem } from '@/ui/kit/typography';
import { IconCircleCheck } from '@tabler/icons-react';
import offer from './offer-pages.module.css';
import classes from './product-pages.module.css';

export type CheckListProps = { readonly items: readonly string[] } & (
  | { readonly look?: 'product' }
  /** The offer look can set its points in two columns on wide screens. */
  | { readonly look: 'offer'; readonly columns?: 1 | 2 }
);

/** A plain list of short points with a check mark (decorative) in front of each. */
export function CheckList(props: CheckListProps) {
  const { items } = props;
  if (props.look === 'offer') {
    return (
      <ul className={offer.checks} data-columns={props.columns}>
        {items.map((item) => (
          <li key={item} className={offer.check}>
            <IconCircleCheck aria-hidden size={28} stroke={2} className={offer.checkMark} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <List
      spacing="sm"
      center
      icon={
        <span className={classes.checkIcon}>
          <IconCircleCheck aria-hidden size={28} stroke={1.75} />
        </span>
      }
    >
      {items.map((item) => (
        <ListItem key={item}>{item}</ListItem>
      ))}
    </List>
  );
}
