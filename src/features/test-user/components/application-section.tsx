import { Container, Paper, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportContact, supportValues } from '@/platform/contact/support-contact';
import { applicationAnchor, type Programme, testUserNamespace } from '../namespace';
import { TestUserForm } from './test-user-form';
import classes from './test-user.module.css';

/**
 * The application, under the anchor "Apply now" leads to, with a way to talk to a person next to
 * it. The section itself takes the focus then (it is not in the tab order), so a screen reader
 * announces where the visitor is and the next Tab lands in the form.
 */
export function ApplicationSection({ programme }: { programme: Programme }) {
  const { t } = useTranslation(testUserNamespace);
  const id = useId();
  return (
    <section id={applicationAnchor} tabIndex={-1} aria-labelledby={id} className={`${classes.band} ${classes.tinted} ${classes.application}`}>
      <Container className={classes.applicationGrid}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            <Title order={2} id={id}>
              {t('form.heading')}
            </Title>
            <Text>{t('form.intro')}</Text>
            <TestUserForm programme={programme} />
          </Stack>
        </Paper>
        <SupportContact copy={t('help', { returnObjects: true, ...supportValues })} />
      </Container>
    </section>
  );
}
