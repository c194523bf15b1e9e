import { describe, expect, it } from 'vitest';
import {
  ISSUER_LANGUAGES,
  issuerLanguage,
  respellInIssuerLanguage,
  spelledWithOwnLetters,
} from '../../src/analysis/extraction/local/ocr/issuer-language.js';
import { OCR_LANGUAGES } from '../../src/analysis/extraction/local/ocr/ocr-engine.js';
import type { PageWord } from '../../src/analysis/extraction/local/page-text.js';

/** A word OCR read at (x, top), 12 points high and 6 points a letter wide. */
function word(text: string, x: number, top: number, confidence = 0.9): PageWord {
  return {
    text,
    x,
    right: x + 6 * text.length,
    top,
    bottom: top + 12,
    y: 842 - top - 10,
    size: 12,
    confidence,
  };
}

describe('the issuer language', () => {
  it('is the first language of the country where its alphabet has letters the five lack', () => {
    expect(issuerLanguage('PL')).toBe('pol');
    expect(issuerLanguage('CZ')).toBe('ces');
    expect(issuerLanguage('NO')).toBe('nor');
    expect(issuerLanguage('SE')).toBe('swe');
    expect(issuerLanguage('DK')).toBe('dan');
  });

  it('is none where the five read the alphabet already', () => {
    for (const country of ['DE', 'FR', 'GB', 'ES', 'NL', 'US', 'AT', 'BE', 'CH'] as const)
      expect(issuerLanguage(country)).toBeNull();
  });

  it('names only languages apart from the five', () => {
    for (const language of ISSUER_LANGUAGES)
      expect(OCR_LANGUAGES as readonly string[]).not.toContain(language);
  });
});

describe('spelledWithOwnLetters', () => {
  it("takes the issuer's letter where the five read the letter without its marks", () => {
    expect(spelledWithOwnLetters('Radgivning', 'Rådgivning')).toBe(true);
    expect(spelledWithOwnLetters('Dvorak', 'Dvořák')).toBe(true);
    expect(spelledWithOwnLetters('Usugi', 'Usługi')).toBe(false);
  });

  it('takes a stroke letter or a ring vowel where the five read what it looks like', () => {
    expect(spelledWithOwnLetters('Wista', 'Wisła')).toBe(true);
    expect(spelledWithOwnLetters('Orzel', 'Orzeł')).toBe(true);
    expect(spelledWithOwnLetters('R&dgivning', 'Rådgivning')).toBe(true);
    expect(spelledWithOwnLetters('Tonsberg', 'Tønsberg')).toBe(true);
  });

  it("keeps the five languages' reading where the issuer's differs in any other way", () => {
    // Read alone, the issuer's model misreads what the five read well.
    expect(spelledWithOwnLetters('Systemy', 'Systamy')).toBe(false);
    expect(spelledWithOwnLetters('&', '8')).toBe(false);
    expect(spelledWithOwnLetters('Nowak', 'Nowak')).toBe(false);
    expect(spelledWithOwnLetters('Gdansk', 'Gdańska')).toBe(false);
    // A letter with marks is not taken for another letter.
    expect(spelledWithOwnLetters('Lodz', 'Łódź')).toBe(true);
    expect(spelledWithOwnLetters('Kodz', 'Łódź')).toBe(false);
  });
});

describe('respellInIssuerLanguage', () => {
  it("spells a word as the issuer's language read it at the same place, and keeps its box", () => {
    const read = [word('Wista', 50, 40, 0.93), word('Sp.', 90, 40), word('12,50', 400, 300)];
    const issuer = [word('Wisła', 51, 41, 0.7), word('Sp.', 90, 40), word('12,50', 400, 300)];
    const respelt = respellInIssuerLanguage(read, issuer);
    expect(respelt.map((each) => each.text)).toEqual(['Wisła', 'Sp.', '12,50']);
    expect(respelt[0]).toEqual({ ...read[0], text: 'Wisła' });
  });

  it("keeps a label's word as the labels spell it, where the issuer's spelling loses the label", () => {
    const read = [
      word('25%', 300, 500),
      word('mva', 330, 500),
      word('Cislo', 50, 200),
      word('dokladu:', 90, 200),
      word('Cislo', 50, 220),
      word('faktury:', 90, 220),
    ];
    const issuer = [
      word('25%', 300, 500),
      word('mvå', 330, 500),
      word('Číslo', 50, 200),
      word('dokladů:', 90, 200),
      word('Číslo', 50, 220),
      word('faktury:', 90, 220),
    ];
    expect(respellInIssuerLanguage(read, issuer).map((each) => each.text)).toEqual([
      '25%',
      'mva',
      'Číslo',
      'dokladu:',
      'Číslo',
      'faktury:',
    ]);
  });

  it('keeps a legal form, and a label that opens its cell, as the five read them', () => {
    const read = [word('Fjord', 50, 40), word('AS', 90, 40), word('Kunde', 50, 300)];
    const issuer = [word('Fjørd', 50, 40), word('ÅS', 90, 40), word('Kunde', 50, 300)];
    expect(respellInIssuerLanguage(read, issuer).map((each) => each.text)).toEqual([
      'Fjørd',
      'AS',
      'Kunde',
    ]);
  });

  it('leaves numbers, identifiers and rulings alone', () => {
    const read = [word('FV/1/2024', 50, 40), word('|', 200, 40), word('NO-0012', 50, 80)];
    const issuer = [word('FV/ł/2024', 50, 40), word('ł', 200, 40), word('NO-ø012', 50, 80)];
    expect(respellInIssuerLanguage(read, issuer).map((each) => each.text)).toEqual([
      'FV/1/2024',
      '|',
      'NO-0012',
    ]);
  });

  it('leaves a word whose twin stands elsewhere on the page', () => {
    const read = [word('Wista', 50, 40), word('Wista', 50, 400)];
    const issuer = [word('Wisła', 50, 400)];
    expect(respellInIssuerLanguage(read, issuer).map((each) => each.text)).toEqual([
      'Wista',
      'Wisła',
    ]);
  });
});
