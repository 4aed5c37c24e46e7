import { ChevronDown } from 'lucide';
import { Icon } from './icon.tsx';
import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

/** A section that starts closed and opens or closes on click (or Enter / Space). */
export function Accordion({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.item} data-open={open}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-trigger`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon icon={ChevronDown} className={styles.chevron} size={20} aria-hidden />
        </button>
      </Heading>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-trigger`} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
