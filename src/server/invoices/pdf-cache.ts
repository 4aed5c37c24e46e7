/**
 * The PDFs made lately, kept in this process (decision 030): making one costs about 130 ms of
 * the event loop, and a shopper's or an operator's second download, or a burst of them, should
 * not pay it again. A document is made from the stored order alone, so the key names the order's
 * stored state (its status and when it last changed): a changed order makes a new entry, and
 * several processes each keep copies that can never disagree. Bounded: the least recently used
 * entry goes first.
 */
export function pdfCache(maxEntries: number) {
  // A Map keeps insertion order: re-inserting on each use makes its first key the least recent.
  const entries = new Map<string, Promise<Buffer>>();
  return {
    /** The document under `key`, made by `make` once while it stays in the cache (callers at once share one making). */
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      let pdf = entries.get(key);
      if (pdf) {
        entries.delete(key);
      } else {
        pdf = make();
        // A failure is not kept: the next download tries again.
        pdf.catch(() => entries.delete(key));
      }
      entries.set(key, pdf);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return pdf;
    },
    get size() {
      return entries.size;
    },
  };
}
