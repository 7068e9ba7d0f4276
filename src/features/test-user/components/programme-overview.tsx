import { Container } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StepList } from '@/ui/sections/step-list';
import { testUserNamespace } from '../namespace';
import classes from './test-user.module.css';

/** The programme from the application to free continued use, in the order it happens. */
export const programmeSteps = ['apply', 'review', 'notice', 'delivery', 'test', 'keep'] as const;

const hintItems = ['age', 'careLevel', 'alone', 'contacts', 'open'] as const;

/** Who the programme suits best, said as a pointer: nobody is turned away for not ticking every box. */
function EligibilityHints() {
  const { t } = useTranslation(testUserNamespace);
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.hints}>
      <Title order={2} id={id}>
        {t('programme.hints.heading')}
      </Title>
      <Text className={classes.badge}>{t('programme.hints.badge')}</Text>
      <Text fw={700} mt="md">
        {t('programme.hints.lead')}
      </Text>
      <ul className={classes.hintList}>
        {hintItems.map((item) => (
          <li key={item}>{t(`programme.hints.items.${item}`)}</li>
        ))}
      </ul>
      <Text className={classes.note}>
        <IconInfoCircle aria-hidden size={26} className={classes.noteIcon} />
        <span>{t('programme.hints.note')}</span>
      </Text>
    </section>
  );
}

/** The six steps next to the hints on wide screens, one below the other on phones. */
export function ProgrammeOverview({ stepsHeading }: { stepsHeading: string }) {
  const { t } = useTranslation(testUserNamespace);
  const id = useId();
  return (
    <div className={`${classes.band} ${classes.tinted}`}>
      <Container className={classes.overview}>
        <section aria-labelledby={id}>
          <Title order={2} id={id} mb="sm">
            {stepsHeading}
          </Title>
          <StepList steps={programmeSteps.map((step) => ({ id: step, title: t(`programme.steps.${step}.title`), text: t(`programme.steps.${step}.text`) }))} />
        </section>
        <EligibilityHints />
      </Container>
    </div>
  );
}
