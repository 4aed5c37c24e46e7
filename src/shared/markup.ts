/**
 * Text for HTML or XML, in an element or a quoted attribute: the five characters that could
 * end or start markup become entities. The server's pages, head tags, sitemap and e-mails use
 * it: &#39; rather than &apos;, which older mail programs do not know.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * JSON for inside a <script> element (JSON-LD, the router's hydration data): '<', '>' and '&'
 * become \u escapes, so nothing in it can close the element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
