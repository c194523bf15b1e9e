/** A run of plain text, or an http(s) link found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"')\]]+/g;

/**
 * Splits a plain-text e-mail into text and links, so that the links can be shown clickable.
 * Only http(s) links are found (never javascript: or data:), and the punctuation that may end
 * a sentence is left out of them.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
