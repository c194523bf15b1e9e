// Receipts and travel documents: a German fuel station's till receipt on an 80 mm roll (pump and
// litres × price per litre, shop items at 19 % and 7 % with the A/B codes of the MwSt table, the
// girocard payment slip, the TSE lines), a French restaurant's ticket (table, couverts, serveur,
// TVA 10 % on food and 20 % on alcohol in a HT / TVA / TTC table, the card slip), a ride-hailing
// trip receipt (fare breakdown, booking fee, tolls, a promotion, VAT included or shown apart), an
// airline's e-ticket receipt or invoice (ticket number, booking reference, the fare calculation
// line, carrier-imposed surcharges and airport taxes that are not VAT, VAT on a German domestic
// flight) and a German hotel's invoice (Übernachtung at 7 %, Frühstück at 19 %, City-Tax outside
// VAT, a deposit paid in advance, a balance of 0,00).
import {
  addDays,
  esc,
  fmtDate,
  grossSums,
  issueDate,
  line,
  lines,
  moneyOf,
  num,
  page,
  SEP,
  time,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import { BIC, company, COUNTRIES, iban, person, TAX, type CountryCode } from './people.ts';

// ---------------------------------------------------------------------------------------------
// The till roll

const ROLL = (font: string) => `
body{font-family:${font};font-size:9.4px;color:#111;width:72mm;margin:0 auto;padding:4mm 0}
pre{font-family:inherit;margin:0;white-space:pre}
.c{text-align:center}
.big{font-size:13px;font-weight:bold}
img{display:block;margin:0 auto 2mm;filter:grayscale(1)}
`;
const W = 42;
const pair = (left: string, right: string, width = W) =>
  `${left.slice(0, Math.max(0, width - right.length - 1)).padEnd(width - right.length)}${right}`;
const rule = (char = '-') => char.repeat(W);
const centred = (text: string) => ' '.repeat(Math.max(0, Math.floor((W - text.length) / 2))) + text;
const cols = (cells: string[], widths: number[]) =>
  cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!)))
    .join('');

// ---------------------------------------------------------------------------------------------
// German fuel station

const FUELS = [
  ['Super E10', 1689, 1929],
  ['Super E5', 1749, 1989],
  ['Diesel', 1559, 1869],
  ['SuperPlus 98', 1829, 2099],
] as const;
const STATION_SHOP = [
  ['Kaffee groß', 299, 19],
  ['Cappuccino', 329, 19],
  ['Laugenbrezel', 129, 7],
  ['Belegtes Brötchen', 389, 7],
  ['Schokoriegel', 149, 7],
  ['Wasser 0,5 l', 189, 19],
  ['Energy Drink 0,25 l', 229, 19],
  ['Scheibenreiniger 5 l', 899, 19],
  ['Autowäsche Premium', 1499, 19],
  ['Kaugummi', 119, 7],
  ['Zeitung', 290, 7],
  ['Motoröl 1 l', 1999, 19],
] as const;

export const fuelReceipt: Layout = {
  name: 'de-tankstelle-beleg',
  render(r) {
    const stem = r.pick(COUNTRIES.DE.stems);
    const station = r.pick([`${stem} Tankstelle`, `Tankstelle ${stem}`, `${stem} Tank & Wasch`]);
    const owner = person(r, 'DE');
    const where = company(r, 'DE');
    const { logo, only } = sellerLogo(r, station, { only: 0.3, any: 0.3, mono: true });
    const issued = issueDate(r);
    const at = time(r);
    const [fuel, low, high] = r.pick(FUELS);
    const perLitre = r.int(low, high); // tenths of a cent: 1789 = 1,789 EUR/l
    const litres = r.int(800, 6500) / 100;
    const pump = r.int(1, 12);
    const items: Line[] = [line(fuel, litres, perLitre / 10, 19, { uom: 'l' })];
    for (const [text, cents, rate] of r.some(STATION_SHOP, r.chance(0.6) ? r.int(1, 4) : 0))
      items.push(line(text, r.chance(0.8) ? 1 : 2, cents, rate));
    const s = grossSums(items);
    const n = (cents: number) => num(cents, SEP.de);
    const code = (rate: number) => (rate === 19 ? 'A' : 'B');
    const receipt = String(r.int(1000, 99999));
    const card = r.pick(['girocard', 'Mastercard', 'VISA', 'girocard', 'Maestro']);
    const out: string[] = [
      pair(`Beleg-Nr. ${receipt}`, `${fmtDate(issued, 'DD.MM.YYYY')} ${at}`),
      pair(`Kasse ${r.int(1, 3)}`, `Bed. ${r.int(1, 20)}`),
      rule(),
      `Säule ${String(pump).padStart(2, '0')}  ${fuel}`,
      pair(
        `  ${litres.toFixed(2).replace('.', ',')} l x ${(perLitre / 1000).toFixed(3).replace('.', ',')} EUR/l`,
        `${n(items[0]!.amount)} A`,
      ),
      ...items
        .slice(1)
        .flatMap((item) =>
          item.quantity > 1
            ? [
                `${item.quantity} x ${n(item.unit)}`,
                pair(item.description, `${n(item.amount)} ${code(item.rate)}`),
              ]
            : [pair(item.description, `${n(item.amount)} ${code(item.rate)}`)],
        ),
      rule(),
      pair('SUMME EUR', n(s.total)),
      rule('='),
      pair(card === 'girocard' ? 'EC-Karte' : card, n(s.total)),
      rule(),
      cols(['MwSt', 'Netto', 'MwSt', 'Brutto'], [10, 10, 10, 12]),
      ...s.taxes.map((row) =>
        cols(
          [`${code(row.rate)} ${row.rate},00%`, n(row.base), n(row.tax), n(row.gross)],
          [10, 10, 10, 12],
        ),
      ),
      cols(['Summe', n(s.net), n(s.tax), n(s.total)], [10, 10, 10, 12]),
      rule(),
      centred('Kartenzahlung'),
      centred(card),
      pair('Terminal-ID', `${r.int(52000000, 69999999)}`),
      pair(
        'TA-Nr.',
        `${String(r.int(1, 999999)).padStart(6, '0')}  BNr ${String(r.int(1, 9999)).padStart(4, '0')}`,
      ),
      pair('Karte', `############${r.digits(4)}`),
      pair('Datum', `${fmtDate(issued, 'DD.MM.YYYY')} ${at} Uhr`),
      pair('Betrag EUR', n(s.total)),
      centred('Zahlung erfolgt'),
      rule(),
      `TSE-Transaktion: ${r.int(100000, 999999)}`,
      `TSE-Start: ${issued}T${at}:${String(r.int(0, 59)).padStart(2, '0')}.000Z`,
      `TSE-Seriennr.: ${r.alnum(26).toLowerCase()}`,
      `TSE-Signatur: ${r.alnum(27)}`,
      rule(),
      centred('Vielen Dank und gute Fahrt!'),
      centred('Bitte Beleg aufbewahren'),
    ];
    const header = [
      only ? '' : station.includes('ß') ? station : station.toUpperCase(),
      `Inh. ${owner.name}`,
      ...where.address,
      `Tel. ${where.phone}`,
      r.chance(0.5) ? `St.-Nr. ${TAX.steuernummer(r)}` : `USt-IdNr. ${TAX.ustId(r)}`,
    ].filter(Boolean);
    const html = `${logo ? img(logo, 'max-height:16mm;max-width:60mm') : ''}<div class="c">${header
      .map((text, index) =>
        index === 0 && !only ? `<div class="big">${esc(text)}</div>` : `<div>${esc(text)}</div>`,
      )
      .join('')}</div><pre>${esc(['', ...out].join('\n'))}</pre>`;
    return {
      html: page(ROLL('"DejaVu Sans Mono","Liberation Mono",monospace'), html, 'de'),
      paper: { roll: 80 },
      truth: truthOf({
        invoiceNumber: receipt,
        date: issued,
        vendor: station,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// French restaurant ticket

const CARTE = [
  ['Entrecôte frites', 2150, 10],
  ['Burger maison', 1690, 10],
  ['Salade César', 1450, 10],
  ['Plat du jour', 1450, 10],
  ['Croque-monsieur', 1190, 10],
  ['Soupe à l\u2019oignon', 890, 10],
  ['Tarte Tatin', 790, 10],
  ['Mousse au chocolat', 690, 10],
  ['Café', 220, 10],
  ['Café crème', 420, 10],
  ['Eau minérale 50cl', 450, 10],
  ['Coca-Cola 33cl', 490, 10],
  ['Verre de vin rouge', 650, 20],
  ['Pichet de rosé 50cl', 1600, 20],
  ['Demi pression', 480, 20],
  ['Kir', 590, 20],
  ['Bouteille Bordeaux', 3200, 20],
] as const;

export const frenchTicket: Layout = {
  name: 'fr-ticket-restaurant',
  render(r) {
    const stem = r.pick(COUNTRIES.FR.stems);
    const name = r.pick([
      `Brasserie ${stem}`,
      `Le Café ${stem}`,
      `Bistrot ${stem}`,
      `Chez ${r.pick(COUNTRIES.FR.first)}`,
    ]);
    const owner = company(r, 'FR', { form: 'always' });
    const legal = `${r.pick(['SARL', 'SAS', 'EURL'])} ${r.pick(COUNTRIES.FR.stems.filter((each) => each !== stem)).toUpperCase()}`;
    const { logo, only } = sellerLogo(r, name, { only: 0.3, any: 0.3, mono: true });
    const issued = issueDate(r);
    const hour = r.int(12, 22);
    const at = `${hour}:${String(r.int(0, 59)).padStart(2, '0')}`;
    const items = r
      .some(CARTE, r.int(2, 7))
      .map(([text, cents, rate]) => line(text, r.chance(0.6) ? 1 : r.int(2, 4), cents, rate));
    const s = grossSums(items);
    const n = (cents: number) => num(cents, SEP.plainComma);
    const label = r.pick(['Ticket n°', 'Note n°', 'Facture n°']);
    const number = String(r.int(1000, 99999)).padStart(6, '0');
    const siren = TAX.siren(r);
    const covers = r.int(1, 6);
    const card = r.chance(0.75);
    const out = [
      pair(`Table ${r.int(1, 40)}`, `Couverts ${covers}`),
      `Serveur : ${r.pick(COUNTRIES.FR.first)}`,
      pair(`${label} ${number}`, `${fmtDate(issued, 'DD/MM/YYYY')} ${at}`),
      rule(),
      ...items.map((item) =>
        item.quantity > 1
          ? pair(`${item.quantity} x ${item.description}`, `${n(item.unit)}  ${n(item.amount)}`)
          : pair(`1   ${item.description}`, n(item.amount)),
      ),
      rule(),
      pair('TOTAL TTC', `${n(s.total)} EUR`),
      pair(card ? 'CB' : 'ESPECES', n(s.total)),
      rule(),
      cols(['Taux', 'HT', 'TVA', 'TTC'], [9, 11, 10, 12]),
      ...s.taxes.map((row) =>
        cols([`${row.rate},00%`, n(row.base), n(row.tax), n(row.gross)], [9, 11, 10, 12]),
      ),
      cols(['Total', n(s.net), n(s.tax), n(s.total)], [9, 11, 10, 12]),
      rule(),
      ...(card
        ? [
            centred('CARTE BANCAIRE'),
            centred('SANS CONTACT'),
            `A0000000${r.pick(['421010', '041010', '031010'])}`,
            pair('CB', `${fmtDate(issued, 'DD/MM/YY')} ${at}`),
            `${r.pick(COUNTRIES.FR.places).city.toUpperCase()}`,
            pair(`${r.digits(8)}`, `${r.digits(6)}`),
            `############${r.digits(4)}`,
            pair('MONTANT =', `${n(s.total)} EUR`),
            centred('DEBIT'),
            centred('TICKET CLIENT A CONSERVER'),
            rule(),
          ]
        : []),
      centred('Service compris'),
      centred('Merci de votre visite !'),
      centred('A bientôt'),
    ];
    const header = [
      only ? '' : name.toUpperCase(),
      ...owner.address,
      `Tél. ${owner.phone}`,
      legal,
      `SIRET ${siren}${r.digits(5)} - APE 5610A`,
      `TVA FR${r.int(10, 99)}${siren}`,
    ].filter(Boolean);
    const html = `${logo ? img(logo, 'max-height:16mm;max-width:60mm') : ''}<div class="c">${header
      .map((text, index) =>
        index === 0 && !only ? `<div class="big">${esc(text)}</div>` : `<div>${esc(text)}</div>`,
      )
      .join('')}</div><pre>${esc(['', ...out].join('\n'))}</pre>`;
    return {
      html: page(ROLL('"Liberation Mono","DejaVu Sans Mono",monospace'), html, 'fr'),
      paper: { roll: 80 },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      ...(only ? {} : { aliases: [legal] }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Ride-hailing trip receipt

const RIDE_BRANDS = [
  { brand: 'Rydr', colour: '#000000' },
  { brand: 'Hoply', colour: '#34d186' },
  { brand: 'Zoomer', colour: '#5b2be0' },
  { brand: 'Kabee', colour: '#ff5a1f' },
];

const RIDE_CSS = (colour: string) => `
body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;font-size:9pt;color:#222;line-height:1.45}
.wrap{width:150mm;margin:0 auto}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:0.6pt solid #ddd;padding-bottom:3mm}
.brand{font-size:17pt;font-weight:bold;color:${colour}}
h1{font-size:20pt;margin:8mm 0 1mm}
.sub{color:#666;margin-bottom:6mm}
.total{display:flex;justify-content:space-between;font-size:16pt;font-weight:bold;border-bottom:0.6pt solid #ddd;padding-bottom:3mm}
table.f{width:100%;margin-top:3mm}
table.f td{padding:1.3mm 0}
table.f td.n{text-align:right}
table.f tr.s td{border-top:0.6pt solid #ddd;font-weight:bold}
table.f tr.muted td{color:#666;font-size:8pt}
.pay{margin-top:5mm;border-top:0.6pt solid #ddd;padding-top:3mm}
.trip{margin-top:6mm;background:#f6f6f6;padding:4mm;border-radius:2mm}
.trip .dot{display:inline-block;width:2.2mm;height:2.2mm;border-radius:50%;background:${colour};margin-right:2mm}
.legal{margin-top:8mm;font-size:7pt;color:#777}
`;

export const rideReceipt: Layout = {
  name: 'ride-hailing-receipt',
  render(r) {
    const { brand, colour } = r.pick(RIDE_BRANDS);
    const code = r.pick<CountryCode>(['GB', 'NL', 'FR', 'DE']);
    const rate = { GB: 20, NL: 9, FR: 10, DE: 7 }[code as 'GB'];
    const currency = code === 'GB' ? 'GBP' : 'EUR';
    const m = moneyOf(
      code === 'GB'
        ? { sep: SEP.en, symbol: '£', position: 'before' }
        : { sep: SEP.de, symbol: '€', position: code === 'NL' ? 'before-space' : 'after-space' },
    );
    const legal = code === 'GB' ? `${brand} UK Ltd` : `${brand} B.V.`;
    const rider = person(r, code);
    const driver = r.pick(COUNTRIES[code].first);
    const issued = issueDate(r);
    const start = time(r);
    const minutes = r.int(6, 55);
    const km = r.int(15, 420) / 10;
    const c = COUNTRIES[code];
    const from = `${r.int(1, 120)} ${r.pick(c.streets)}, ${r.pick(c.places).city}`;
    const to = r.chance(0.3)
      ? r.pick(['Airport, Terminal 2', 'Central Station', 'Airport Departures'])
      : `${r.int(1, 120)} ${r.pick(c.streets)}`;
    const fare = Math.round((250 + km * r.int(90, 160) + minutes * r.int(15, 35)) / 5) * 5;
    const parts: [string, number][] = [['Trip fare', fare]];
    if (r.chance(0.7))
      parts.push([r.pick(['Booking fee', 'Service fee']), r.pick([99, 150, 199, 250])]);
    if (to.includes('Airport')) parts.push(['Airport surcharge', r.pick([300, 500, 700])]);
    if (r.chance(0.15)) parts.push(['Tolls', r.pick([250, 400, 650])]);
    const promo = r.chance(0.2) ? Math.min(Math.round(fare / 3), r.pick([300, 500, 1000])) : 0;
    const gross = parts.reduce((sum, [, cents]) => sum + cents, 0) - promo;
    const net = Math.round((gross * 100) / (100 + rate));
    const tax = gross - net;
    const apart = r.chance(0.5); // the VAT shown apart with the net, or only "includes VAT"
    const number = apart
      ? `${brand.slice(0, 2).toUpperCase()}-${issued.slice(0, 4)}-${r.digits(8)}`
      : null;
    const tripId =
      `${r.alnum(8)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(12)}`.toLowerCase();
    const dateLong = fmtDate(issued, code === 'GB' ? 'D MMMM YYYY' : 'DD.MM.YYYY');
    const logo = drawLogo(r, null, { colour, initialsOf: brand });
    const rows = [
      ...parts
        .slice(0, 1)
        .map(([label, cents]) => `<tr><td>${label}</td><td class="n">${m(cents)}</td></tr>`),
      `<tr class="s"><td>Subtotal</td><td class="n">${m(fare)}</td></tr>`,
      ...parts
        .slice(1)
        .map(([label, cents]) => `<tr><td>${label}</td><td class="n">${m(cents)}</td></tr>`),
      promo ? `<tr><td>Promotion</td><td class="n">-${m(promo)}</td></tr>` : '',
      apart
        ? `<tr class="s"><td>Total excl. VAT</td><td class="n">${m(net)}</td></tr><tr><td>VAT ${rate}%</td><td class="n">${m(tax)}</td></tr><tr class="s"><td>Total</td><td class="n">${m(gross)}</td></tr>`
        : `<tr class="s"><td>Total</td><td class="n">${m(gross)}</td></tr><tr class="muted"><td>Includes VAT (${rate}%)</td><td class="n">${m(tax)}</td></tr>`,
    ].join('');
    const body = `<div class="wrap">
<div class="top"><div style="display:flex;align-items:center;gap:3mm">${img(logo, 'max-height:11mm')}<span class="brand">${esc(brand)}</span></div><div style="color:#666">${dateLong}</div></div>
<h1>Thanks for riding, ${esc(rider.name.split(' ')[0]!)}</h1><div class="sub">${apart ? `Receipt and tax invoice · Invoice number ${number}` : 'Here\u2019s your receipt for your trip.'}</div>
<div class="total"><span>Total</span><span>${m(gross)}</span></div>
<table class="f">${rows}</table>
<div class="pay"><b>Payments</b><br>${r.pick(['Visa', 'Mastercard', 'Apple Pay', 'Amex'])} ••••${r.digits(4)} · ${fmtDate(issued, code === 'GB' ? 'DD/MM/YYYY' : 'DD.MM.YYYY')} ${start} · ${m(gross)}</div>
<div class="trip"><b>${r.pick(['Comfort', 'Economy', 'Green', 'XL'])}</b> · ${String(km).replace('.', code === 'GB' ? '.' : ',')} km · ${minutes} min<br><span class="dot"></span>${start} · ${esc(from)}<br><span class="dot"></span>${esc(to)}<br><br>You rode with ${esc(driver)} · ${r.letters(2)}${r.digits(2)} ${r.letters(3)}<br><span style="color:#777;font-size:7.5pt">Trip ID ${tripId}</span></div>
<div class="legal">${esc(legal)}, ${code === 'GB' ? `Aldgate Tower, 2 Leman Street, London E1 8FA · VAT No. ${TAX.vatGB(r)}` : `Prinsengracht ${r.int(100, 900)}, 1016 HK Amsterdam · VAT NL${r.digits(9)}B01`}. ${apart ? 'This invoice is issued in the name and on behalf of the driver.' : 'This is not a tax invoice. Request one in the app.'}</div>
</div>`;
    return {
      html: page(RIDE_CSS(colour), body),
      paper: { format: 'A4', margin: ['14mm', '14mm', '14mm', '14mm'] },
      truth: truthOf({
        // The trip ID is no document number: a receipt without an invoice number has none.
        invoiceNumber: number,
        date: issued,
        vendor: brand,
        // Prices include VAT: the net is printed only when the VAT is shown apart.
        amount: apart ? net : null,
        taxAmount: tax,
        total: gross,
        currency,
      }),
      aliases: [legal],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Airline e-ticket receipt / invoice

const AIRLINES = [
  {
    name: 'Skylark Airways',
    code: 'KX',
    prefix: '741',
    home: 'GB' as const,
    legal: 'Skylark Airways Limited',
    colour: '#0b3d91',
  },
  {
    name: 'Nordwing',
    code: 'NW',
    prefix: '862',
    home: 'DE' as const,
    legal: 'Nordwing Luftfahrt GmbH',
    colour: '#c8102e',
  },
  {
    name: 'Bluejet',
    code: 'BJ',
    prefix: '579',
    home: 'US' as const,
    legal: 'Bluejet Airlines, Inc.',
    colour: '#0077c8',
  },
  {
    name: 'Tulip Air',
    code: 'TP',
    prefix: '633',
    home: 'NL' as const,
    legal: 'Tulip Air B.V.',
    colour: '#e87722',
  },
];
const AIRPORTS: Record<string, [string, string][]> = {
  GB: [
    ['LHR', 'LONDON HEATHROW'],
    ['MAN', 'MANCHESTER'],
    ['EDI', 'EDINBURGH'],
  ],
  DE: [
    ['FRA', 'FRANKFURT'],
    ['MUC', 'MUENCHEN'],
    ['HAM', 'HAMBURG'],
    ['BER', 'BERLIN BRANDENBURG'],
    ['DUS', 'DUESSELDORF'],
  ],
  US: [
    ['JFK', 'NEW YORK JFK'],
    ['ORD', 'CHICAGO OHARE'],
    ['SFO', 'SAN FRANCISCO'],
    ['BOS', 'BOSTON'],
  ],
  NL: [['AMS', 'AMSTERDAM SCHIPHOL']],
  X: [
    ['CDG', 'PARIS CDG'],
    ['BCN', 'BARCELONA'],
    ['CPH', 'COPENHAGEN'],
    ['FCO', 'ROME FIUMICINO'],
    ['LIS', 'LISBON'],
    ['DUB', 'DUBLIN'],
    ['YYZ', 'TORONTO'],
  ],
};

const AIR_CSS = (colour: string) => `
body{font-family:"DejaVu Sans Condensed","DejaVu Sans",Arial,sans-serif;font-size:8pt;color:#111;line-height:1.4}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:2pt solid ${colour};padding-bottom:2mm}
.top .name{font-size:15pt;font-weight:bold;color:${colour}}
h1{font-size:11pt;margin:4mm 0 3mm;letter-spacing:.5px}
table.kv{width:100%}
table.kv td{padding:0.6mm 1mm;vertical-align:top}
table.kv td.l{color:#555;width:28%}
h2{font-size:9pt;background:${colour};color:#fff;padding:1mm 2mm;margin:5mm 0 1mm}
table.it{width:100%}
table.it th{text-align:left;font-size:7pt;border-bottom:0.6pt solid #333;padding:0.8mm 1mm}
table.it td{padding:1mm;border-bottom:0.3pt solid #ddd}
table.fare td{padding:0.6mm 2mm}
table.fare td.n{text-align:right;font-family:"DejaVu Sans Mono",monospace}
table.fare tr.t td{font-weight:bold;border-top:0.6pt solid #333}
.calc{font-family:"DejaVu Sans Mono",monospace;font-size:7.2pt;background:#f4f4f4;padding:1.5mm 2mm;margin:1mm 0 2mm;word-break:break-all}
.fine{margin-top:6mm;font-size:6.8pt;color:#555}
`;

export const airlineReceipt: Layout = {
  name: 'airline-ticket-receipt',
  render(r) {
    const airline = r.pick(AIRLINES);
    // A German domestic flight carries German VAT and gets an invoice; the rest a receipt.
    const domesticDE = airline.home === 'DE' && r.chance(0.6);
    const currency = { GB: 'GBP', DE: 'EUR', US: 'USD', NL: 'EUR' }[airline.home];
    const home = AIRPORTS[airline.home]!;
    const [fromCode, fromName] = r.pick(home);
    const [toCode, toName] = domesticDE
      ? r.pick(home.filter(([codeOf]) => codeOf !== fromCode))
      : r.pick(AIRPORTS.X!);
    const roundTrip = r.chance(0.6);
    const issued = issueDate(r);
    const out = addDays(issued, r.int(3, 60));
    const back = addDays(out, r.int(2, 14));
    const air = (iso: string) => fmtDate(iso, 'DDMMMYY').toUpperCase();
    const n = (cents: number) => num(cents, SEP.en);
    const pax = person(
      r,
      airline.home === 'NL'
        ? 'NL'
        : airline.home === 'US'
          ? 'US'
          : r.pick<CountryCode>(['GB', 'DE']),
    );
    const [first = '', ...rest] = pax.name.split(' ');
    const paxName = `${rest.join(' ').toUpperCase()}/${first.toUpperCase()} ${r.pick(['MR', 'MS', 'MRS'])}`;
    const ticket = `${airline.prefix}${r.chance(0.5) ? ' ' : ''}${r.digits(10)}`;
    const pnr = r.letters(6);
    const legs = [
      {
        flight: `${airline.code} ${r.int(100, 2999)}`,
        date: out,
        from: [fromCode, fromName],
        to: [toCode, toName],
      },
      ...(roundTrip
        ? [
            {
              flight: `${airline.code} ${r.int(100, 2999)}`,
              date: back,
              from: [toCode, toName],
              to: [fromCode, fromName],
            },
          ]
        : []),
    ];
    const fare = r.int(domesticDE ? 49 : 89, domesticDE ? 390 : 1400) * 100;
    const yq = r.int(domesticDE ? 10 : 30, domesticDE ? 60 : 320) * 100;
    const charges: [string, string, number][] = domesticDE
      ? [
          ['DE', 'Luftverkehrsteuer', r.pick([1561, 1553, 1328]) * (roundTrip ? 2 : 1)],
          ['OY', 'Flughafensicherheitsgebühr', r.int(600, 1200)],
          ['RA', 'Passagierentgelt', r.int(1200, 2800)],
        ]
      : [
          [
            airline.home === 'GB' ? 'GB' : airline.home === 'US' ? 'US' : 'NL',
            airline.home === 'GB'
              ? 'Air Passenger Duty'
              : airline.home === 'US'
                ? 'Transportation Tax'
                : 'Passenger charge',
            r.int(1300, 8800),
          ],
          [
            airline.home === 'US' ? 'AY' : 'UB',
            airline.home === 'US' ? 'Security Fee' : 'Passenger Service Charge',
            r.int(560, 3200),
          ],
          ['XT', 'Other taxes and charges', r.int(400, 4500)],
        ];
    const thirdParty = charges.reduce((sum, [, , cents]) => sum + cents, 0);
    // Domestic DE: VAT 19 % on the fare and the carrier's surcharge; the charges of third parties
    // are transit items outside the VAT base.
    const vatBase = fare + yq;
    const vat = domesticDE ? Math.round((vatBase * 19) / 100) : 0;
    const total = fare + yq + thirdParty + vat;
    const invoiceNo = domesticDE ? `${airline.code}${issued.slice(2, 4)}${r.digits(8)}` : null;
    const { logo, only } = sellerLogo(r, airline.name, { only: 0, any: 1, colour: airline.colour });
    const fareCalc = `${fromCode.slice(0, 3)} ${airline.code} ${toCode} ${(fare / (roundTrip ? 2 : 1) / 100 / 0.86).toFixed(2)}${roundTrip ? `${airline.code} ${fromCode} ${(fare / 2 / 100 / 0.86).toFixed(2)}` : ''}NUC${(fare / 100 / 0.86).toFixed(2)}END ROE0.${r.digits(6)}`;
    const legRows = legs
      .map(
        (leg) =>
          `<tr><td>${leg.flight}</td><td>${air(leg.date)}</td><td>${leg.from[0]} ${leg.from[1]}</td><td>${leg.to[0]} ${leg.to[1]}</td><td>${time(r)}</td><td>${time(r)}</td><td>${r.pick(['Y', 'M', 'K', 'L', 'Q'])} ECONOMY</td><td>${r.letters(1)}${r.letters(2)}${r.int(1, 9)}${airline.home}</td><td>${domesticDE ? '1PC' : r.pick(['1PC', '23K', '0PC'])}</td><td>OK</td></tr>`,
      )
      .join('');
    const fareRows = [
      `<tr><td>${domesticDE ? 'Flugpreis (netto)' : 'Fare'}</td><td class="n">${currency} ${n(fare)}</td></tr>`,
      `<tr><td>${domesticDE ? 'YQ Kerosinzuschlag (netto)' : 'YQ Carrier-imposed surcharge'}</td><td class="n">${n(yq)}</td></tr>`,
      ...charges.map(
        ([codeOf, text, cents]) =>
          `<tr><td>${codeOf} ${text}</td><td class="n">${n(cents)}</td></tr>`,
      ),
      domesticDE
        ? `<tr class="t"><td>Summe netto</td><td class="n">${currency} ${n(fare + yq + thirdParty)}</td></tr><tr><td>MwSt 19 % auf ${currency} ${n(vatBase)}</td><td class="n">${n(vat)}</td></tr><tr class="t"><td>Gesamtbetrag</td><td class="n">${currency} ${n(total)}</td></tr>`
        : `<tr class="t"><td>Total</td><td class="n">${currency} ${n(total)}</td></tr>`,
    ].join('');
    const kv = (pairs: [string, string][]) =>
      `<table class="kv">${pairs.map(([label, value]) => `<tr><td class="l">${label}</td><td>${esc(value)}</td></tr>`).join('')}</table>`;
    const body = `
<div class="top"><div style="display:flex;align-items:center;gap:3mm">${logo ? img(logo, 'max-height:12mm') : ''}${only ? '' : `<span class="name">${esc(airline.name)}</span>`}</div><div>${domesticDE ? 'RECHNUNG / INVOICE' : 'ELECTRONIC TICKET RECEIPT'}</div></div>
<h1>${domesticDE ? 'Rechnung zu Ihrem Flugticket' : 'Passenger Itinerary Receipt'}</h1>
<div style="display:flex;gap:6mm"><div style="flex:1">${kv([
      ['Passenger', paxName],
      ['Booking reference', pnr],
      ['Ticket number', ticket],
      ...(invoiceNo ? ([['Rechnungsnummer', invoiceNo]] as [string, string][]) : []),
    ])}</div><div style="flex:1">${kv([
      [
        domesticDE ? 'Rechnungsdatum' : 'Date of issue',
        domesticDE ? fmtDate(issued, 'DD.MM.YYYY') : air(issued),
      ],
      ['Issued by', `${airline.name} / IATA ${r.digits(8)}`],
      ['Place of issue', domesticDE ? 'INTERNET DE' : 'WEB'],
      ['Frequent flyer', r.chance(0.5) ? `${airline.code} ${r.digits(9)}` : '-'],
    ])}</div></div>
<h2>ITINERARY</h2>
<table class="it"><tr><th>Flight</th><th>Date</th><th>From</th><th>To</th><th>Dep</th><th>Arr</th><th>Class</th><th>Fare basis</th><th>Bag</th><th>Status</th></tr>${legRows}</table>
<h2>${domesticDE ? 'PREISDETAILS / FARE DETAILS' : 'FARE DETAILS'}</h2>
<div class="calc">Fare calculation: ${fareCalc}</div>
<table class="fare">${fareRows}</table>
<div style="margin-top:2mm">Form of payment: CC ${r.pick(['VI', 'CA', 'AX'])} XXXXXXXXXXXX${r.digits(4)} ${currency} ${n(total)}<br>Endorsements: ${r.pick(['NON-REF/CHG FEE APPLIES', 'VALID ON KX ONLY', 'NONEND/NONREF'])}</div>
<div class="fine">${domesticDE ? `${esc(airline.legal)} · ${esc(company(r, 'DE').address.join(', '))} · USt-IdNr. ${TAX.ustId(r)} · Steuern und Gebühren Dritter sind durchlaufende Posten und nicht Teil der Bemessungsgrundlage.` : `Carriage and other services provided by the carrier are subject to conditions of carriage. ${esc(airline.legal)}. Taxes, fees and charges are collected on behalf of governments and airports.`}</div>`;
    return {
      html: page(AIR_CSS(airline.colour), body),
      paper: {
        format: airline.home === 'US' ? 'Letter' : 'A4',
        margin: ['12mm', '12mm', '12mm', '12mm'],
      },
      truth: truthOf({
        // The ticket number stands for the receipt's number; the invoice has its own.
        invoiceNumber: invoiceNo ?? ticket,
        date: issued,
        vendor: airline.name,
        // Airport and government taxes are not VAT: a receipt prints no VAT and no net.
        amount: domesticDE ? fare + yq + thirdParty : null,
        taxAmount: domesticDE ? vat : null,
        total,
        currency,
      }),
      aliases: [airline.legal],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// German hotel invoice

const HOTEL_CSS = `
body{font-family:"Liberation Serif","Times New Roman",serif;font-size:8.8pt;color:#222;line-height:1.35}
.brand{text-align:center;margin-bottom:5mm}
.brand .name{font-size:17pt;letter-spacing:3px}
.brand .addr{font-size:7.5pt;color:#555;letter-spacing:.5px}
.head{display:flex;justify-content:space-between;margin-bottom:4mm}
.head .guest{margin-top:8mm}
table.meta td{padding:0.2mm 0 0.2mm 4mm;font-size:8.5pt}
table.meta td:first-child{color:#555}
h1{font-size:12pt;margin:0 0 3mm}
table.f{width:100%}
table.f th{text-align:left;border-bottom:0.8pt solid #222;padding:1mm;font-size:8pt}
table.f td{padding:0.45mm 1mm}
table.f .n{text-align:right;white-space:nowrap}
table.f tr.t td{border-top:0.8pt solid #222;font-weight:bold}
table.f tr.bal td{font-weight:bold;border-top:0.4pt solid #222}
table.vat{margin-top:5mm}
table.vat th{font-size:7.8pt;text-align:right;padding:0.6mm 3mm;border-bottom:0.6pt solid #222}
table.vat th:first-child,table.vat td:first-child{text-align:left}
table.vat td{text-align:right;padding:0.6mm 3mm}
table.vat tr.b td{font-weight:bold;border-top:0.6pt solid #222}
.thanks{margin-top:4mm}
.legal{margin-top:5mm;font-size:7pt;color:#555;text-align:center}
`;

export const germanHotel: Layout = {
  name: 'de-hotel-rechnung',
  render(r) {
    const stem = r.pick(COUNTRIES.DE.stems);
    const hotel = r.pick([
      `Hotel ${stem}`,
      `${stem} Hotel`,
      `Hotel Garni ${stem}`,
      `Landhotel ${stem}`,
      `${stem} Stadthotel`,
    ]);
    const legal = r.pick([
      `${stem} Beherbergungs GmbH`,
      `${stem} Gastronomie GmbH & Co. KG`,
      `Hotelbetriebsgesellschaft ${stem} mbH`,
    ]);
    const where = company(r, 'DE');
    const guest = person(r, r.pick<CountryCode>(['DE', 'DE', 'NL', 'GB']));
    const firm = r.chance(0.4) ? company(r, 'DE', { avoid: stem }) : null;
    const departure = issueDate(r);
    const nights = r.int(1, 5);
    const arrival = addDays(departure, -nights);
    const guests = r.int(1, 2);
    const dateOf = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const short = (iso: string) => fmtDate(iso, 'DD.MM.');
    const n = (cents: number) => num(cents, SEP.de);
    const room = r.int(69, 189) * 100;
    const breakfast = r.chance(0.75) ? r.pick([1200, 1450, 1600, 1850, 2200]) : 0;
    const cityTax = r.pick<[string, number] | null>([
      ['City-Tax 5 %', 5],
      ['Kulturförderabgabe 5 %', 5],
      ['City Tax 7,5 %', 7.5],
      null,
    ]);
    const charges: Line[] = [];
    for (let night = 0; night < nights; night += 1) {
      const day = addDays(arrival, night);
      charges.push(line('Übernachtung', 1, room, 7, { date: day }));
      if (breakfast)
        charges.push(line('Frühstück', guests, breakfast, 19, { date: addDays(day, 1) }));
      if (cityTax)
        charges.push(line(cityTax[0], 1, Math.round((room * cityTax[1]) / 100), 0, { date: day }));
      if (r.chance(0.3))
        charges.push(
          line(r.pick(['Parkgarage', 'Minibar', 'Restaurant', 'Bar']), 1, r.int(800, 6500), 19, {
            date: day,
          }),
        );
    }
    const s = grossSums(charges);
    const number = String(r.int(100000, 999999));
    const deposit = r.chance(0.5) ? Math.min(s.total, Math.round(room / 100) * 100) : 0;
    const { logo, only } = sellerLogo(r, hotel, { only: 0.3, any: 0.4, mono: r.chance(0.5) });
    const rows = charges
      .map(
        (item) =>
          `<tr><td>${short(item.date!)}</td><td>${esc(item.description)}</td><td class="n">${item.quantity}</td><td class="n">${n(item.unit)}</td><td class="n">${item.rate} %</td><td class="n">${n(item.amount)}</td></tr>`,
      )
      .join('');
    const card = `${r.pick(['Visa', 'Mastercard', 'girocard', 'American Express'])} ****${r.digits(4)}`;
    const vatRows = s.taxes
      .map(
        (row) =>
          `<tr><td>${row.rate === 0 ? '0 % (nicht steuerbar)' : `${row.rate} %`}</td><td>${n(row.base)}</td><td>${n(row.tax)}</td><td>${n(row.gross)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="brand">${logo ? `${img(logo, 'max-height:18mm;margin:0 auto;display:block')}` : ''}${only ? '' : `<div class="name">${esc(hotel.includes('ß') ? hotel : hotel.toUpperCase())}</div>`}<div class="addr">${esc(where.address.join(' · '))} · Tel. ${esc(where.phone)} · ${esc(where.website)}</div></div>
<div class="head"><div class="guest">${lines([firm?.name, firm ? `z. Hd. ${guest.name}` : guest.name, ...(firm?.address ?? guest.address), firm ? null : guest.country.code === 'DE' ? null : guest.country.name])}</div>
<table class="meta"><tr><td>Rechnung Nr.</td><td>${number}</td></tr><tr><td>Datum</td><td>${dateOf(departure)}</td></tr><tr><td>Zimmer</td><td>${r.int(101, 420)}</td></tr><tr><td>Anreise</td><td>${dateOf(arrival)}</td></tr><tr><td>Abreise</td><td>${dateOf(departure)}</td></tr><tr><td>Gäste</td><td>${guests}</td></tr><tr><td>Reservierung</td><td>${r.digits(8)}</td></tr><tr><td>Kassierer</td><td>${r.pick(['Rezeption 1', 'FO2', 'NACHT', 'M. Weber'])}</td></tr><tr><td>Seite</td><td>1 von 1</td></tr></table></div>
<h1>Rechnung ${number}</h1>
<table class="f"><tr><th>Datum</th><th>Leistung</th><th class="n">Menge</th><th class="n">Einzelpreis</th><th class="n">MwSt.</th><th class="n">Betrag EUR</th></tr>${rows}
<tr class="t"><td></td><td>Gesamtbetrag</td><td></td><td></td><td></td><td class="n">${n(s.total)}</td></tr>
${deposit ? `<tr><td>${short(addDays(arrival, -r.int(7, 40)))}</td><td>Anzahlung (Überweisung)</td><td></td><td></td><td></td><td class="n">-${n(deposit)}</td></tr>` : ''}
<tr><td>${short(departure)}</td><td>Zahlung ${esc(card)}</td><td></td><td></td><td></td><td class="n">-${n(s.total - deposit)}</td></tr>
<tr class="bal"><td></td><td>Offener Saldo</td><td></td><td></td><td></td><td class="n">0,00</td></tr></table>
<table class="vat"><tr><th>MwSt.-Satz</th><th>Netto</th><th>MwSt.</th><th>Brutto</th></tr>${vatRows}<tr class="b"><td>Summe</td><td>${n(s.net)}</td><td>${n(s.tax)}</td><td>${n(s.total)}</td></tr></table>
<div class="thanks">Vielen Dank für Ihren Aufenthalt. Wir freuen uns auf Ihren nächsten Besuch!</div>
<div class="legal">${esc(legal)} · Sitz ${esc(where.city)} · Amtsgericht ${esc(where.city)} ${TAX.hrb(r)} · Geschäftsführer: ${esc(r.pick(COUNTRIES.DE.first))} ${esc(r.pick(COUNTRIES.DE.last))} · USt-IdNr. ${TAX.ustId(r)}<br>Bankverbindung: IBAN ${iban(r, 'DE')} · BIC ${r.pick(BIC.DE!)}</div>`;
    return {
      html: page(HOTEL_CSS, body, 'de'),
      paper: { format: 'A4', margin: ['14mm', '16mm', '14mm', '16mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: departure,
        vendor: hotel,
        // The City-Tax is outside VAT: in the net (the table's 0 % row), not in the tax. The
        // deposit and the card payment settle the total; the balance 0,00 is no total.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      aliases: [legal],
      logoOnly: only,
    };
  },
};
