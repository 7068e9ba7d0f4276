import { FaqList } from '@/features/faq/components/faq-list';
import { loadFaqCopy } from '@/features/faq/faq-copy';
import { FaqSection } from './faq-section';

// The FAQ at the end of the page has its own namespace (the route loads only the page's): German
// is bundled and there at once, another language follows and the list renders when it arrives.
loadFaqCopy().catch((error: unknown) => console.warn('[home] could not load the FAQ copy', error));

/** The home page's FAQ block: the FAQ feature's list inside the home page's section. */
export function HomeFaq() {
  return (
    <FaqSection>
      <FaqList />
    </FaqSection>
  );
}

export { BenefitsSection } from './benefits-section';
export { ConnectSection } from './connect-section';
export { ContactSection } from './contact-section';
export { DeviceCarouselSection } from './device-carousel-section';
export { FeatureAreaSection } from './feature-area-section';
export { HappierSection } from './happier-section';
export { InfoPackageSection } from './info-package-section';
export { SecureDataSection } from './secure-data-section';
export { TestimonialsSection } from './testimonials-section';
