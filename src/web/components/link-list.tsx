import { Link } from 'react-router';

/** A list of the shop's own links, each in its item: a menu section's, a listing's wider views. */
export function LinkList({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: readonly { to: string; label: string }[];
  className?: string | undefined;
  linkClassName?: string | undefined;
  /** Called when a link is followed (the phone menu closes). */
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
