import { Anchor, Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCalendarEvent, IconClock, IconMail, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { SupportPhoneLink } from '@/ui/contact/support-phone-link';
import { WhatsAppLink } from '@/ui/contact/whatsapp-link';
import classes from '@/ui/sections/product-pages.module.css';

export interface SupportContactCopy {
  readonly heading: string;
  readonly text: string;
  readonly phoneLabel: string;
  readonly emailLabel: string;
  /** The support hours as a sentence, with the times of the brand config filled in. */
  readonly hours: string;
  /** The link to the callback form; left out where the visitor is on it already. */
  readonly callback?: string;
}

type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * Reads `<prefix>.heading`, `.text`, `.phoneLabel`, `.emailLabel`, `.hours` (with `{{from}}` and
 * `{{to}}`) and, when asked for, `.callback` from a page's namespace.
 */
export function supportCopy(t: Translate, prefix: string, { callback = true } = {}): SupportContactCopy {
  const { from, to } = brand.support.hours;
  return {
    heading: t(`${prefix}.heading`),
    text: t(`${prefix}.text`),
    phoneLabel: t(`${prefix}.phoneLabel`),
    emailLabel: t(`${prefix}.emailLabel`),
    hours: t(`${prefix}.hours`, { from, to }),
    ...(callback ? { callback: t(`${prefix}.callback`) } : {}),
  };
}

/**
 * How to reach a person: the support line (callback scheduling on a desktop, the number on a
 * phone), e-mail, WhatsApp and hours from the brand config, and the callback form. The link
 * texts shared with the footer come from the always-loaded common namespace, so every page that
 * shows this card has them without copying them into its own.
 */
export function SupportContact({ copy, headingOrder = 2 }: { copy: SupportContactCopy; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const { supportEmail } = brand.support;
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} className={classes.contact} p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack gap="md">
        <Title order={headingOrder} id={id}>
          {copy.heading}
        </Title>
        <Text>{copy.text}</Text>
        <div>
          <Text fw={700}>{copy.phoneLabel}</Text>
          <SupportPhoneLink
            component={Anchor}
            className={classes.contactLink}
            adviceLabel={t('footer.advice')}
            icon={{ advice: <IconCalendarEvent aria-hidden size={26} />, phone: <IconPhone aria-hidden size={26} /> }}
            onContact={(method) => track('contact', { method })}
          />
        </div>
        <div>
          <Text fw={700}>{copy.emailLabel}</Text>
          <Anchor href={`mailto:${supportEmail}`} className={classes.contactLink} onClick={() => track('contact', { method: 'email' })}>
            <IconMail aria-hidden size={26} />
            {supportEmail}
          </Anchor>
        </div>
        <div>
          <WhatsAppLink component={Anchor} className={classes.contactLink}>
            <IconBrandWhatsapp aria-hidden size={26} />
            {t('footer.whatsapp')}
          </WhatsAppLink>
        </div>
        <Text>
          <IconClock aria-hidden size={22} className={classes.inlineIcon} />
          {copy.hours}
        </Text>
        {copy.callback ? (
          <div>
            <Button component={Link} to={paths.callbackform} variant="outline" leftSection={<IconPhoneCall aria-hidden />}>
              {copy.callback}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The contact card as a page section of its own (h2). */
export function SupportSection({ copy }: { copy: SupportContactCopy }) {
  return (
    <Container className={classes.section}>
      <Box maw="50rem">
        <SupportContact copy={copy} />
      </Box>
    </Container>
  );
}
