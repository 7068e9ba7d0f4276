import { type ReactNode, Suspense } from 'react';
import { FaqList } from '@/features/faq/components/faq-list';
import { loadFaqCopy } from '@/features/faq/faq-copy';
import { BenefitsSection } from '@/features/home/components/benefits-section';
import { ConnectSection } from '@/features/home/components/connect-section';
import { ContactSection } from '@/features/home/components/contact-section';
import { DeviceCarouselSection } from '@/features/home/components/device-carousel-section';
import { FaqSection } from '@/features/home/components/faq-section';
import { FeatureAreaSection } from '@/features/home/components/feature-area-section';
import { HappierSection } from '@/features/home/components/happier-section';
import { HeroSection } from '@/features/home/components/hero-section';
import homeClasses from '@/features/home/components/home.module.css';
import { InfoPackageSection } from '@/features/home/components/info-package-section';
import { PressStrip } from '@/features/home/components/press-strip';
import { SecureDataSection } from '@/features/home/components/secure-data-section';
import { TestimonialsSection } from '@/features/home/components/testimonials-section';
import { featureAreas } from '@/features/home/model/feature-areas';
import { useHomeTranslation } from '@/features/home/use-home-translation';
import { InfoPackageEmailForm, type InfoPackageEmailCopy } from '@/features/info-package/components/info-package-email-form';

// The FAQ at the end of the page has its own namespace (the route loads only the page's): German
// is bundled and there at once, another language follows and the list renders when it arrives.
loadFaqCopy().catch((error: unknown) => console.warn('[home] could not load the FAQ copy', error));

/**
 * A section hydrated on its own: React hydrates each Suspense boundary as a separate piece of
 * work after the page's top, so the long page does not hold the main thread in one long task.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Home: hero, press, the four feature areas, pictures, benefits, advice and demo, info package, testimonials, data protection, the anchored sections and the FAQ. */
export function HomePage() {
  const { t } = useHomeTranslation();
  const emailCopy: InfoPackageEmailCopy = t('emailForm', { returnObjects: true });
  const emailForm = (labelledBy: string) => <InfoPackageEmailForm copy={emailCopy} aria-labelledby={labelledBy} />;
  return (
    <div className={homeClasses.home}>
      <HeroSection form={<InfoPackageEmailForm copy={emailCopy} />} />
      <PressStrip />
      {featureAreas.map((area, index) => (
        <Later key={area.id}>
          <FeatureAreaSection area={area} index={index} />
        </Later>
      ))}
      <Later>
        <DeviceCarouselSection />
      </Later>
      <Later>
        <BenefitsSection />
      </Later>
      <Later>
        <ContactSection />
      </Later>
      <Later>
        <InfoPackageSection form={emailForm} />
      </Later>
      <Later>
        <TestimonialsSection />
      </Later>
      <Later>
        <SecureDataSection form={emailForm} />
      </Later>
      <Later>
        <ConnectSection />
      </Later>
      <Later>
        <HappierSection />
      </Later>
      <Later>
        <FaqSection>
          <FaqList />
        </FaqSection>
      </Later>
    </div>
  );
}

export const Component = HomePage;
