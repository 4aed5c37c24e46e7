import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, localisedPath } from '../../../../shared/languages.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import styles from './language-switcher.module.css';

/**
 * English, हिन्दी, ଓଡ଼ିଆ: the same page in each language. Plain links (a language's words are a
 * page load of their own) with `?lang=`, which the server remembers in a cookie and drops
 * (server/web/routes.ts): no script needed, the choice kept for the next visit.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language, messages } = usePageLanguage();
  const { pathname, search } = useLocation();
  const hrefIn = (other: (typeof LANGUAGES)[number]) => {
    const query = new URLSearchParams(search);
    query.set(LANGUAGE_COOKIE, other);
    return `${localisedPath(other, pathname)}?${query}`;
  };
  return (
    <ul className={`${styles.languages} ${className ?? ''}`} aria-label={messages.common.language.label}>
      {LANGUAGES.map((other) => (
        <li key={other}>
          {other === language ? (
            <span aria-current="true" className={styles.current}>
              {LANGUAGE_NAMES[other]}
            </span>
          ) : (
            <a href={hrefIn(other)} lang={LANGUAGE_TAGS[other]} hrefLang={LANGUAGE_TAGS[other]} className={styles.link}>
              {LANGUAGE_NAMES[other]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
