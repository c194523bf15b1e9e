// Bills of professional and trade services whose printed amounts are not simply net, tax and total:
// a law firm's invoice (time entries by timekeeper with hours × rate, a timekeeper summary,
// disbursements, the previous balance and payments, a retainer applied from the trust account, a
// balance due that differs from the invoice total; in Britain the fees and disbursements with and
// without VAT), a courier's invoice (DHL, FedEx or UPS alike: account number, air waybills, a
// shipment table with weights, fuel surcharge, duties paid on the customer's behalf, a VAT
// summary), a contractor's progress billing (the AIA G702 application and certificate for
// payment with its G703 continuation sheet: contract sum, work completed, retainage, previous
// certificates, current payment due) and a medical or dental practice's patient statement
// (charges by procedure code, insurance payments and adjustments, the patient's balance).
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  lines,
  moneyOf,
  num,
  page,
  PAGE_OF,
  pct,
  previousMonth,
  SEP,
  truthOf,
  type Layout,
  type Random,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import { company, COUNTRIES, person, TAX, type CountryCode, stemOf } from './people.ts';

const footerOf = (left: string, font = 'Arial, Helvetica, sans-serif', side = '14mm') =>
  `<div style="font-family:${font};font-size:7px;color:#555;width:100%;display:flex;justify-content:space-between;padding:0 ${side}"><span>${esc(left)}</span><span>Page ${PAGE_OF}</span></div>`;

/** A random date within [from, to] (ISO). */
const between = (r: Random, from: string, to: string) => {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return addDays(from, r.int(0, Math.max(0, days)));
};

// ---------------------------------------------------------------------------------------------
// Law firm

const LAW_CSS = (font: string, accent: string) => `
body{font-family:${font};font-size:9pt;color:#111;line-height:1.4}
.lh{text-align:center;border-bottom:1.2pt solid ${accent};padding-bottom:3mm;margin-bottom:6mm}
.lh .firm{font-size:17pt;letter-spacing:1.5px;color:${accent};font-variant:small-caps}
.lh .sub{font-size:8pt;color:#444;letter-spacing:.8px}
.head{display:flex;justify-content:space-between;align-items:flex-start}
table.meta td{padding:0.4mm 0 0.4mm 5mm}
table.meta td:first-child{color:#555}
.re{margin:6mm 0 4mm}
h2{font-size:9.5pt;letter-spacing:1px;border-bottom:0.6pt solid #999;padding-bottom:1mm;margin:5mm 0 1.5mm;color:${accent}}
table.t{width:100%}
table.t th{text-align:left;font-size:8pt;color:#444;border-bottom:0.6pt solid #999;padding:1mm 1.5mm}
table.t td{padding:1.1mm 1.5mm;vertical-align:top}
table.t .n{text-align:right;white-space:nowrap}
table.t tr.sum td{border-top:0.6pt solid #999;font-weight:bold}
table.summary{margin-left:auto;width:62%;margin-top:5mm}
table.summary td{padding:1.1mm 1.5mm}
table.summary td.n{text-align:right;white-space:nowrap}
table.summary tr.b td{font-weight:bold;border-top:0.8pt solid #111}
table.summary tr.due td{font-weight:bold;font-size:10.5pt;border-top:1.2pt double #111;border-bottom:1.2pt double #111}
table.summary th{font-size:8pt;color:#444;text-align:right;padding:1mm 1.5mm;border-bottom:0.6pt solid #999}
.remit{margin-top:8mm;font-size:8pt;color:#333;border-top:0.6pt dashed #999;padding-top:3mm}
`;

const LAW_TASKS = [
  'Review and revise draft agreement; email comments to client',
  'Telephone conference with client regarding strategy and next steps',
  'Draft correspondence to opposing counsel',
  'Legal research regarding limitation issues; prepare memorandum',
  'Prepare for and attend hearing',
  'Review documents produced by the other side',
  'Attend meeting with client',
  'Draft and file motion; prepare supporting declaration',
  'Review title documents and raise enquiries',
  'Revise disclosure schedule',
  'Email exchange with client regarding settlement proposal',
  'Prepare closing checklist; coordinate signatures',
  'Review lease and prepare report for client',
  'Negotiate terms with counterparty’s solicitors',
];

export const lawFirmInvoice: Layout = {
  name: 'law-firm-invoice',
  render(r) {
    const uk = r.chance(0.45);
    const code: CountryCode = uk ? 'GB' : 'US';
    const c = COUNTRIES[code];
    const names = r.some(c.last, r.int(2, 3));
    const firm = uk
      ? `${names.join(' ')} ${r.pick(['LLP', 'Solicitors', 'Solicitors LLP'])}`
      : names.length === 2
        ? `${names[0]} & ${names[1]} ${r.pick(['LLP', 'PLLC', 'P.C.'])}`
        : `${names[0]}, ${names[1]} & ${names[2]} LLP`;
    const office = company(r, code);
    const client = r.chance(0.75) ? company(r, code) : person(r, code);
    const font = r.pick([
      '"Liberation Serif", "Times New Roman", serif',
      '"DejaVu Serif", Georgia, serif',
      '"Liberation Sans", Arial, sans-serif',
    ]);
    const accent = r.pick(['#1b2a41', '#000000', '#4a1c1c', '#1d3b2a', '#2b2b5a']);
    const issued = issueDate(r);
    const [first, last] = previousMonth(issued);
    const pattern = uk
      ? r.pick(['D MMMM YYYY', 'DD/MM/YYYY'])
      : r.pick(['MMMM D, YYYY', 'MM/DD/YYYY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const short = (iso: string) => fmtDate(iso, uk ? 'DD/MM/YY' : 'MM/DD/YY');
    const sym = uk ? '£' : '$';
    const m = moneyOf({ sep: SEP.en, symbol: sym, position: 'before' });
    const n = (cents: number) => num(cents);
    const number = uk
      ? r.pick([String(r.int(10000, 99999)), `INV/${issued.slice(0, 4)}/${r.digits(4)}`])
      : String(r.int(20000, 99999));
    const clientNo = String(r.int(1000, 9999));
    const matterNo = `${clientNo}-${String(r.int(1, 40)).padStart(3, '0')}`;
    const keepers = [
      { title: 'Partner', low: uk ? 340 : 450, high: uk ? 560 : 895 },
      { title: uk ? 'Senior Associate' : 'Associate', low: uk ? 220 : 260, high: uk ? 340 : 495 },
      { title: uk ? 'Trainee Solicitor' : 'Paralegal', low: uk ? 120 : 145, high: uk ? 180 : 235 },
    ]
      .slice(0, r.int(1, 3))
      .map((keeper) => {
        const name = `${r.pick(c.first)} ${r.pick(c.last)}`;
        const initials = name
          .split(' ')
          .map((part) => part[0])
          .join('');
        return { ...keeper, name, initials, rate: r.int(keeper.low / 5, keeper.high / 5) * 500 };
      });
    const entries = Array.from({ length: r.int(3, 11) }, () => {
      const keeper = r.pick(keepers);
      const hours = r.int(1, 60) / 10;
      return {
        date: between(r, first, last),
        keeper,
        text: r.pick(LAW_TASKS),
        hours,
        amount: Math.round(hours * keeper.rate),
      };
    }).sort((a, b) => a.date.localeCompare(b.date));
    const fees = entries.reduce((sum, entry) => sum + entry.amount, 0);
    // Disbursements: [text, cents, VAT-able (UK)]
    const pool: [string, number, boolean][] = uk
      ? [
          ['Land Registry fee', r.pick([2000, 4500, 9500, 15000, 29500]), false],
          ['Court issue fee', r.pick([3500, 11500, 45500, 59300]), false],
          ['Local authority search', r.int(120, 320) * 100, false],
          ["Counsel's fee", r.int(4, 30) * 5000, true],
          ['Courier', r.int(1500, 6500), true],
          ['Electronic ID verification', r.pick([600, 1200, 1800]), true],
        ]
      : [
          ['Court filing fee', r.pick([40500, 35000, 43500, 20000]), false],
          ['Courier – overnight delivery', r.int(2500, 9500), false],
          [`Photocopies (${r.int(40, 600)} pages)`, r.int(600, 9000), false],
          ['Online legal research charges', r.int(4000, 45000), false],
          ['Deposition transcript', r.int(25000, 120000), false],
          [`Mileage (${r.int(20, 240)} miles)`, r.int(1500, 16000), false],
        ];
    const disb = r.some(pool, r.int(0, 3)).map(([text, cents, vatable]) => ({
      date: between(r, first, last),
      text,
      cents,
      vatable,
    }));
    const disbTotal = disb.reduce((sum, item) => sum + item.cents, 0);
    const vatable = disb.filter((item) => item.vatable).reduce((sum, item) => sum + item.cents, 0);
    const exempt = disbTotal - vatable;
    const feeVat = uk ? Math.round(fees * 0.2) : 0;
    const disbVat = uk ? Math.round(vatable * 0.2) : 0;
    const net = fees + disbTotal;
    const tax = feeVat + disbVat;
    const total = net + tax;
    const previous = r.chance(0.35) ? r.int(500, 900000) : 0;
    const retainer = r.chance(0.5) ? Math.min(total, r.pick([250000, 500000, 1000000, 150000])) : 0;
    const balance = total - retainer;
    const { logo, only } = sellerLogo(r, firm, { only: 0.2, any: 0.25, colour: accent });
    const matter = uk
      ? r.pick([
          `Purchase of ${r.int(1, 120)} ${r.pick(c.streets)}, ${r.pick(c.places).city}`,
          'Employment tribunal claim',
          'Commercial lease renewal',
          "Shareholders' agreement",
          'Sale of business',
        ])
      : r.pick([
          `${r.pick(c.last)} v. ${client.company ? client.stem : r.pick(c.last)}`,
          'General corporate matters',
          `Commercial lease – ${r.int(100, 9000)} ${r.pick(c.streets)}`,
          'Asset purchase agreement',
          'Trademark prosecution',
          'Employment matter',
        ]);
    const timeRows = entries
      .map(
        (entry) =>
          `<tr><td>${short(entry.date)}</td><td>${entry.keeper.initials}</td><td>${esc(entry.text)}</td><td class="n">${entry.hours.toFixed(2)}</td><td class="n">${n(entry.keeper.rate)}</td><td class="n">${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const keeperRows = keepers
      .map((keeper) => {
        const hours = entries
          .filter((entry) => entry.keeper === keeper)
          .reduce((sum, entry) => sum + entry.hours, 0);
        const amount = entries
          .filter((entry) => entry.keeper === keeper)
          .reduce((sum, entry) => sum + entry.amount, 0);
        return hours
          ? `<tr><td>${esc(keeper.name)}</td><td>${keeper.title}</td><td class="n">${hours.toFixed(2)}</td><td class="n">${n(keeper.rate)}</td><td class="n">${n(amount)}</td></tr>`
          : '';
      })
      .join('');
    const hoursTotal = entries.reduce((sum, entry) => sum + entry.hours, 0);
    const disbRows = disb
      .map(
        (item) =>
          `<tr><td>${short(item.date)}</td><td>${esc(item.text)}${uk ? (item.vatable ? '' : ' (no VAT)') : ''}</td><td class="n">${n(item.cents)}</td></tr>`,
      )
      .join('');
    const summary = uk
      ? `<table class="summary"><tr><th></th><th>Net</th><th>VAT</th></tr>
<tr><td>Our professional charges</td><td class="n">${m(fees)}</td><td class="n">${m(feeVat)}</td></tr>
${vatable ? `<tr><td>Disbursements subject to VAT</td><td class="n">${m(vatable)}</td><td class="n">${m(disbVat)}</td></tr>` : ''}
${exempt ? `<tr><td>Disbursements not subject to VAT</td><td class="n">${m(exempt)}</td><td class="n">–</td></tr>` : ''}
<tr class="b"><td>Totals</td><td class="n">${m(net)}</td><td class="n">${m(tax)}</td></tr>
<tr class="b"><td>Total amount of this invoice (incl. VAT)</td><td></td><td class="n">${m(total)}</td></tr>
${retainer ? `<tr><td>Less: money held on account</td><td></td><td class="n">(${m(retainer)})</td></tr>` : ''}
<tr class="due"><td>Balance now due</td><td></td><td class="n">${m(balance)}</td></tr></table>`
      : `<table class="summary"><tr><td>Total Fees for Professional Services</td><td class="n">${m(fees)}</td></tr>
${disb.length ? `<tr><td>Total Disbursements</td><td class="n">${m(disbTotal)}</td></tr>` : ''}
<tr class="b"><td>Total Current Charges</td><td class="n">${m(total)}</td></tr>
${previous ? `<tr><td>Previous Balance</td><td class="n">${m(previous)}</td></tr><tr><td>Payments Received – Thank You</td><td class="n">(${m(previous)})</td></tr>` : ''}
${retainer ? `<tr><td>Applied from Retainer (Trust Account)</td><td class="n">(${m(retainer)})</td></tr>` : ''}
<tr class="due"><td>BALANCE DUE</td><td class="n">${m(balance)}</td></tr></table>
${retainer ? `<div style="text-align:right;font-size:8pt;color:#444;margin-top:1.5mm">Trust account balance after this application: ${m(r.int(0, 400000))}</div>` : ''}`;
    const reg = uk
      ? `${only ? 'The firm' : esc(firm)} is authorised and regulated by the Solicitors Regulation Authority (SRA No. ${r.int(400000, 820000)}). VAT Reg. No. ${TAX.vatGB(r)}.`
      : `Federal Tax ID No. ${TAX.ein(r)}`;
    const body = `
<div class="lh">${logo ? `${img(logo, 'max-height:16mm;margin:0 auto;display:block')}` : ''}${only ? '' : `<div class="firm">${esc(firm)}</div>`}<div class="sub">${uk ? 'SOLICITORS' : 'ATTORNEYS AT LAW'} · ${esc(office.address.join(', '))} · ${esc(office.phone)}${uk ? '' : ` · Fax ${esc(c.phone(r))}`}</div></div>
<div class="head"><div>${lines([client.company ? `${uk ? 'FAO' : 'Attn:'} ${client.contact}` : null, client.name, ...client.address])}</div>
<table class="meta"><tr><td>Invoice No.</td><td><b>${esc(number)}</b></td></tr><tr><td>Invoice Date</td><td>${dateOf(issued)}</td></tr><tr><td>${uk ? 'Our Ref' : 'Client/Matter'}</td><td>${uk ? `${keepers[0]!.initials}/${matterNo}` : matterNo}</td></tr>${uk && r.chance(0.5) ? `<tr><td>Your Ref</td><td>${r.letters(2)}${r.digits(3)}</td></tr>` : ''}<tr><td>${uk ? 'Fee earner' : 'Billing Attorney'}</td><td>${esc(keepers[0]!.name)}</td></tr></table></div>
<div class="re"><b>Re: ${esc(matter)}</b><br>For professional services rendered ${uk ? 'in the period to' : 'through'} ${dateOf(last)}</div>
<h2>${uk ? 'PROFESSIONAL CHARGES' : 'PROFESSIONAL SERVICES'}</h2>
<table class="t"><tr><th>Date</th><th>${uk ? 'Fee earner' : 'Atty'}</th><th>Description</th><th class="n">Hours</th><th class="n">Rate</th><th class="n">Amount</th></tr>${timeRows}
<tr class="sum"><td colspan="3">Total fees</td><td class="n">${hoursTotal.toFixed(2)}</td><td></td><td class="n">${n(fees)}</td></tr></table>
${keepers.length > 1 ? `<h2>TIMEKEEPER SUMMARY</h2><table class="t" style="width:75%"><tr><th>Name</th><th>Title</th><th class="n">Hours</th><th class="n">Rate</th><th class="n">Amount</th></tr>${keeperRows}</table>` : ''}
${disb.length ? `<h2>${uk ? 'DISBURSEMENTS' : 'DISBURSEMENTS AND EXPENSES'}</h2><table class="t"><tr><th style="width:16%">Date</th><th>Description</th><th class="n">Amount</th></tr>${disbRows}<tr class="sum"><td colspan="2">Total disbursements</td><td class="n">${n(disbTotal)}</td></tr></table>` : ''}
${summary}
<div class="remit">${uk ? `Payment terms: 14 days. Please quote reference ${keepers[0]!.initials}/${matterNo} with your payment. Client account: ${only ? '' : `${esc(firm)} Client Account, `}sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, account ${r.digits(8)}. We will never change our bank details by email.` : `Payment is due upon receipt. Please make checks payable to ${only ? 'the firm' : esc(firm)} and reference Client/Matter ${matterNo}. Wire instructions available upon request.`}<br>${reg}</div>`;
    return {
      html: page(LAW_CSS(font, accent), body),
      paper: {
        format: uk ? 'A4' : 'Letter',
        margin: ['14mm', '16mm', '16mm', '16mm'],
        footer: footerOf(`Invoice ${number}`),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: firm,
        // The invoice's own charges (fees, disbursements and VAT): neither the retainer applied
        // from the trust account nor the previous balance and its payment change them; they make
        // the balance due. In the US no tax and no net figure are printed.
        amount: uk ? net : null,
        taxAmount: uk ? tax : null,
        total,
        currency: uk ? 'GBP' : 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Courier / express freight

const CARRIERS = [
  { brand: 'Swiftline Express', colour: '#d40511', band: '#ffcc00' },
  { brand: 'Northstar Freight', colour: '#4d148c', band: '#ff6600' },
  { brand: 'Parcelink', colour: '#351c15', band: '#ffb500' },
  { brand: 'Kestrel Couriers', colour: '#00205b', band: '#00a3e0' },
];

const COURIER_CSS = (colour: string, band: string) => `
body{font-family:Arial,Helvetica,sans-serif;font-size:8pt;color:#111;line-height:1.35}
.band{background:${band};height:4mm;margin-bottom:4mm}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.brand{font-size:15pt;font-weight:bold;color:${colour};font-style:italic}
.title{font-size:16pt;font-weight:bold;text-align:right}
table.box{border:0.8pt solid #111;margin-top:2mm;font-size:8pt}
table.box td{padding:0.8mm 2.5mm;border-bottom:0.3pt solid #ccc}
table.box td:first-child{font-weight:bold;background:#f2f2f2}
.addr{display:flex;justify-content:space-between;margin:6mm 0 4mm}
.addr>div{width:48%}
.lab{font-weight:bold;font-size:7pt;text-transform:uppercase;color:#555}
table.sum{width:100%;border:0.8pt solid #111;margin:3mm 0}
table.sum td,table.sum th{padding:1mm 2mm;border:0.3pt solid #bbb}
table.sum th{background:${colour};color:#fff;text-align:left;font-size:7.5pt}
table.sum td.n,table.sum th.n{text-align:right;white-space:nowrap}
table.sum tr.t td{font-weight:bold;background:#f2f2f2}
table.ship{width:100%;margin-top:3mm;font-size:7.3pt}
table.ship th{background:#333;color:#fff;padding:1mm 1.2mm;text-align:left;font-weight:normal}
table.ship td{padding:0.8mm 1.2mm;border-bottom:0.3pt solid #ddd;vertical-align:top}
table.ship .n{text-align:right;white-space:nowrap}
table.ship tr.wb td{border-top:0.8pt solid #999;background:#fafafa}
table.ship tr.st td{font-weight:bold}
.fine{margin-top:5mm;font-size:6.8pt;color:#444}
`;

export const courierInvoice: Layout = {
  name: 'courier-freight-invoice',
  render(r) {
    const carrier = r.pick(CARRIERS);
    const code = r.pick<CountryCode>(['GB', 'GB', 'DE', 'US']);
    const de = code === 'DE';
    const us = code === 'US';
    const legal = {
      GB: `${carrier.brand} (UK) Limited`,
      DE: `${carrier.brand} Deutschland GmbH`,
      US: `${carrier.brand}, Inc.`,
    }[code as 'GB'];
    const hq = company(r, code, { form: 'always' });
    const buyer = company(r, code, { form: 'always', avoid: carrier.brand });
    const issued = issueDate(r);
    const L = de
      ? {
          title: 'RECHNUNG',
          number: 'Rechnungsnummer',
          date: 'Rechnungsdatum',
          account: 'Kundennummer',
          due: 'Fälligkeitsdatum',
          billTo: 'Rechnungsempfänger',
          summary: 'Rechnungsübersicht',
          waybill: 'Luftfrachtbrief',
          shipDate: 'Versanddatum',
          route: 'Von / Nach',
          product: 'Produkt',
          pieces: 'Stk.',
          weight: 'Gewicht',
          charge: 'Betrag',
          weightCharge: 'Frachtkosten',
          fuel: 'Treibstoffzuschlag',
          remote: 'Zustellung abgelegener Gebiete',
          dtp: 'Verzollung Servicegebühr',
          duty: 'Zoll (für Sie verauslagt)',
          subtotal: 'Summe Sendung',
          vatAt: (rate: string) => `MwSt.-pflichtig ${rate}`,
          zero: 'Steuerfrei (Ausfuhr) 0 %',
          outside: 'Nicht steuerbar (verauslagte Zölle)',
          net: 'Nettobetrag',
          vat: 'MwSt.',
          total: 'Gesamtbetrag',
          pay: 'Zu zahlender Betrag',
          base: 'Basis',
          shipments: 'Anzahl Sendungen',
        }
      : {
          title: us ? 'INVOICE' : 'TAX INVOICE',
          number: 'Invoice Number',
          date: 'Invoice Date',
          account: 'Account Number',
          due: 'Payment Due Date',
          billTo: 'Bill To',
          summary: 'Invoice Summary',
          waybill: us ? 'Tracking ID' : 'Waybill No.',
          shipDate: 'Ship Date',
          route: 'Origin / Destination',
          product: 'Service',
          pieces: 'Pcs',
          weight: 'Weight',
          charge: 'Charge',
          weightCharge: us ? 'Transportation Charge' : 'Weight Charge',
          fuel: 'Fuel Surcharge',
          remote: us ? 'Delivery Area Surcharge' : 'Remote Area Delivery',
          dtp: 'Duty Tax Paid Fee',
          duty: 'Duties paid on your behalf',
          subtotal: 'Shipment Total',
          vatAt: (rate: string) => `Charges subject to VAT at ${rate}`,
          zero: 'Zero-rated charges (export) 0%',
          outside: 'Outside the scope of VAT (duties)',
          net: 'Total excl. VAT',
          vat: 'VAT',
          total: 'Total incl. VAT',
          pay: 'Amount Due',
          base: 'Base',
          shipments: 'Number of Shipments',
        };
    const pattern = de ? 'DD.MM.YYYY' : us ? 'MM/DD/YYYY' : r.pick(['DD/MM/YYYY', 'DD-MMM-YYYY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const sep = de ? SEP.de : SEP.en;
    const n = (cents: number) => num(cents, sep);
    const currency = { GB: 'GBP', DE: 'EUR', US: 'USD' }[code as 'GB'];
    const rate = { GB: 20, DE: 19, US: 0 }[code as 'GB'];
    const number = r.pick([
      `${code === 'GB' ? 'LHR' : de ? 'CGN' : 'MEM'}${r.letters(1)}${r.digits(7)}`,
      r.digits(9),
      `${r.digits(1)}-${r.digits(3)}-${r.digits(5)}`,
    ]);
    const account = r.digits(9);
    const fuelPct = r.int(150, 320) / 10;
    const homeCities = {
      GB: ['London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Birmingham'],
      DE: ['Köln', 'Leipzig', 'Hamburg', 'München', 'Berlin', 'Frankfurt'],
      US: ['Memphis, TN', 'Chicago, IL', 'Dallas, TX', 'Newark, NJ', 'Atlanta, GA', 'Seattle, WA'],
    }[code as 'GB'];
    const abroad = [
      'New York, US',
      'Paris, FR',
      'Milano, IT',
      'Toronto, CA',
      'Sydney, AU',
      'Tokyo, JP',
      'Dubai, AE',
      'Madrid, ES',
      'Zürich, CH',
    ];
    const shipments = Array.from({ length: r.int(1, 6) }, () => {
      const international = us ? r.chance(0.4) : r.chance(0.55);
      const inbound = international && r.chance(0.3);
      const from = inbound ? r.pick(abroad) : r.pick(homeCities);
      const to =
        international && !inbound
          ? r.pick(abroad)
          : r.pick(homeCities.filter((city) => city !== from));
      const weight = r.int(1, 70) / 2;
      const base = Math.round(
        (international ? 2400 + weight * 900 : 900 + weight * 180) * (0.8 + r.next() * 0.4),
      );
      const charges: { text: string; cents: number; scope: 'std' | 'zero' | 'out' }[] = [];
      // Exports are zero-rated; imports and domestic services carry VAT.
      const scope = international && !inbound ? 'zero' : 'std';
      charges.push({ text: L.weightCharge, cents: base, scope });
      charges.push({
        text: `${L.fuel} ${String(fuelPct).replace('.', sep.decimal)}%`,
        cents: Math.round((base * fuelPct) / 100),
        scope,
      });
      if (r.chance(0.2)) charges.push({ text: L.remote, cents: r.pick([2500, 2850, 3100]), scope });
      if (inbound) {
        charges.push({ text: L.dtp, cents: r.pick([1100, 1150, 1250]), scope: 'std' });
        charges.push({ text: L.duty, cents: r.int(800, 24000), scope: 'out' });
      }
      const waybill = us && r.chance(0.5) ? `1Z${r.alnum(6)}${r.digits(10)}` : r.digits(10);
      return {
        waybill,
        date: addDays(issued, -r.int(2, 16)),
        from,
        to,
        product: international
          ? r.pick([
              'EXPRESS WORLDWIDE',
              'EXPRESS 12:00',
              'ECONOMY SELECT',
              'INTERNATIONAL PRIORITY',
            ])
          : r.pick(['DOMESTIC EXPRESS', 'EXPRESS 9:00', 'NEXT DAY', 'STANDARD OVERNIGHT']),
        pieces: r.chance(0.7) ? 1 : r.int(2, 6),
        weight,
        charges,
        total: charges.reduce((sum, charge) => sum + charge.cents, 0),
      };
    }).sort((a, b) => a.date.localeCompare(b.date));
    const all = shipments.flatMap((shipment) => shipment.charges);
    const std = all
      .filter((charge) => charge.scope === 'std')
      .reduce((sum, charge) => sum + charge.cents, 0);
    const zero = all
      .filter((charge) => charge.scope === 'zero')
      .reduce((sum, charge) => sum + charge.cents, 0);
    const out = all
      .filter((charge) => charge.scope === 'out')
      .reduce((sum, charge) => sum + charge.cents, 0);
    const net = std + zero + out;
    const tax = Math.round((std * rate) / 100);
    const total = net + tax;
    const logo = drawLogo(r, r.chance(0.5) ? carrier.brand.toUpperCase() : null, {
      colour: carrier.colour,
      initialsOf: carrier.brand,
    });
    const brandText = r.chance(0.75);
    const shipRows = shipments
      .map(
        (shipment) =>
          `<tr class="wb"><td><b>${shipment.waybill}</b></td><td>${dateOf(shipment.date)}</td><td>${esc(shipment.from)} → ${esc(shipment.to)}</td><td>${shipment.product}</td><td class="n">${shipment.pieces}</td><td class="n">${String(shipment.weight.toFixed(1)).replace('.', sep.decimal)} kg</td><td></td></tr>` +
          shipment.charges
            .map(
              (charge) =>
                `<tr><td></td><td colspan="5">${esc(charge.text)}${us ? '' : charge.scope === 'std' ? ` (S ${rate}%)` : charge.scope === 'zero' ? ' (Z 0%)' : ' (O)'}</td><td class="n">${n(charge.cents)}</td></tr>`,
            )
            .join('') +
          `<tr class="st"><td></td><td colspan="5">${L.subtotal}</td><td class="n">${n(shipment.total)}</td></tr>`,
      )
      .join('');
    const summary = us
      ? `<table class="sum"><tr><th>${L.summary}</th><th class="n">${currency}</th></tr><tr><td>${L.shipments}</td><td class="n">${shipments.length}</td></tr><tr><td>Transportation and surcharges</td><td class="n">${n(std + zero)}</td></tr>${out ? `<tr><td>${L.duty}</td><td class="n">${n(out)}</td></tr>` : ''}<tr class="t"><td>Total Invoice Amount</td><td class="n">${n(total)}</td></tr><tr class="t"><td>${L.pay} by ${dateOf(addDays(issued, 30))}</td><td class="n">${n(total)}</td></tr></table>`
      : `<table class="sum"><tr><th>${L.summary}</th><th class="n">${L.base} ${currency}</th><th class="n">${L.vat} ${currency}</th></tr>
${std ? `<tr><td>${L.vatAt(pct(rate))}</td><td class="n">${n(std)}</td><td class="n">${n(tax)}</td></tr>` : ''}
${zero ? `<tr><td>${L.zero}</td><td class="n">${n(zero)}</td><td class="n">${n(0)}</td></tr>` : ''}
${out ? `<tr><td>${L.outside}</td><td class="n">${n(out)}</td><td class="n">–</td></tr>` : ''}
<tr class="t"><td>${L.net}</td><td class="n">${n(net)}</td><td class="n">${n(tax)}</td></tr>
<tr class="t"><td>${L.total}</td><td></td><td class="n">${n(total)}</td></tr></table>`;
    const vatNo = de ? TAX.ustId(r) : TAX.vatGB(r);
    const body = `
<div class="band"></div>
<div class="top"><div>${img(logo, 'max-height:14mm')}${brandText ? `<div class="brand">${esc(carrier.brand)}</div>` : ''}<div>${esc(legal)}<br>${lines(hq.address)}${us ? '' : `<br>${de ? 'USt-IdNr.' : 'VAT Reg No'}: ${vatNo}`}</div></div>
<div><div class="title">${L.title}</div><table class="box"><tr><td>${L.number}</td><td>${number}</td></tr><tr><td>${L.date}</td><td>${dateOf(issued)}</td></tr><tr><td>${L.account}</td><td>${account}</td></tr><tr><td>${L.due}</td><td>${dateOf(addDays(issued, de ? 14 : 30))}</td></tr><tr><td>Currency</td><td>${currency}</td></tr></table></div></div>
<div class="addr"><div><div class="lab">${L.billTo}</div>${lines([buyer.name, `${de ? 'z. Hd.' : 'Attn:'} ${buyer.contact}`, ...buyer.address])}${!us && r.chance(0.5) ? `<br>${de ? 'USt-IdNr.' : 'VAT No'}: ${de ? TAX.ustId(r) : TAX.vatGB(r)}` : ''}</div>
<div><div class="lab">${de ? 'Kontakt' : 'Customer Service'}</div>${esc(hq.phone)}<br>${esc(`billing@${carrier.brand.toLowerCase().replace(/\s+/g, '')}.${code === 'GB' ? 'co.uk' : de ? 'de' : 'com'}`)}${us ? `<br>Remit to: ${esc(legal)}, P.O. Box ${r.int(1000, 99999)}, ${r.pick(homeCities)}` : ''}</div></div>
${summary}
<table class="ship"><tr><th>${L.waybill}</th><th>${L.shipDate}</th><th>${L.route}</th><th>${L.product}</th><th class="n">${L.pieces}</th><th class="n">${L.weight}</th><th class="n">${L.charge}</th></tr>${shipRows}</table>
<div class="fine">${de ? `Bitte überweisen Sie den Betrag unter Angabe der Rechnungs- und Kundennummer. IBAN ${r.pick(['DE12', 'DE44', 'DE89'])} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}. ${esc(legal)}, Sitz ${esc(hq.city)}, ${TAX.hrb(r)}.` : us ? `Please include your account number ${account} with your payment. Late payments are subject to a fee of 1.5% per month. Federal Tax ID ${TAX.ein(r)}.` : `Payment terms 30 days. Please quote your account number ${account} and invoice number with your remittance. ${esc(legal)}. Registered in England No. ${TAX.companyGB(r)}.`}</div>`;
    return {
      html: page(COURIER_CSS(carrier.colour, carrier.band), body, de ? 'de' : 'en'),
      paper: {
        format: us ? 'Letter' : 'A4',
        margin: ['10mm', '12mm', '14mm', '12mm'],
        footer: footerOf(`${carrier.brand} ${L.number} ${number}`),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: carrier.brand,
        // Duties paid on the customer's behalf are a disbursement outside the scope of VAT: part
        // of the net, not of the tax. The tax is the VAT the carrier charges (0.00 when all is
        // zero-rated); in the US neither a tax nor a separate net is printed.
        amount: us ? null : net,
        taxAmount: us ? null : tax,
        total,
        currency,
      }),
      aliases: [legal],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Contractor's progress billing (AIA G702 / G703 alike)

const AIA_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:7.6pt;color:#000;line-height:1.3}
.sheet{break-after:page}
.sheet:last-child{break-after:auto}
h1{font-size:11pt;margin:0;letter-spacing:.4px}
.doc{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5pt solid #000;padding-bottom:1mm;margin-bottom:2mm}
.parties{display:grid;grid-template-columns:1.1fr 1fr 0.9fr;gap:2mm 5mm;border-bottom:0.8pt solid #000;padding-bottom:2mm}
.lab{font-size:6.5pt;font-weight:bold;text-transform:uppercase}
.two{display:grid;grid-template-columns:1fr 1fr;gap:6mm;margin-top:3mm}
table.app{width:100%}
table.app td{padding:0.9mm 0.5mm;vertical-align:bottom}
table.app td.n{text-align:right;border-bottom:0.4pt solid #000;white-space:nowrap;width:28mm}
table.co{width:100%;border:0.6pt solid #000;margin-top:3mm}
table.co td,table.co th{border:0.6pt solid #000;padding:0.8mm 1mm}
table.co td.n,table.co th.n{text-align:right}
.cert{border:0.6pt solid #000;padding:2mm;margin-top:3mm;font-size:7pt}
.sign{margin-top:3mm;font-size:7pt}
.line{display:inline-block;border-bottom:0.4pt solid #000;min-width:38mm}
table.g703{width:100%;font-size:6.8pt;margin-top:2mm}
table.g703 th{border:0.6pt solid #000;padding:0.8mm;font-weight:bold;text-align:center;vertical-align:bottom}
table.g703 td{border-left:0.6pt solid #000;border-right:0.6pt solid #000;border-bottom:0.3pt solid #999;padding:0.7mm 0.9mm}
table.g703 td.n{text-align:right;white-space:nowrap}
table.g703 tr.t td{border:0.6pt solid #000;font-weight:bold}
`;

const DIVISIONS = [
  'General Conditions',
  'Mobilization',
  'Sitework & Excavation',
  'Concrete',
  'Masonry',
  'Structural Steel',
  'Rough Carpentry',
  'Roofing',
  'Doors, Frames & Hardware',
  'Windows & Glazing',
  'Drywall & Framing',
  'Painting',
  'Flooring',
  'Plumbing',
  'HVAC',
  'Electrical',
  'Fire Protection',
  'Casework & Millwork',
  'Landscaping',
];

export const progressBilling: Layout = {
  name: 'aia-progress-billing',
  render(r) {
    const contractor = company(r, 'US', {
      form: 'always',
      trades: ['Builders', 'Construction', 'Contractors', 'General Contracting', 'Building Group'],
    });
    const owner = company(r, 'US', { avoid: stemOf(contractor), form: 'always' });
    const architect = `${r.pick(COUNTRIES.US.last)} ${r.pick(['Architects', 'Design Partners', '+ Associates Architecture'])}`;
    const issued = issueDate(r);
    const [, periodTo] = previousMonth(addDays(issued, 3));
    const dateOf = (iso: string) => fmtDate(iso, 'MM/DD/YYYY');
    const n = (cents: number) => num(cents);
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const appNo = r.int(2, 14);
    const invoiceNo = r.chance(0.55) ? `${issued.slice(2, 4)}-${r.digits(4)}` : null;
    const retainPct = r.pick([5, 10, 10]);
    const divisions = r.some(DIVISIONS, r.int(6, 13));
    const weights = divisions.map(() => 0.3 + r.next());
    const weightSum = weights.reduce((sum, w) => sum + w, 0);
    const original = r.int(25, 450) * 1000000;
    const changes = Array.from(
      { length: r.int(0, 3) },
      () => (r.chance(0.75) ? 1 : -1) * r.int(15, 400) * 10000,
    );
    const netChange = changes.reduce((sum, c) => sum + c, 0);
    const contractSum = original + netChange;
    let left = original;
    const lines703 = divisions.map((text, index) => {
      const scheduled =
        index === divisions.length - 1
          ? left
          : Math.round((original * weights[index]!) / weightSum / 10000) * 10000;
      left -= scheduled;
      return { text, scheduled };
    });
    changes.forEach((change, index) =>
      lines703.push({ text: `Change Order #${index + 1}`, scheduled: change }),
    );
    const progress = lines703.map((item) => {
      const before = r.chance(0.2) ? 1 : r.next() * 0.85;
      const now = Math.min(1 - before, r.chance(0.25) ? 0 : r.next() * 0.35);
      const previous = Math.round(item.scheduled * before);
      const period = before >= 1 ? 0 : Math.round(item.scheduled * now);
      const completed = previous + period;
      return {
        ...item,
        previous,
        period,
        completed,
        percent: item.scheduled ? (completed / item.scheduled) * 100 : 0,
        balance: item.scheduled - completed,
        retainage: Math.round((completed * retainPct) / 100),
      };
    });
    // Some work this period, always.
    if (progress.every((item) => item.period === 0)) {
      const item = progress.find((each) => each.previous < each.scheduled) ?? progress[0]!;
      item.period = Math.round((item.scheduled - item.previous) / 2);
      item.completed = item.previous + item.period;
      item.percent = (item.completed / item.scheduled) * 100;
      item.balance = item.scheduled - item.completed;
      item.retainage = Math.round((item.completed * retainPct) / 100);
    }
    const sum = (
      key: 'scheduled' | 'previous' | 'period' | 'completed' | 'balance' | 'retainage',
    ) => progress.reduce((total, item) => total + item[key], 0);
    const completedToDate = sum('completed');
    const retainage = sum('retainage');
    const earned = completedToDate - retainage;
    const previousCertificates = sum('previous') - Math.round((sum('previous') * retainPct) / 100);
    const currentDue = earned - previousCertificates;
    const thisPeriod = sum('period');
    const adds = changes.filter((c) => c > 0).reduce((s, c) => s + c, 0);
    const deds = -changes.filter((c) => c < 0).reduce((s, c) => s + c, 0);
    const { logo, only } = sellerLogo(r, contractor.name, { only: 0.2, any: 0.3 });
    const project = `${r.pick(['Renovation of', 'New construction –', 'Tenant improvement,', 'Addition to'])} ${r.pick(['Riverside Elementary School', 'Maple Commons Retail Center', `${owner.stem} Headquarters`, 'Lakeview Medical Office Building', 'Hillcrest Library', 'Fire Station No. 4'])}`;
    const appRows: [string, string][] = [
      ['1. ORIGINAL CONTRACT SUM', m(original)],
      ['2. Net change by Change Orders', m(netChange)],
      ['3. CONTRACT SUM TO DATE (Line 1 ± 2)', m(contractSum)],
      ['4. TOTAL COMPLETED & STORED TO DATE (Column G on G703)', m(completedToDate)],
      ['5. RETAINAGE:', ''],
      [`&nbsp;&nbsp;&nbsp;a. ${retainPct}% of Completed Work (Column D + E on G703)`, m(retainage)],
      ['&nbsp;&nbsp;&nbsp;b. 0% of Stored Material (Column F on G703)', m(0)],
      [
        '&nbsp;&nbsp;&nbsp;Total Retainage (Lines 5a + 5b or Total in Column I of G703)',
        m(retainage),
      ],
      ['6. TOTAL EARNED LESS RETAINAGE (Line 4 minus Line 5 Total)', m(earned)],
      [
        '7. LESS PREVIOUS CERTIFICATES FOR PAYMENT (Line 6 from prior Certificate)',
        m(previousCertificates),
      ],
      ['8. CURRENT PAYMENT DUE', m(currentDue)],
      ['9. BALANCE TO FINISH, INCLUDING RETAINAGE (Line 3 minus Line 6)', m(contractSum - earned)],
    ];
    const g703Rows = progress
      .map(
        (item, index) =>
          `<tr><td>${index + 1}</td><td>${esc(item.text)}</td><td class="n">${n(item.scheduled)}</td><td class="n">${n(item.previous)}</td><td class="n">${n(item.period)}</td><td class="n">0.00</td><td class="n">${n(item.completed)}</td><td class="n">${item.percent.toFixed(1)}%</td><td class="n">${n(item.balance)}</td><td class="n">${n(item.retainage)}</td></tr>`,
      )
      .join('');
    const header = `<div class="doc"><div>${logo ? img(logo, 'max-height:11mm') : ''}</div><div style="text-align:right">APPLICATION NO: <b>${appNo}</b>${invoiceNo ? `&nbsp;&nbsp; INVOICE NO: <b>${invoiceNo}</b>` : ''}<br>APPLICATION DATE: ${dateOf(issued)} &nbsp;&nbsp; PERIOD TO: ${dateOf(periodTo)}</div></div>`;
    const body = `
<div class="sheet">
<h1>APPLICATION AND CERTIFICATE FOR PAYMENT</h1>
${header}
<div class="parties"><div><div class="lab">To Owner:</div>${lines([owner.name, ...owner.address])}</div>
<div><div class="lab">Project:</div>${esc(project)}<br>${esc(r.pick(COUNTRIES.US.places).city)}</div>
<div><div class="lab">Distribution to:</div>☐ OWNER<br>☐ ARCHITECT<br>☐ CONTRACTOR</div>
<div><div class="lab">From Contractor:</div>${only ? '' : `${esc(contractor.name)}<br>`}${lines([...contractor.address, contractor.phone])}</div>
<div><div class="lab">Via Architect:</div>${esc(architect)}</div>
<div><div class="lab">Contract For:</div>General Construction<br><span class="lab">Contract Date:</span> ${dateOf(addDays(issued, -r.int(120, 700)))}<br><span class="lab">Project Nos:</span> ${r.digits(4)}-${r.digits(2)}</div></div>
<div class="two"><div><b>CONTRACTOR'S APPLICATION FOR PAYMENT</b><br>Application is made for payment, as shown below, in connection with the Contract. Continuation Sheet is attached.
<table class="app">${appRows.map(([label, value]) => `<tr><td>${label}</td><td class="n"${label.startsWith('8.') ? ' style="font-weight:bold;font-size:8.5pt"' : ''}>${value}</td></tr>`).join('')}</table>
<table class="co"><tr><th>CHANGE ORDER SUMMARY</th><th class="n">ADDITIONS</th><th class="n">DEDUCTIONS</th></tr><tr><td>Total changes approved in previous months by Owner</td><td class="n">${m(adds)}</td><td class="n">${m(deds)}</td></tr><tr><td>Total approved this Month</td><td class="n">${m(0)}</td><td class="n">${m(0)}</td></tr><tr><td><b>TOTALS</b></td><td class="n">${m(adds)}</td><td class="n">${m(deds)}</td></tr><tr><td><b>NET CHANGES by Change Order</b></td><td class="n" colspan="2">${m(netChange)}</td></tr></table></div>
<div>The undersigned Contractor certifies that to the best of the Contractor's knowledge, information and belief the Work covered by this Application for Payment has been completed in accordance with the Contract Documents, that all amounts have been paid by the Contractor for Work for which previous Certificates for Payment were issued and payments received from the Owner, and that current payment shown herein is now due.
<div class="sign">CONTRACTOR: ${only ? '<span class="line"></span>' : esc(contractor.name)}<br><br>By: <span class="line">${esc(contractor.contact)}</span> Date: <span class="line">${dateOf(issued)}</span><br><br>State of: ${esc(contractor.region)} &nbsp; County of: <span class="line"></span><br>Subscribed and sworn to before me this <span class="line" style="min-width:10mm"></span> day of <span class="line" style="min-width:20mm"></span><br>Notary Public: <span class="line"></span><br>My Commission expires: <span class="line" style="min-width:24mm"></span></div>
<div class="cert"><b>ARCHITECT'S CERTIFICATE FOR PAYMENT</b><br>In accordance with the Contract Documents, based on evaluation of the Work and the data comprising this application, the Architect certifies to the Owner that to the best of the Architect's knowledge, information and belief the Work has progressed as indicated, the quality of the Work is in accordance with the Contract Documents, and the Contractor is entitled to payment of the AMOUNT CERTIFIED.<br><br><b>AMOUNT CERTIFIED</b> <span class="line">${r.chance(0.4) ? m(currentDue) : ''}</span><br><br>ARCHITECT: <span class="line"></span><br>By: <span class="line"></span> Date: <span class="line" style="min-width:20mm"></span></div></div></div>
</div>
<div class="sheet">
<h1>CONTINUATION SHEET</h1>
${header}
<div style="font-size:6.8pt">Application and Certificate for Payment, containing Contractor's signed certification, is attached. Use Column I on Contracts where variable retainage for line items may apply. Retainage ${retainPct}%.</div>
<table class="g703"><tr><th>A<br>ITEM NO.</th><th>B<br>DESCRIPTION OF WORK</th><th>C<br>SCHEDULED VALUE</th><th>D<br>WORK COMPLETED FROM PREVIOUS APPLICATION (D + E)</th><th>E<br>WORK COMPLETED THIS PERIOD</th><th>F<br>MATERIALS PRESENTLY STORED (NOT IN D OR E)</th><th>G<br>TOTAL COMPLETED AND STORED TO DATE (D+E+F)</th><th>%<br>(G ÷ C)</th><th>H<br>BALANCE TO FINISH (C − G)</th><th>I<br>RETAINAGE</th></tr>
${g703Rows}
<tr class="t"><td></td><td>GRAND TOTAL</td><td class="n">${m(sum('scheduled'))}</td><td class="n">${m(sum('previous'))}</td><td class="n">${m(thisPeriod)}</td><td class="n">${m(0)}</td><td class="n">${m(completedToDate)}</td><td class="n">${((completedToDate / contractSum) * 100).toFixed(1)}%</td><td class="n">${m(sum('balance'))}</td><td class="n">${m(retainage)}</td></tr></table>
</div>`;
    return {
      html: page(AIA_CSS, body),
      paper: { format: 'Letter', margin: ['0.45in', '0.45in', '0.45in', '0.45in'] },
      truth: truthOf({
        invoiceNumber: invoiceNo ?? String(appNo),
        date: issued,
        vendor: contractor.name,
        // What this application bills is the work completed this period (column E's grand total):
        // the retainage is earned but withheld (paid at completion) and the previous certificates
        // are earlier applications, so neither belongs to this period's gross; "current payment
        // due" is a balance due after both. No tax and no separate net are printed.
        amount: null,
        taxAmount: null,
        total: thisPeriod,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Medical / dental practice statement

const DENTAL = [
  ['D0120', 'Periodic oral evaluation', 6500],
  ['D0150', 'Comprehensive oral evaluation – new patient', 9500],
  ['D1110', 'Prophylaxis – adult', 11500],
  ['D0274', 'Bitewings – four radiographic images', 7800],
  ['D0330', 'Panoramic radiographic image', 13000],
  ['D2392', 'Resin-based composite – two surfaces, posterior', 22500],
  ['D2740', 'Crown – porcelain/ceramic', 128000],
  ['D4341', 'Periodontal scaling & root planing – per quadrant', 26000],
  ['D1206', 'Topical application of fluoride varnish', 4500],
  ['D7140', 'Extraction, erupted tooth', 19500],
] as const;
const MEDICAL = [
  ['99213', 'Office visit, established patient, low complexity', 18500],
  ['99214', 'Office visit, established patient, moderate complexity', 26500],
  ['99203', 'Office visit, new patient, low complexity', 24000],
  ['36415', 'Routine venipuncture', 2500],
  ['80053', 'Comprehensive metabolic panel', 7200],
  ['85025', 'Complete blood count with differential', 4800],
  ['93000', 'Electrocardiogram, 12-lead, with interpretation', 9500],
  ['90471', 'Immunization administration', 3500],
  ['97110', 'Therapeutic exercise, each 15 minutes', 8500],
  ['97140', 'Manual therapy techniques, each 15 minutes', 7800],
] as const;

const CLINIC_CSS = (accent: string) => `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.8pt;color:#222;line-height:1.35}
.stub{border-bottom:1pt dashed #666;padding-bottom:3mm;margin-bottom:4mm;display:flex;justify-content:space-between}
.prac b{font-size:11pt;color:${accent}}
table.box{border:0.8pt solid #333}
table.box td{border:0.5pt solid #999;padding:1mm 2mm}
table.box td.lab{background:${accent};color:#fff;font-size:6.8pt;font-weight:bold}
.cut{font-size:6.5pt;color:#666;text-align:center;margin:-2mm 0 3mm}
.mid{display:flex;justify-content:space-between;margin-bottom:4mm}
h2{font-size:9pt;background:${accent};color:#fff;padding:1mm 2mm;margin:3mm 0 0}
table.act{width:100%}
table.act th{font-size:6.8pt;text-align:left;border-bottom:0.8pt solid #333;padding:1mm}
table.act td{padding:1mm;border-bottom:0.3pt solid #ddd;vertical-align:top}
table.act .n{text-align:right;white-space:nowrap}
table.act tr.t td{font-weight:bold;border-top:0.8pt solid #333}
.bottom{display:flex;justify-content:space-between;margin-top:4mm;gap:6mm}
table.sum{border:0.8pt solid #333;min-width:70mm}
table.sum td{padding:1mm 2mm}
table.sum td.n{text-align:right}
table.sum tr.due td{font-weight:bold;font-size:9.5pt;background:#f0f0f0;border-top:0.8pt solid #333}
table.aging{border:0.8pt solid #333;margin-top:3mm}
table.aging td,table.aging th{border:0.5pt solid #999;padding:0.8mm 2mm;text-align:right}
.msg{font-size:7.2pt;color:#444;max-width:95mm}
`;

export const clinicStatement: Layout = {
  name: 'medical-dental-statement',
  render(r) {
    const dental = r.chance(0.5);
    const stem = r.pick(COUNTRIES.US.stems);
    const practice = dental
      ? r.pick([`${stem} Family Dentistry`, `${stem} Dental Care`, `${stem} Dental Group`])
      : r.pick([
          `${stem} Family Medicine`,
          `${stem} Medical Group`,
          `${stem} Physical Therapy`,
          `${stem} Internal Medicine`,
        ]);
    const office = company(r, 'US');
    const guarantor = person(r, 'US');
    const patients = [
      guarantor.name,
      ...(r.chance(0.3) ? [`${r.pick(COUNTRIES.US.first)} ${guarantor.name.split(' ')[1]}`] : []),
    ];
    const accent = r.pick(['#00677f', '#2a6f3b', '#34495e', '#6a1b9a', '#1565c0']);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'MM/DD/YYYY');
    const n = (cents: number) => num(cents);
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const providers = Array.from(
      { length: r.int(1, 2) },
      () =>
        `${r.pick(COUNTRIES.US.first)} ${r.pick(COUNTRIES.US.last)}, ${dental ? 'DDS' : r.pick(['MD', 'DO', 'PT', 'NP'])}`,
    );
    const insured = r.chance(0.8);
    const coverage = dental ? r.pick([0.5, 0.8, 1]) : r.pick([0.7, 0.8, 0.9]);
    const allowedRatio = r.pick([0.62, 0.7, 0.78, 0.85]);
    const visits = Array.from({ length: r.int(1, 2) }, () =>
      addDays(issued, -r.int(10, 75)),
    ).sort();
    const rows = visits.flatMap((visit) =>
      r
        .some<readonly [string, string, number]>(dental ? DENTAL : MEDICAL, r.int(1, 4))
        .map(([code, text, charge]) => {
          const allowed = insured ? Math.round(charge * allowedRatio) : charge;
          const insPaid = insured ? Math.round(allowed * coverage) : 0;
          const adjustment = charge - allowed;
          const patientPaid = r.chance(0.25)
            ? Math.min(allowed - insPaid, r.pick([2000, 2500, 4000]))
            : 0;
          return {
            date: visit,
            patient: r.pick(patients),
            code,
            text,
            provider: r.pick(providers),
            charge,
            insPaid,
            adjustment,
            patientPaid,
            balance: allowed - insPaid - patientPaid,
          };
        }),
    );
    const total = (key: 'charge' | 'insPaid' | 'adjustment' | 'patientPaid' | 'balance') =>
      rows.reduce((sum, row) => sum + row[key], 0);
    const charges = total('charge');
    const previous = r.chance(0.25) ? r.int(1500, 40000) : 0;
    const due = total('balance') + previous;
    const account = `${r.digits(2)}${r.int(10000, 99999)}`;
    const numberLabel = dental ? 'Invoice No.' : r.pick(['Statement No.', 'Invoice #']);
    const number = dental ? String(r.int(10000, 99999)) : `${r.int(100, 999)}${r.digits(5)}`;
    const payBy = addDays(issued, r.pick([15, 21, 30]));
    const { logo, only } = sellerLogo(r, practice, { only: 0.2, any: 0.45, colour: accent });
    const carrier = r.pick([
      'BlueCrest PPO',
      'Summit Health Plan',
      'Keystone Dental Network',
      'Evergreen Mutual',
      'Liberty Health HMO',
    ]);
    const rowHtml = rows
      .map(
        (row) =>
          `<tr><td>${dateOf(row.date)}</td>${patients.length > 1 ? `<td>${esc(row.patient.split(' ')[0]!)}</td>` : ''}<td>${row.code}</td><td>${esc(row.text)}<br><span style="color:#777">${esc(row.provider)}</span></td><td class="n">${n(row.charge)}</td><td class="n">${row.insPaid ? `-${n(row.insPaid)}` : ''}</td><td class="n">${row.adjustment ? `-${n(row.adjustment)}` : ''}</td><td class="n">${row.patientPaid ? `-${n(row.patientPaid)}` : ''}</td><td class="n">${n(row.balance)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="stub"><div class="prac">${logo ? `${img(logo, 'max-height:14mm')}<br>` : ''}${only ? '' : `<b>${esc(practice)}</b><br>`}${lines([...office.address, office.phone])}<br><br>${lines([guarantor.name, ...guarantor.address])}</div>
<div><table class="box"><tr><td class="lab">STATEMENT DATE</td><td class="lab">ACCOUNT NO.</td><td class="lab">PAY THIS AMOUNT</td></tr><tr><td>${dateOf(issued)}</td><td>${account}</td><td><b>${m(due)}</b></td></tr><tr><td class="lab">${numberLabel.toUpperCase()}</td><td class="lab">DUE BY</td><td class="lab">SHOW AMOUNT PAID HERE</td></tr><tr><td>${number}</td><td>${dateOf(payBy)}</td><td>$</td></tr></table>
<div style="margin-top:2mm;font-size:6.8pt">☐ VISA ☐ MASTERCARD ☐ AMEX ☐ DISCOVER<br>Card number ____________________ Exp. ______<br>Signature ______________________ CVV ____</div></div></div>
<div class="cut">Please detach and return the top portion with your payment</div>
<div class="mid"><div><b>Patient${patients.length > 1 ? 's' : ''}:</b> ${esc(patients.join(', '))}<br><b>Guarantor:</b> ${esc(guarantor.name)} · Account ${account}${insured ? `<br><b>Primary insurance:</b> ${carrier} · Member ID ${r.letters(3)}${r.digits(9)} · Claim #${r.digits(10)}` : '<br><b>Insurance:</b> Self-pay'}</div>
<div style="text-align:right">${numberLabel} <b>${number}</b><br>Statement date ${dateOf(issued)}<br>Questions? Call ${esc(office.phone)}</div></div>
<h2>ACCOUNT ACTIVITY</h2>
<table class="act"><tr><th>Date of Service</th>${patients.length > 1 ? '<th>Patient</th>' : ''}<th>Code</th><th>Description / Provider</th><th class="n">Charges</th><th class="n">Ins. Paid</th><th class="n">Adjustments</th><th class="n">Pt. Paid</th><th class="n">Pt. Balance</th></tr>${rowHtml}
<tr class="t"><td colspan="${patients.length > 1 ? 4 : 3}">Totals</td><td class="n">${n(charges)}</td><td class="n">-${n(total('insPaid'))}</td><td class="n">-${n(total('adjustment'))}</td><td class="n">-${n(total('patientPaid'))}</td><td class="n">${n(total('balance'))}</td></tr></table>
<div class="bottom"><div class="msg">${insured ? `Your insurance has paid its portion of these charges. Adjustments reflect the contracted rate agreed with ${carrier}. The remaining balance is your responsibility.` : 'Self-pay patients receive a prompt-pay discount of 10% when paid in full at the time of service.'}<br><br>We accept cash, check and all major credit cards. Pay online or call our billing office. Accounts over 90 days past due may be referred to collections.
<table class="aging"><tr><th>Current</th><th>31–60</th><th>61–90</th><th>Over 90</th></tr><tr><td>${n(total('balance'))}</td><td>${n(previous)}</td><td>0.00</td><td>0.00</td></tr></table></div>
<table class="sum"><tr><td>Total Charges</td><td class="n">${m(charges)}</td></tr>${insured ? `<tr><td>Insurance Payments</td><td class="n">-${m(total('insPaid'))}</td></tr><tr><td>Insurance Adjustments</td><td class="n">-${m(total('adjustment'))}</td></tr>` : ''}<tr><td>Patient Payments</td><td class="n">-${m(total('patientPaid'))}</td></tr>${previous ? `<tr><td>Previous Balance</td><td class="n">${m(previous)}</td></tr>` : ''}<tr class="due"><td>${insured ? 'Patient Responsibility' : 'Amount Due'}</td><td class="n">${m(due)}</td></tr></table></div>`;
    return {
      html: page(CLINIC_CSS(accent), body),
      paper: { format: 'Letter', margin: ['0.45in', '0.5in', '0.45in', '0.5in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: practice,
        // The gross of this statement is what the practice charged for the services listed (Total
        // Charges). The insurer's payment and its contractual adjustment settle the claim and are
        // shown with the payments; the patient's responsibility (with any previous balance) is
        // the balance due. No tax and no separate net are printed.
        amount: null,
        taxAmount: null,
        total: charges,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};
