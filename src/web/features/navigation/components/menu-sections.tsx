import { Link } from 'react-router';
import type { MenuSection } from '../../../../shared/catalogue.ts';

/**
 * A menu entry's sections (desktop-menu.tsx's panel, mobile-sidebar.tsx's drawer), each its
 * title over its links. Classes `section`, `sectionTitle`, `links` and `link` from the menu's
 * CSS module.
 */
export function MenuSections({
  sections,
  classes,
  onNavigate,
}: {
  sections: readonly MenuSection[];
  classes: Readonly<Record<string, string>>;
  onNavigate?: () => void;
}) {
  return sections.map((section) => (
    <div key={section.title} className={classes.section}>
      <p className={classes.sectionTitle}>{section.title}</p>
      <ul className={classes.links}>
        {section.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
