// Set 3's Scandinavian invoices, printed in English as the ERP programs there print them for
// foreign or English-speaking customers: e-conomic (Denmark: DKK, 25 % VAT, the FI payment code),
// Fortnox (Sweden: SEK, 25/12/6 % VAT, the OCR number, the bankgiro, öre rounding to whole kronor,
// "Approved for F-tax") and Tripletex (Norway: NOK, 25/15 % VAT, the KID number and a giro at the
// foot). Amounts are grouped with a dot (Danish) or a space (Swedish, Norwegian), with a decimal
// comma.
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  lines,
  moneyOf,
  num,
  page,
  sums,
  truthOf,
  type Layout,
  type Sep,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { CATALOG, draws } from './people.ts';
import { firm, ibanOf, privateFirm, withLuhn } from './set3-parties.ts';

const DOT: Sep = { group: '.', decimal: ',' };
const SPACE: Sep = { group: '\u00a0', decimal: ',' };
const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// e-conomic (Denmark)

const EC_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9.5px;color:#222;line-height:1.4;padding:12mm 16mm 0 20mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.snd{font-size:7px;color:#666;margin:14mm 0 2mm}
.box td{padding:1px 0 1px 12px}
.box td:first-child{padding-left:0;color:#555}
h1{font-size:17px;margin:12mm 0 6px}
table.l{width:100%}
table.l th{border-bottom:1px solid #000;border-top:1px solid #000;padding:3px;text-align:right;font-weight:normal}
table.l td{padding:3px;text-align:right}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.t{margin-left:auto;width:50%;margin-top:10px}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1px solid #000;border-bottom:3px double #000}
.pay{margin-top:12px}
`;

export const economicInvoice: Layout = {
  name: 'e-conomic-invoice-dk',
  render(r) {
    const seller = firm(r, 'DK', { form: 'always' });
    const buyer = r.chance(0.8)
      ? firm(r, 'DK', { avoid: seller.stem, form: 'always' })
      : privateFirm(r, 'DK');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = (cents: number) => num(cents, DOT);
    const items = draws(r, CATALOG.servicesEn, r.int(1, 6), 25).map((item) => ({
      ...item,
      unit: item.unit * 7,
      amount: item.amount * 7,
    }));
    const s = sums(items);
    const number = `${r.int(1000, 9999)}`;
    const customerNo = `${r.int(10000, 99999)}`;
    const net = r.pick([8, 14, 30]);
    const due = addDays(issued, net);
    const cvr = r.digits(8);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.7 });
    const fik = `+71< ${withLuhn(`${customerNo}${number}`).padStart(15, '0')} +${r.digits(8)}<`;
    const body = `
<div class="hd"><div><div class="snd">${esc(`${seller.name}, ${seller.address.join(', ')}`)}</div>${lines([buyer.name, buyer.name === buyer.contact ? null : `Att.: ${buyer.contact}`, ...buyer.address, buyer.country])}</div>
<div style="text-align:right">${logo ? img(logo, 'max-height:48px') + '<br><br>' : `<b style="font-size:16px">${esc(seller.name)}</b><br><br>`}
<table class="box"><tr><td>Invoice no.</td><td>${number}</td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Customer no.</td><td>${customerNo}</td></tr>${r.chance(0.5) ? `<tr><td>Your ref.</td><td>${esc(buyer.contact)}</td></tr>` : ''}${r.chance(0.5) ? `<tr><td>Our ref.</td><td>${esc(seller.contact)}</td></tr>` : ''}<tr><td>Page</td><td>1 of 1</td></tr></table></div></div>
<h1>Invoice</h1>
<table class="l"><tr><th>No.</th><th>Description</th><th>Qty</th><th>Unit</th><th>Unit price</th><th>Amount</th></tr>
${items.map((item, index) => `<tr><td>${100 + index * 10}</td><td>${esc(item.description)}</td><td>${num(item.quantity * 100, DOT)}</td><td>${item.uom === 'h' ? 'hrs.' : 'pcs.'}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal excl. VAT</td><td>${m(s.net)}</td></tr><tr><td>VAT base</td><td>${m(s.taxes[0]!.base)}</td></tr><tr><td>VAT 25%</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total DKK</td><td>${m(s.total)}</td></tr></table>
<div class="pay">Payment terms: Net ${net} days – due date ${d(due)}.<br>Please use FI payment code: <b>${fik}</b><br>or transfer to ${r.pick(['Danske Bank', 'Nordea', 'Jyske Bank'])} reg. no. ${r.digits(4)} account no. ${r.digits(10)} · IBAN ${ibanOf(r, 'DK')} · SWIFT ${r.pick(['DABADKKK', 'NDEADKKK', 'JYBADKKK'])}<br>Interest of 0.7% per month will be charged on overdue amounts.</div>`;
    const footer = `<div style="font-family:Arial,'Liberation Sans',sans-serif;font-size:7.5px;color:#555;width:100%;text-align:center;border-top:1px solid #999;margin:0 16mm 0 20mm;padding-top:3px">${esc([seller.name, ...seller.address, `Tel. ${seller.phone}`, seller.email, `CVR no. ${cvr}`].join(' · '))}</div>`;
    return {
      html: page(EC_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '16mm', '0'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'DKK',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Fortnox (Sweden)

const FX_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#111;line-height:1.4;padding:10mm 14mm}
.pg{min-height:265mm;position:relative}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd h1{font-size:18px;margin:0;text-align:right}
.two{display:flex;justify-content:space-between;margin-top:8mm}
.info td{padding:1px 10px 1px 0}
.info td:first-child{color:#555}
.to{width:80mm;margin-top:4mm;font-size:10px}
table.l{width:100%;margin-top:10mm}
table.l th{border-bottom:1px solid #000;text-align:right;padding:2px 3px;font-weight:bold}
table.l td{text-align:right;padding:2px 3px}
table.l th:nth-child(2),table.l td:nth-child(2),table.l th:first-child,table.l td:first-child{text-align:left}
.bar{display:flex;border:1px solid #000;margin-top:10mm}
.bar div{flex:1;padding:3px 5px;border-left:1px solid #000;text-align:right}
.bar div:first-child{border-left:0}
.bar small{display:block;font-size:7px;color:#555;text-align:left}
.bar .g{font-weight:bold;font-size:12px;background:#eee}
.ft{position:absolute;bottom:0;left:0;right:0;display:flex;border-top:1px solid #000;padding-top:3px;font-size:7.5px}
.ft div{flex:1}
.ft b{display:block;font-size:6.8px;color:#555;font-weight:normal}
`;

export const fortnoxInvoice: Layout = {
  name: 'fortnox-invoice-se',
  render(r) {
    const seller = firm(r, 'SE', { form: 'always' });
    const buyer = r.chance(0.8)
      ? firm(r, 'SE', { avoid: seller.stem, form: 'always' })
      : privateFirm(r, 'SE');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'YYYY-MM-DD');
    const m = (cents: number) => num(cents, SPACE);
    const items = draws(r, CATALOG.servicesEn, r.int(1, 6), () =>
      r.chance(0.1) ? r.pick([12, 6]) : 25,
    ).map((item) => ({ ...item, unit: item.unit * 10, amount: item.amount * 10 }));
    const s = sums(items);
    // Öre rounding to whole kronor: the printed total to pay; net + VAT + rounding = total.
    const rounds = r.chance(0.6);
    const total = rounds ? Math.round(s.total / 100) * 100 : s.total;
    const rounding = total - s.total;
    const number = `${r.int(1000, 99999)}`;
    const customerNo = `${r.int(1000, 9999)}`;
    const ocr = withLuhn(`${number}${String(number.length + 2).slice(-1)}`);
    const terms = r.pick([10, 20, 30]);
    const due = addDays(issued, terms);
    const org = `${r.pick(['556', '559'])}${r.digits(3)}-${r.digits(4)}`;
    const bankgiro = `${r.digits(3)}-${r.digits(4)}`;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.6 });
    const body = `<div class="pg">
<div class="hd"><div>${logo ? img(logo, 'max-height:44px') : `<b style="font-size:16px">${esc(seller.name)}</b>`}</div><div><h1>Invoice</h1><div style="text-align:right">Page 1 (1)</div></div></div>
<div class="two"><table class="info"><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Customer no.</td><td>${customerNo}</td></tr><tr><td>Invoice no.</td><td>${number}</td></tr><tr><td>OCR</td><td>${ocr}</td></tr>
<tr><td>Our reference</td><td>${esc(seller.contact)}</td></tr>${buyer.name !== buyer.contact ? `<tr><td>Your reference</td><td>${esc(buyer.contact)}</td></tr>` : ''}${r.chance(0.4) ? `<tr><td>Order no.</td><td>${r.int(100, 999)}</td></tr>` : ''}
<tr><td>Terms of payment</td><td>${terms} days</td></tr><tr><td>Due date</td><td>${d(due)}</td></tr><tr><td>Late payment interest</td><td>${r.pick([8, 12, 10])} %</td></tr></table>
<div class="to">${lines([buyer.name, ...buyer.address, buyer.country])}${buyer.name !== buyer.contact && r.chance(0.5) ? `<br><br>VAT reg. no. SE${r.digits(10)}01` : ''}</div></div>
<table class="l"><tr><th>Article no.</th><th>Description</th><th>Delivered</th><th>Unit</th><th>Price</th><th>Amount</th></tr>
${items.map((item) => `<tr><td>${r.int(1, 999)}</td><td>${esc(item.description)}</td><td>${num(item.quantity * 100, SPACE)}</td><td>${item.uom === 'h' ? 'hrs' : 'pcs'}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<div class="bar"><div><small>Net amount</small>${m(s.net)}</div>${s.taxes.map((row) => `<div><small>VAT ${row.rate} % of ${m(row.base)}</small>${m(row.tax)}</div>`).join('')}${rounds ? `<div><small>Rounding</small>${m(rounding)}</div>` : ''}<div class="g"><small>Total to pay SEK</small>${m(total)}</div></div>
<p>Please state the OCR number ${ocr} when paying to bankgiro ${bankgiro}. After the due date, interest will be charged according to the terms above.</p>
<div class="ft"><div><b>Address</b>${lines([only ? null : seller.name, ...seller.address, seller.country])}</div><div><b>Phone / e-mail</b>${lines([seller.phone, seller.email, seller.website])}</div><div><b>Bankgiro</b>${bankgiro}<br><b>IBAN</b>${ibanOf(r, 'SE')}</div><div><b>Org. no.</b>${org}<br><b>VAT reg. no.</b>SE${org.replace('-', '')}01<br>Approved for F-tax</div></div></div>`;
    return {
      html: page(FX_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        // The "Total to pay", rounded to whole kronor where the rounding is printed.
        total,
        currency: 'SEK',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Tripletex (Norway)

const TT_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9px;color:#222;line-height:1.4}
.pg{width:210mm;height:296mm;position:relative;overflow:hidden}
.inv{padding:12mm 15mm 0 18mm}
.hd{display:flex;justify-content:space-between}
h1{font-size:20px;margin:0 0 4px;letter-spacing:1px;text-align:right}
.meta td{padding:1px 0 1px 12px;text-align:right}
.meta td:first-child{color:#666;text-align:left;padding-left:0}
.to{margin:8mm 0 8mm}
table.l{width:100%}
table.l th{background:#e9eef2;padding:3px 4px;text-align:right}
table.l td{padding:3px 4px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:46%;margin-top:6px}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1px solid #222;font-size:11px}
.giro{position:absolute;left:0;bottom:0;width:210mm;height:100mm;background:#fff6d5;border-top:1px dashed #888;padding:6mm 10mm;font-family:"DejaVu Sans Mono",monospace}
.giro h3{font-family:"DejaVu Sans",Arial,sans-serif;font-size:11px;margin:0 0 4mm}
.giro .f{display:flex;gap:8mm}
.giro .f>div{flex:1;background:#fff;padding:3mm;min-height:22mm}
.giro small{display:block;font-family:"DejaVu Sans",Arial,sans-serif;font-size:6.5px;color:#555}
.giro .row{display:flex;gap:6mm;margin-top:5mm}
.giro .row>div{background:#fff;padding:2mm 3mm}
`;

export const tripletexInvoice: Layout = {
  name: 'tripletex-invoice-no',
  render(r) {
    const seller = firm(r, 'NO', { form: 'always' });
    const buyer = r.chance(0.75)
      ? firm(r, 'NO', { avoid: seller.stem, form: 'always' })
      : privateFirm(r, 'NO');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = (cents: number) => num(cents, SPACE);
    const nok = moneyOf({ sep: SPACE, symbol: 'NOK', position: 'after-space' });
    const items = draws(r, CATALOG.servicesEn, r.int(1, 5), () => (r.chance(0.12) ? 15 : 25)).map(
      (item) => ({ ...item, unit: item.unit * 10, amount: item.amount * 10 }),
    );
    const s = sums(items);
    const number = `${r.int(10000, 99999)}`;
    const kid = withLuhn(`${pad(r.int(1, 9999), 5)}${number}`);
    const account = `${r.digits(4)}.${r.digits(2)}.${r.digits(5)}`;
    const org = `${r.int(810, 999)} ${r.digits(3)} ${r.digits(3)}`;
    const due = addDays(issued, r.pick([14, 14, 30]));
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.6 });
    const [kroner, ore] = m(s.total).split(',');
    const body = `<div class="pg"><div class="inv">
<div class="hd"><div>${logo ? img(logo, 'max-height:44px;display:block') : ''}${lines([only ? null : seller.name, ...seller.address, seller.phone, seller.email, `Org. no. ${org} MVA`])}</div>
<div><h1>INVOICE</h1><table class="meta"><tr><td>Invoice number</td><td>${number}</td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Due date</td><td>${d(due)}</td></tr><tr><td>Customer number</td><td>${r.int(10000, 10999)}</td></tr>${r.chance(0.5) ? `<tr><td>Your reference</td><td>${esc(buyer.contact)}</td></tr>` : ''}<tr><td>KID</td><td>${kid}</td></tr><tr><td>Account number</td><td>${account}</td></tr></table></div></div>
<div class="to">${lines([buyer.name, ...buyer.address, buyer.country])}</div>
<table class="l"><tr><th>Description</th><th>Quantity</th><th>Unit price</th><th>VAT</th><th>Amount excl. VAT</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${num(item.quantity * 100, SPACE)}</td><td>${m(item.unit)}</td><td>${item.rate} %</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Total excl. VAT</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>VAT ${row.rate} % of ${m(row.base)}</td><td>${m(row.tax)}</td></tr>`).join('')}<tr class="g"><td>Total amount</td><td>${nok(s.total)}</td></tr></table>
<p>Please pay ${nok(s.total)} to account ${account} by ${d(due)}, using KID ${kid}.</p></div>
<div class="giro"><h3>GIRO · Payment information</h3><div class="f"><div><small>Payment information</small>Invoice ${number}<br>Due ${d(due)}</div><div><small>Paid by</small>${lines([buyer.name, ...buyer.address])}</div><div><small>Paid to</small>${lines([only ? null : seller.name, ...seller.address])}</div></div>
<div class="row"><div><small>Customer identification (KID)</small>${kid}</div><div><small>Kroner</small>${kroner}</div><div><small>Øre</small>${ore}</div><div><small>To account</small>${account}</div></div></div></div>`;
    return {
      html: page(TT_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'NOK',
      }),
      logoOnly: only,
    };
  },
};
