// Set 5's professional fee notes and invoices: a UK barrister's fee note (the chambers'
// letterhead, counsel as the supplier, "not a VAT invoice" until paid, or no VAT registration), a
// German private doctor's bill under the GOÄ (number, points, factor, the amount each works out
// to, often sent by a billing office on the doctor's behalf; exempt from VAT) and an Israeli
// accounting firm's tax invoice in English (fees with VAT at 17 % or 18 % from 2025,
// disbursements without VAT, the allocation number on large business invoices, a tax invoice
// and receipt when paid).
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  line,
  lines,
  moneyOf,
  num,
  page,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { sellerLogo, img } from './logo.ts';
import { company, COUNTRIES, person, TAX } from './people.ts';
import { companyIL, iban5, org5 } from './set5-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const gbp = moneyOf({ sep: SEP.en, symbol: '£', position: 'before' });

// ---------------------------------------------------------------------------------------------
// A UK barrister's fee note

const FN_CSS = `
body{font-family:"Liberation Serif","DejaVu Serif",Georgia,serif;font-size:10.5px;color:#111;line-height:1.45;padding:14mm 20mm}
.ch{text-align:center}
.ch .n{font-size:20px;letter-spacing:3px;font-variant:small-caps}
.ch .a{font-size:9px;color:#333}
h1{text-align:center;font-size:15px;letter-spacing:6px;margin:8mm 0 5mm;font-weight:normal;border-top:1px solid #111;border-bottom:1px solid #111;padding:1.5mm 0}
table.k{width:100%}
table.k td{padding:1.5px 0;vertical-align:top}
table.k td:first-child{width:42mm;color:#333}
table.l{width:100%;margin-top:6mm;border-collapse:collapse}
table.l th{border-bottom:1px solid #111;text-align:left;font-weight:normal;font-style:italic;padding:2px 3px}
table.l td{padding:3px;vertical-align:top}
table.l td.a,table.l th.a{text-align:right;width:28mm}
table.t{margin-left:auto;margin-top:3mm}
table.t td{padding:2px 3px;text-align:right}
table.t tr.g td{border-top:1px solid #111;border-bottom:3px double #111;font-weight:bold}
.nb{margin-top:8mm;font-size:9px;border:1px solid #111;padding:2mm 3mm}
`;

const FN_WORK = [
  'Advice on merits|750|2500',
  'Advice on quantum|600|1800',
  'Drafting Particulars of Claim|900|3000',
  'Drafting Defence and Counterclaim|1200|3500',
  'Conference with lay and professional client|350|950',
  'Telephone conference with instructing solicitor|150|450',
  'Perusal of papers|400|1500',
  'Skeleton argument|750|2200',
  'Brief fee – trial|2500|9500',
  'Refresher – day 2|900|2200',
  'Attendance at Case Management Conference|600|1500',
  'Written opinion on settlement offer|500|1600',
];

export const barristerFeeNote: Layout = {
  name: 'barrister-fee-note-gb',
  render(r) {
    const gb = COUNTRIES.GB;
    const female = r.chance(0.5);
    const counsel = `${r.pick(female ? ['Sarah', 'Priya', 'Hannah', 'Amelia', 'Fiona', 'Aisha'] : ['James', 'Tom', 'Oliver', 'Rhys', 'Callum', 'George'])} ${r.pick(gb.last)}`;
    const kc = r.chance(0.15);
    const chambers = r.pick([
      `${r.int(1, 12)} ${r.pick(['Fenwick', 'Greyfriars', 'Ashcombe', 'Wrenfield'])} Buildings`,
      `${r.pick(['Kestrel', 'Redfern', 'Northgate', 'Millbrook'])} Court Chambers`,
      `${r.pick(['Thistle', 'Larkspur', 'Saltmarsh'])} Chambers`,
    ]);
    const [street, place] = r.pick([
      ['Temple', 'London EC4Y 7AY'],
      ['Gray’s Inn', 'London WC1R 5JH'],
      ['Lincoln’s Inn', 'London WC2A 3TJ'],
      ['Park Square East', 'Leeds LS1 2NE'],
      ['Colmore Row', 'Birmingham B3 2BJ'],
      ['St John Street', 'Manchester M3 4DN'],
    ] as const);
    const solicitors = company(r, 'GB', { form: 'always', trades: ['Solicitors', 'Law', 'Legal'] });
    const issued = issueDate(r);
    const dateText = fmtDate(issued, r.pick(['D MMMM YYYY', 'Do MMMM YYYY', 'DD/MM/YYYY']));
    const registered = r.chance(0.8);
    const work = r.some(FN_WORK, r.int(1, 5)).map((text) => {
      const [label = '', low = '0', high = '0'] = text.split('|');
      return line(
        label,
        1,
        r.int(Number(low) / 50, Number(high) / 50) * 5000,
        registered ? 20 : 0,
        {
          date: addDays(issued, -r.int(5, 120)),
        },
      );
    });
    work.sort((a, b) => (a.date! < b.date! ? -1 : 1));
    const expenses = r.chance(0.3)
      ? [line('Travel (rail fare)', 1, r.int(4000, 25000), 0, { date: work[0]!.date! })]
      : [];
    const s = sums([...work, ...expenses]);
    const number = r.pick([
      `${r.int(10000, 99999)}`,
      `FN${pad(r.int(1, 9999), 5)}`,
      `${counsel.split(' ')[1]!.slice(0, 3).toUpperCase()}/${pad(r.int(1, 999), 4)}`,
    ]);
    const party = () => `${r.pick(gb.last)}`;
    const caseName = r.pick([
      `${party()} v ${party()}`,
      `${party()} v ${solicitors.stem.split(' ')[0]} Ltd`,
      `R v ${party()}`,
      `Re ${party()} (deceased)`,
    ]);
    const rows = [...work, ...expenses]
      .map(
        (entry) =>
          `<tr><td>${fmtDate(entry.date!, 'DD/MM/YY')}</td><td>${esc(entry.description)}${entry.rate === 0 && registered ? ' (no VAT)' : ''}</td><td class="a">${gbp(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div class="ch"><div class="n">${esc(chambers)}</div><div class="a">${esc(street)} · ${esc(place)} · DX ${r.int(100, 999)} ${esc(place.split(' ')[0]!)} · Tel 0${r.pick(['20', '113', '121', '161'])} ${r.digits(4)} ${r.digits(4)} · clerks@${esc(chambers.toLowerCase().replace(/[^a-z0-9]/g, ''))}.co.uk</div></div>
<h1>FEE NOTE</h1>
<table class="k"><tr><td>Counsel</td><td><b>${esc(counsel)}${kc ? ' KC' : ''}</b> (Call ${r.int(1995, 2019)})</td></tr><tr><td>Fee note no.</td><td>${esc(number)}</td></tr><tr><td>Date</td><td>${dateText}</td></tr><tr><td>Instructing solicitors</td><td>${esc(solicitors.name)}, ${esc(solicitors.address.join(', '))}</td></tr><tr><td>Solicitor’s reference</td><td>${r.letters(3)}/${r.digits(5)}-${r.int(1, 9)}</td></tr><tr><td>Matter</td><td>${esc(caseName)}</td></tr>${r.chance(0.6) ? `<tr><td>Claim no.</td><td>${r.letters(1)}${r.digits(2)}${r.letters(2)}${r.digits(3)}</td></tr>` : ''}<tr><td>Funding</td><td>${r.pick(['Private', 'Private', 'Conditional fee agreement', 'Legal expenses insurance'])}</td></tr></table>
<table class="l"><tr><th>Date</th><th>Work done</th><th class="a">Fee</th></tr>${rows}</table>
<table class="t">${registered ? `<tr><td>Fees</td><td>${gbp(s.net)}</td></tr><tr><td>VAT at 20%</td><td>${gbp(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total ${registered ? 'due' : 'fees due'}</td><td>${gbp(s.total)}</td></tr></table>
<div class="nb">${registered ? `Counsel’s VAT registration no. ${TAX.vatGB(r)}. <b>This fee note is not a VAT invoice.</b> A VAT invoice will be issued on receipt of payment.<br>` : 'Counsel is not registered for VAT.<br>'}Payment is due within 30 days. Please quote the fee note number and counsel’s name with your payment to ${esc(counsel)}, sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}. Fees are subject to the Standard Contractual Terms for the Supply of Legal Services by Barristers to Authorised Persons.</div>`;
    return {
      html: page(FN_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // Counsel, self-employed, is the supplier; the chambers print the letterhead.
        vendor: counsel,
        amount: registered ? s.net : null,
        taxAmount: registered ? s.tax : null,
        total: s.total,
        currency: 'GBP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Germany: a private doctor's bill under the GOÄ

const GOA_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#1a1a1a;line-height:1.45;padding:12mm 18mm 10mm 22mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:13px;font-weight:bold}
.win{margin-top:10mm;width:85mm}
.win small{font-size:6.8px;text-decoration:underline;color:#444}
.info{position:absolute;right:18mm;top:48mm;font-size:8.5px}
.info td{padding:0 0 0 8px}
.info td:first-child{color:#666;padding-left:0}
h1{font-size:13px;margin:14mm 0 3mm}
table.l{width:100%;margin-top:3mm}
table.l th{border-bottom:1px solid #1a1a1a;text-align:left;font-weight:normal;color:#555;padding:2px}
table.l td{padding:2px;vertical-align:top;border-bottom:1px solid #eee}
table.l td.a,table.l th.a{text-align:right}
table.l tr.g td{font-weight:bold;border-top:1.5px solid #1a1a1a;border-bottom:0;font-size:10.5px}
.ft{margin-top:10mm;font-size:7.5px;color:#555;border-top:1px solid #ccc;padding-top:2mm}
`;

// GOÄ number, text, points, factor.
const GOA: [string, string, number, number][] = [
  ['1', 'Beratung, auch telefonisch', 80, 2.3],
  ['3', 'Eingehende Beratung, mind. 10 Minuten', 150, 2.3],
  ['5', 'Symptombezogene Untersuchung', 80, 2.3],
  ['7', 'Vollständige körperliche Untersuchung eines Organsystems', 160, 2.3],
  ['8', 'Ganzkörperstatus', 260, 2.3],
  ['34', 'Erörterung einer lebensverändernden Erkrankung', 300, 2.3],
  ['75', 'Ausführlicher schriftlicher Krankheits- und Befundbericht', 130, 2.3],
  ['250', 'Blutentnahme aus der Vene', 40, 1.8],
  ['410', 'Ultraschalluntersuchung eines Organs', 200, 1.8],
  ['420', 'Ultraschall, jedes weitere Organ', 80, 1.8],
  ['651', 'Elektrokardiographische Untersuchung in Ruhe', 253, 1.8],
  ['3511', 'Untersuchung eines Körpermaterials mit vorgefertigten Reagenzträgern', 50, 1.15],
  ['3550', 'Blutbild und Blutbildbestandteile', 60, 1.15],
  ['3562.H1', 'Cholesterin', 40, 1.15],
  ['A 72', 'Vorbereitung einer Reiseimpfung (analog)', 80, 2.3],
];
const POINT = 5.82873; // cents

export const goaeRechnung: Layout = {
  name: 'goae-arztrechnung',
  render(r) {
    const female = r.chance(0.5);
    const doctorName = `${r.pick(female ? ['Katrin', 'Sabine', 'Miriam', 'Anna', 'Jana'] : ['Stefan', 'Jonas', 'Tobias', 'Florian', 'Lukas'])} ${r.pick(COUNTRIES.DE.last)}`;
    const doctor = `Dr. med. ${doctorName}`;
    const field = r.pick(
      female
        ? [
            'Fachärztin für Innere Medizin',
            'Fachärztin für Allgemeinmedizin',
            'Fachärztin für Dermatologie',
            'Fachärztin für Orthopädie',
          ]
        : [
            'Facharzt für Innere Medizin',
            'Facharzt für Allgemeinmedizin',
            'Facharzt für Dermatologie',
            'Facharzt für Orthopädie',
          ],
    );
    const practice = company(r, 'DE');
    const viaOffice = r.chance(0.45);
    const office = `${r.pick(['Privatärztliche Abrechnungsstelle', 'PAS', 'Medizinische Abrechnung'])} ${r.pick(COUNTRIES.DE.stems)} GmbH`;
    const patient = person(r, 'DE');
    const child = r.chance(0.25)
      ? `${r.pick(['Lena', 'Paul', 'Mia', 'Ben', 'Emma'])} ${patient.name.split(' ')[1]}`
      : null;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const visits = Array.from({ length: r.int(1, 3) }, () => addDays(issued, -r.int(5, 70))).sort();
    const rows: {
      date: string;
      code: string;
      text: string;
      count: number;
      factor: number;
      amount: number;
    }[] = [];
    for (const visit of visits) {
      for (const [code, text, points, factor] of r.some(GOA, r.int(2, 5))) {
        const raised = factor === 2.3 && r.chance(0.15) ? 3.5 : factor;
        const count = code === '3511' && r.chance(0.4) ? 2 : 1;
        rows.push({
          date: visit,
          code,
          text,
          count,
          factor: raised,
          amount: count * Math.round(points * POINT * raised),
        });
      }
    }
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    const paid = r.chance(0.15) ? Math.round(total / 2) : 0;
    const number = viaOffice
      ? `${r.digits(3)}/${r.digits(7)}`
      : `${issued.slice(0, 4)}-${pad(r.int(1, 9999), 5)}`;
    const n = (cents: number) => num(cents, SEP.de);
    const diagnosis = r.pick([
      'J06.9 Akute Infektion der oberen Atemwege',
      'I10.90 Essentielle Hypertonie',
      'M54.5 Kreuzschmerz',
      'E78.0 Reine Hypercholesterinämie',
      'L20.8 Atopisches Ekzem',
      'Z00.0 Allgemeine ärztliche Untersuchung',
    ]);
    const iban = `DE${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`;
    const head = viaOffice
      ? `<div><div class="n">${esc(office)}</div>${lines([`${r.pick(COUNTRIES.DE.streets)} ${r.int(1, 90)}`, `${practice.postcode} ${practice.city}`, `Tel. ${practice.phone}`])}</div><div style="text-align:right;font-size:8px">Im Auftrag von<br><b>${esc(doctor)}</b><br>${esc(field)}<br>${lines(practice.address)}</div>`
      : `<div><div class="n">${esc(doctor)}</div>${lines([field, ...practice.address, `Tel. ${practice.phone}`])}</div><div style="text-align:right;font-size:8px">${lines([`Steuernummer ${TAX.steuernummer(r)}`, `LANR ${r.digits(9)}`])}</div>`;
    const body = `<div class="hd">${head}</div>
<div class="win"><small>${esc(viaOffice ? office : doctor)} · ${esc(practice.address.join(' · '))}</small><br>${lines([r.pick(['Herrn', 'Frau']), patient.name, ...patient.address])}</div>
<table class="info"><tr><td>Rechnungsnummer</td><td>${number}</td></tr><tr><td>Rechnungsdatum</td><td>${d(issued)}</td></tr><tr><td>Patienten-Nr.</td><td>${r.digits(6)}</td></tr>${viaOffice ? `<tr><td>Kunden-Nr.</td><td>${r.digits(8)}</td></tr>` : ''}</table>
<h1>Privatärztliche Liquidation nach GOÄ</h1>
<div>Behandelte Person: <b>${esc(child ?? patient.name)}</b>, geb. ${d(`${r.int(1950, child ? 2020 : 2004)}-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}`)}<br>Behandlungszeitraum: ${d(visits[0]!)} – ${d(visits[visits.length - 1]!)}<br>Diagnose: ${esc(diagnosis)}</div>
<table class="l"><tr><th>Datum</th><th>GOÄ-Nr.</th><th>Leistung</th><th class="a">Anzahl</th><th class="a">Faktor</th><th class="a">Betrag EUR</th></tr>${rows.map((row) => `<tr><td>${d(row.date)}</td><td>${row.code}</td><td>${esc(row.text)}${row.factor === 3.5 ? '<br><i>Begründung: erhöhter Zeitaufwand wegen besonderer Schwierigkeit</i>' : ''}</td><td class="a">${row.count}</td><td class="a">${row.factor.toFixed(2).replace('.', ',')}</td><td class="a">${n(row.amount)}</td></tr>`).join('')}
<tr class="g"><td colspan="5">Rechnungsbetrag</td><td class="a">${n(total)} €</td></tr>${paid ? `<tr><td colspan="5">abzüglich bereits gezahlt</td><td class="a">-${n(paid)} €</td></tr><tr class="g"><td colspan="5">Offener Betrag</td><td class="a">${n(total - paid)} €</td></tr>` : ''}</table>
<p style="margin-top:6mm">Bitte überweisen Sie den Betrag bis zum ${d(addDays(issued, 30))} unter Angabe der Rechnungsnummer ${number} auf das Konto IBAN ${iban}.</p>
<div class="ft">Ärztliche Heilbehandlung – umsatzsteuerfrei nach § 4 Nr. 14 UStG. Die Berechnung erfolgt nach der Gebührenordnung für Ärzte (GOÄ) in der geltenden Fassung; Punktwert 5,82873 Cent.${viaOffice ? ` Die Forderung wurde an die ${esc(office)} abgetreten.` : ''}</div>`;
    return {
      html: page(GOA_CSS, body, 'de'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The doctor, also when a billing office sends the bill on the doctor's behalf.
        vendor: doctor,
        // Exempt from VAT: only the "Rechnungsbetrag".
        amount: null,
        taxAmount: null,
        total,
        currency: 'EUR',
      }),
      aliases: [doctorName],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Israel: an accounting firm's tax invoice in English

const IL_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#222;line-height:1.45;padding:13mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid var(--c);padding-bottom:3mm}
.hd .n{font-size:16px;font-weight:bold;color:var(--c)}
.hd .s{font-size:9px;color:#555}
.ti{display:flex;justify-content:space-between;align-items:baseline;margin-top:6mm}
.ti h1{font-size:16px;margin:0}
.ti .o{border:1px solid #222;padding:0 5px;font-weight:bold}
table.m td{padding:1px 10px 1px 0}
table.m td:first-child{color:#666}
table.l{width:100%;margin-top:5mm}
table.l th{border-bottom:1.5px solid var(--c);text-align:right;padding:3px}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:50%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222;font-size:10.5px}
.rc{margin-top:5mm;border:1px solid #ccc;padding:2mm 3mm}
`;

export const israelAccountantInvoice: Layout = {
  name: 'il-accountant-tax-invoice',
  render(r) {
    const lasts = [
      'Cohen',
      'Levi',
      'Mizrahi',
      'Peretz',
      'Biton',
      'Friedman',
      'Katz',
      'Azoulay',
      'Shapiro',
      'Ben-David',
    ];
    const [a, b] = r.some(lasts, 2) as [string, string];
    const firmName = r.pick([`${a}, ${b} & Co.`, `${a} & ${b}`, `${a} ${b} & Co.`]);
    const client = org5(r, 'IL', { form: 'always' });
    const issued = issueDate(r);
    const rate = issued >= '2025-01-01' ? 18 : 17;
    const month = fmtDate(addDays(issued, -20), 'MMMM YYYY');
    const fees: Line[] = r
      .some(
        [
          [`Bookkeeping services – ${month}`, 1800, 6500],
          ['Preparation of annual financial statements', 9000, 38000],
          ['Annual corporate tax return (Form 1214)', 3500, 12000],
          ['Payroll processing', 600, 3000],
          ['Bi-monthly VAT reporting', 800, 2500],
          ['Consultation – tax planning (hours)', 450, 900],
          ['Audit of financial statements', 15000, 60000],
        ] as const,
        r.int(1, 3),
      )
      .map(([text, low, high]) =>
        text.includes('hours')
          ? line(text, r.int(2, 12), r.int(low / 50, high / 50) * 5000, rate, { uom: 'h' })
          : line(text, 1, r.int(low / 50, high / 50) * 5000, rate),
      );
    const disbursements: Line[] = r.chance(0.5)
      ? [
          line(
            r.pick([
              'Registrar of Companies annual fee (disbursement)',
              'Court filing fee (disbursement)',
              'Israel Tax Authority certificate fee',
            ]),
            1,
            r.pick([142400, 115000, 3500, 1200]),
            0,
          ),
        ]
      : [];
    const s = sums([...fees, ...disbursements]);
    const threshold = issued >= '2026-01-01' ? 1000000 : issued >= '2025-01-01' ? 2000000 : 2500000;
    const allocation = issued >= '2024-05-01' && s.net >= threshold ? r.digits(9) : null;
    const paid = r.chance(0.35);
    const number = `${r.int(10000, 99999)}`;
    const symbol = r.pick(['₪', 'NIS ']);
    const ils = (cents: number) => `${symbol}${num(cents, SEP.en)}`;
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const colour = r.pick(['#003f7d', '#1b5e20', '#4a148c', '#37474f']);
    const { logo, only } = sellerLogo(r, firmName, { only: 0.4, any: 0.6, colour });
    const place = r.pick(['Tel Aviv-Yafo', 'Jerusalem', 'Haifa', 'Ramat Gan', 'Herzliya']);
    const vatFile = r.chance(0.5) ? companyIL(r) : `55${r.digits(7)}`;
    const rows = [...fees, ...disbursements]
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${num(entry.unit, SEP.en)}</td><td>${entry.rate ? `${entry.rate}%` : 'Exempt'}</td><td>${num(entry.amount, SEP.en)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:46px;display:block;margin-bottom:2mm') : ''}${only ? '' : `<div class="n">${esc(firmName)}</div>`}<div class="s">Certified Public Accountants (Isr.)</div></div><div style="text-align:right;font-size:8px">${lines([`${r.int(1, 150)} ${r.pick(['Menachem Begin Rd.', 'Jabotinsky St.', 'HaBarzel St.', 'Derech Ha’Atsmaut'])}, ${place}`, `Tel. +972-3-${r.digits(3)}-${r.digits(4)} · Fax +972-3-${r.digits(3)}-${r.digits(4)}`, `office@${a.toLowerCase().replace(/[^a-z]/g, '')}-cpa.co.il`, `VAT file (Osek Murshe) No. ${vatFile}`])}</div></div>
<div class="ti"><h1>${paid ? 'TAX INVOICE / RECEIPT' : 'TAX INVOICE'} No. ${number}</h1><span class="o">ORIGINAL</span></div>
<div style="display:flex;justify-content:space-between;margin-top:4mm"><div><b>To:</b> ${esc(client.name)}<br>${lines([...client.address, `Company No. ${companyIL(r)}`])}</div>
<table class="m"><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Client file</td><td>${r.digits(4)}</td></tr>${allocation ? `<tr><td>Allocation No.</td><td>${allocation}</td></tr>` : ''}<tr><td>Payment terms</td><td>${paid ? 'Paid' : r.pick(['Net 30', 'Current + 30', 'On receipt'])}</td></tr></table></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Price</th><th>VAT</th><th>Amount</th></tr>${rows}</table>
<table class="t"><tr><td>Total before VAT</td><td>${ils(s.net)}</td></tr><tr><td>VAT ${rate}%</td><td>${ils(s.tax)}</td></tr><tr class="g"><td>Total incl. VAT</td><td>${ils(s.total)}</td></tr></table>
${paid ? `<div class="rc"><b>Receipt</b> – payment received with thanks: ${r.pick(['Bank transfer', 'Cheque no. ' + r.digits(6), 'Credit card ****' + r.digits(4)])}, ${d(addDays(issued, -r.int(0, 3)))}, ${ils(s.total)}. Balance: ${ils(0)}.</div>` : `<p style="margin-top:5mm">Please transfer to ${r.pick(['Bank Leumi', 'Bank Hapoalim', 'Israel Discount Bank', 'Mizrahi-Tefahot'])}, IBAN ${iban5(r, 'IL')}, quoting invoice no. ${number}. Late payment bears linkage differentials and interest.</p>`}
<p style="font-size:7.5px;color:#777;margin-top:8mm">Computer-generated document under the Income Tax Regulations (Bookkeeping), approved software no. ${r.digits(8)}. Signed digitally.</p></div>`;
    return {
      html: page(IL_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: firmName,
        // Fees and disbursements before VAT; the disbursements carry no VAT.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'ILS',
      }),
      logoOnly: only,
    };
  },
};
