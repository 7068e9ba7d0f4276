import { Container } from '@/ui/kit/layout';
import { Title } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { NewTabLink } from '@/ui/new-tab-link';
import { QuestionList } from '@/ui/question-list';
import { TaggedText } from '@/ui/tagged-text';
import classes from './test-user.module.css';

/** Keys under `faq.items` of the page's namespace, each with `question` and `answer`. */
export const testerQuestions = ['what', 'cost', 'data', 'leave', 'relative'] as const;

/**
 * The testers' questions, each opening in place. Native disclosure: it works before the page is
 * live and without script; opening one reports it (`faq` with the question), as elsewhere.
 */
export function TesterFaq({ namespace }: { namespace: 'test-user' | 'dipa' }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  // The number stays on one line: a phone number split across lines is easily misdialled.
  const contact = { email: brand.support.supportEmail, phone: brand.support.phone.replace(/ /g, '\u00a0') };
  return (
    <section aria-labelledby={id} className={classes.band}>
      <Container>
        <Title order={2} id={id} mb="lg">
          {t('faq.heading')}
        </Title>
        <QuestionList
          className={classes.faq}
          items={testerQuestions.map((key) => ({
            id: key,
            question: t(`faq.items.${key}.question`),
            answer: <TaggedText text={t(`faq.items.${key}.answer`, contact)} components={{ privacy: <NewTabLink href={paths.privacy} /> }} />,
          }))}
          onOpen={(question) => track('faq', { question })}
        />
      </Container>
    </section>
  );
}
