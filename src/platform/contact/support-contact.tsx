import { Button, type ButtonProps } from '@/ui/kit/buttons';
import { Box, Container, Paper, Stack } from '@/ui/kit/layout';
import { Anchor, Text, Title } from '@/ui/kit/typography';
import { IconBrandWhatsapp, IconCalendarEvent, IconClock, IconMail, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { type AnchorHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { SupportPhoneLink } from '@/platform/contact/support-phone-link';
import { WhatsAppLink } from '@/platform/contact/whatsapp-link';
import classes from '@/ui/sections/product-pages.module.css';
import offer from './support-contact.module.css';

/** The product look's copy: a card of its own, with a heading. */
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

/** The offer look's copy: it sits in a section whose heading names it. */
export interface SupportOfferCopy {
  /** A sentence with the support hours filled in. */
  readonly text: string;
  /** The callback scheduling link on a desktop. */
  readonly advice: string;
  /** The `tel:` link on a phone, with the number filled in. */
  readonly call: string;
  /** The link to the callback form. */
  readonly callback: string;
}

/**
 * What support copy interpolates: `{{from}}` and `{{to}}` of the hours and `{{phone}}`. A page
 * passes them with its copy, e.g. `t('support', { returnObjects: true, ...supportValues })`.
 */
export const supportValues = { from: brand.support.hours.from, to: brand.support.hours.to, phone: brand.support.phone } as const;

export type SupportContactProps =
  | { readonly look?: 'product'; readonly copy: SupportContactCopy; readonly headingOrder?: 2 | 3 }
  /** `children` follow the buttons: the shop's chat line, say. */
  | { readonly look: 'offer'; readonly copy: SupportOfferCopy; readonly children?: ReactNode };

/**
 * How to reach a person, with the support line (callback scheduling on a desktop, the number
 * on a phone) counted as a `contact`. The product look is a card: support line, e-mail,
 * WhatsApp and hours from the brand config, and the callback form. The offer look is a sentence
 * and two buttons (support line, callback form) under the heading of the section it sits in.
 */
export function SupportContact(props: SupportContactProps) {
  return props.look === 'offer' ? (
    <OfferContact copy={props.copy}>{props.children}</OfferContact>
  ) : (
    <ContactCard copy={props.copy} headingOrder={props.headingOrder} />
  );
}

/**
 * The link texts shared with the footer come from the always-loaded common namespace, so every
 * page that shows this card has them without copying them into its own.
 */
function ContactCard({ copy, headingOrder = 2 }: { copy: SupportContactCopy; headingOrder?: 2 | 3 }) {
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

/** The support link drawn as the page's filled button; its icon sits in the label. */
function ButtonLink(props: ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Button component="a" {...props} classNames={{ label: offer.buttonLabel }} />;
}

function OfferContact({ copy, children }: { copy: SupportOfferCopy; children?: ReactNode }) {
  return (
    <div className={offer.offer}>
      <p className={offer.text}>{copy.text}</p>
      <div className={offer.actions}>
        <SupportPhoneLink
          component={ButtonLink}
          adviceLabel={copy.advice}
          phoneLabel={copy.call}
          icon={{ advice: <IconCalendarEvent aria-hidden size={22} stroke={2} />, phone: <IconPhone aria-hidden size={22} stroke={2} /> }}
          onContact={(method) => track('contact', { method })}
        />
        <Button component={Link} to={paths.callbackform} variant="outline">
          {copy.callback}
        </Button>
      </div>
      {children}
    </div>
  );
}

/** The contact card as a page section of its own (h2). */
export function SupportSection({ copy }: { copy: SupportContactCopy }) {
  return (
    <Container className={classes.section}>
      <Box className={offer.column}>
        <SupportContact copy={copy} />
      </Box>
    </Container>
  );
}
