import { Text } from '@/ui/kit/typography';
import { IconBulb } from '@tabler/icons-react';
import classes from './product-pages.module.css';

/** A short hint inside a step, led by a (decorative) light bulb. */
export function Tip({ children }: { children: string }) {
  return (
    <Text>
      <IconBulb aria-hidden size={24} className={classes.inlineIcon} />
      {children}
    </Text>
  );
}
