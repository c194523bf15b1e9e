import { describe, expect, it } from 'vitest';
import {
  amountCandidates,
  neverAnAmount,
} from '../../src/analysis/extraction/local/fields/amount-candidates.js';
import {
  chooseAmounts,
  taxColumnRates,
} from '../../src/analysis/extraction/local/fields/choose-amounts.js';
import { amountTokens } from '../../src/analysis/extraction/local/fields/find-amounts.js';
import {
  fitLogistic,
  fitSoftmax,
  logit,
  probability,
} from '../../src/analysis/extraction/local/model/logistic.js';
import { lines, type Placed } from './placed-lines.js';

const values = (placed: Placed[]) =>
  amountCandidates(lines(placed)).map((each) => each.token.value);

describe('amount candidates', () => {
  it('never takes a year, a date, a rate, an identifier, a phone number, a postcode or a page number for an amount', () => {
    expect(
      values([
        [50, 800, 'Copyright 2015'],
        [50, 786, 'Invoice 1115'],
        [50, 772, 'Date: 12.03.2024'],
        [50, 758, 'VAT 19 %'],
        [50, 744, 'P. IVA 02619324195'],
        [50, 730, 'Tel. 0123 456789'],
        [50, 716, '75001 Paris'],
        [50, 702, 'Page 1 of 2'],
        [50, 688, 'Invoice No. 1115'],
        [300, 600, 'Total'],
        [450, 600, '1,234.50'],
      ]),
    ).toEqual([1234.5]);
  });

  it('keeps a whole amount next to its currency', () => {
    expect(values([[300, 600, 'Total 2015 €']])).toEqual([2015]);
  });

  it("measures amounts against a whole total beside a total's label, not a count's", () => {
    const largest = (placed: Placed[]) =>
      amountCandidates(lines(placed))
        .filter((each) => each.features.largest)
        .map((each) => each.token.value);
    const page = (label: string): Placed[] => [
      [300, 640, 'Widgets'],
      [450, 640, '1885.50'],
      [300, 620, 'Tax'],
      [450, 620, '314.50'],
      [300, 600, label],
      [450, 600, '42000'],
    ];
    expect(largest(page('Total :'))).toEqual([42000]);
    expect(largest(page('Total Units:'))).toEqual([1885.5]);
  });
});

describe('choosing net, tax and total together', () => {
  const chosen = (placed: Placed[]) => {
    const result = chooseAmounts(lines(placed));
    return {
      net: result.net?.value ?? null,
      tax: result.tax?.value ?? null,
      total: result.total?.value ?? null,
    };
  };

  it('takes the triple that adds up over larger amounts that do not', () => {
    expect(
      chosen([
        [50, 700, 'Item A'],
        [450, 700, '3,200.50'],
        [300, 560, 'Subtotal'],
        [450, 560, '3,200.50'],
        [300, 546, 'VAT 20%'],
        [450, 546, '640.10'],
        [300, 532, 'Total'],
        [450, 532, '3,840.60'],
        [300, 500, 'Balance carried forward'],
        [450, 500, '12,500.00'],
      ]),
    ).toEqual({ net: 3200.5, tax: 640.1, total: 3840.6 });
  });

  it('adds the tax lines of several rates', () => {
    expect(
      chosen([
        [300, 560, 'Net amount'],
        [450, 560, '200.00'],
        [300, 546, 'VAT 7%'],
        [450, 546, '7.00'],
        [300, 532, 'VAT 19%'],
        [450, 532, '19.00'],
        [300, 518, 'Total amount incl. VAT'],
        [450, 518, '226.00'],
      ]),
    ).toEqual({ net: 200, tax: 26, total: 226 });
  });

  it.each([
    ['Dutch', 'Bedrag excl. BTW', 'Btw 21%', 'Btw 9%', 'Totaal'],
    ['Swedish', 'Delsumma', 'Mervärdesskatt 25%', 'Mervärdesskatt 12%', 'Totalt'],
  ])(
    'adds the tax lines of several rates under a %s net label that names the tax to leave it out',
    (_language, netLabel, higher, lower, totalLabel) => {
      expect(
        chosen([
          [300, 560, netLabel],
          [450, 560, '985,09'],
          [300, 546, higher],
          [450, 546, '51,89'],
          [300, 532, lower],
          [450, 532, '66,42'],
          [300, 518, totalLabel],
          [450, 518, '1.103,40'],
        ]),
      ).toEqual({ net: 985.09, tax: 118.31, total: 1103.4 });
    },
  );

  it('reads a tax label only where the line names a tax: not a net that leaves it out, nor a total that holds it', () => {
    const taxLabel = (label: string) =>
      amountCandidates(
        lines([
          [300, 560, label],
          [450, 560, '1.103,40'],
        ]),
      )[0]?.features.taxLabel;
    expect(taxLabel('BTW 21%')).toBe(1);
    expect(taxLabel('Total IVA 13%')).toBe(1);
    expect(taxLabel('incl. 21% btw')).toBe(1);
    expect(taxLabel('Totaal incl. btw')).toBe(0);
    expect(taxLabel('Total c/ IVA')).toBe(0);
    expect(taxLabel('Bedrag excl. BTW')).toBe(0);
    expect(taxLabel('Total s/ IVA')).toBe(0);
    expect(taxLabel('Total Amount after Tax')).toBe(0);
    expect(taxLabel('Total with GST')).toBe(0);
  });

  it('reads "Taxable Value" as a net and "Total after Tax" as a total', () => {
    const features = (label: string) =>
      amountCandidates(
        lines([
          [300, 560, label],
          [450, 560, '60,042.40'],
        ]),
      )[0]?.features;
    expect(features('Taxable Value')?.netLabel).toBe(1);
    expect(features('Total after Tax')?.totalStrong).toBe(1);
  });

  it.each([
    ['Totale senza IVA', 'netLabel', 1],
    ['Total sin IVA', 'netLabel', 1],
    ['Totale IVA inclusa', 'totalStrong', 1],
    ['Totale IVA inclusa', 'taxLabel', 0],
    ['Total TVA incluse', 'taxLabel', 0],
    ['Totale IVA esclusa', 'taxLabel', 0],
    ['Total sin impuestos', 'taxLabel', 0],
    ['Total con impuestos', 'taxLabel', 0],
    // The tax a receipt's total holds stays a tax line.
    ['dont TVA incluse', 'taxLabel', 1],
    ['of which VAT included', 'taxLabel', 1],
  ])('reads "%s" with %s %i', (label, feature, value) => {
    const found = amountCandidates(
      lines([
        [300, 560, label],
        [450, 560, "Fr. 103'484.77"],
      ]),
    )[0]?.features;
    expect(found?.[feature]).toBe(value);
  });

  it('works out the net of a receipt from its total and the tax it holds, as sure as the less sure of them, never sure', () => {
    const result = chooseAmounts(
      lines([
        [300, 560, 'Totaal'],
        [450, 560, '€743,51'],
        [300, 546, 'waarvan btw 21%'],
        [450, 546, '€129,04'],
      ]),
    );
    expect(result.net?.value).toBe(614.47);
    expect(result.net?.certainty).toBe(
      Math.min(result.total!.certainty, result.tax!.certainty, 0.85),
    );
  });

  it("takes the tax a receipt's total holds over a net equal to the total, where the total is printed twice", () => {
    // A generated Dutch receipt: the card's line repeats the total, which reads as a net too.
    expect(
      chosen([
        [60, 800, 'Vlindersoft V.O.F.', 9],
        [60, 790, 'Stationsweg 184', 9],
        [60, 780, '8772 VK Rotterdam', 9],
        [20, 750, 'Factuur nr.: 119893', 9],
        [20, 740, 'Datum: 15-08-2023', 9],
        [20, 720, 'Advieswerk', 9],
        [200, 720, '124,82', 9],
        [20, 710, 'Schoonmaak kantoor', 9],
        [200, 710, '366,23', 9],
        [20, 700, '4 x 269,00', 9],
        [20, 690, 'Schoonmaak kantoor', 9],
        [200, 690, '1.076,00', 9],
        [20, 670, 'Totaal', 9],
        [200, 670, '€1.708,08', 9],
        [20, 660, 'incl. 9% btw', 9],
        [200, 660, '€141,03', 9],
        [20, 650, 'PIN', 9],
        [200, 650, '1.708,08', 9],
      ]),
    ).toEqual({ net: 1567.05, tax: 141.03, total: 1708.08 });
  });

  it('measures whole amounts as sums where the page writes none with cents', () => {
    // Hours with a decimal beside whole dollars; hours beside whole forints.
    expect(
      chosen([
        [50, 720, 'Description'],
        [300, 720, 'Hours'],
        [450, 720, 'Amount'],
        [50, 700, 'Logo design'],
        [300, 700, '7.5'],
        [450, 700, '$600'],
        [50, 686, 'Website'],
        [300, 686, '10'],
        [450, 686, '$800'],
        [350, 658, 'Total'],
        [450, 658, '$1,400'],
      ]).total,
    ).toBe(1400);
    expect(
      chosen([
        [50, 700, 'Tanácsadás 2,5 óra'],
        [450, 700, '100 000 Ft'],
        [300, 672, 'ÁFA 27%'],
        [450, 672, '27 000 Ft'],
        [300, 658, 'Bruttó összesen'],
        [450, 658, '127 000 Ft'],
      ]).total,
    ).toBe(127000);
  });

  it('measures the sums against the largest sum of money, not a reference or a customer number', () => {
    // A Swiss invoice's QR-bill: its reference's groups and the invoice's number are no sums.
    const page: Placed[] = [
      [300, 560, 'Frais de port'],
      [450, 560, 'Fr. 17.03'],
      [300, 546, 'Montant total'],
      [450, 546, 'Fr. 53.64'],
      [300, 532, 'dont TVA 8.1 %'],
      [450, 532, 'Fr. 4.02'],
      [40, 200, 'Numéro de facture 517936'],
      [40, 186, '98 49852 69316 50578 37445 36204'],
    ];
    const total = amountCandidates(lines(page)).find((each) => each.token.value === 53.64)!;
    expect(total.features.largest).toBe(1);
    expect(total.features.logRatioToMax).toBe(0);
    expect(chosen(page)).toEqual({ net: 49.62, tax: 4.02, total: 53.64 });
  });

  it('takes the tax a total holds at a rate the page prints, as a US sales tax of 8.875 % is', () => {
    const result = chooseAmounts(
      lines([
        [300, 560, 'TOTAL'],
        [450, 560, '$72380.05', 11],
        [300, 546, 'Tax included (8.875%)'],
        [450, 546, '$5900.10'],
      ]),
    );
    expect([result.net?.value, result.tax?.value, result.total?.value]).toEqual([
      66479.95, 5900.1, 72380.05,
    ]);
  });

  it("reads a receipt's included tax where its items stand under a net column", () => {
    // A generated French receipt: the items' amounts under "Montant HT" read as nets.
    expect(
      chosen([
        [54, 688, 'Facture', 20],
        [54, 652, 'Martin Distribution SARL - 90 avenue Victor Hugo - 27139 Lyon', 6],
        [54, 638, 'Adresse de facturation', 8],
        [54, 626, 'Camille Martin', 9],
        [54, 614, '47 avenue Victor Hugo', 9],
        [54, 602, '45156 Bordeaux', 9],
        [54, 560, 'Votre référence', 7],
        [151, 560, 'Échéance', 7],
        [249, 560, 'N° client', 7],
        [346, 560, 'Date', 7],
        [444, 560, 'Facture n°', 7],
        [54, 548, 'KE61032', 8],
        [151, 548, '24.11.2025', 8],
        [249, 548, '5331', 8],
        [346, 548, '25.10.2025', 8],
        [444, 548, '676137', 8],
        [54, 494, 'Désignation', 8],
        [328, 494, 'Qté', 8],
        [372, 494, 'Prix unitaire HT', 8],
        [497, 494, 'Montant HT', 8],
        [54, 476, 'Nettoyage des locaux', 8],
        [332, 476, '34', 8],
        [411, 476, '57,98', 8],
        [510, 476, '1 971,32', 8],
        [54, 462, 'Prestation de conseil', 8],
        [337, 462, '1', 8],
        [407, 462, '159,51', 8],
        [517, 462, '159,51', 8],
        [321, 434, 'Livraison', 8],
        [506, 434, '9,44 EUR', 8],
        [321, 420, 'Total TTC', 9],
        [484, 420, '2 568,32 EUR', 9],
        [321, 405, 'TVA incluse 20%', 8],
        [497, 405, '428,05 EUR', 8],
        [54, 361, 'Indemnité forfaitaire pour frais de recouvrement : 40 €.', 8],
        [200, 78, 'Martin Distribution SARL · 90 avenue Victor Hugo · 27139 Lyon', 7],
        [226, 68, 'FR83 176551596 · SIRET 351 640 486 08546', 7],
        [199, 58, 'IBAN FR76 5541 6464 2212 5802 1732 831 · BIC VBPRKRCW', 7],
      ]),
    ).toEqual({ net: 2140.27, tax: 428.05, total: 2568.32 });
  });

  it('leaves the tax empty when the page prints no tax amount (a field not printed is null)', () => {
    expect(
      chosen([
        [300, 560, 'Net total'],
        [450, 560, '100.00'],
        [300, 532, 'Grand total'],
        [450, 532, '120.00'],
      ]),
    ).toEqual({ net: 100, tax: null, total: 120 });
  });

  it('takes net and total that differ by the tax rate the page prints, without a tax amount', () => {
    expect(
      chosen([
        [400, 300, 'Subtotal'],
        [510, 300, '$10,375'],
        [400, 285, 'Sales Tax'],
        [520, 285, '3%'],
        [400, 270, 'Total'],
        [500, 270, '$10,686.25'],
      ]),
    ).toEqual({ net: 10375, tax: null, total: 10686.25 });
  });
});

describe('the logistic model', () => {
  it('learns weights that separate what its features separate', () => {
    const samples = Array.from({ length: 200 }, (_, index) => {
      const label = (index % 2) as 0 | 1;
      return { features: { bias: 1, signal: label ? 1 : 0, noise: (index * 7919) % 3 }, label };
    });
    const weights = fitLogistic(samples, { iterations: 1500 });
    expect(probability(weights, { bias: 1, signal: 1, noise: 1 })).toBeGreaterThan(0.9);
    expect(probability(weights, { bias: 1, signal: 0, noise: 1 })).toBeLessThan(0.1);
    expect(Math.abs(weights.noise ?? 0)).toBeLessThan(Math.abs(weights.signal ?? 0));
  });

  it('fits a choice of one candidate per invoice, counting any of twin right candidates', () => {
    // Per invoice: the right candidate has the signal; a decoy shares the noise feature.
    const groups = Array.from({ length: 30 }, (_, index) => [
      { features: { signal: 1, noise: index % 2 }, label: 1 as const },
      { features: { signal: 0, noise: 1 }, label: 0 as const },
      { features: { signal: 0, noise: 0 }, label: 0 as const },
      ...(index % 3 === 0 ? [{ features: { signal: 1, noise: 1 }, label: 1 as const }] : []),
    ]);
    // A group without a right candidate teaches nothing and does not break the fit.
    groups.push([{ features: { signal: 1, noise: 1 }, label: 0 as const }]);
    const weights = fitSoftmax(groups, { iterations: 800 });
    expect(weights.signal).toBeGreaterThan(2);
    expect(Math.abs(weights.noise ?? 0)).toBeLessThan(weights.signal! / 2);
    expect(weights).not.toHaveProperty('bias');
    expect(logit(weights, { signal: 1, noise: 0 })).toBeGreaterThan(
      logit(weights, { signal: 0, noise: 1 }),
    );
  });
});

describe('weighed groups', () => {
  it('lets a group count as much as its weight', () => {
    // Half the invoices say the right candidate has 'a', the other half 'b'.
    const group = (right: 'a' | 'b'): { features: Record<string, number>; label: 0 | 1 }[] => [
      { features: { a: 1, b: 0 }, label: right === 'a' ? 1 : 0 },
      { features: { a: 0, b: 1 }, label: right === 'b' ? 1 : 0 },
    ];
    const groups = [
      ...Array.from({ length: 10 }, () => group('a')),
      ...Array.from({ length: 10 }, () => group('b')),
    ];
    const even = fitSoftmax(groups, { iterations: 800 });
    expect(Math.abs((even.a ?? 0) - (even.b ?? 0))).toBeLessThan(0.05);
    // The 'b' invoices weighing a quarter: 'a' wins.
    const weighed = fitSoftmax(groups, {
      iterations: 800,
      groupWeights: groups.map((_, index) => (index < 10 ? 1 : 0.25)),
    });
    expect((weighed.a ?? 0) - (weighed.b ?? 0)).toBeGreaterThan(1);
  });
});

describe('the joint choice of amounts', () => {
  it('never takes a tax of half the net or more, even where the three would add up', () => {
    const chosen = chooseAmounts(
      lines([
        [70, 320, 'Jahresbeitrag'],
        [430, 320, '440,00 €'],
        [70, 302, 'Beitrag inklusive 19 % Versicherungsteuer'],
        [430, 302, '220,00 €'],
        [70, 279, 'Ausstehende Forderung'],
        [430, 279, '220,00 €'],
      ]),
    );
    expect(chosen.tax?.value).not.toBe(220);
    expect(chosen.agreeing).toBe(false);
  });
});

describe('a sign after the amount', () => {
  it('reads one minus after the amount as its sign, and a run of dashes as a rule', () => {
    const cell = (text: string) => lines([[50, 500, text]])[0]!;
    const values = (text: string) => {
      const line = cell(text);
      return line.cells.flatMap((each) => amountTokens(line, each).map((token) => token.value));
    };
    expect(values('Endsumme: € 59,38 ---')).toEqual([59.38]);
    expect(values('Gutschrift: 59,38-')).toEqual([-59.38]);
  });
});

describe('letters OCR read for digits inside an amount', () => {
  const values = (text: string, source: 'text' | 'ocr') => {
    const line = lines([[50, 500, text]], source)[0]!;
    return line.cells.flatMap((each) => amountTokens(line, each).map((token) => token.value));
  };

  it('reads O, l, I, S and B inside an amount with its cents as digits', () => {
    expect(values('Total 1O5,00 €', 'ocr')).toEqual([105]);
    expect(values('Total l05.00', 'ocr')).toEqual([105]);
    expect(values('Total $ 1,234.S0', 'ocr')).toEqual([1234.5]);
  });

  it('leaves words, amounts without cents and the text layer alone', () => {
    expect(values('SOLD 12', 'ocr')).toEqual([12]);
    expect(values('B.IO', 'ocr')).toEqual([]);
    expect(values('Total 1O5,00 €', 'text')).toEqual([]);
  });

  it("reads a bar before a space as a table's rule, not a 1", () => {
    expect(values('110.19| 925.60 (28)%', 'ocr')).toEqual([110.19, 925.6]);
    expect(values('Total |05.00', 'ocr')).toEqual([105]);
    // A bar after no digit is still a 1: "1 240,80" with its 1 read as a bar.
    expect(values('Total TTC | 240,80 €', 'ocr')).toEqual([1240.8]);
    // A bar between spaces after a number is a rule between two columns' amounts.
    expect(values('221 | 716.04 (12)%', 'ocr')).toEqual([221, 716.04]);
  });
});

describe('amounts OCR broke or misread around them', () => {
  const values = (text: string, source: 'text' | 'ocr' = 'ocr') => {
    const line = lines([[50, 500, text]], source)[0]!;
    return line.cells.flatMap((each) => amountTokens(line, each).map((token) => token.value));
  };
  const candidates = (placed: Placed[]) =>
    amountCandidates(lines(placed, 'ocr')).map((each) => [each.token.value, each.rowLabel]);

  it('joins an amount OCR broke after a mark inside it', () => {
    expect(values('Invoice Total INR 2,96,593. 55')).toEqual([296593.55]);
    expect(values('IGST @ 28% INR 13,39, 609.82')).toEqual([1339609.82]);
    // Not on the text layer, nor two amounts in a list.
    expect(values('Invoice Total INR 2,96,593. 55', 'text')).toEqual([296593, 55]);
    // Nor a rate after an amount.
    expect(values('Preis 12,50. 19 %')).toEqual([12.5]);
    expect(values('Items 12, 609.82')).toEqual([12, 609.82]);
  });

  it('joins an ungrouped amount OCR broke after its decimal mark at the end of its cell', () => {
    expect(values('3867, 28')).toEqual([3867.28]);
    expect(values('Gesamt 123752, 96 €')).toEqual([123752.96]);
    // Not where the list goes on, nor on the text layer.
    expect(values('Pos. 3, 28, 31')).toEqual([3, 28, 31]);
    expect(values('3867, 28', 'text')).toEqual([3867, 28]);
    // Nor the last group of an amount whose thousands stand apart.
    expect(values('Subtotaal 1 500, 00 €')).not.toContain(500);
    expect(values('Razem 12 345, 67 zł')).not.toContain(345.67);
  });

  it('takes no account number for an amount, a dash after it being no sign', () => {
    expect(
      candidates([
        [50, 60, 'ICICI Bank - A/c No.'],
        [200, 60, '69969192910725 - IFSC CRZK0485185'],
      ]).map(([value]) => Math.abs(Number(value))),
    ).not.toContain(69969192910725);
  });

  it('reads a "0" before a rate as the "@" OCR misread, and keeps the line\'s label', () => {
    expect(
      candidates([
        [300, 500, 'CGST 0 2.5%'],
        [450, 500, 'RS. 11.57'],
      ]),
    ).toEqual([[11.57, 'CGST 0 2.5%']]);
  });
});

describe('an amount in brackets', () => {
  const values = (text: string) => {
    const line = lines([[50, 500, text]])[0]!;
    return line.cells.flatMap((each) =>
      amountTokens(line, each).map((token) => [
        token.value,
        each.text.slice(token.start, token.end),
      ]),
    );
  };

  it('closes the bracket after the currency sign, and reads it as a credit', () => {
    expect(values('Gutschrift (35,13 €)')).toEqual([[-35.13, '(35,13 €)']]);
  });

  it('reads a tax in brackets that a line says is included as that tax', () => {
    expect(values('in diesem Beitrag enthaltene Versicherungsteuer (35,13 €)')).toEqual([
      [35.13, '(35,13 €)'],
    ]);
    expect(values('Total includes VAT (20.00)')).toEqual([[20, '(20.00)']]);
  });
});

describe('a total that includes its tax, and the tax it includes', () => {
  it('reads the amount "inklusive 19 % Steuer" as the total, not the amount due with a balance carried', () => {
    const chosen = chooseAmounts(
      lines([
        [50, 600, 'Kfz-Haftpflicht SF25'],
        [450, 600, '80,00 €'],
        [50, 585, 'Vollkasko SF25'],
        [450, 585, '140,00 €'],
        [50, 570, 'vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer'],
        [450, 570, '220,00 €'],
        [50, 555, 'in diesem Beitrag enthaltene Versicherungsteuer'],
        [450, 555, '(35,13 €)'],
        [50, 540, 'Ausstehende Forderung am Ausstellungstag'],
        [450, 540, '220,00 €'],
        [50, 525, 'zu zahlender Beitrag'],
        [450, 525, '440,00 €'],
      ]),
    );
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      184.87, 35.13, 220,
    ]);
  });
});

describe('a charge between the tax and the total', () => {
  const page = (fee: Placed[]) =>
    lines([
      [45, 560, 'Item'],
      [407, 560, 'Tax'],
      [466, 560, 'Total'],
      [45, 540, 'Cloud VPS Server - Starter Plan'],
      [407, 540, '13%'],
      [466, 540, '£400.00'],
      [45, 520, 'Domain Registration'],
      [407, 520, '13.5%'],
      [466, 520, '£20.00'],
      [45, 500, 'Maintenance Charge - Yearly'],
      [407, 500, '0%'],
      [466, 500, '£300.00'],
      [360, 460, 'Subtotal'],
      [449, 460, '£720.00'],
      [360, 440, 'Total Tax'],
      [449, 440, '£54.70'],
      ...fee,
      [360, 400, 'Total'],
      [449, 400, '£874.70'],
    ]);

  it('makes the net what the total holds besides the tax, where the charge is printed', () => {
    // 54.70 is 7.6 % of 720.00: no VAT rate, but between the items' rates (0 to 13.5 %).
    const chosen = chooseAmounts(
      page([
        [360, 420, 'Delivery fee'],
        [449, 420, '£100'],
      ]),
    );
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([820, 54.7, 874.7]);
  });

  it('keeps the printed net where nothing printed makes up the difference', () => {
    expect(chooseAmounts(page([])).net?.value).not.toBe(820);
  });
});

describe('an amount OCR broke at a space', () => {
  const values = (text: string, source: 'text' | 'ocr') => {
    const line = lines([[50, 500, text]], source)[0]!;
    return line.cells.flatMap((each) =>
      amountTokens(line, each).map((token) => [
        token.value,
        each.text.slice(token.start, token.end),
      ]),
    );
  };

  it('reads a group of one or two digits before the decimals as the rest of the number', () => {
    expect(values('Total HT -21 8,48 €', 'ocr')).toEqual([[-218.48, '-21 8,48']]);
    expect(values('Total 1 23.40', 'ocr')).toEqual([[123.4, '1 23.40']]);
  });

  it('keeps thousands groups, and the text layer as printed', () => {
    expect(values('Total 1 234,56 €', 'ocr')).toEqual([[1234.56, '1 234,56']]);
    expect(values('Total HT -21 8,48 €', 'text')).toEqual([
      [-21, '-21'],
      [8.48, '8,48'],
    ]);
  });
});

describe('what is never an amount', () => {
  const kept = (text: string) => {
    const line = lines([[50, 500, text]])[0]!;
    return line.cells.flatMap((each) =>
      amountTokens(line, each)
        .filter((token) => !neverAnAmount(token))
        .map((token) => token.value),
    );
  };

  it("leaves out a company's share capital", () => {
    expect(kept('SARL au capital de 120 000,00 €')).toEqual([]);
    expect(kept('Stammkapital: 25.000,00 EUR')).toEqual([]);
    expect(kept('Share capital £100.00')).toEqual([]);
    expect(kept('Capitale sociale i.v. € 10.000,00')).toEqual([]);
    expect(kept('Total capital works 1.200,00')).toEqual([1200]);
  });

  it('leaves out the article or section of a law', () => {
    expect(kept('Exonération de TVA selon article 262 I du Code général des impôts')).toEqual([]);
    expect(kept('Kleinunternehmer gemäß § 19 UStG')).toEqual([]);
  });
});

describe('a summary with one row per VAT rate', () => {
  it('takes the totals row under the rates rows, not the first rate', () => {
    const chosen = chooseAmounts(
      lines([
        [50, 140, 'Nettobetrag'],
        [150, 140, 'MwSt-Betrag'],
        [250, 140, 'MwSt-%'],
        [350, 140, 'Endbetrag'],
        [50, 128, '321,40'],
        [150, 128, '61,07'],
        [250, 128, '19,0'],
        [350, 128, '382,47'],
        [50, 116, '127,59'],
        [150, 116, '8,93'],
        [250, 116, '7,0'],
        [350, 116, '136,52'],
        [50, 104, '448,99'],
        [150, 104, '70,00'],
        [250, 104, 'EUR'],
        [350, 104, '518,99'],
      ]),
    );
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      448.99, 70, 518.99,
    ]);
    expect(chosen.agreeing).toBe(true);
  });
});

describe('two VAT rates', () => {
  it.each([
    ['Tipo IVA Base imponible', 'Cuota IVA'],
    ['USt-Satz', 'Netto'],
    ['VAT rate', 'Net'],
    ['Aliquota', 'Imponibile'],
  ])('reads the rates under a VAT table\'s head "%s"', (head, next) => {
    const rates = taxColumnRates(
      lines([
        [57, 351, head, 10],
        [187, 351, next, 10],
        [57, 335, '21 %', 10],
        [134, 335, '9.600,08', 10],
        [57, 319, '10 %', 10],
        [141, 319, '247,05', 10],
      ]),
    );
    expect(rates.sort((a, b) => a - b)).toEqual([10, 21]);
  });

  it("reads the rates after the amounts of a Tax column's cells, a scan's rule between them", () => {
    const rates = taxColumnRates(
      lines(
        [
          [406, 594, '₹/UNIT'],
          [466, 594, 'TAX AMT'],
          [414, 578, '782.5| 563.40 (12)%'],
          [426, 533, '2959 532.62 (18)%'],
          // What a scan left of "(28)%" under its amount is no rate.
          [493, 520, '8)%'],
        ],
        'ocr',
      ),
    );
    expect(rates.sort((a, b) => a - b)).toEqual([12, 18]);
  });

  it('takes a tax between the two rates the VAT table prints for the whole', () => {
    const chosen = chooseAmounts(
      lines([
        [57, 481, 'Concepto', 10],
        [312, 481, 'Cantidad', 10],
        [414, 481, 'Precio', 10],
        [518, 481, 'Importe', 10],
        [57, 461, 'Mantenimiento mensual', 10],
        [349, 461, '1', 10],
        [414, 461, '282,03', 10],
        [524, 461, '282,03', 10],
        [57, 445, 'Licencia de software', 10],
        [349, 445, '1', 10],
        [414, 445, '259,68', 10],
        [524, 445, '259,68', 10],
        [57, 429, 'Diseño de logotipo', 10],
        [344, 429, '24', 10],
        [414, 429, '356,92', 10],
        [516, 429, '8.566,08', 10],
        [57, 413, 'Diseño de logotipo', 10],
        [349, 413, '1', 10],
        [414, 413, '250,29', 10],
        [524, 413, '250,29', 10],
        [57, 397, 'Material de oficina', 10],
        [349, 397, '1', 10],
        [414, 397, '242,00', 10],
        [524, 397, '242,00', 10],
        [57, 381, 'Material de oficina', 10],
        [349, 381, '1', 10],
        [414, 381, '247,05', 10],
        [524, 381, '247,05', 10],
        [57, 351, 'Tipo IVA Base imponible', 10],
        [187, 351, 'Cuota IVA', 10],
        [268, 351, 'Total', 10],
        [335, 351, 'Subtotal', 10],
        [508, 351, '9.847,13 €', 10],
        [57, 335, '21 %', 10],
        [134, 335, '9.600,08', 10],
        [194, 335, '2.016,02', 10],
        [249, 335, '11.616,10', 10],
        [335, 335, 'Total IVA', 10],
        [508, 335, '2.040,73 €', 10],
        [57, 319, '10 %', 11],
        [141, 319, '247,05', 11],
        [206, 319, '24,71', 11],
        [261, 319, '271,76', 11],
        [335, 319, 'Total', 11],
        [497, 319, '11.887,86 €', 11],
        [335, 302, 'Pagado', 10],
        [508, 302, '5.943,93 €', 10],
        [335, 286, 'Saldo pendiente', 10],
        [508, 286, '5.943,93 €', 10],
      ]),
    );
    // Not 9.600,08 + 247,05 = 9.847,13: the two rows' bases add up to the subtotal.
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      9847.13, 2040.73, 11887.86,
    ]);
  });
});

describe('an amount glued to the dot of an abbreviation', () => {
  it('reads the tax after "USt." with no space', () => {
    const chosen = chooseAmounts(
      lines([
        [300, 320, 'Gesamtbetrag'],
        [450, 320, '291.252,06 EUR'],
        [300, 306, 'darin enthalten 19% USt.46.502,43 EUR'],
      ]),
    );
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      244749.63, 46502.43, 291252.06,
    ]);
  });

  it('still reads no amount inside a number ("1.234" is not "234")', () => {
    expect(values([[300, 320, 'Total 1.234,50 Nr.12345']])).toEqual([1234.5]);
  });
});

describe('a discount and a payment under the subtotal', () => {
  it('takes the total after the discount, and no payment as the tax', () => {
    const chosen = chooseAmounts(
      lines([
        [39, 592, 'Description', 6.7],
        [394, 592, 'Rate', 6.7],
        [449, 592, 'Qty', 6.7],
        [543, 592, 'Line Total', 6.7],
        [39, 570, 'Copywriting – landing page', 7],
        [383, 570, '$770.00', 7],
        [456, 570, '4', 7],
        [543, 570, '$3,080.00', 7],
        [464, 535, 'Subtotal', 7],
        [543, 535, '$3,080.00', 7],
        [462, 519, 'Discount', 7],
        [546, 519, '-$154.00', 7],
        [475, 502, 'Total', 7],
        [543, 502, '$2,926.00', 7],
        [449, 487, 'Amount Paid', 7],
        [548, 487, '$150.00', 7],
        [420, 468, 'Amount Due (USD)', 7.7],
        [539, 468, '$2,776.00', 7.7],
      ]),
    );
    expect(chosen.total?.value).toBe(2926);
    expect(chosen.tax?.value ?? 0).toBe(0);
  });
});

describe("a till roll's VAT table", () => {
  it('takes the sums row, not the row of the rate whose gross is also an item', () => {
    // The 20 % row's gross (6,50) is the wine's price: net, tax and that price add up too.
    const chosen = chooseAmounts(
      lines([
        [79, 308, 'CHEZ MATHIEU', 7],
        [12, 233, 'Note n° 016802', 7],
        [121, 233, '14/03/2023 14:48', 7],
        [12, 216, '1', 7],
        [28, 216, 'Verre de vin rouge', 7],
        [150, 216, '6,50', 7],
        [12, 208, '1', 7],
        [28, 208, 'Café crème', 7],
        [150, 208, '4,20', 7],
        [12, 191, 'TOTAL TTC', 7],
        [100, 191, '10,70 EUR', 7],
        [12, 167, 'Taux', 7],
        [88, 167, 'HT', 7],
        [126, 167, 'TVA', 7],
        [176, 167, 'TTC', 7],
        [12, 158, '20,00%', 7],
        [79, 158, '5,42', 7],
        [121, 158, '1,08', 7],
        [172, 158, '6,50', 7],
        [12, 150, '10,00%', 7],
        [79, 150, '3,82', 7],
        [121, 150, '0,38', 7],
        [172, 150, '4,20', 7],
        [12, 142, 'Total', 7],
        [79, 142, '9,24', 7],
        [121, 142, '1,46', 7],
        [168, 142, '10,70', 7],
      ]),
    );
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([9.24, 1.46, 10.7]);
  });
});

describe('a VAT table beside the totals', () => {
  // Each rate's row adds up (net + tax = gross) and stands on the lines of the totals beside it.
  const page: Placed[] = [
    [41, 498, 'Licença de software', 9],
    [344, 498, '12', 9],
    [416, 498, '374,33', 9],
    [519, 498, '4.491,96', 9],
    [41, 453, 'Licença de software', 9],
    [344, 453, '25', 9],
    [416, 453, '237,06', 9],
    [519, 453, '5.926,50', 9],
    [41, 424, 'Taxa IVA Incidência', 9],
    [177, 424, 'Valor IVA', 9],
    [273, 424, 'Total', 9],
    [334, 424, 'Base tributável', 9],
    [506, 424, '11.101,11 €', 9],
    [41, 409, '13 %', 9],
    [90, 409, '5.174,61', 9],
    [187, 409, '672,70', 9],
    [260, 409, '5.847,31', 9],
    [334, 409, 'Total IVA', 9],
    [511, 409, '1.028,29 €', 9],
    [41, 394, '6 %', 10],
    [90, 394, '5.926,50', 10],
    [187, 394, '355,59', 10],
    [260, 394, '6.282,09', 10],
    [334, 394, 'Total c/ IVA', 10],
    [501, 394, '12.129,40 €', 10],
  ];

  it("takes the totals the page prints apart, not one rate's row", () => {
    const chosen = chooseAmounts(lines(page));
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      11101.11, 1028.29, 12129.4,
    ]);
    expect(chosen.agreeing).toBe(true);
  });

  it('keeps a row when the page prints no sums of the rows', () => {
    const chosen = chooseAmounts(lines(page.filter(([x, y]) => x < 330 || y > 430)));
    expect([5847.31, 6282.09]).toContain(chosen.total?.value);
  });
});

describe('a zero-rated invoice with its base on the tax line', () => {
  it('reads the tax as 0, not the base as a tax', () => {
    const chosen = chooseAmounts(
      lines([
        [60, 400, 'Taxe'],
        [180, 400, 'Base'],
        [260, 400, 'Montant'],
        [420, 400, 'Total HT'],
        [500, 400, '530,75 €'],
        [40, 386, 'TVA 0% export (vente)'],
        [180, 386, '530,75 €'],
        [260, 386, '0,00 €'],
        [420, 380, 'Total taxes'],
        [500, 380, '0,00 €'],
        [420, 363, 'Total TTC'],
        [500, 363, '530,75 €'],
        [40, 300, 'Exonération de TVA selon article 262 I du Code général des impôts'],
      ]),
    );
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      530.75, 0, 530.75,
    ]);
  });
});

describe('a currency sign OCR read as a digit', () => {
  const page = (total: string) =>
    lines(
      [
        [40, 420, 'Taxable Amount'],
        [480, 420, '3,805.00'],
        [40, 402, 'Total Tax'],
        [480, 402, '684.90'],
        [40, 384, 'Total Amount After Tax'],
        [470, 384, total],
      ],
      'ocr',
    );

  it('reads the total without it where net and tax add up to exactly that', () => {
    const chosen = chooseAmounts(page('74,490.00'));
    // 3,805.00 + 684.90 = 4,489.90, printed rounded to the rupee: ₹4,490.00.
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      3805, 684.9, 4490,
    ]);
  });

  it('keeps the total as read where nothing adds up to it without its first digit', () => {
    expect(chooseAmounts(page('75,490.00')).total?.value).not.toBe(5490);
  });

  it('reads a sign after the cents the same way ("28,85€" as "28.853")', () => {
    const receipt = lines(
      [
        [40, 420, 'VALOR LIQUIDO'],
        [480, 420, '25,27 €'],
        [40, 402, 'TOTAL DE IVA'],
        [480, 402, '3,57 €'],
        [40, 384, 'TOTAL'],
        [480, 384, '28.853 €'],
      ],
      'ocr',
    );
    const chosen = chooseAmounts(receipt);
    // 25,27 + 3,57 = 28,84: a cent off the printed 28,85 (VAT rounded line by line).
    expect([chosen.net?.value, chosen.tax?.value, chosen.total?.value]).toEqual([
      25.27, 3.57, 28.85,
    ]);
  });
});
