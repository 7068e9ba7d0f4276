import { Container, Paper, Stack } from '@/ui/kit/layout';
import { Anchor, Text, Title } from '@/ui/kit/typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { BarrierReportForm } from '@/features/accessibility-feedback/components/barrier-report-form';
import { formatLongDate } from '@/platform/formatting/model/format';
import { PageIntro } from '@/ui/page-intro';
import { localeOf } from '@/i18n/locale';

/** The day the statement was written and the site last reviewed against it; change it with every review. */
export const statementReviewedOn = '2026-11-28';

const checks = ['axe', 'reflow', 'textSize', 'keyboard', 'validator', 'easyRead'] as const;
const limitations = ['videos', 'external', 'automated', 'pdf'] as const;

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** The accessibility statement the BFSG asks for, with the "Barriere melden" form. */
export function AccessibilityPage() {
  const { t, i18n } = useTranslation('barrierefreiheit');
  const language = localeOf(i18n.language);
  const formHeading = useId();
  const { operator, support } = brand;
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <Stack gap="xl" maw="readable">
          <Section heading={t('service.heading')}>
            <Text>{t('service.text', { operator: operator.legalName })}</Text>
          </Section>
          <Section heading={t('standard.heading')}>
            <Text>{t('standard.text')}</Text>
            <Text>{t('standard.status')}</Text>
          </Section>
          <Section heading={t('easyRead.heading')}>
            <Text>{t('easyRead.text')}</Text>
            <Text>
              <Anchor component={Link} to={paths.easyRead} underline="always">
                {t('easyRead.link')}
              </Anchor>
            </Text>
            <Text>{t('easyRead.readAloud')}</Text>
            <Text>{t('easyRead.voices')}</Text>
          </Section>
          <Section heading={t('checks.heading')}>
            <Text>{t('checks.intro')}</Text>
            <ul>
              {checks.map((id) => (
                <li key={id}>
                  <Text>{t(`checks.items.${id}`)}</Text>
                </li>
              ))}
            </ul>
            <Text>{t('checks.manual')}</Text>
          </Section>
          <Section heading={t('limitations.heading')}>
            <Text>{t('limitations.intro')}</Text>
            <ul>
              {limitations.map((id) => (
                <li key={id}>
                  <Text>{t(`limitations.items.${id}`)}</Text>
                </li>
              ))}
            </ul>
          </Section>
          <Section heading={t('review.heading')}>
            <Text>{t('review.text', { date: formatLongDate(statementReviewedOn, language) })}</Text>
          </Section>
          <Section heading={t('contact.heading')}>
            <Text>{t('contact.text')}</Text>
            <Text>
              {t('contact.phone')}: <Anchor href={support.phoneHref}>{support.phone}</Anchor>
              <br />
              {t('contact.email')}: <Anchor href={`mailto:${support.supportEmail}`}>{support.supportEmail}</Anchor>
              <br />
              {t('contact.post')}: {operator.legalName}, {operator.street}, {operator.postalCode} {operator.city}
            </Text>
            <Text>{t('contact.answer')}</Text>
          </Section>
          <Section heading={t('authority.heading')}>
            <Text>{t('authority.text')}</Text>
            <Text>
              {t('authority.name')}
              <br />
              {t('authority.city')}
            </Text>
          </Section>
          <Paper component="section" aria-labelledby={formHeading} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <BarrierReportForm headingId={formHeading} />
          </Paper>
        </Stack>
      </Container>
    </>
  );
}

export const Component = AccessibilityPage;
