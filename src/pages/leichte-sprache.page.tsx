import { fromWidth } from '@/ui/kit/breakpoints';
import { Box, Stack } from '@/ui/kit/layout';
import { Anchor, List, ListItem, Text } from '@/ui/kit/typography';
import {
  IconArrowBack,
  IconClipboardCheck,
  IconCoinEuro,
  IconDeviceIpadHorizontal,
  IconFileX,
  IconFriends,
  IconHeadset,
  IconListCheck,
  IconLock,
  IconMailbox,
} from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { EasyReadSection } from '@/features/easy-read/components/easy-read-section';
import { easyReadValues } from '@/features/easy-read/model/easy-read-values';
import { track } from '@/platform/analytics/track';
import { WhatsAppLink } from '@/platform/contact/whatsapp-link';
import { plans } from '@/platform/plans/plans';
import { PageIntro } from '@/ui/page-intro';
import { CheckList } from '@/ui/sections/check-list';
import { ImportantNotice } from '@/ui/sections/important-notice';
import { DeviceImage, SceneImage } from '@/ui/sections/media-image';
import { MoreLink, MoreLinks } from '@/ui/sections/more-link';

const values = easyReadValues();

/** A link in the size of the paragraph around it, underlined like every link in a text. */
const InheritedAnchor = (props: ComponentProps<typeof Anchor<'a'>>) => <Anchor inherit underline="always" {...props} />;

const whatText = ['tablet', 'tabletMeans', 'talk', 'noTyping', 'internet', 'sim', 'germany'] as const;
const whoText = ['older', 'alone', 'family', 'app', 'appDoes', 'call'] as const;
const canItems = ['dates', 'pills', 'drink', 'music', 'news', 'games', 'video', 'photos'] as const;
const infoPackageText = ['free', 'contents', 'how', 'form', 'confirm'] as const;
const testUserText = ['search', 'free', 'age', 'care'] as const;
const testUserSteps = ['apply', 'review', 'mail', 'setup', 'test'] as const;
const cancelText = ['means', 'contract', 'anytime', 'notice', 'online', 'receipt'] as const;
const withdrawText = ['means', 'days', 'reason', 'confirm'] as const;
const privacyText = ['data', 'protect', 'needed', 'ask', 'change', 'readAloud', 'more'] as const;

/**
 * The site in Leichte Sprache (Easy Read in English): what the product is and for whom, what it
 * costs, the info package, the test, cancelling and withdrawing, help and privacy. One statement
 * per sentence, large type, a sign for every section and the site's own pictures; prices, terms
 * and contacts come from the plans and the brand, never from the copy. The reading rules are held
 * by `tests/unit/easy-read-copy.test.tsx`.
 */
export function EasyReadPage() {
  const { t } = useTranslation('leichte-sprache');
  const paragraph = (text: string) => (
    <Text size="lg" key={text}>
      {text}
    </Text>
  );
  const phoneLink = (
    <Anchor inherit underline="always" href={values.phoneHref} onClick={() => track('contact', { method: 'phone' })}>
      {values.phone}
    </Anchor>
  );
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        {(['short', 'words', 'split'] as const).map((id) => paragraph(t(`about.${id}`)))}
      </PageIntro>

      <EasyReadSection
        heading={t('what.heading')}
        icon={IconDeviceIpadHorizontal}
        tinted
        picture={<DeviceImage shot={1} alt={t('what.imageAlt')} sizes={`${fromWidth('md')} 50vw, 100vw`} />}
      >
        {whatText.map((id) => paragraph(t(`what.text.${id}`)))}
      </EasyReadSection>

      <EasyReadSection heading={t('who.heading')} icon={IconFriends} picture={<SceneImage scene="kommunikation" alt={t('who.imageAlt')} />}>
        {whoText.map((id) => paragraph(t(`who.text.${id}`)))}
      </EasyReadSection>

      <EasyReadSection
        heading={t('can.heading')}
        icon={IconListCheck}
        tinted
        picture={<DeviceImage shot={3} alt={t('can.imageAlt')} sizes={`${fromWidth('md')} 50vw, 100vw`} />}
      >
        {paragraph(t('can.intro'))}
        <Box fz="lg">
          <CheckList items={canItems.map((id) => t(`can.items.${id}`))} />
        </Box>
        {paragraph(t('can.group'))}
        {paragraph(t('can.leader'))}
        <ImportantNotice heading={t('can.notice.heading')} headingOrder={3}>
          <Stack gap="xs">{(['no', 'means', 'call'] as const).map((id) => paragraph(t(`can.notice.${id}`)))}</Stack>
        </ImportantNotice>
      </EasyReadSection>

      <EasyReadSection heading={t('cost.heading')} icon={IconCoinEuro}>
        {paragraph(t('cost.text.monthly'))}
        {paragraph(t('cost.text.plans', { count: values.planCount }))}
        <List fz="lg" spacing="sm">
          {plans.map((plan) => (
            <ListItem key={plan.id}>{t(`cost.plans.${plan.id}`, { price: values.planPrices[plan.id] })}</ListItem>
          ))}
        </List>
        {paragraph(t('cost.after.trial', { days: values.trialDays }))}
        {paragraph(t('cost.after.keep', { fee: values.hardwareFee }))}
        {paragraph(t('cost.after.back'))}
        {values.freeDelivery && paragraph(t('cost.after.delivery'))}
        {(['pay', 'debit', 'preorder', 'mail'] as const).map((id) => paragraph(t(`cost.after.${id}`)))}
        <MoreLink to={paths.shop}>{t('cost.link')}</MoreLink>
      </EasyReadSection>

      <EasyReadSection heading={t('infoPackage.heading')} icon={IconMailbox} tinted>
        {infoPackageText.map((id) => paragraph(t(`infoPackage.text.${id}`)))}
        <Text size="lg">
          {t('infoPackage.text.phone')} {phoneLink}
        </Text>
        <MoreLink to={paths.infopaket}>{t('infoPackage.link')}</MoreLink>
      </EasyReadSection>

      <EasyReadSection heading={t('testUser.heading')} icon={IconClipboardCheck}>
        {testUserText.map((id) => paragraph(t(`testUser.text.${id}`)))}
        {paragraph(t('testUser.text.steps'))}
        <List component="ol" fz="lg" spacing="sm">
          {testUserSteps.map((id) => (
            <ListItem key={id}>{t(`testUser.steps.${id}`)}</ListItem>
          ))}
        </List>
        <MoreLink to={paths.testUser}>{t('testUser.link')}</MoreLink>
      </EasyReadSection>

      <EasyReadSection heading={t('cancel.heading')} icon={IconFileX} tinted>
        {cancelText.map((id) => paragraph(t(`cancel.text.${id}`, { days: values.noticeDays })))}
        <MoreLink to={paths.cancellation}>{t('cancel.link')}</MoreLink>
      </EasyReadSection>

      <EasyReadSection heading={t('withdraw.heading')} icon={IconArrowBack}>
        {withdrawText.map((id) => paragraph(t(`withdraw.text.${id}`)))}
        <MoreLink to={paths.withdrawal}>{t('withdraw.link')}</MoreLink>
      </EasyReadSection>

      <EasyReadSection heading={t('help.heading')} icon={IconHeadset} tinted>
        {paragraph(t('help.text.team'))}
        {paragraph(t('help.text.days'))}
        {paragraph(t('help.text.hours', { from: values.hoursFrom, to: values.hoursTo }))}
        <Text size="lg">
          {t('help.text.phone')} {phoneLink}
        </Text>
        <Text size="lg">
          {t('help.text.email')}{' '}
          <Anchor inherit underline="always" href={`mailto:${values.email}`} onClick={() => track('contact', { method: 'email' })}>
            {values.email}
          </Anchor>
        </Text>
        {paragraph(t('help.text.whatsapp'))}
        <Text size="lg">
          <WhatsAppLink component={InheritedAnchor}>{t('help.whatsappLink')}</WhatsAppLink>
        </Text>
        {paragraph(t('help.callback'))}
        <MoreLink to={paths.callbackform}>{t('help.callbackLink')}</MoreLink>
      </EasyReadSection>

      <EasyReadSection heading={t('privacy.heading')} icon={IconLock}>
        {privacyText.map((id) => paragraph(t(`privacy.text.${id}`)))}
        <MoreLinks
          links={[
            { to: paths.privacy, label: t('privacy.link') },
            { to: paths.productPrivacy, label: t('privacy.productLink') },
          ]}
        />
      </EasyReadSection>
    </>
  );
}

export const Component = EasyReadPage;
