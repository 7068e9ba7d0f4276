import { Group, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { IconBulb, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from './product-pages.module.css';

export interface ImportantNoticeProps {
  readonly heading: string;
  readonly children: ReactNode;
  readonly headingOrder?: 2 | 3;
  /** `warning`: a limit of the product the visitor must not miss; `tip`: friendly advice. */
  readonly tone?: 'warning' | 'tip';
}

/** A highlighted box with its own heading, as a labelled section. */
export function ImportantNotice({ heading, children, headingOrder = 2, tone = 'warning' }: ImportantNoticeProps) {
  const id = useId();
  const Icon = tone === 'tip' ? IconBulb : IconInfoCircle;
  return (
    <section aria-labelledby={id} className={classes.notice} data-tone={tone}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Icon aria-hidden size={34} className={classes.noticeIcon} />
        <Stack gap="xs">
          <Title order={headingOrder} id={id}>
            {heading}
          </Title>
          {typeof children === 'string' ? <Text>{children}</Text> : children}
        </Stack>
      </Group>
    </section>
  );
}
