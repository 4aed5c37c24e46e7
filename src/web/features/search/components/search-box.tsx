import { Gem, Search } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../../../shared/product.ts';
import { productName } from '../../../../shared/product-wire.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { searchProducts } from '../api/search.ts';
import { productPath, searchPath } from '../../../lib/paths.ts';
import { localisedPath } from '../../../../shared/languages.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { wordOf, withPart } from '../../../lib/words.tsx';
import styles from './search-box.module.css';

/** The spec's rotating placeholders (common.searchBox.placeholders), in order, one every 3000 ms. */
const ROTATE_MS = 3000;
const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;
const SUGGESTIONS = 6;

type Suggestions = { query: string; correctedQuery: string | null; products: Product[] };

/**
 * The header's search box: an ARIA combobox. Typing shows product suggestions after a short
 * pause (arrows move, Enter opens the highlighted product or the results page, Escape closes);
 * Enter opens /search?q=...
 */
export function SearchBox() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const location = useLocation();
  const { language, messages } = usePageLanguage();
  const { common } = messages;
  const words = common.searchBox;
  const placeholders = words.placeholders;
  const [value, setValue] = useState(() => queryShownIn(location));
  const [placeholder, setPlaceholder] = useState(0);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  // A new page closes the list; the results page shows its query in the box.
  const [lastUrl, setLastUrl] = useState(location.pathname + location.search);
  if (lastUrl !== location.pathname + location.search) {
    setLastUrl(location.pathname + location.search);
    setOpen(false);
    setActive(-1);
    setValue(queryShownIn(location));
  }

  useEffect(() => {
    const rotation = setInterval(() => setPlaceholder((index) => (index + 1) % placeholders.length), ROTATE_MS);
    return () => clearInterval(rotation);
  }, [placeholders]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const suggest = (query: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    if (query.trim().length < MIN_CHARS) {
      setSuggestions(null);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      searchProducts(query.trim(), SUGGESTIONS, controller.signal).then(
        (results) => {
          if (controller.signal.aborted) return;
          setSuggestions({ query: query.trim(), correctedQuery: results.correctedQuery, products: results.products });
          setActive(-1);
          setOpen(true);
        },
        () => {
          // Suggestions are a help: a failed request shows none; Enter still searches.
          if (!controller.signal.aborted) setSuggestions(null);
        },
      );
    }, DEBOUNCE_MS);
  };

  const products = suggestions?.products ?? [];
  // Options: the products, then 'See all results'.
  const optionCount = suggestions ? products.length + 1 : 0;
  const expanded = open && suggestions !== null;
  const optionId = (index: number) => `${id}-option-${index}`;

  const goTo = (path: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    setOpen(false);
    setActive(-1);
    void navigate(path);
  };

  const submit = () => {
    const query = value.trim();
    if (!query) return;
    goTo(searchPath(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        return next < -1 ? optionCount - 1 : next >= optionCount ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const product = expanded && active >= 0 ? products[active] : undefined;
      if (product) goTo(productPath(product.ProductName));
      else submit();
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue('');
        setSuggestions(null);
      }
    }
  };

  return (
    <form
      role="search"
      action={localisedPath(language, '/search')}
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {words.label}
      </label>
      <Icon icon={Search} size={18} aria-hidden className={styles.icon} />
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-label={words.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        className={styles.input}
        placeholder={placeholders[placeholder]}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          suggest(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (suggestions && value.trim().length >= MIN_CHARS) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className={styles.submit} aria-label={words.submit}>
        <Icon icon={Search} size={18} aria-hidden />
      </button>

      {expanded ? (
        <div className={styles.panel}>
          {suggestions?.correctedQuery ? (
            <p className={styles.corrected}>
              {withPart(words.showingFor, <strong>{suggestions.correctedQuery}</strong>)}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={words.suggestions} className={styles.list}>
            {products.map((product, index) => (
              <li
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={active === index}
                className={styles.option}
                // Keep the focus in the box, so the click lands before the list closes.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => goTo(productPath(product.ProductName))}
              >
                {product.ProductImgs.low[0] ? (
                  <img src={product.ProductImgs.low[0]} alt="" width={48} height={48} className={styles.thumb} loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden>
                    <Icon icon={Gem} size={20} />
                  </span>
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{productName(product, language)}</span>
                  <span className={styles.meta}>
                    {wordOf(common.categories, product.Category)} · {wordOf(common.metals, product.MetalType)}
                  </span>
                </span>
                <span className={styles.price}>{formatRupees(product.ProductPrice)}</span>
              </li>
            ))}
            {suggestions && products.length === 0 ? (
              <li className={styles.none} role="presentation">
                {words.none(suggestions.query)}
              </li>
            ) : null}
            {suggestions ? (
              <li
                id={optionId(products.length)}
                role="option"
                aria-selected={active === products.length}
                className={`${styles.option} ${styles.all}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(products.length)}
                onClick={() => goTo(searchPath(suggestions.query))}
              >
                <Icon icon={Search} size={16} aria-hidden />
                <span>
                  {withPart(words.seeAll, <strong>‘{suggestions.query}’</strong>)}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {expanded ? words.suggested(products.length) : ''}
      </p>
    </form>
  );
}

/** The query the box shows on a page: the results page's own, nothing elsewhere. */
function queryShownIn(location: { pathname: string; search: string }): string {
  return location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}
