import { Button } from '@/ui/kit/buttons';
import { Box, Container, Group, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { IconHeartHandshake, IconMessages, IconUsersGroup, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contentIndex } from 'virtual:content-index';
import { brand } from '@/config/brand';
import cards from '@/features/content/components/cards.module.css';
import classes from './karriere.module.css';
import { JobCard } from '@/features/content/components/job-card';
import { applyHref, isJob, sortJobs } from '@/features/content/model/jobs';
import { useContentLanguage } from '@/features/content/use-content-language';
import { PageIntro } from '@/ui/page-intro';
import { QuestionList } from '@/ui/question-list';

const jobs = sortJobs(contentIndex.filter(isJob));

const benefits = [
  { key: 'meaning', Icon: IconHeartHandshake },
  { key: 'flexible', Icon: IconClockHour4 },
  { key: 'team', Icon: IconMessages },
  { key: 'people', Icon: IconUsersGroup },
] as const;

const faqItems = ['process', 'documents', 'remote', 'experience', 'speculative'] as const;

/** Anchor of the open positions, for the hero's link. */
const positionsId = 'offene-stellen';

/** Careers: hero, what we offer, the open positions as cards, and the applicants' FAQ. */
export function KarrierePage() {
  const { t } = useTranslation('karriere');
  const language = useContentLanguage();
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <Group>
          <Button component={Link} to={`#${positionsId}`}>
            {t('toPositions')}
          </Button>
        </Group>
      </PageIntro>
      <Container pb="xl">
        <Stack className={classes.sections}>
          <section aria-labelledby="benefits-heading">
            <Title order={2} id="benefits-heading" mb="lg">
              {t('benefits.heading')}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={cards.list}>
              {benefits.map(({ key, Icon }) => (
                <li key={key}>
                  <Stack gap="xs">
                    <Icon aria-hidden size={40} stroke={1.5} className={cards.benefitIcon} />
                    <Title order={3} size="h4">
                      {t(`benefits.${key}.title`)}
                    </Title>
                    <Text>{t(`benefits.${key}.text`)}</Text>
                  </Stack>
                </li>
              ))}
            </SimpleGrid>
          </section>

          <section id={positionsId} aria-labelledby="positions-heading">
            <Title order={2} id="positions-heading" mb="sm">
              {t('positions.heading')}
            </Title>
            <Text mb="lg">{t('positions.intro')}</Text>
            <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="lg" className={cards.list}>
              {jobs.map((job) => (
                <li key={job.path}>
                  <JobCard
                    job={job}
                    language={language}
                    applyHref={applyHref(job.meta, brand.support.jobsEmail)}
                    labels={{ posted: t('positions.posted'), details: t('positions.details') }}
                  />
                </li>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="jobs-faq-heading">
            <Title order={2} id="jobs-faq-heading" mb="lg">
              {t('faq.heading')}
            </Title>
            {/* Native disclosures: closed answers stay in the markup, so the prerendered page carries them for search engines. */}
            <Box maw="readable">
              <QuestionList items={faqItems.map((key) => ({ id: key, question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) }))} />
            </Box>
          </section>
        </Stack>
      </Container>
    </>
  );
}

export const Component = KarrierePage;
