import type { ComponentType } from 'react';
import { FaqList } from '@/features/faq/components/faq-list';
import { loadFaqCopy } from '@/features/faq/faq-copy';
import { BenefitsSection } from '@/features/home/components/benefits-section';
import { ConnectSection } from '@/features/home/components/connect-section';
import { ContactSection } from '@/features/home/components/contact-section';
import { DeviceCarouselSection } from '@/features/home/components/device-carousel-section';
import { FaqSection } from '@/features/home/components/faq-section';
import { FeatureAreaSection } from '@/features/home/components/feature-area-section';
import { HappierSection } from '@/features/home/components/happier-section';
import { InfoPackageSection } from '@/features/home/components/info-package-section';
import { SecureDataSection } from '@/features/home/components/secure-data-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { type FeatureAreaId, featureAreas } from '@/features/home/model/feature-areas';
import { homeSectionsNamespace } from '@/features/home/use-home-translation';
import { loadNamespace } from '@/i18n/i18n';
import { HomeEmailForm } from './home-email-form';

/** The home page's sections below the hero and the press strip, each a part that hydrates when the visitor nears it. */
export type HomeLaterSection =
  FeatureAreaId | 'carousel' | 'benefits' | 'contact' | 'infoPackage' | 'testimonials' | 'secureData' | 'connect' | 'happier' | 'faq';

const emailForm = (labelledBy: string) => <HomeEmailForm labelledBy={labelledBy} />;

const areaSections = {} as Record<FeatureAreaId, ComponentType>;
featureAreas.forEach((area, index) => {
  areaSections[area.id] = () => <FeatureAreaSection area={area} index={index} />;
});

const sections: Readonly<Record<HomeLaterSection, ComponentType>> = {
  ...areaSections,
  carousel: DeviceCarouselSection,
  benefits: BenefitsSection,
  contact: ContactSection,
  infoPackage: () => <InfoPackageSection form={emailForm} />,
  testimonials: TestimonialsSection,
  secureData: () => <SecureDataSection form={emailForm} />,
  connect: ConnectSection,
  happier: HappierSection,
  faq: () => (
    <FaqSection>
      <FaqList />
    </FaqSection>
  ),
};

/**
 * The sections with their copy and the FAQ's (its own namespace: German travels with the code,
 * another language loads with it).
 */
export async function loadHomeLaterSections(): Promise<Readonly<Record<HomeLaterSection, ComponentType>>> {
  await Promise.all([loadNamespace(homeSectionsNamespace), loadFaqCopy()]);
  return sections;
}
