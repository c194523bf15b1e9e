// Set 4's invoices from Asia and the Pacific: a GST tax invoice from Zoho Books India (GSTIN,
// place of supply, HSN/SAC codes, CGST and SGST within a state or IGST between states, the
// rounding, "Total In Words" in lakh and crore, a payment made and the balance due), the boxed
// "Tax Invoice" Tally prints (invoice no. and dated, buyer's order, dispatch boxes, consignee and
// buyer, the tax ledgers and round off inside the table, the HSN summary, "Amount Chargeable (in
// words)", "E. & O.E", the company's PAN and bank), a Japanese company's qualified invoice in
// English (the registration number T and 13 digits, consumption tax at 10 % and at the reduced
// 8 % marked *, the tax by rate, yen without decimals, the company seal), a Singapore tax invoice
// (GST 8 % or 9 % by year, zero-rated exports, a US-dollar invoice with its GST in Singapore
// dollars, PayNow) and a New Zealand tradesman's invoice from a job-management app (job and
// site, labour and materials, GST 15 %, the amount paid, the 20th of the following month).
import { createCanvas } from '@napi-rs/canvas';
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
  price,
  qty,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
} from './common.ts';
import { img, sellerLogo, type Logo } from './logo.ts';
import { CATALOG, company, customer, draws, person, stemOf, TAX } from './people.ts';
import {
  englishWords,
  gstin,
  IN_STATE,
  indian,
  org,
  pan,
  registrationJP,
  whole,
  wholeSums,
  type Org,
} from './set4-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// India: what is sold, with its HSN or SAC code and GST rate

interface IndianItem {
  text: string;
  code: string;
  low: number;
  high: number;
  rate: number;
  hours?: boolean;
  uom: string;
}

const item = (entry: string): IndianItem => {
  const [text = '', code = '', low = '0', high = '0', rate = '18', unit = 'Nos', flag = ''] =
    entry.split('|');
  return {
    text,
    code,
    low: Number(low),
    high: Number(high),
    rate: Number(rate),
    uom: unit,
    ...(flag === 'h' ? { hours: true } : {}),
  };
};

const IN_SERVICES = [
  'Website development|998314|40000|400000|18|Job',
  'IT consulting services|998313|1500|6000|18|Hrs|h',
  'Digital marketing retainer (monthly)|998365|25000|150000|18|Month',
  'Annual maintenance contract|998713|15000|120000|18|Job',
  'Graphic design services|998391|5000|60000|18|Job',
  'Manpower supply services|998519|30000|250000|18|Month',
  'Goods transport by road (GTA)|996511|3000|40000|12|Trip',
].map(item);

const IN_GOODS = [
  'Laptop 14" i5 16GB/512GB SSD|8471|45000|85000|18|Nos',
  'Laser printer A4 mono|8443|12000|35000|18|Nos',
  'Corrugated boxes 5-ply (100 pcs)|4819|1500|6000|12|Bundle',
  'Cotton T-shirts (pack of 10)|6109|2500|6000|5|Pack',
  'Office chair, mesh back|9401|4000|15000|18|Nos',
  'Steel almirah 6.5 ft|9403|9000|22000|18|Nos',
  'Assam CTC tea 1 kg|0902|400|900|5|Kg',
  'LED panel light 18W|9405|450|1200|18|Nos',
  'Split air conditioner 1.5 T|8415|32000|48000|28|Nos',
  'Cement OPC 53 grade (50 kg)|2523|350|450|28|Bag',
].map(item);

/** GST 2.0 (22 September 2025): the 12 % slab folded into 5 %, most of the 28 % into 18 %. */
const gstRate = (rate: number, iso: string) =>
  iso >= '2025-09-22' ? (rate === 12 ? 5 : rate === 28 ? 18 : rate) : rate;

/** Lines of Indian goods or services, each with its HSN/SAC code. */
function indianLines(r: Random, iso: string, count: number, goods: boolean) {
  return r.some(goods ? IN_GOODS : IN_SERVICES, count).map((entry) => {
    const unit = entry.hours
      ? r.int(entry.low / 100, entry.high / 100) * 10000
      : price(r, entry.low, entry.high);
    const quantity = entry.hours
      ? r.int(4, 80) / 2
      : entry.high < 2000
        ? r.int(2, 60)
        : entry.high < 20000
          ? r.int(1, 12)
          : r.int(1, 3);
    return {
      ...line(entry.text, quantity, unit, gstRate(entry.rate, iso), { uom: entry.uom }),
      code: entry.code,
    };
  });
}

/** The financial year an Indian invoice falls in: April to March, "2024-25". */
const financialYear = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  const first = Number(iso.slice(5, 7)) >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
};

/** A party in another Indian state, or in the same one (intra-state supply). */
function indianBuyer(r: Random, seller: Org, sameState: boolean): Org {
  for (let tries = 0; tries < 12; tries += 1) {
    const buyer = org(r, 'IN', { avoid: seller.stem, form: 'always' });
    if ((buyer.place.region === seller.place.region) === sameState) return buyer;
  }
  return org(r, 'IN', { avoid: seller.stem, form: 'always' });
}

const inr = (cents: number) => `₹${indian(cents)}`;

/** Rupees in words as Indian software prints them: "Indian Rupee One Lakh … and Fifty Paise Only". */
function rupeeWords(cents: number, prefix: string) {
  const rupees = Math.floor(cents / 100);
  const paise = cents % 100;
  return `${prefix} ${englishWords(rupees, true)}${paise ? ` and ${englishWords(paise)} Paise` : ''} Only`;
}

// ---------------------------------------------------------------------------------------------
// Zoho Books India

const ZB_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.6px;color:#333;line-height:1.45;padding:12mm 12mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.co{display:flex;gap:10px}
.co b{font-size:12px;color:#000}
.ti{text-align:right}
.ti h1{font-size:24px;margin:0;font-weight:normal;color:#000;letter-spacing:.5px}
.ti .bd{margin-top:6px;color:#555}
.ti .bd b{display:block;font-size:13px;color:#000}
.mid{display:flex;justify-content:space-between;margin-top:9mm}
.mid .lb{color:#777}
.mid table td{padding:1px 0 1px 18px;text-align:right}
.mid table td:first-child{color:#777}
table.l{width:100%;margin-top:6mm}
table.l th{background:#3c3d3a;color:#fff;font-weight:normal;padding:4px;text-align:right;font-size:8px}
table.l th.c{text-align:center}
table.l td{padding:5px 4px;text-align:right;border-bottom:1px solid #ddd;vertical-align:top}
table.l th:nth-child(-n+3),table.l td:nth-child(-n+3){text-align:left}
table.l small{color:#777}
.bot{display:flex;justify-content:space-between;gap:10mm;margin-top:4mm}
table.t{width:48%}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.b td{font-weight:bold;color:#000}
table.t tr.bd td{background:#f2f2f2;font-weight:bold;color:#000}
.sig{margin-top:16mm;text-align:right;color:#555}
`;

export const zohoBooksIndia: Layout = {
  name: 'zoho-books-gst-in',
  render(r) {
    const seller = org(r, 'IN', { form: r.chance(0.85) ? 'always' : 'never' });
    const intra = r.chance(0.55);
    const buyer = indianBuyer(r, seller, intra);
    const issued = issueDate(r);
    const goods = r.chance(0.45);
    const items = indianLines(r, issued, r.int(1, 5), goods);
    const sellerGstin = gstin(
      IN_STATE[seller.place.region]!,
      pan(r, seller.name.includes('LLP') ? 'F' : 'C'),
    );
    const buyerGstin = gstin(IN_STATE[buyer.place.region]!, pan(r, 'C'));
    // Zoho works out each line's tax; the totals add the lines' taxes up by rate.
    const half = (item: Line) => Math.round((item.amount * item.rate) / 200);
    const full = (item: Line) => Math.round((item.amount * item.rate) / 100);
    const lineTax = (item: Line) => (intra ? 2 * half(item) : full(item));
    const rates = [...new Set(items.map((entry) => entry.rate))].sort((a, b) => a - b);
    const byRate = rates.map((rate) => {
      const group = items.filter((entry) => entry.rate === rate);
      return {
        rate,
        half: group.reduce((sum, entry) => sum + half(entry), 0),
        full: group.reduce((sum, entry) => sum + full(entry), 0),
      };
    });
    const net = items.reduce((sum, entry) => sum + entry.amount, 0);
    const tax = items.reduce((sum, entry) => sum + lineTax(entry), 0);
    const rounds = r.chance(0.65);
    const total = rounds ? Math.round((net + tax) / 100) * 100 : net + tax;
    const rounding = total - net - tax;
    const paid = r.chance(0.25) ? Math.round((total * r.pick([25, 40, 50])) / 10000) * 100 : 0;
    const number = r.pick([
      `INV-${pad(r.int(1, 2400), 6)}`,
      `INV/${financialYear(issued)}/${pad(r.int(1, 999), 3)}`,
      `${seller.stem.slice(0, 2).toUpperCase()}/${financialYear(issued)}/${r.int(1, 999)}`,
    ]);
    const datePattern = r.pick(['DD/MM/YYYY', 'DD MMM YYYY']);
    const d = (iso: string) => fmtDate(iso, datePattern);
    const terms = r.pick(['Net 15', 'Net 30', 'Due on Receipt', 'Net 45']);
    const due = addDays(issued, terms === 'Due on Receipt' ? 0 : Number(terms.slice(4)));
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6 });
    const pos = `${buyer.place.region} (${IN_STATE[buyer.place.region]})`;
    const cols = intra
      ? '<th class="c" colspan="2">CGST</th><th class="c" colspan="2">SGST</th>'
      : '<th class="c" colspan="2">IGST</th>';
    const sub = intra
      ? '<tr style="background:#3c3d3a;color:#fff;font-size:7.5px"><td></td><td></td><td></td><td></td><td></td><td>%</td><td>Amt</td><td>%</td><td>Amt</td><td></td></tr>'
      : '<tr style="background:#3c3d3a;color:#fff;font-size:7.5px"><td></td><td></td><td></td><td></td><td></td><td>%</td><td>Amt</td><td></td></tr>';
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td>${esc(entry.description)}</td><td>${entry.code}</td><td>${qty(entry.quantity, SEP.en, 2)}<br><small>${entry.uom}</small></td><td>${indian(entry.unit)}</td>${intra ? `<td>${entry.rate / 2}%</td><td>${indian(half(entry))}</td><td>${entry.rate / 2}%</td><td>${indian(half(entry))}</td>` : `<td>${entry.rate}%</td><td>${indian(full(entry))}</td>`}<td>${indian(entry.amount)}</td></tr>`,
      )
      .join('');
    const taxRows = byRate
      .map((row) =>
        intra
          ? `<tr><td>CGST${row.rate / 2} (${row.rate / 2}%)</td><td>${indian(row.half)}</td></tr><tr><td>SGST${row.rate / 2} (${row.rate / 2}%)</td><td>${indian(row.half)}</td></tr>`
          : `<tr><td>IGST${row.rate} (${row.rate}%)</td><td>${indian(row.full)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="hd"><div class="co">${logo ? img(logo, 'max-height:54px') : ''}<div><b>${esc(seller.name)}</b><br>${lines([...seller.address, 'India', `GSTIN ${sellerGstin}`, seller.phone, seller.email])}</div></div>
<div class="ti"><h1>TAX INVOICE</h1><div># <b style="display:inline;font-size:10px">${esc(number)}</b></div><div class="bd">Balance Due<b>${inr(total - paid)}</b></div></div></div>
<div class="mid"><div style="display:flex;gap:12mm"><div><span class="lb">Bill To</span><br><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, 'India', `GSTIN ${buyerGstin}`])}</div>${goods && r.chance(0.5) ? `<div><span class="lb">Ship To</span><br>${lines([...org(r, 'IN', { avoid: seller.stem }).address])}</div>` : ''}</div>
<table><tr><td>Invoice Date :</td><td>${d(issued)}</td></tr><tr><td>Terms :</td><td>${terms}</td></tr><tr><td>Due Date :</td><td>${d(due)}</td></tr>${r.chance(0.5) ? `<tr><td>P.O.# :</td><td>${r.pick(['PO', 'WO', ''])}${r.digits(5)}</td></tr>` : ''}</table></div>
<div style="margin-top:4mm">Place Of Supply: ${esc(pos)}</div>
<table class="l"><tr><th>#</th><th>Item &amp; Description</th><th>HSN/SAC</th><th>Qty</th><th>Rate</th>${cols}<th>Amount</th></tr>${sub}${rows}</table>
<div class="bot"><div style="width:48%"><span style="color:#777">Total In Words</span><br><b><i>${esc(rupeeWords(total, 'Indian Rupee'))}</i></b><br><br><span style="color:#777">Notes</span><br>Thanks for your business.<br><br><span style="color:#777">Terms &amp; Conditions</span><br>${esc(r.pick(['Interest @ 18% p.a. will be charged on payments made after the due date.', 'Goods once sold will not be taken back. Subject to local jurisdiction.', 'Please quote the invoice number with your remittance.']))}<br><br>Bank: ${esc(r.pick(['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Kotak Mahindra Bank']))} · A/c No. ${r.digits(r.int(11, 14))} · IFSC ${r.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK'])}0${r.digits(6)}</div>
<table class="t"><tr><td>Sub Total</td><td>${indian(net)}</td></tr>${taxRows}${rounding ? `<tr><td>Rounding</td><td>${indian(rounding)}</td></tr>` : ''}<tr class="b"><td>Total</td><td>${inr(total)}</td></tr>${paid ? `<tr><td>Payment Made</td><td style="color:#c00">(-) ${indian(paid)}</td></tr>` : ''}<tr class="bd"><td>Balance Due</td><td>${inr(total - paid)}</td></tr></table></div>
<div class="sig">Authorized Signature ____________________</div>`;
    return {
      html: page(ZB_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: net,
        // CGST and SGST together, or IGST.
        taxAmount: tax,
        // The "Total", rounded to whole rupees where the rounding is printed.
        total,
        currency: 'INR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Tally's Tax Invoice

const TL_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.8px;color:#000;line-height:1.35;padding:8mm 9mm}
h1{text-align:center;font-size:12px;margin:0 0 1px}
.cp{text-align:right;font-size:7px;font-style:italic;margin-top:-12px}
table{width:100%}
table.g td{border:0.6px solid #000;padding:2px 3px;vertical-align:top}
table.g td small{display:block;font-size:7px}
table.i{border:0.6px solid #000;border-top:0}
table.i th{border:0.6px solid #000;padding:2px;font-weight:normal;text-align:center}
table.i td{border-left:0.6px solid #000;border-right:0.6px solid #000;padding:2px 3px;text-align:right;vertical-align:top}
table.i td.t{text-align:left}
table.i tr.tx td.t{text-align:right;font-style:italic;font-weight:bold}
table.i tr.tot td{border:0.6px solid #000;font-weight:bold}
.box{border:0.6px solid #000;border-top:0;padding:3px}
table.h{border:0.6px solid #000;border-top:0}
table.h th,table.h td{border:0.6px solid #000;padding:2px 3px;text-align:right;font-size:7.3px}
table.h th{text-align:center;font-weight:normal}
table.h td:first-child{text-align:left}
.ft{text-align:center;margin-top:2mm;font-size:7px}
`;

export const tallyInvoice: Layout = {
  name: 'tally-tax-invoice-in',
  render(r) {
    const seller = org(r, 'IN', { form: r.chance(0.75) ? 'always' : 'never' });
    const intra = r.chance(0.5);
    const buyer = indianBuyer(r, seller, intra);
    const issued = issueDate(r);
    const goods = r.chance(0.7);
    const items = indianLines(r, issued, r.int(1, 6), goods).map((entry) =>
      r.chance(0.15)
        ? {
            ...line(entry.description, entry.quantity, entry.unit, entry.rate, {
              uom: entry.uom ?? 'Nos',
              discount: r.pick([2, 5, 10]),
            }),
            code: entry.code,
          }
        : entry,
    );
    const hsn = [...new Set(items.map((entry) => `${entry.code}|${entry.rate}`))].map((key) => {
      const [code = '', rate = '0'] = key.split('|');
      const taxable = items
        .filter((entry) => entry.code === code && entry.rate === Number(rate))
        .reduce((sum, entry) => sum + entry.amount, 0);
      const half = Math.round((taxable * Number(rate)) / 200);
      const full = Math.round((taxable * Number(rate)) / 100);
      return { code, rate: Number(rate), taxable, half, full };
    });
    const rates = [...new Set(hsn.map((row) => row.rate))].sort((a, b) => a - b);
    const ledger = rates.map((rate) => {
      const group = hsn.filter((row) => row.rate === rate);
      return {
        rate,
        half: group.reduce((sum, row) => sum + row.half, 0),
        full: group.reduce((sum, row) => sum + row.full, 0),
      };
    });
    const net = items.reduce((sum, entry) => sum + entry.amount, 0);
    const tax = ledger.reduce((sum, row) => sum + (intra ? 2 * row.half : row.full), 0);
    const total = Math.round((net + tax) / 100) * 100;
    const roundOff = total - net - tax;
    const fy = financialYear(issued);
    const n = r.int(1, 1800);
    const number = r.pick([
      `${n}`,
      `GST/${fy}/${n}`,
      `INV-${pad(n, 3)}/${fy.slice(2)}`,
      `${seller.stem.slice(0, 3).toUpperCase()}/${n}/${fy}`,
    ]);
    const longYear = r.chance(0.4);
    const d = (iso: string) => fmtDate(iso, longYear ? 'D-MMM-YYYY' : 'D-MMM-YY');
    const sellerPan = pan(r, seller.name.includes('LLP') ? 'F' : 'C');
    const state = (party: Org) =>
      `State Name : ${party.place.region}, Code : ${IN_STATE[party.place.region]}`;
    const ship = goods && r.chance(0.4) ? indianBuyer(r, seller, intra) : buyer;
    const q = (entry: Line) =>
      `${qty(entry.quantity, SEP.en, entry.uom === 'Kg' ? 3 : 0)} ${entry.uom ?? 'Nos'}`;
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td class="t"><b>${esc(entry.description)}</b></td><td class="t">${entry.code}</td><td>${q(entry)}</td><td>${indian(entry.unit)}</td><td class="t">${entry.uom ?? 'Nos'}</td><td>${entry.discount ? `${entry.discount} %` : ''}</td><td>${indian(entry.amount)}</td></tr>`,
      )
      .join('');
    const taxLines = ledger
      .map((row) =>
        intra
          ? `<tr class="tx"><td></td><td class="t">CGST @ ${row.rate / 2}%</td><td></td><td></td><td>${row.rate / 2}</td><td class="t">%</td><td></td><td><b>${indian(row.half)}</b></td></tr><tr class="tx"><td></td><td class="t">SGST @ ${row.rate / 2}%</td><td></td><td></td><td>${row.rate / 2}</td><td class="t">%</td><td></td><td><b>${indian(row.half)}</b></td></tr>`
          : `<tr class="tx"><td></td><td class="t">IGST @ ${row.rate}%</td><td></td><td></td><td>${row.rate}</td><td class="t">%</td><td></td><td><b>${indian(row.full)}</b></td></tr>`,
      )
      .join('');
    const totalQty = items.every((entry) => entry.uom === items[0]!.uom)
      ? q({ ...items[0]!, quantity: items.reduce((sum, entry) => sum + entry.quantity, 0) })
      : '';
    const hsnHead = intra
      ? '<tr><th rowspan="2">HSN/SAC</th><th rowspan="2">Taxable Value</th><th colspan="2">Central Tax</th><th colspan="2">State Tax</th><th rowspan="2">Total Tax Amount</th></tr><tr><th>Rate</th><th>Amount</th><th>Rate</th><th>Amount</th></tr>'
      : '<tr><th rowspan="2">HSN/SAC</th><th rowspan="2">Taxable Value</th><th colspan="2">Integrated Tax</th><th rowspan="2">Total Tax Amount</th></tr><tr><th>Rate</th><th>Amount</th></tr>';
    const hsnRows = hsn
      .map((row) =>
        intra
          ? `<tr><td>${row.code}</td><td>${indian(row.taxable)}</td><td>${row.rate / 2}%</td><td>${indian(row.half)}</td><td>${row.rate / 2}%</td><td>${indian(row.half)}</td><td>${indian(2 * row.half)}</td></tr>`
          : `<tr><td>${row.code}</td><td>${indian(row.taxable)}</td><td>${row.rate}%</td><td>${indian(row.full)}</td><td>${indian(row.full)}</td></tr>`,
      )
      .join('');
    const hsnTotal = intra
      ? `<tr><td><b>Total</b></td><td><b>${indian(net)}</b></td><td></td><td><b>${indian(tax / 2)}</b></td><td></td><td><b>${indian(tax / 2)}</b></td><td><b>${indian(tax)}</b></td></tr>`
      : `<tr><td><b>Total</b></td><td><b>${indian(net)}</b></td><td></td><td><b>${indian(tax)}</b></td><td><b>${indian(tax)}</b></td></tr>`;
    const body = `
<h1>Tax Invoice</h1><div class="cp">(ORIGINAL FOR RECIPIENT)</div>
<table class="g"><tr><td rowspan="3" style="width:50%"><b style="font-size:9px">${esc(seller.name)}</b><br>${lines([...seller.address, `GSTIN/UIN: ${gstin(IN_STATE[seller.place.region]!, sellerPan)}`, state(seller), `E-Mail : ${seller.email}`])}</td>
<td><small>Invoice No.</small><b>${esc(number)}</b></td><td><small>Dated</small><b>${d(issued)}</b></td></tr>
<tr><td><small>Delivery Note</small>${goods && r.chance(0.5) ? `DN-${r.int(100, 999)}` : ''}</td><td><small>Mode/Terms of Payment</small>${r.pick(['', '30 Days', 'Immediate', '15 Days', 'Against Delivery'])}</td></tr>
<tr><td><small>Reference No. &amp; Date.</small>${r.chance(0.3) ? `${r.letters(2)}-${r.digits(4)} dt. ${d(addDays(issued, -r.int(2, 20)))}` : ''}</td><td><small>Other References</small></td></tr>
<tr><td rowspan="3"><small>Consignee (Ship to)</small><b>${esc(ship.name)}</b><br>${lines([...ship.address, `GSTIN/UIN : ${gstin(IN_STATE[ship.place.region]!, pan(r, 'C'))}`, state(ship)])}</td>
<td><small>Buyer's Order No.</small>${r.chance(0.6) ? `${r.pick(['PO', 'PO/', ''])}${r.digits(5)}` : ''}</td><td><small>Dated</small>${r.chance(0.5) ? d(addDays(issued, -r.int(3, 30))) : ''}</td></tr>
<tr><td><small>Dispatch Doc No.</small>${goods && r.chance(0.4) ? `LR ${r.digits(6)}` : ''}</td><td><small>Delivery Note Date</small></td></tr>
<tr><td><small>Dispatched through</small>${goods && r.chance(0.5) ? r.pick(['By Road', 'VRL Logistics', 'Gati', 'Own Vehicle']) : ''}</td><td><small>Destination</small>${goods ? esc(ship.place.city) : ''}</td></tr>
<tr><td><small>Buyer (Bill to)</small><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, `GSTIN/UIN : ${gstin(IN_STATE[buyer.place.region]!, pan(r, 'C'))}`, state(buyer)])}</td><td colspan="2"><small>Terms of Delivery</small>${goods && r.chance(0.4) ? 'Door delivery' : ''}</td></tr></table>
<table class="i"><tr><th>Sl<br>No.</th><th>Description of ${goods ? 'Goods' : 'Services'}</th><th>HSN/SAC</th><th>Quantity</th><th>Rate</th><th>per</th><th>Disc. %</th><th>Amount</th></tr>
${rows}<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td style="border-top:0.6px solid #000">${indian(net)}</td></tr>${taxLines}${roundOff ? `<tr class="tx"><td></td><td class="t">Round Off</td><td></td><td></td><td></td><td></td><td></td><td>${roundOff < 0 ? '(-)' : ''}${indian(Math.abs(roundOff))}</td></tr>` : ''}
<tr><td style="height:${Math.max(6, 40 - items.length * 7)}mm"></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>
<tr class="tot"><td></td><td style="text-align:right">Total</td><td></td><td>${totalQty}</td><td></td><td></td><td></td><td>₹ ${indian(total)}</td></tr></table>
<div class="box">Amount Chargeable (in words)<span style="float:right"><i>E. &amp; O.E</i></span><br><b>${esc(rupeeWords(total, 'INR'))}</b></div>
<table class="h">${hsnHead}${hsnRows}${hsnTotal}</table>
<div class="box">Tax Amount (in words) : <b>${esc(rupeeWords(tax, 'INR'))}</b><br><br>
<div style="display:flex;justify-content:space-between"><div>Company's PAN : <b>${sellerPan}</b><br><br><u>Declaration</u><br>We declare that this invoice shows the actual price of the goods<br>described and that all particulars are true and correct.</div>
<div>Company's Bank Details<br>Bank Name : <b>${esc(r.pick(['HDFC Bank', 'State Bank of India', 'ICICI Bank', 'Bank of Baroda', 'Canara Bank']))}</b><br>A/c No. : <b>${r.digits(r.int(11, 15))}</b><br>Branch &amp; IFS Code : <b>${esc(seller.place.city)} &amp; ${r.pick(['HDFC', 'SBIN', 'ICIC', 'BARB', 'CNRB'])}0${r.digits(6)}</b><br><br><div style="text-align:right">for <b>${esc(seller.name)}</b><br><br><br>Authorised Signatory</div></div></div></div>
<div class="ft">SUBJECT TO ${esc(seller.place.city.toUpperCase())} JURISDICTION<br>This is a Computer Generated Invoice</div>`;
    return {
      html: page(TL_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: net,
        taxAmount: tax,
        // Tally rounds the total off to whole rupees, the round off printed in the table.
        total,
        currency: 'INR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Japan: a qualified invoice in English

/** A Japanese company seal (kakuin): a red square with the company's initials, as a picture. */
function companySeal(r: Random, name: string): Logo {
  const size = 54;
  const scale = 3;
  const canvas = createCanvas(size * scale, size * scale);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.strokeStyle = '#c8102e';
  ctx.fillStyle = '#c8102e';
  ctx.lineWidth = 2.4;
  ctx.strokeRect(3, 3, size - 6, size - 6);
  ctx.lineWidth = 1;
  ctx.strokeRect(6, 6, size - 12, size - 12);
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  ctx.font = `bold ${initials.length > 2 ? 13 : 17}px "DejaVu Serif"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(initials, size / 2, size / 2 - 5);
  ctx.font = '7px "DejaVu Serif"';
  ctx.fillText(r.pick(['SEAL', 'INC.', 'CO.']), size / 2, size / 2 + 11);
  return {
    src: `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`,
    width: size,
    height: size,
  };
}

const JP_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9px;color:#222;line-height:1.45;padding:14mm 15mm}
h1{text-align:center;font-size:20px;letter-spacing:6px;margin:0 0 8mm;font-weight:normal;border-bottom:3px double #333;padding-bottom:3px}
.two{display:flex;justify-content:space-between;align-items:flex-start}
.to b{font-size:13px;border-bottom:1px solid #333;padding-bottom:1px}
.no td{padding:1px 0 1px 12px;text-align:right}
.no td:first-child{text-align:left;color:#555}
.co{position:relative;margin-top:6mm;text-align:right}
.co img{position:absolute;right:-6px;top:-4px;opacity:.85}
.amt{margin-top:7mm;display:flex;align-items:baseline;gap:16px;border-bottom:2px solid #333;width:60%;padding-bottom:2px}
.amt b{font-size:18px}
table.l{width:100%;margin-top:6mm}
table.l th{background:#eef0f3;border:1px solid #bbb;padding:3px;font-weight:normal}
table.l td{border:1px solid #ccc;padding:3px 4px;text-align:right}
table.l td:first-child{text-align:center}
table.l td:nth-child(2){text-align:left}
.bot{display:flex;justify-content:space-between;gap:10mm;margin-top:4mm}
table.r td,table.t td{padding:2px 5px;text-align:right;border-bottom:1px solid #ddd}
table.r td:first-child,table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:2px solid #333;font-size:11px}
.bank{margin-top:7mm;border:1px solid #bbb;padding:5px 8px}
`;

const JP_SERVICES: [string, number, number, boolean?][] = [
  ['System development (March)', 300000, 2400000],
  ['Website maintenance – monthly fee', 30000, 150000],
  ['Consulting', 15000, 30000, true],
  ['Translation JP⇄EN (per page)', 3000, 8000],
  ['Design production fee', 80000, 600000],
  ['Server hosting (annual)', 60000, 360000],
  ['Travel expenses', 8000, 60000],
];
const JP_FOOD: [string, number, number][] = [
  ['Green tea (sencha) 100 g', 800, 2400],
  ['Roasted coffee beans 1 kg', 2800, 5200],
  ['Rice crackers assorted box', 1200, 3600],
  ['Bottled water 500 ml × 24', 1800, 3200],
  ['Matcha powder 30 g', 1500, 3800],
];
const JP_SUNDRIES: [string, number, number][] = [
  ['Paper cups 250 ml (100 pcs)', 900, 1800],
  ['Gift wrapping', 300, 800],
  ['Delivery charge', 800, 2500],
  ['Tea set, porcelain', 4800, 16000],
];

export const japanInvoice: Layout = {
  name: 'jp-qualified-invoice',
  render(r) {
    const stems = ['Sakura', 'Hikari', 'Midori', 'Aoba', 'Kaede', 'Yamato', 'Minato', 'Kitakaze'];
    const food = r.chance(0.4);
    const stem = r.pick(stems);
    const trade = food
      ? r.pick(['Foods', 'Trading', 'Tea'])
      : r.pick(['Systems', 'Design', 'Engineering', 'Consulting', 'Printing']);
    const form = r.pick(['Co., Ltd.', 'Co., Ltd.', 'K.K.', 'Inc.']);
    const seller = org(r, 'JP');
    const name = `${stem} ${trade} ${form}`;
    const buyer = r.chance(0.5)
      ? org(r, 'JP', { avoid: stem, form: 'always' })
      : {
          ...company(r, r.pick(['US', 'GB', 'AU', 'DE'] as const), { form: 'always' }),
          place: { city: '', postcode: '', region: '' },
        };
    const issued = issueDate(r);
    const slash = r.chance(0.7);
    const d = (iso: string) => fmtDate(iso, slash ? 'YYYY/MM/DD' : 'MMMM D, YYYY');
    const yen = (cents: number) => `¥${whole(cents, SEP.en)}`;
    // Yen have no minor unit: amounts in cents are whole hundreds.
    const yenLine = (text: string, quantity: number, unit: number, rate: number) =>
      line(text, quantity, Math.round(unit) * 100, rate);
    const items: Line[] = food
      ? [
          ...r
            .some(JP_FOOD, r.int(1, 3))
            .map(([text, low, high]) =>
              yenLine(`${text} *`, r.int(2, 40), Math.round(r.int(low, high) / 10) * 10, 8),
            ),
          ...r
            .some(JP_SUNDRIES, r.int(1, 2))
            .map(([text, low, high]) =>
              yenLine(text, r.int(1, 10), Math.round(r.int(low, high) / 10) * 10, 10),
            ),
        ]
      : r
          .some(JP_SERVICES, r.int(1, 4))
          .map(([text, low, high, hours]) =>
            yenLine(
              text,
              hours ? r.int(2, 40) : text.includes('page') ? r.int(3, 60) : 1,
              Math.round(r.int(low, high) / 1000) * 1000,
              10,
            ),
          );
    // The tax of each rate on the rate's total, rounded down once per rate, as the rules ask.
    const s = wholeSums(items, {}, Math.floor);
    const number = r.pick([
      `INV-${issued.replace(/-/g, '')}-${pad(r.int(1, 30), 3)}`,
      `No. ${issued.slice(0, 4)}-${pad(r.int(1, 2000), 4)}`,
      `${r.int(100000, 999999)}`,
    ]);
    const numberText = number.replace(/^No\. /, '');
    const due = addDays(issued, r.pick([30, 30, 60]));
    const endOfNext = (() => {
      const [y = 2024, m = 1] = due.split('-').map(Number);
      return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    })();
    const registration = registrationJP(r);
    const seal = companySeal(r, name);
    const buyerName = buyer.name;
    const rateRows = s.taxes
      .sort((a, b) => b.rate - a.rate)
      .map(
        (row) =>
          `<tr><td>${row.rate}% subject${row.rate === 8 ? ' *' : ''}</td><td>${yen(row.base)}</td><td>Tax ${yen(row.tax)}</td></tr>`,
      )
      .join('');
    const body = `
<h1>INVOICE</h1>
<div class="two"><div class="to"><b>${esc(buyerName)}</b><br>${r.pick(['Attn: Accounts Payable<br>', 'Attn: General Affairs Dept.<br>', ''])}<br>${lines(buyer.address)}</div>
<table class="no"><tr><td>Invoice No.</td><td>${esc(numberText)}</td></tr><tr><td>Issue Date</td><td>${d(issued)}</td></tr>${r.chance(0.4) ? `<tr><td>Order No.</td><td>PO-${r.digits(6)}</td></tr>` : ''}<tr><td>Registration No.</td><td>${registration}</td></tr></table></div>
<div class="co">${img(seal)}<b style="font-size:12px">${esc(name)}</b><br>${lines([...seller.address, `TEL ${seller.phone}`, `Person in charge: ${seller.contact}`])}</div>
<div class="amt"><span>Amount billed (tax incl.)</span><b>${yen(s.total)}</b></div>
<p>We hereby invoice you as follows. Please remit by ${d(r.chance(0.5) ? due : endOfNext)}.</p>
<table class="l"><tr><th>No.</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th><th>Tax rate</th></tr>
${items.map((entry, index) => `<tr><td>${index + 1}</td><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${yen(entry.unit)}</td><td>${yen(entry.amount)}</td><td>${entry.rate}%</td></tr>`).join('')}</table>
<div class="bot"><div><table class="r">${rateRows}</table>${food ? '<p style="font-size:8px">* Items subject to the reduced tax rate (8%).</p>' : ''}</div>
<table class="t" style="width:45%"><tr><td>Subtotal (excl. tax)</td><td>${yen(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>Consumption tax ${row.rate}%${row.rate === 8 ? ' *' : ''}</td><td>${yen(row.tax)}</td></tr>`).join('')}<tr class="g"><td>Total (tax incl.)</td><td>${yen(s.total)}</td></tr></table></div>
<div class="bank"><b>Bank account for remittance</b><br>${esc(r.pick(['MUFG Bank', 'Sumitomo Mitsui Banking Corporation', 'Mizuho Bank', 'Resona Bank']))}, ${esc(r.pick(['Shinjuku', 'Marunouchi', 'Shibuya', 'Umeda', 'Yokohama']))} Branch (${r.digits(3)})<br>Ordinary account No. ${r.digits(7)} · Account holder: ${esc(name.toUpperCase())}<br>SWIFT ${r.pick(['BOTKJPJT', 'SMBCJPJT', 'MHCBJPJT'])}<br>Bank transfer charges are to be borne by the remitter.</div>`;
    return {
      html: page(JP_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: numberText,
        date: issued,
        vendor: name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'JPY',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Singapore

const SG_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.2px;color:#222;line-height:1.45;padding:13mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid var(--c);padding-bottom:6px}
.hd .n{font-size:16px;font-weight:bold;color:var(--c)}
.ti{text-align:right}
.ti h1{margin:0;font-size:20px;color:var(--c)}
.two{display:flex;justify-content:space-between;margin-top:7mm}
.two td{padding:1px 0 1px 12px}
.two td:first-child{color:#666;padding-left:0}
table.l{width:100%;margin-top:7mm}
table.l th{border-bottom:1.5px solid var(--c);text-align:right;padding:4px;color:var(--c)}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #e5e5e5}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
table.t{margin-left:auto;width:48%;margin-top:4mm}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222}
.note{margin-top:6mm;font-size:8.5px}
.pay{margin-top:6mm;display:flex;gap:10mm;background:#f5f6f8;padding:7px 9px}
`;

export const singaporeInvoice: Layout = {
  name: 'sg-gst-tax-invoice',
  render(r) {
    const seller = org(r, 'SG', { form: 'always' });
    const overseas = r.chance(0.2);
    const foreign = overseas
      ? company(r, r.pick(['AU', 'US', 'GB'] as const), { form: 'always' })
      : null;
    const local = overseas ? null : org(r, 'SG', { avoid: seller.stem, form: 'always' });
    const buyerName = foreign ? foreign.name : local!.name;
    const buyerAddress = foreign ? [...foreign.address, foreign.country.name] : local!.address;
    const issued = issueDate(r);
    const rate = overseas ? 0 : issued < '2024-01-01' ? 8 : 9;
    const usd = overseas ? r.chance(0.6) : r.chance(0.2);
    const cur = usd ? 'USD' : 'SGD';
    const m = moneyOf({ sep: SEP.en, symbol: usd ? 'US$' : 'S$', position: 'before' });
    const datePattern = r.chance(0.6) ? 'D MMM YYYY' : 'DD/MM/YYYY';
    const d = (iso: string) => fmtDate(iso, datePattern);
    const items = draws(r, CATALOG.servicesEn, r.int(1, 5), rate);
    const discount = r.chance(0.15)
      ? Math.round(items.reduce((sum, entry) => sum + entry.amount, 0) * 0.05)
      : 0;
    const s = sums(items, discount ? { discount } : {});
    const deposit = r.chance(0.2) ? Math.round((s.total * 0.3) / 100) * 100 : 0;
    const number = r.pick([
      `INV-${pad(r.int(1, 9999), 5)}`,
      `${issued.slice(2, 4)}${issued.slice(5, 7)}-${pad(r.int(1, 200), 3)}`,
      `SI${r.int(100000, 999999)}`,
    ]);
    const uen = `${r.int(2005, 2022)}${r.digits(5)}${r.letters(1)}`;
    const gstNo = r.chance(0.6) ? uen : `M${r.int(2, 9)}-${r.digits(7)}-${r.digits(1)}`;
    const terms = r.pick([14, 30, 30, 60]);
    const colour = r.pick(['#0b5394', '#38761d', '#990000', '#333333', '#7f6000']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.35, any: 0.6, colour });
    const exchange = (1.3 + r.next() * 0.1).toFixed(4);
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:48px;display:block;margin-bottom:3px') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([...seller.address, `Tel ${seller.phone} · ${seller.email}`, `Co. Reg. No. ${uen}${gstNo === uen ? ' · GST Reg. No. ' + gstNo : ''}`, gstNo === uen ? null : `GST Reg. No. ${gstNo}`])}</div>
<div class="ti"><h1>TAX INVOICE</h1></div></div>
<div class="two"><div><span style="color:#666">Bill To</span><br><b>${esc(buyerName)}</b><br>${lines([...buyerAddress, local && r.chance(0.5) ? `UEN ${r.int(2000, 2022)}${r.digits(5)}${r.letters(1)}` : null])}</div>
<table><tr><td>Invoice No.</td><td><b>${esc(number)}</b></td></tr><tr><td>Invoice Date</td><td>${d(issued)}</td></tr><tr><td>Terms</td><td>${terms} days</td></tr><tr><td>Due Date</td><td>${d(addDays(issued, terms))}</td></tr>${r.chance(0.4) ? `<tr><td>Your PO</td><td>${r.digits(7)}</td></tr>` : ''}<tr><td>Currency</td><td>${cur}</td></tr></table></div>
<table class="l"><tr><th>No.</th><th>Description</th><th>Qty</th><th>Unit Price</th><th>Amount</th></tr>
${items.map((entry, index) => `<tr><td>${index + 1}</td><td>${esc(entry.description)}</td><td>${qty(entry.quantity)}</td><td>${num(entry.unit)}</td><td>${num(entry.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Sub-total</td><td>${m(s.subtotal)}</td></tr>${discount ? `<tr><td>Less: Discount</td><td>(${num(discount)})</td></tr>` : ''}<tr><td>Total excluding GST</td><td>${m(s.net)}</td></tr><tr><td>Add: GST @ ${rate}%${overseas ? ' (zero-rated)' : ''}</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total including GST</td><td>${m(s.total)}</td></tr>${deposit ? `<tr><td>Less: Deposit received</td><td>(${num(deposit)})</td></tr><tr class="g"><td>Balance Due</td><td>${m(s.total - deposit)}</td></tr>` : ''}</table>
${usd && rate ? `<div class="note">For GST purposes: GST amount in SGD S$${num(Math.round(s.tax * Number(exchange)))} (exchange rate US$1 = S$${exchange}); total excluding GST S$${num(Math.round(s.net * Number(exchange)))}.</div>` : ''}
${overseas ? '<div class="note">Zero-rated supply: international services under section 21(3) of the GST Act.</div>' : ''}
<div class="pay"><div><b>PayNow</b><br>UEN ${uen}<br>Reference: ${esc(number)}</div><div><b>Bank transfer</b><br>${esc(r.pick(['DBS Bank Ltd', 'OCBC Bank', 'UOB']))} · Account ${r.digits(3)}-${r.digits(6)}-${r.digits(1)}<br>SWIFT ${r.pick(['DBSSSGSG', 'OCBCSGSG', 'UOVBSGSG'])}</div></div>
<p style="margin-top:8mm;color:#666;font-size:8px">This is a computer-generated invoice. No signature is required.</p></div>`;
    return {
      html: page(SG_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: cur,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// New Zealand: a tradesman's invoice from a job-management app

const NZ_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.8px;color:#263238;line-height:1.45;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd h1{font-size:22px;margin:0;color:var(--c);text-align:right}
.meta{margin-top:3mm}
.meta td{padding:1px 0 1px 10px;text-align:right}
.meta td:first-child{color:#607d8b;text-align:left;padding-left:0}
.three{display:flex;gap:8mm;margin-top:7mm}
.three>div{flex:1}
.three .lb{font-size:7.5px;text-transform:uppercase;color:#607d8b;letter-spacing:.5px}
.job{margin-top:5mm;background:#eceff1;padding:5px 8px}
table.l{width:100%;margin-top:5mm}
table.l th{text-align:right;font-size:7.5px;text-transform:uppercase;color:#607d8b;border-bottom:1px solid #b0bec5;padding:3px}
table.l td{text-align:right;padding:4px 3px;border-bottom:1px solid #eceff1}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l tr.sec td{font-weight:bold;color:var(--c);padding-top:7px}
table.t{margin-left:auto;width:44%;margin-top:3mm}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1.5px solid #263238}
.pay{margin-top:8mm;border-top:1px dashed #90a4ae;padding-top:5px;display:flex;justify-content:space-between}
`;

const NZ_PARTS: [string, number, number][] = [
  ['Hot water cylinder 180L mains pressure', 1400, 2600],
  ['Tempering valve 15mm', 60, 140],
  ['PEX pipe 16mm (per m)', 4, 9],
  ['Brass fittings assorted', 20, 90],
  ['RCD safety switch', 80, 220],
  ['LED downlight kit', 25, 70],
  ['TPS cable 2.5mm (per m)', 2, 5],
  ['Heat pump 5kW + install kit', 1900, 3200],
  ['Timber H3.2 90x45 (per m)', 5, 12],
  ['Consumables', 15, 60],
];

export const nzTradesInvoice: Layout = {
  name: 'nz-trades-invoice',
  render(r) {
    const trade = r.pick(['Plumbing', 'Electrical', 'Builders', 'Plumbing & Gas', 'Heat Pumps']);
    const seller = company(r, 'NZ', { trades: [trade], form: r.chance(0.7) ? 'always' : 'never' });
    const buyer = customer(r, 'NZ', stemOf(seller), 0.55);
    const site = r.chance(0.6) ? person(r, 'NZ') : buyer;
    const issued = issueDate(r);
    const datePattern = r.pick(['D MMM YYYY', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, datePattern);
    const hours = r.int(2, 24) / 2;
    const labourRate = r.int(85, 135) * 100;
    const labour: Line[] = [
      line(
        `Labour – ${r.pick(['qualified tradesperson', 'registered electrician', 'licensed plumber', 'builder'])}`,
        hours,
        labourRate,
        15,
        { uom: 'hrs' },
      ),
      ...(r.chance(0.4)
        ? [line('Apprentice', r.int(2, 16) / 2, r.int(45, 65) * 100, 15, { uom: 'hrs' })]
        : []),
      ...(r.chance(0.6)
        ? [line(r.pick(['Call-out fee', 'Travel', 'Van charge']), 1, r.int(45, 120) * 100, 15)]
        : []),
    ];
    const materials: Line[] = r
      .some(NZ_PARTS, r.int(1, 4))
      .map(([text, low, high]) =>
        line(text, text.includes('per m') ? r.int(5, 40) : r.int(1, 3), price(r, low, high), 15),
      );
    const items = [...labour, ...materials];
    const s = sums(items);
    const paid = r.chance(0.3) ? Math.round(s.total * r.pick([0.3, 0.5, 1])) : 0;
    const number = r.pick([
      `INV-${pad(r.int(1, 4000), 4)}`,
      `${r.int(1000, 9999)}`,
      `INV${pad(r.int(1, 999), 5)}`,
    ]);
    const jobNo = r.pick([`J${pad(r.int(1, 2000), 4)}`, `JOB-${r.int(100, 9999)}`]);
    const [y = 2024, mo = 1] = issued.split('-').map(Number);
    const due = r.chance(0.6)
      ? new Date(Date.UTC(y, mo, 20)).toISOString().slice(0, 10)
      : addDays(issued, r.pick([7, 14]));
    const colour = r.pick(['#00796b', '#1565c0', '#ef6c00', '#6a1b9a', '#c62828']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.45, any: 0.7, colour });
    const account = `${r.pick(['12', '01', '02', '06', '38'])}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}`;
    const section = (title: string, group: Line[]) =>
      `<tr class="sec"><td colspan="5">${title}</td></tr>${group.map((entry) => `<tr><td>${esc(entry.description)}</td><td>${qty(entry.quantity, SEP.en, 2)}</td><td>${num(entry.unit)}</td><td>15%</td><td>${num(entry.amount)}</td></tr>`).join('')}`;
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:56px;display:block;margin-bottom:4px') : ''}${only ? '' : `<b style="font-size:14px">${esc(seller.name)}</b><br>`}${lines([...seller.address, seller.phone, seller.email, `GST No. ${TAX.gstNZ(r)}`])}</div>
<div><h1>TAX INVOICE</h1><table class="meta"><tr><td>Invoice Number</td><td><b>${esc(number)}</b></td></tr><tr><td>Invoice Date</td><td>${d(issued)}</td></tr><tr><td>Due Date</td><td>${d(due)}</td></tr><tr><td>Job</td><td>${jobNo}</td></tr>${r.chance(0.3) ? `<tr><td>Order No.</td><td>${r.digits(6)}</td></tr>` : ''}</table></div></div>
<div class="three"><div><div class="lb">Bill to</div><b>${esc(buyer.name)}</b><br>${lines(buyer.address)}</div><div><div class="lb">Site address</div>${lines([site === buyer ? null : site.name, ...site.address])}</div><div><div class="lb">Completed</div>${d(addDays(issued, -r.int(0, 5)))}<br>${esc(person(r, 'NZ').name)}</div></div>
<div class="job"><b>Job description:</b> ${esc(r.pick(['Supply and install new hot water cylinder, remove old unit.', 'Fault-find tripping circuit, replace RCD, test and tag.', 'Install heat pump in lounge, run condensate line.', 'Repair leaking pipe under kitchen, replace section.', 'Replace rotten deck framing and joists.']))}</div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>GST</th><th>Amount NZD</th></tr>${section('Labour', labour)}${section('Materials', materials)}</table>
<table class="t"><tr><td>Subtotal</td><td>${num(s.net)}</td></tr><tr><td>TOTAL GST 15%</td><td>${num(s.tax)}</td></tr><tr class="g"><td>TOTAL NZD</td><td>${num(s.total)}</td></tr>${paid ? `<tr><td>Less Amount Paid</td><td>${num(paid)}</td></tr>` : ''}<tr class="g"><td>AMOUNT DUE NZD</td><td>${num(s.total - paid)}</td></tr></table>
<div class="pay"><div><b>How to pay</b><br>Direct credit: ${account}<br>Reference: ${esc(number)}</div><div style="text-align:right">Payment due ${d(due)}<br>${esc(r.pick(['Thanks for choosing us!', 'Workmanship guaranteed for 12 months.', 'Please contact us if you have any questions.']))}</div></div></div>`;
    return {
      html: page(NZ_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'NZD',
      }),
      logoOnly: only,
    };
  },
};
