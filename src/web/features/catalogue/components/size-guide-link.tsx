import { lazy, Suspense, use, useRef, useState } from 'react';
import { localisedPath } from '../../../../shared/languages.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { sizeGuideWords } from '../lib/size-guide-words.ts';
import type { GuideScale } from './size-guide.tsx';

// The dialog and its table: a chunk loaded on the first click only (decision 036).
const SizeGuideDialog = lazy(() => loadChunk(() => import('./size-guide-dialog.tsx')));

/**
 * "Size guide" beside the product page's sizes (a deferred part of the page): a link to
 * /size-guide in the page's language, which works with JavaScript off and before this part has
 * hydrated; after, a plain click opens the guide of the piece's `scale` (decision 040) as a
 * dialog over the page instead.
 */
export function SizeGuideLink({ className, scale }: { className?: string | undefined; scale: GuideScale }) {
  const { language } = usePageLanguage();
  const words = use(sizeGuideWords(language));
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={link}
        className={className}
        href={localisedPath(language, '/size-guide')}
        onClick={(event) => {
          // A new tab or window still gets the page.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {words.title}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuideDialog
            language={language}
            scale={scale}
            onClose={() => {
              setOpen(false);
              link.current?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
