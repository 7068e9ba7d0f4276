import { lazy, type ReactNode, Suspense } from 'react';
import { HeroSection } from '@/features/home/components/hero-section';
import homeClasses from '@/features/home/components/home.module.css';
import { PressStrip } from '@/features/home/components/press-strip';
import { featureAreas } from '@/features/home/model/feature-areas';
import { useHomeTranslation } from '@/features/home/use-home-translation';
import { InfoPackageEmailForm, type InfoPackageEmailCopy } from '@/features/info-package/components/info-package-email-form';

/**
 * Everything below the hero and the press strip comes in one chunk that loads after the page's
 * first paint, so a cheap phone downloads and runs less before it shows the top of the page.
 * The prerendered markup of those sections stays as it is until the chunk is there; React then
 * hydrates each section on its own (and first the one a visitor taps).
 */
const loadBelowTheFold = () => import('@/features/home/components/below-the-fold');
const FeatureAreaSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.FeatureAreaSection })));
const DeviceCarouselSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.DeviceCarouselSection })));
const BenefitsSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.BenefitsSection })));
const ContactSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.ContactSection })));
const InfoPackageSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.InfoPackageSection })));
const TestimonialsSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.TestimonialsSection })));
const SecureDataSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.SecureDataSection })));
const ConnectSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.ConnectSection })));
const HappierSection = lazy(() => loadBelowTheFold().then((module) => ({ default: module.HappierSection })));
const HomeFaq = lazy(() => loadBelowTheFold().then((module) => ({ default: module.HomeFaq })));

/**
 * A section hydrated on its own: React hydrates each Suspense boundary as a separate piece of
 * work after the page's top, so the long page does not hold the main thread in one long task.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Home (spec section 2): hero, press, the four feature areas, pictures, benefits, advice and demo, info package, testimonials, data protection, the anchored sections and the FAQ. */
export function HomePage() {
  const { t } = useHomeTranslation();
  const emailCopy = t('emailForm', { returnObjects: true }) as InfoPackageEmailCopy;
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
        <HomeFaq />
      </Later>
    </div>
  );
}

export const Component = HomePage;
