import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A line icon drawn from lucide's shapes (`import { Heart } from 'lucide'`: plain data, so a
 * page carries only the icons it draws). Decorative: the control around it carries the name.
 */
export function Icon({
  icon,
  size = 24,
  strokeWidth = 2,
  fill = 'none',
  className,
}: {
  icon: IconNode;
  size?: number;
  strokeWidth?: number;
  fill?: string;
  className?: string | undefined;
  /** Icons are always hidden from assistive technology; accepted for readability at call sites. */
  'aria-hidden'?: boolean | 'true';
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
