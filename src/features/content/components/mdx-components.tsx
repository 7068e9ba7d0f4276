import { Button } from '@/ui/kit/buttons';
import { Paper, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Anchor, Text, Title } from '@/ui/kit/typography';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { StoredDataList } from '@/platform/consent/components/stored-data-list';
import { isAllowedLink, isSitePath } from '@/platform/links/link-policy';
import { headingId, plainTextOf } from '../model/headings';
import classes from './prose.module.css';

export function Product() {
  return <>{brand.name}</>;
}

export function Intro({ children }: { children: ReactNode }) {
  return <div className={classes.intro}>{children}</div>;
}

export function Quote({ author, children }: { author?: string; children: ReactNode }) {
  return (
    <blockquote className={classes.quote}>
      {children}
      {author ? <cite className={classes.cite}>– {author}</cite> : null}
    </blockquote>
  );
}

export function InfoBox({ title, children }: { title?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    // An article may hold several boxes: each complementary landmark is named by its own title.
    <Paper component="aside" className={classes.infoBox} p="lg" radius="md" aria-labelledby={title ? titleId : undefined}>
      <Stack gap="xs">
        {title && (
          <Text fw={700} className={classes.infoTitle} id={titleId}>
            <IconInfoCircle aria-hidden /> {title}
          </Text>
        )}
        <div>{children}</div>
      </Stack>
    </Paper>
  );
}

export function CheckList({ children }: { children: ReactNode }) {
  return <div className={classes.checkList}>{children}</div>;
}

export function Gallery({ images }: { images: { src: string; alt: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" className={classes.gallery}>
      {images.map((image) => (
        <img key={image.src} src={image.src} alt={image.alt} width={600} height={315} loading="lazy" decoding="async" />
      ))}
    </SimpleGrid>
  );
}

/** The call to action every article ends with: the free info package. */
export function InfoPackageCta() {
  const { t } = useTranslation('common');
  return (
    <Paper className={classes.cta} p="xl" radius="lg">
      <Stack gap="sm" align="flex-start">
        <Text fw={700} fz="lg">
          {t('cta.heading')}
        </Text>
        <Text>{t('cta.text')}</Text>
        <Button component={Link} to={paths.infopaket}>
          {t('nav.infoPackage')}
        </Button>
      </Stack>
    </Paper>
  );
}

type OperatorField =
  'legalName' | 'street' | 'postalCode' | 'city' | 'country' | 'representatives' | 'registerCourt' | 'registerNumber' | 'vatId' | 'contentResponsible';

export function Operator({ field }: { field: OperatorField }) {
  const operator = brand.operator;
  const values: Record<OperatorField, string> = {
    legalName: operator.legalName,
    street: operator.street,
    postalCode: operator.postalCode,
    city: operator.city,
    country: operator.country,
    representatives: operator.representatives.join(', '),
    registerCourt: operator.register.court,
    registerNumber: operator.register.number,
    vatId: operator.vatId,
    contentResponsible: operator.contentResponsible,
  };
  return <>{values[field]}</>;
}

export const SupportEmail = () => <Anchor href={`mailto:${brand.support.supportEmail}`}>{brand.support.supportEmail}</Anchor>;
export const InfoEmail = () => <Anchor href={`mailto:${brand.support.infoEmail}`}>{brand.support.infoEmail}</Anchor>;
export const SupportPhone = () => <Anchor href={brand.support.phoneHref}>{brand.support.phone}</Anchor>;
export const SupportHours = () => (
  <>
    {brand.support.hours.days} {brand.support.hours.from}–{brand.support.hours.to}
  </>
);

function Heading2({ children }: { children?: ReactNode }) {
  return (
    <Title order={2} id={headingId(plainTextOf(children))} className={classes.h2}>
      {children}
    </Title>
  );
}

function Heading3({ children }: { children?: ReactNode }) {
  return (
    <Title order={3} className={classes.h3}>
      {children}
    </Title>
  );
}

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  // A link the policy does not allow is shown as its text: content never sends a reader elsewhere.
  if (!isAllowedLink(href)) return <>{children}</>;
  if (isSitePath(href)) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  return <Anchor href={href}>{children}</Anchor>;
}

/** Everything an MDX body may use without importing it. */
export const mdxComponents = {
  h2: Heading2,
  h3: Heading3,
  a: MarkdownLink,
  Product,
  Intro,
  Quote,
  InfoBox,
  CheckList,
  Gallery,
  InfoPackageCta,
  Operator,
  SupportEmail,
  InfoEmail,
  SupportPhone,
  SupportHours,
  // The privacy page lists what the site stores from the same list the consent dialog reads.
  StoredDataList,
};
