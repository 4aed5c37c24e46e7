/**
 * Text for HTML or XML, in an element or a quoted attribute: the five characters that could
 * end or start markup become entities. The server's pages, head tags and sitemap use it.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}
