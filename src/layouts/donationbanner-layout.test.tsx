import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DonationBannerLayout } from '@/layouts/donationbanner-layout';
import { renderWithProviders } from '../../tests/utils/render';
import { DefaultLayoutBanners } from '@/app/shell/experiments/components/default-layout-banners';
import { DonationBanner } from '@/app/shell/experiments/components/donation-banner';

// The global rules pick the banner in the browser; here they apply to the rendered markup too.
// Read from disk: the test runner hands CSS imports over empty. Vitest runs from the project root.
const globalCss = readFileSync(join(process.cwd(), 'src/ui/global.css'), 'utf8');
let style: HTMLStyleElement;
beforeEach(() => {
  style = document.createElement('style');
  style.textContent = globalCss;
  document.head.append(style);
});
afterEach(() => {
  style.remove();
  document.documentElement.removeAttribute('data-flag-new-year-donation');
  document.documentElement.removeAttribute('data-banner-layout');
});

/** What the before-paint script marks on <html> for the flag. */
const flag = (state: 'on' | 'off') => document.documentElement.setAttribute('data-flag-new-year-donation', state);

const mentionsDonation = /spende|€\s?10|10\s?€/i;
/** Banners a visitor can see or hear: regions hidden by CSS are left out. */
const shownBanners = () => screen.queryAllByRole('region').map((region) => region.textContent ?? '');

describe('the New Year banner', () => {
  it('promises the donation while the flag is on', () => {
    flag('on');
    renderWithProviders(<DonationBanner />);
    expect(shownBanners()).toEqual([expect.stringMatching(/für jeden Test spenden wir 10\s€/)]);
  });

  it('carries the neutral trial campaign while the flag is off', () => {
    flag('off');
    renderWithProviders(<DonationBanner />);
    expect(shownBanners()).toEqual([expect.stringMatching(/60 Tage kostenlos/)]);
    expect(shownBanners().join(' ')).not.toMatch(mentionsDonation);
  });

  it('stays neutral where no script marked the flag', () => {
    renderWithProviders(<DonationBanner />);
    expect(shownBanners()).toEqual([expect.stringMatching(/60 Tage kostenlos/)]);
    expect(shownBanners().join(' ')).not.toMatch(mentionsDonation);
  });

  it('names the neutral region by its own text, not by the donation', () => {
    flag('off');
    renderWithProviders(<DonationBanner />);
    expect(screen.getByRole('region', { name: /60 Tage kostenlos/ })).not.toHaveAccessibleName(mentionsDonation);
  });
});

describe('pages with the donation banner', () => {
  it('on the donation-banner layout mention the donation only while the flag is on', () => {
    flag('off');
    const first = renderWithProviders(<DonationBannerLayout />);
    expect(shownBanners().join(' ')).not.toMatch(mentionsDonation);
    first.unmount();
    flag('on');
    renderWithProviders(<DonationBannerLayout />);
    expect(shownBanners().join(' ')).toMatch(mentionsDonation);
  });

  it('of the default layout in the donation variation mention the donation only while the flag is on', () => {
    document.documentElement.setAttribute('data-banner-layout', 'donationbanner');
    flag('off');
    const first = renderWithProviders(<DefaultLayoutBanners />);
    expect(shownBanners()).toEqual([expect.stringMatching(/60 Tage kostenlos/)]);
    expect(shownBanners().join(' ')).not.toMatch(mentionsDonation);
    first.unmount();
    flag('on');
    renderWithProviders(<DefaultLayoutBanners />);
    expect(shownBanners()).toEqual([expect.stringMatching(/spenden wir 10\s€/)]);
  });
});
