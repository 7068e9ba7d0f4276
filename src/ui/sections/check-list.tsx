import { List } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import classes from './product-pages.module.css';

/** A plain list of short points with a check mark (decorative) in front of each. */
export function CheckList({ items }: { items: readonly string[] }) {
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
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
