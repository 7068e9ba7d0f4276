import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useHomeSectionsTranslation } from '../use-home-translation';
import shared from './home.module.css';

/** The FAQ at the end of the home page; the list itself is the FAQ feature's, passed in by the page. */
export function FaqSection({ children }: { children: ReactNode }) {
  const { t } = useHomeSectionsTranslation();
  return (
    <section id="faq" className={`${shared.section} ${shared.tinted}`} aria-labelledby="home-faq">
      <div className={shared.container}>
        <div className={shared.narrow}>
          <h2 id="home-faq" className={shared.heading}>
            {t('faq.heading')}
          </h2>
          {children}
          <p>
            <Link className={shared.textLink} to={paths.faq}>
              {t('faq.more')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
