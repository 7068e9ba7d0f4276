import { HeroSection } from '@/features/home/components/hero-section';
import homeClasses from '@/features/home/components/home.module.css';
import { PressStrip } from '@/features/home/components/press-strip';
import { featureAreas } from '@/features/home/model/feature-areas';
import { laterParts } from '@/platform/later/later-parts';
import { HomeEmailForm } from './home-email-form';
import type { HomeLaterSection } from './home-later-sections';

/**
 * Everything below the hero and the press strip comes as prerendered markup and hydrates when the
 * visitor nears it: a phone that opens the page loads the code of the screen it shows, and the
 * rest only if the visitor scrolls there. Each section hydrates on its own, so no long task holds
 * the main thread when it does.
 */
const { Part } = laterParts<HomeLaterSection>('home', () => import('./home-later-sections').then((module) => module.loadHomeLaterSections()));

/** Home: hero, press, the four feature areas, pictures, benefits, advice and demo, info package, testimonials, data protection, the anchored sections and the FAQ. */
export function HomePage() {
  return (
    <div className={homeClasses.home}>
      <HeroSection form={<HomeEmailForm />} />
      <PressStrip />
      {featureAreas.map((area) => (
        <Part key={area.id} name={area.id} />
      ))}
      <Part name="carousel" />
      <Part name="benefits" />
      <Part name="contact" />
      <Part name="infoPackage" />
      <Part name="testimonials" />
      <Part name="secureData" />
      <Part name="connect" />
      <Part name="happier" />
      <Part name="faq" />
    </div>
  );
}

export const Component = HomePage;
