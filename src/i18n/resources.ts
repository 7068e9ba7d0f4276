/*
 * Translation keys are typed from the German locale files: `t('no.such.key')` in any namespace
 * fails the type check instead of showing the key on the page. German is the source language (the
 * English files must have the same keys, which `tests/unit/locales.test.ts` checks). Type imports
 * only: nothing of this file reaches the bundle.
 */
import type app from './locales/de/app.json';
import type blog from './locales/de/blog.json';
import type callbackform from './locales/de/callbackform.json';
import type checkout from './locales/de/checkout.json';
import type barrierefreiheit from './locales/de/barrierefreiheit.json';
import type common from './locales/de/common.json';
import type contracts from './locales/de/contracts.json';
import type dipa from './locales/de/dipa.json';
import type dipaSubmitTestuserform from './locales/de/dipa-submit-testuserform.json';
import type faq from './locales/de/faq.json';
import type home from './locales/de/home.json';
import type homeSections from './locales/de/home-sections.json';
import type infoPackage from './locales/de/info-package.json';
import type infopaket from './locales/de/infopaket.json';
import type karriere from './locales/de/karriere.json';
import type liveDemo from './locales/de/live-demo.json';
import type leichteSprache from './locales/de/leichte-sprache.json';
import type lpOld from './locales/de/lp-old.json';
import type pwa from './locales/de/pwa.json';
import type qa from './locales/de/qa.json';
import type readAloud from './locales/de/read-aloud.json';
import type relatives from './locales/de/relatives.json';
import type setupAnleitung from './locales/de/setup-anleitung.json';
import type shop from './locales/de/shop.json';
import type shopNotSoOld from './locales/de/shop-not-so-old.json';
import type shopOld from './locales/de/shop-old.json';
import type success from './locales/de/success.json';
import type successfulDoubleOptIn from './locales/de/successful-double-opt-in.json';
import type team from './locales/de/team.json';
import type testUser from './locales/de/test-user.json';
import type video from './locales/de/video.json';

/** Every namespace, by its file name in `locales/de/`. */
export interface Resources {
  app: typeof app;
  blog: typeof blog;
  callbackform: typeof callbackform;
  checkout: typeof checkout;
  barrierefreiheit: typeof barrierefreiheit;
  common: typeof common;
  contracts: typeof contracts;
  dipa: typeof dipa;
  'dipa-submit-testuserform': typeof dipaSubmitTestuserform;
  faq: typeof faq;
  home: typeof home;
  'home-sections': typeof homeSections;
  'info-package': typeof infoPackage;
  infopaket: typeof infopaket;
  karriere: typeof karriere;
  'leichte-sprache': typeof leichteSprache;
  'live-demo': typeof liveDemo;
  'lp-old': typeof lpOld;
  pwa: typeof pwa;
  qa: typeof qa;
  'read-aloud': typeof readAloud;
  relatives: typeof relatives;
  'setup-anleitung': typeof setupAnleitung;
  shop: typeof shop;
  'shop-not-so-old': typeof shopNotSoOld;
  'shop-old': typeof shopOld;
  success: typeof success;
  'successful-double-opt-in': typeof successfulDoubleOptIn;
  team: typeof team;
  'test-user': typeof testUser;
  video: typeof video;
}

export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    /** `useTranslation()` without a namespace reads the always-loaded common namespace (see `i18n.ts`). */
    defaultNS: 'common';
    resources: Resources;
  }
}
