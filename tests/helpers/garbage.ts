import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';

// Whether an object is still held by anything, asked of V8's garbage collector: tests that a
// module keeps no reference to what it made once its work is done (decision 031).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** True when nothing holds the object any longer: a full collection took it. */
export async function isCollected(ref: WeakRef<object>): Promise<boolean> {
  // A WeakRef keeps its object alive to the end of the turn it was made or read in.
  await nextTurn();
  collectGarbage();
  return ref.deref() === undefined;
}
