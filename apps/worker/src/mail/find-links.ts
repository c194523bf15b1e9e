const LINK = /\bhttps?:\/\/[^\s<>"')\]]+/g;

/** Every http(s) link in a text, in order, without the punctuation that may end a sentence. */
export function findLinks(text: string): string[] {
  return (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
}
