/**
 * Text for HTML or XML (mails, error pages, sitemaps, embed code): the five characters that could
 * end an element or an attribute, as entities.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
