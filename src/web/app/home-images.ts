import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages.ts';

/**
 * The home page's banners and "Essential For You" pictures have their words drawn inside them,
 * so each language has its own copy in public/images: `banner-1.svg` in English,
 * `banner-1.hi.svg` and `banner-1.or.svg` in Hindi and Odia (likewise `banner-1-phone`).
 */
export function homeImage(name: string, language: Language): string {
  return `/images/${name}${language === DEFAULT_LANGUAGE ? '' : `.${language}`}.svg`;
}
