import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandYoutube } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand, type SocialNetwork } from '@/config/brand';
import { paths } from '@/config/routes';
import { ConsentSettingsButton } from '@/platform/consent/components/consent-dialog';
import classes from './site-footer.module.css';

const socialIcons: Record<SocialNetwork, { label: string; Icon: ComponentType<{ 'aria-hidden'?: boolean }> }> = {
  facebook: { label: 'Facebook', Icon: IconBrandFacebook },
  instagram: { label: 'Instagram', Icon: IconBrandInstagram },
  linkedin: { label: 'LinkedIn', Icon: IconBrandLinkedin },
  github: { label: 'GitHub', Icon: IconBrandGithub },
  youtube: { label: 'YouTube', Icon: IconBrandYoutube },
};

/** `extra`: what the layout adds below the links (the install offer). */
export function SiteFooter({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={4}>
            <Text fw={700}>{t('footer.contact')}</Text>
            <Anchor href={brand.support.phoneHref} className={classes.link}>
              {brand.support.phone}
            </Anchor>
            <Anchor href={`mailto:${brand.support.supportEmail}`} className={classes.link}>
              {brand.support.supportEmail}
            </Anchor>
            <Text>{t('footer.supportHours')}</Text>
          </Stack>
          <nav aria-label={t('footer.label')}>
            <Stack gap={4}>
              <Anchor component={Link} to={paths.faq} className={classes.link}>
                {t('footer.faq')}
              </Anchor>
              <Anchor href={brand.links.userLogin} className={classes.link}>
                {t('footer.userLogin')}
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
              <ConsentSettingsButton className={classes.link} />
            </Stack>
          </nav>
          <Stack gap={4}>
            <Text fw={700}>{t('footer.social')}</Text>
            <Group gap="xs">
              {(Object.keys(socialIcons) as SocialNetwork[]).map((network) => {
                const { label, Icon } = socialIcons[network];
                return (
                  <Anchor key={network} href={brand.links.social[network]} aria-label={label} className={classes.social} rel="noopener">
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
