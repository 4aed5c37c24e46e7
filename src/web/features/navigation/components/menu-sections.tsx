import { Link } from 'react-router';
import type { MenuEntry, MenuLink, MenuSection } from '../../../../shared/catalogue.ts';
import { useMessages } from '../../../lib/language.tsx';
import { wordOf } from '../../../lib/words.tsx';
import type { Messages } from '../../../messages/types.ts';

/** A menu entry's label in the page's language (shared/catalogue.ts keeps the English one). */
export const entryLabel = (words: Messages, entry: MenuEntry) => words.common.menu.entries[entry.key];

/** A section's title: its filter's ('Shop by Price'), or the placeholder menu's own label. */
const sectionTitle = (words: Messages, entry: MenuEntry, section: MenuSection) =>
  section.key ? words.common.menu.sections[section.key] : entryLabel(words, entry);

/** A link's label: its filter's choice ('Under ₹1,500'), or its page's title ('Our Story'). */
function linkLabel(words: Messages, entry: MenuEntry, section: MenuSection, link: MenuLink): string {
  if (section.key) return wordOf(words.common.filters[section.key].options, link.key);
  const pages: Partial<Record<MenuEntry['key'], Readonly<Record<string, string>>>> = words.common.menu.pages;
  const titles = pages[entry.key];
  return titles ? wordOf(titles, link.key) : link.label;
}

/**
 * A menu entry's sections (desktop-menu.tsx's panel, mobile-sidebar.tsx's drawer), each its
 * title over its links. Classes `section`, `sectionTitle`, `links` and `link` from the menu's
 * CSS module.
 */
export function MenuSections({
  entry,
  classes,
  onNavigate,
}: {
  entry: MenuEntry;
  classes: Readonly<Record<string, string>>;
  onNavigate?: () => void;
}) {
  const words = useMessages();
  return entry.sections.map((section) => (
    <div key={section.title} className={classes.section}>
      <p className={classes.sectionTitle}>{sectionTitle(words, entry, section)}</p>
      <ul className={classes.links}>
        {section.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link} onClick={onNavigate}>
              {linkLabel(words, entry, section, link)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
