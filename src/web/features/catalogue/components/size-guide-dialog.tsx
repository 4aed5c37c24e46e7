import { use, useEffect, useId, useRef } from 'react';
import { X } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { Language } from '../../../../shared/languages.ts';
import { SizeGuide, type GuideScale } from './size-guide.tsx';
import { sizeGuideWords } from '../lib/size-guide-words.ts';
import styles from './size-guide-dialog.module.css';

/**
 * The size guide as a modal dialog over the product page (decision 036): a lazy chunk, loaded
 * when the shopper first opens it. A native <dialog>: focus moves into it and is kept there,
 * Escape closes it, its title names it; `onClose` gives focus back to the link. The page behind
 * does not move (a modal dialog is drawn on the top layer; nothing scrolls).
 */
export default function SizeGuideDialog({ language, scale, onClose }: { language: Language; scale: GuideScale; onClose: () => void }) {
  const words = use(sizeGuideWords(language));
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop (outside the dialog's box) closes it too.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {words.title}: {words[scale].heading}
          </h2>
          <button type="button" className={styles.close} aria-label={words.close} onClick={() => ref.current?.close()}>
            <Icon icon={X} size={20} aria-hidden />
          </button>
        </div>
        <SizeGuide words={words} scale={scale} Heading="h3" />
      </div>
    </dialog>
  );
}
