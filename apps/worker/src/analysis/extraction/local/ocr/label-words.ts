/**
 * A scan's label words one letter off ("Rechnungenummer", "lnvoice", "Factuurdaturn"): OCR
 * misreads a letter of a label as often as of anything else, and a label missed is a field
 * missed. A word of a label, read by OCR with one letter changed, is spelt as the label: a long
 * word with any one letter changed (it can hardly be another word), a shorter one only with a
 * letter OCR takes for another of its shape (I, l and 1; O and 0; S and 5), so that a name such as
 * "Montana" never becomes "Montant".
 */

/** Words of the labels, as the field finder's labels spell them (labels.ts), in lower case. */
const LABEL_WORDS = [
  // English
  'invoice',
  'subtotal',
  'reference',
  'customer',
  'receipt',
  // German
  'rechnung',
  'rechnungsnummer',
  'rechnungsdatum',
  'rechnungsbetrag',
  'gesamtbetrag',
  'nettobetrag',
  'bruttobetrag',
  'endbetrag',
  'umsatzsteuer',
  'mehrwertsteuer',
  'zwischensumme',
  'kundennummer',
  'lieferdatum',
  'leistungsdatum',
  'steuernummer',
  // French
  'facture',
  'montant',
  // Spanish, Italian
  'factura',
  'fattura',
  'importe',
  'imponibile',
  // Dutch
  'factuur',
  'factuurnummer',
  'factuurdatum',
  'totaalbedrag',
  'subtotaal',
  'vervaldatum',
] as const;

/** From this many letters a word takes any one letter changed. */
const LONG_WORD = 8;

/** Letters OCR takes for each other (folded to lower case). */
const SAME_SHAPE = [new Set(['i', 'l', '1', '|', '!']), new Set(['o', '0']), new Set(['s', '5'])];

const byLength = new Map<number, string[]>();
for (const word of LABEL_WORDS)
  byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
const known = new Set<string>(LABEL_WORDS);

/** The label word `word` is one letter off, spelt in `word`'s case; null where none is. */
export function labelSpelling(word: string): string | null {
  const match = /^([\p{L}1|!][\p{L}\d|!]*)([.:]?)$/u.exec(word);
  if (!match) return null;
  const [, letters = '', end = ''] = match;
  const folded = letters.toLowerCase();
  if (folded.length < 7 || known.has(folded)) return null;
  // "rn" read for "m" ("Factuurdaturn"): the label where that makes one.
  for (const found of folded.matchAll(/rn/g)) {
    const joined = `${folded.slice(0, found.index)}m${folded.slice(found.index + 2)}`;
    if (known.has(joined)) return `${inCaseOf(letters, joined, -1)}${end}`;
  }
  for (const label of byLength.get(folded.length) ?? []) {
    let at = -1;
    let differences = 0;
    for (let index = 0; index < label.length && differences < 2; index++)
      if (label[index] !== folded[index]) {
        differences++;
        at = index;
      }
    if (differences !== 1) continue;
    const got = folded[at]!;
    const wanted = label[at]!;
    if (
      folded.length < LONG_WORD &&
      !SAME_SHAPE.some((shape) => shape.has(got) && shape.has(wanted))
    )
      continue;
    return `${inCaseOf(letters, label, at)}${end}`;
  }
  return null;
}

/**
 * `label` in the case `word` is written in: capitals, or a capital first, or small letters. The
 * letter at `at` (the misread one) says nothing of it: "lnvoice" is "Invoice".
 */
function inCaseOf(word: string, label: string, at: number): string {
  const others = [...word].filter((_, index) => index !== at && index > 0).join('');
  if (/\p{Lu}/u.test(others) && others === others.toUpperCase()) return label.toUpperCase();
  const first = word[0]!;
  return at === 0 || first !== first.toLowerCase()
    ? label[0]!.toUpperCase() + label.slice(1)
    : label;
}
