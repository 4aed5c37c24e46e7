import type { ReactNode } from 'react';
import type { ContentQuestion, RichText } from '../content/types.ts';
import { Accordion } from './accordion.tsx';

/**
 * The FAQ's questions, each opening on its answer (`rich` draws its text and links): a deferred
 * part of the content pages (content-page.tsx), so that the accordion's code stays out of their
 * first script.
 */
export function FaqQuestions({ questions, rich }: { questions: readonly ContentQuestion[]; rich: (text: RichText) => ReactNode }) {
  return (
    <div>
      {questions.map(({ question, answer }) => (
        <Accordion key={question} title={question} headingLevel={2}>
          <p>{rich(answer)}</p>
        </Accordion>
      ))}
    </div>
  );
}
