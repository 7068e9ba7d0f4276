import { Container, Group, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Anchor, Text } from '@/ui/kit/typography';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconCalendarEvent,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand, type SocialNetwork } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { ConsentSettingsButton } from '@/platform/consent/components/consent-dialog';
import { SupportPhoneLink } from '@/platform/contact/support-phone-link';
import { WhatsAppLink } from '@/platform/contact/whatsapp-link';
import { EasyReadPictogram } from './easy-read-pictogram';
import classes from './site-footer.module.css';
import { useCurrentYear } from '@/ui/use-current-year';

const socialIcons: Record<SocialNetwork, { label: string; Icon: ComponentType<{ 'aria-hidden'?: boolean }> }> = {
  facebook: { label: 'Facebook', Icon: IconBrandFacebook },
  instagram: { label: 'Instagram', Icon: IconBrandInstagram },
  linkedin: { label: 'LinkedIn', Icon: IconBrandLinkedin },
  github: { label: 'GitHub', Icon: IconBrandGithub },
  youtube: { label: 'YouTube', Icon: IconBrandYoutube },
};

const iconSize = 22;

/** `extra`: what the layout adds below the links (the install offer). */
export function SiteFooter({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <footer className={classes.footer}>
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={4}>
            <Text fw={700}>{t('footer.contact')}</Text>
            <SupportPhoneLink
              component={Anchor}
              className={classes.link}
              adviceLabel={t('footer.advice')}
              icon={{ advice: <IconCalendarEvent aria-hidden size={iconSize} />, phone: <IconPhone aria-hidden size={iconSize} /> }}
              onContact={(method) => track('contact', { method })}
            />
            <Anchor href={`mailto:${brand.support.supportEmail}`} className={classes.link} onClick={() => track('contact', { method: 'email' })}>
              <IconMail aria-hidden size={iconSize} />
              {brand.support.supportEmail}
            </Anchor>
            <WhatsAppLink component={Anchor} className={classes.link}>
              <IconBrandWhatsapp aria-hidden size={iconSize} />
              {t('footer.whatsapp')}
            </WhatsAppLink>
            <Text>{t('footer.supportHours')}</Text>
          </Stack>
          <nav aria-label={t('footer.label')}>
            <Stack gap={4}>
              {/* On every page, first in its list, with the usual sign. */}
              <Anchor component={Link} to={paths.easyRead} className={classes.link}>
                <EasyReadPictogram />
                {t('footer.easyRead')}
              </Anchor>
              <Anchor component={Link} to={paths.faq} className={classes.link}>
                {t('footer.faq')}
              </Anchor>
              <Anchor href={brand.links.userLogin} className={classes.link}>
                {t('footer.userLogin')}
              </Anchor>
              <Anchor href={brand.links.careFacilities} className={classes.link}>
                {t('footer.careFacilities')}
              </Anchor>
              <Anchor component={Link} to={paths.agb} className={classes.link}>
                {t('footer.terms')}
              </Anchor>
              <Anchor component={Link} to={paths.privacy} className={classes.link}>
                {t('footer.privacy')}
              </Anchor>
              <Anchor component={Link} to={paths.productPrivacy} className={classes.link}>
                {t('footer.productPrivacy')}
              </Anchor>
              <Anchor component={Link} to={paths.imprint} className={classes.link}>
                {t('footer.imprint')}
              </Anchor>
              <Anchor component={Link} to={paths.accessibility} className={classes.link}>
                {t('footer.accessibility')}
              </Anchor>
              {/* § 312k BGB and the withdrawal function: on every page, never behind a login. */}
              <Anchor component={Link} to={paths.cancellation} className={classes.link}>
                {t('footer.cancellation')}
              </Anchor>
              <Anchor component={Link} to={paths.withdrawal} className={classes.link}>
                {t('footer.withdrawal')}
              </Anchor>
              <ConsentSettingsButton className={classes.link} />
            </Stack>
          </nav>
          <Stack gap={4}>
            <Text fw={700}>{t('footer.social')}</Text>
            <Group gap="xs">
              {(Object.keys(socialIcons) as SocialNetwork[]).map((network) => {
                const { label, Icon } = socialIcons[network];
                return (
                  <Anchor
                    key={network}
                    href={brand.links.social[network]}
                    aria-label={label}
                    className={classes.social}
                    rel="noopener"
                    onClick={() => track('social', { network })}
                  >
                    <Icon aria-hidden />
                  </Anchor>
                );
              })}
            </Group>
          </Stack>
        </SimpleGrid>
        {extra}
        <Text mt="xl">{t('footer.copyright', { year, operator: brand.operator.legalName })}</Text>
      </Container>
    </footer>
  );
}
