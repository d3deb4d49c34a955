// Plain text from rich text, without any schema (decision 0033): the site's descriptions of a page
// and the back office's preview of them (decision 0055) cut it the same way.

/** Plain text from (sanitised) rich text, e.g. for a meta description: tags dropped, shortened at a word. */
export function plainText(html: string, maxLength = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * What an article's page says of it to search engines and shares when its editor wrote no
 * description of its own: its teaser, else its note, else the beginning of its text; empty when
 * it has none of them.
 */
export function articleDescription(item: {
  teaser?: string | null | undefined;
  note?: string | null | undefined;
  content: string;
}): string {
  return item.teaser?.trim() || item.note?.trim() || plainText(item.content);
}
