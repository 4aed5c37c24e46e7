import { useState } from 'react';
import { messageOf } from './api.ts';

export type Action = {
  /** The action is under way (its button waits). */
  busy: boolean;
  /** Its last failure, as a person reads it; cleared when it runs again. */
  error: string | null;
  run: (action: () => Promise<void>) => Promise<void>;
};

/**
 * What a button does on a screen: `run` marks it busy while the action runs and keeps its failure
 * in words (`messageFor`: the API's message, or the screen's own wording) to show beside it.
 */
export function useAction(messageFor: (error: unknown) => string = messageOf): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(messageFor(caught));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
