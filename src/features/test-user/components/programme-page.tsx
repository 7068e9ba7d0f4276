import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';
import { loadTestUserCopy } from '../copy';
import { type Programme, testUserNamespace } from '../namespace';
import { ApplicationSection } from './application-section';
import { ApplyButton } from './apply-button';
import { ProgrammeOverview } from './programme-overview';
import { TesterFaq } from './tester-faq';
import classes from './test-user.module.css';

// German is there at once, so the prerendered markup and the first client render agree; the
// visitor's language, if another, follows and the page re-renders in it.
void loadTestUserCopy();

export interface ProgrammePageProps {
  /** The page's own namespace: its heading, intro, steps heading and questions. */
  readonly namespace: 'test-user' | 'dipa';
  /** Sent with the application, so it is known which page it came from. */
  readonly programme: Programme;
  /** Shown next to "Apply now" (a link to read more, say). */
  readonly introExtra?: ReactNode;
}

/** The test-user programme and the DiPA study share one page: intro, steps and hints, questions, application. */
export function ProgrammePage({ namespace, programme, introExtra }: ProgrammePageProps) {
  const { t } = useTranslation(namespace);
  const { t: shared } = useTranslation(testUserNamespace);
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <div className={classes.introActions}>
          <ApplyButton>{shared('programme.apply')}</ApplyButton>
          {introExtra}
        </div>
      </PageIntro>
      <ProgrammeOverview stepsHeading={t('stepsHeading')} />
      <TesterFaq namespace={namespace} />
      <ApplicationSection programme={programme} />
    </>
  );
}
