import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages.ts';

// The language an order is placed in (decision 034): the web sends its page's tag as
// Accept-Language ('hi-IN' from a Hindi page), and the order's e-mails are written in it.

/**
 * The first language of an Accept-Language header whose primary subtag the shop speaks, in the
 * header's order of preference (q, then as written; q=0 is a refusal): 'hi-IN' -> 'hi',
 * 'or;q=0.9, en' -> 'or', 'fr-FR, de' -> 'en'. None, or none the shop speaks: English.
 */
export function orderLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = text
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranges.find((range) => isLanguage(range.primary))?.primary;
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
