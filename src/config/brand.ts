/**
 * The one place that names the product, the operator and every external address.
 * Operators must replace the operator data: the defaults are fictitious on purpose.
 */
export interface Brand {
  name: string;
  slug: string;
  tagline: { de: string; en: string };
  operator: {
    legalName: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    /** ISO 3166-1 alpha-2, for structured data (job postings). */
    countryCode: string;
    representatives: string[];
    register: { court: string; number: string };
    vatId: string;
    /** SEPA creditor identifier, named in the direct debit mandate. */
    sepaCreditorId: string;
    contentResponsible: string;
    isFictitious: boolean;
  };
  support: {
    phone: string;
    phoneHref: string;
    whatsapp: string;
    infoEmail: string;
    supportEmail: string;
    jobsEmail: string;
    hours: { days: string; from: string; to: string };
  };
  links: {
    demo: string;
    userLogin: string;
    careFacilities: string;
    callbackScheduling: string;
    social: Record<SocialNetwork, string>;
  };
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'github' | 'youtube';

export const brand: Brand = {
  name: 'Lumi',
  slug: 'lumi',
  tagline: {
    de: 'Der digitale Begleiter für Seniorinnen und Senioren',
    en: 'The digital companion for older people',
  },
  operator: {
    legalName: 'Lumi Beispiel GmbH (fiktiv)',
    street: 'Musterallee 12',
    postalCode: '10999',
    city: 'Berlin',
    country: 'Deutschland',
    countryCode: 'DE',
    representatives: ['Erika Beispiel', 'Max Platzhalter'],
    register: { court: 'Amtsgericht Musterstadt', number: 'HRB 000000 (fiktiv)' },
    vatId: 'DE000000000 (fiktiv)',
    sepaCreditorId: 'DE00ZZZ00000000000 (fiktiv)',
    contentResponsible: 'Erika Beispiel, Musterallee 12, 10999 Berlin',
    isFictitious: true,
  },
  support: {
    // Non-breaking spaces: a phone number never wraps across lines.
    phone: '030\u00a0000\u00a0000\u00a000',
    phoneHref: 'tel:+4930000000000',
    whatsapp: 'https://wa.me/4930000000000',
    infoEmail: 'info@lumi.example',
    supportEmail: 'support@lumi.example',
    jobsEmail: 'jobs@lumi.example',
    hours: { days: 'Mo–Fr', from: '08:00', to: '16:00' },
  },
  links: {
    demo: 'https://demo.lumi.example/',
    userLogin: 'https://app.lumi.example/login',
    careFacilities: 'https://pflege.lumi.example/',
    callbackScheduling: 'https://termine.lumi.example/beratung',
    social: {
      facebook: 'https://www.facebook.com/lumi.example',
      instagram: 'https://www.instagram.com/lumi.example',
      linkedin: 'https://www.linkedin.com/company/lumi-example',
      github: 'https://github.com/lumi-example',
      youtube: 'https://www.youtube.com/@lumi-example',
    },
  },
};

/** Replaces `{product}` in copy and paths with the brand's name or slug. */
export function withProduct(text: string, value: string = brand.name): string {
  return text.replaceAll('{product}', value);
}
