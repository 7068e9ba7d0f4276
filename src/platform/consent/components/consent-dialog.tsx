import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { consentDialogId } from '@/config/hand-off';
import type { ConsentCategory } from '../model/consent-record';
import { StoredDataList } from './stored-data-list';
import classes from './consent.module.css';

const categories: readonly ConsentCategory[] = ['necessary', 'statistics', 'marketing'];

/**
 * The technical list behind a category, built when the visitor opens it. It is long: left out of
 * the markup, every page stays small, and hydration has nothing more to render. The plain-words
 * explanation above it is there from the first paint.
 */
function StoredDataDetails({ category }: { category: ConsentCategory }) {
  const { t } = useTranslation('common');
  const element = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Opened before the app was live: fill it now.
    if (element.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={element} className={classes.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('consent.details')}</summary>
      {open && <StoredDataList category={category} />}
    </details>
  );
}

function CategoryChoice({ category }: { category: ConsentCategory }) {
  const { t } = useTranslation('common');
  const necessary = category === 'necessary';
  const inputId = `consent-${category}`;
  return (
    <div className={classes.category}>
      {/* The whole row is the target. Unticked until the visitor ticks it; reopened, it shows the stored choice. */}
      <label className={classes.categoryHead}>
        <input
          id={inputId}
          type="checkbox"
          className={classes.checkbox}
          data-consent-category={category}
          defaultChecked={necessary}
          disabled={necessary}
          aria-describedby={`${inputId}-text`}
        />
        <span className={classes.categoryTitle}>
          {t(`consent.categories.${category}.title`)}
          {necessary && <span className={classes.alwaysOn}> ({t('consent.alwaysOn')})</span>}
        </span>
      </label>
      <p id={`${inputId}-text`} className={classes.text}>
        {t(`consent.categories.${category}.text`)}
      </p>
      <StoredDataDetails category={category} />
    </div>
  );
}

/**
 * The consent dialog of every page. It is in the prerendered markup and hidden by CSS; the
 * before-paint script shows it to a visitor without a decision (`consent-controls.ts`), so it is
 * there at the first paint and never flashes for anyone else. Its buttons are handled in plain
 * DOM by the same script: they work before the app has started.
 */
export function ConsentDialog() {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Once the app is live, focus moves into a dialog still waiting for an answer, so keyboard and
    // screen-reader users meet the question first. Before that only the skip link comes before it
    // in the page's order, so the second Tab reaches its answers; and focus is left alone when the
    // visitor has already put it somewhere.
    const active = document.activeElement;
    if (document.documentElement.dataset.consentDialog === 'open' && (active === null || active === document.body)) heading.current?.focus();
  }, []);
  return (
    <section id={consentDialogId} className={classes.dialog} role="dialog" aria-modal="false" aria-labelledby="consent-title" data-layer="first">
      <div className={classes.panel}>
        <div className={classes.first}>
          {/* A dialog is a sectioning root: its headings start again at h1 (the class sets the size). */}
          <h1 ref={heading} id="consent-title" className={classes.title} tabIndex={-1} data-consent-focus="first">
            {t('consent.title')}
          </h1>
          <p className={classes.text}>{t('consent.intro')}</p>
          <p className={classes.text}>{t('consent.change')}</p>
          <div className={classes.choices}>
            <button type="button" className={classes.choice} data-consent-action="accept-all">
              {t('consent.acceptAll')}
            </button>
            <button type="button" className={classes.choice} data-consent-action="necessary-only">
              {t('consent.necessaryOnly')}
            </button>
          </div>
          <div className={classes.more}>
            <button type="button" className={classes.textButton} data-consent-action="settings">
              {t('consent.settings')}
            </button>
            <Link to="/datenschutz" className={classes.textButton}>
              {t('consent.privacyLink')}
            </Link>
          </div>
        </div>
        <div className={classes.settings}>
          {/* A part of the privacy dialog, whose heading stays its name. */}
          <h2 className={classes.title} tabIndex={-1} data-consent-focus="settings">
            {t('consent.settingsTitle')}
          </h2>
          <p className={classes.text}>{t('consent.settingsIntro')}</p>
          {categories.map((category) => (
            <CategoryChoice key={category} category={category} />
          ))}
          <div className={classes.choices}>
            <button type="button" className={classes.choice} data-consent-action="save">
              {t('consent.save')}
            </button>
            <button type="button" className={classes.choice} data-consent-action="accept-all">
              {t('consent.acceptAll')}
            </button>
          </div>
        </div>
        <button type="button" className={classes.close} data-consent-action="close">
          {t('consent.close')}
        </button>
      </div>
    </section>
  );
}

/** The footer entry that reopens the dialog on every page. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={`${classes.footerButton} ${className ?? ''}`} data-consent-action="open" aria-controls={consentDialogId}>
      {t('consent.footerLink')}
    </button>
  );
}
