// Small-business accounting software: QuickBooks Online (US and UK), Xero's standard invoice (UK,
// Australia, New Zealand, with its payment advice slip), FreshBooks, Zoho Invoice (US, UK, UAE)
// and Wave. Each as its default PDF template prints: QuickBooks' coloured INVOICE with BILL TO /
// SHIP TO and a BALANCE DUE, Xero's three header columns and "TOTAL GBP", FreshBooks' "Amount Due
// (USD)" in the header, Zoho's "Balance Due" under the number and its dark table header, Wave's
// shaded "Amount Due (USD)" box.
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
  pct,
  SEP,
  stacked,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { canadaTaxes, CATALOG, company, customer, draws, TAX, type CountryCode } from './people.ts';

const TERMS: [string, number][] = [
  ['Net 30', 30],
  ['Net 30', 30],
  ['Net 15', 15],
  ['Due on receipt', 0],
  ['Net 60', 60],
  ['Net 7', 7],
];

const US_RATES = [0, 4, 6, 6.25, 7, 7.25, 7.5, 8.25, 8.875, 9.5, 10.25];

const NOTES = [
  'Thank you for your business.',
  'Thanks for your business!',
  'Please make checks payable to the name above.',
  'Payment is due within the terms stated above. A late fee of 1.5% per month may apply.',
  'We appreciate your prompt payment.',
  '',
];

/** Net-priced lines of services or trade work, with a drawn number of lines. */
function workLines(r: Random, rate: number | (() => number), most = 6): Line[] {
  const catalog = r.chance(0.6) ? CATALOG.servicesEn : CATALOG.tradeEn;
  return draws(r, catalog, r.int(1, most), rate);
}

// ---------------------------------------------------------------------------------------------
// QuickBooks Online

const QB_CSS = (accent: string, light: string) => `
body{font-family:Helvetica,Arial,sans-serif;font-size:10px;color:#393a3d;line-height:1.35}
.head{display:flex;justify-content:space-between}
.co b{font-size:13px;display:block;margin-bottom:2px;color:#000}
.title{color:${accent};font-size:24px;letter-spacing:1px;margin:22px 0 12px;font-weight:normal}
.grid{display:flex;gap:40px}
.grid .lab{color:${accent};font-size:9px;font-weight:bold;letter-spacing:.4px}
.grid>div{min-width:150px}
.meta td{padding:1px 8px 1px 0}
.meta td:first-child{color:${accent};font-size:9px;font-weight:bold;text-align:right;letter-spacing:.4px}
.ship{display:flex;gap:40px;margin-top:14px;padding-top:8px;border-top:1px solid #d4d7dc}
table.items{width:100%;margin-top:18px}
table.items th{background:${light};color:${accent};font-size:9px;text-align:left;padding:6px 6px;letter-spacing:.4px}
table.items th.n,table.items td.n{text-align:right}
table.items td{padding:7px 6px;vertical-align:top;border-bottom:1px dotted #c9ccd1}
table.items td b{font-weight:bold;color:#000}
.bottom{display:flex;justify-content:space-between;margin-top:12px;border-top:1px solid #8d9096;padding-top:8px}
.msg{max-width:45%;white-space:pre-line}
table.tot td{padding:3px 6px;text-align:right}
table.tot td:first-child{color:#6b6c72;font-size:9px;letter-spacing:.3px}
table.tot tr.bal td{font-size:15px;font-weight:bold;color:#000;padding-top:8px}
table.tot tr.bal td:first-child{font-size:10px}
table.vat{margin-top:14px}
table.vat th{font-size:8.5px;color:${accent};text-align:right;padding:2px 10px 2px 0}
table.vat td{text-align:right;padding:2px 10px 2px 0}
`;

export const quickbooks: Layout = {
  name: 'quickbooks-online',
  render(r) {
    const uk = r.chance(0.3);
    const code: CountryCode = uk ? 'GB' : 'US';
    const seller = company(r, code);
    const buyer = customer(r, code, seller.stem, 0.3);
    const accent = r.pick(['#365ebf', '#2ca01c', '#0077c5', '#6b6c72', '#d52b1e', '#393a3d']);
    const light = `${accent}1f`;
    const issued = issueDate(r);
    const [terms, days] = r.pick(TERMS);
    const due = addDays(issued, days);
    const dateOf = (iso: string) => fmtDate(iso, uk ? 'DD/MM/YYYY' : 'MM/DD/YYYY');
    const number = String(r.chance(0.8) ? r.int(1001, 1999) : r.int(100, 9999));
    const m = (cents: number) => num(cents);
    const sym = uk ? '£' : '$';
    const usRate = r.chance(0.45) ? 0 : r.pick(US_RATES.slice(1));
    const rateOf = () => (uk ? (r.chance(0.85) ? 20 : r.pick([5, 0])) : r.chance(0.8) ? usRate : 0);
    const items = workLines(r, rateOf);
    const discount = r.chance(0.2) ? r.pick([5, 10, 15]) : 0;
    const shipping = !uk && r.chance(0.15) ? r.int(8, 60) * 100 : 0;
    const s = sums(items, { discountPercent: discount || undefined, shipping });
    const taxed = uk || s.tax > 0 || r.chance(0.3);
    const deposit = r.chance(0.2) ? Math.round(s.total * r.pick([0.25, 0.3, 0.5])) : 0;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.45 });
    const dated = r.chance(0.5);
    const serviceDate = addDays(issued, -r.int(0, 12));
    const po = r.chance(0.3) ? `${r.pick(['PO', 'P.O. ', ''])}${r.int(1000, 98000)}` : '';
    const vatNo = uk ? TAX.vatGB(r) : '';
    const detail = [
      'Work completed as agreed',
      'As per estimate',
      'Monthly retainer',
      'On site',
      '',
    ];
    const head = `<tr>${dated ? '<th>DATE</th>' : ''}<th>ACTIVITY</th><th>DESCRIPTION</th>${uk ? '<th>VAT</th>' : ''}<th class="n">QTY</th><th class="n">RATE</th><th class="n">AMOUNT</th></tr>`;
    const rows = items
      .map(
        (item) =>
          `<tr>${dated ? `<td>${dateOf(serviceDate)}</td>` : ''}<td><b>${esc(item.description)}</b></td><td>${esc(r.pick(detail))}</td>${uk ? `<td>${item.rate}% S</td>` : ''}<td class="n">${item.quantity}</td><td class="n">${m(item.unit)}</td><td class="n">${m(item.amount)}</td></tr>`,
      )
      .join('');
    const totals: [string, string][] = [['SUBTOTAL', m(s.subtotal)]];
    if (s.discount) totals.push([`DISCOUNT ${discount}%`, `-${m(s.discount)}`]);
    if (shipping) totals.push(['SHIPPING', m(shipping)]);
    if (taxed) totals.push([uk ? 'VAT TOTAL' : 'TAX', m(s.tax)]);
    totals.push(['TOTAL', m(s.total)]);
    if (deposit) totals.push(['DEPOSIT', m(deposit)]);
    const vatSummary = uk
      ? `<table class="vat"><tr><th style="text-align:left">VAT SUMMARY</th><th>RATE</th><th>VAT</th><th>NET</th></tr>${s.taxes
          .map(
            (row) =>
              `<tr><td></td><td>VAT @ ${row.rate}%</td><td>${m(row.tax)}</td><td>${m(row.base)}</td></tr>`,
          )
          .join('')}</table>`
      : '';
    const body = `
<div class="head"><div class="co">${only ? '' : `<b>${esc(seller.name)}</b>`}${lines([...seller.address, seller.phone, seller.email, r.chance(0.5) ? seller.website : null, vatNo ? `VAT Registration No.: ${vatNo}` : null])}</div>
<div>${logo ? img(logo, 'max-height:70px') : ''}</div></div>
<div class="title">INVOICE</div>
<div class="grid"><div><div class="lab">BILL TO</div>${lines([buyer.company && r.chance(0.5) ? buyer.contact : null, buyer.name, ...buyer.address])}</div>
${r.chance(0.5) ? `<div><div class="lab">SHIP TO</div>${lines([buyer.name, ...buyer.address])}</div>` : ''}
<div style="margin-left:auto"><table class="meta"><tr><td>INVOICE #</td><td>${number}</td></tr><tr><td>DATE</td><td>${dateOf(issued)}</td></tr><tr><td>DUE DATE</td><td>${dateOf(due)}</td></tr><tr><td>TERMS</td><td>${terms}</td></tr></table></div></div>
${po || shipping ? `<div class="ship">${po ? `<div><div class="lab" style="color:${accent};font-size:9px;font-weight:bold">P.O. NUMBER</div>${po}</div>` : ''}${shipping ? `<div><div style="color:${accent};font-size:9px;font-weight:bold">SHIP VIA</div>${r.pick(['UPS', 'FedEx', 'USPS'])}</div><div><div style="color:${accent};font-size:9px;font-weight:bold">TRACKING NO.</div>1Z${r.alnum(16)}</div>` : ''}</div>` : ''}
<table class="items">${head}${rows}</table>
<div class="bottom"><div class="msg">${esc(r.pick(NOTES))}${vatSummary}</div>
<table class="tot">${totals.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('')}<tr class="bal"><td>BALANCE DUE</td><td>${sym}${m(s.total - deposit)}</td></tr></table></div>`;
    return {
      html: page(QB_CSS(accent, light), body),
      paper: { format: uk ? 'A4' : 'Letter', margin: ['0.5in', '0.55in', '0.5in', '0.55in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency: uk ? 'GBP' : 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Xero

const XERO_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:9px;color:#000;line-height:1.4}
.top{display:flex;justify-content:space-between;align-items:flex-start;min-height:60px}
h1{font-size:22px;font-weight:bold;margin:0 0 18px;letter-spacing:.5px}
.cols{display:grid;grid-template-columns:38% 24% 38%}
.cols b{display:block}
.item{margin-bottom:7px}
table.items{width:100%;margin-top:28px}
table.items th{text-align:right;border-bottom:1px solid #000;padding:3px 4px;font-weight:bold}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{text-align:right;padding:5px 4px;border-bottom:1px solid #cfcfcf;vertical-align:top}
table.sum{margin-left:auto;width:42%;margin-top:4px}
table.sum td{text-align:right;padding:3px 4px}
table.sum tr.total td{font-weight:bold;border-top:1px solid #000}
table.sum tr.due td{font-weight:bold;border-top:1px solid #000}
.terms{margin-top:28px}
.terms b{font-size:10px}
.advice{position:absolute;left:0;right:0;bottom:0;border-top:1px dashed #000;padding-top:12px}
.advice h2{font-size:16px;margin:0 0 10px}
.advice .row{display:flex;justify-content:space-between}
.advice table td{padding:2px 8px 2px 0}
.advice table td:first-child{font-weight:bold}
.sheet{position:relative;height:267mm}
`;

export const xero: Layout = {
  name: 'xero-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'AU', 'AU', 'NZ']);
    const seller = company(r, code);
    const buyer = customer(r, code, seller.stem, 0.15);
    const [currency, taxName, rate, idLabel, id] = (
      {
        GB: ['GBP', 'VAT', 20, 'VAT Number', TAX.vatGB(r)],
        AU: ['AUD', 'GST', 10, 'ABN', TAX.abn(r)],
        NZ: ['NZD', 'GST', 15, 'GST Number', TAX.gstNZ(r)],
      } as const
    )[code as 'GB'];
    const title = code === 'GB' ? r.pick(['INVOICE', 'INVOICE', 'TAX INVOICE']) : 'TAX INVOICE';
    const issued = issueDate(r);
    const due = addDays(issued, r.pick([7, 14, 20, 30]));
    const dateOf = (iso: string) => fmtDate(iso, 'D MMM YYYY');
    const number = `INV-${String(r.int(1, 4200)).padStart(4, '0')}`;
    const rates = () => (code === 'GB' && r.chance(0.15) ? r.pick([0, 5]) : rate);
    const discounting = r.chance(0.25);
    const items = workLines(r, rates).map((item) =>
      discounting && r.chance(0.6)
        ? line(item.description, item.quantity, item.unit, item.rate, {
            discount: r.pick([5, 10, 15]),
          })
        : item,
    );
    const s = sums(items);
    const paid = r.chance(0.25) ? (r.chance(0.5) ? s.total : Math.round(s.total * 0.5)) : 0;
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.65 });
    const reference = r.chance(0.5)
      ? `${r.pick(['PO ', 'PO-', 'Job ', ''])}${r.int(100, 9999)}`
      : '';
    const q = (value: number) => value.toFixed(2);
    const head = `<tr><th>Description</th><th>Quantity</th><th>Unit Price</th>${discounting ? '<th>Disc.</th>' : ''}<th>${taxName}</th><th>Amount ${currency}</th></tr>`;
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${q(item.quantity)}</td><td>${num(item.unit)}</td>${discounting ? `<td>${item.discount ? `${item.discount.toFixed(2)}%` : ''}</td>` : ''}<td>${item.rate === 0 ? (code === 'GB' ? 'Zero Rated' : 'GST Free') : `${item.rate}%`}</td><td>${num(item.amount)}</td></tr>`,
      )
      .join('');
    const taxRows = s.taxes
      .filter((row) => row.rate > 0)
      .map((row) => `<tr><td>TOTAL ${taxName} ${row.rate}%</td><td>${num(row.tax)}</td></tr>`)
      .join('');
    const bank =
      code === 'GB'
        ? `Bank: ${r.pick(['Barclays', 'NatWest', 'Lloyds', 'HSBC', 'Starling'])}<br>Sort code: ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}<br>Account number: ${r.digits(8)}`
        : code === 'AU'
          ? `BSB: ${r.digits(3)}-${r.digits(3)}<br>Account: ${r.digits(9)}`
          : `Account: ${r.digits(2)}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}`;
    const body = `<div class="sheet">
<div class="top"><h1>${title}</h1><div>${logo ? img(logo, 'max-height:60px') : ''}</div></div>
<div class="cols">
<div>${lines([buyer.name, buyer.company && r.chance(0.5) ? `Attention: ${buyer.contact}` : null, ...buyer.address, buyer.country.name === seller.country.name ? null : buyer.country.name])}</div>
<div><div class="item"><b>Invoice Date</b>${dateOf(issued)}</div><div class="item"><b>Invoice Number</b>${number}</div>${reference ? `<div class="item"><b>Reference</b>${esc(reference)}</div>` : ''}<div class="item"><b>${idLabel}</b>${id}</div></div>
<div>${lines([seller.name, ...seller.address, r.chance(0.5) ? seller.phone : null, r.chance(0.5) ? seller.email : null])}</div>
</div>
<table class="items">${head}${rows}</table>
<table class="sum"><tr><td>Subtotal${discounting ? ' (includes a discount of ' + num(items.reduce((sum, item) => sum + Math.round(item.quantity * item.unit) - item.amount, 0)) + ')' : ''}</td><td>${num(s.subtotal)}</td></tr>${taxRows}
<tr class="total"><td>TOTAL ${currency}</td><td>${num(s.total)}</td></tr>
${paid ? `<tr><td>Less Amount Paid</td><td>${num(paid)}</td></tr><tr class="due"><td>AMOUNT DUE ${currency}</td><td>${num(s.total - paid)}</td></tr>` : ''}</table>
<div class="terms"><b>Due Date: ${dateOf(due)}</b><br>${bank}<br>Please use ${number} as the payment reference.</div>
<div class="advice"><h2>PAYMENT ADVICE</h2><div class="row"><div>To: ${lines([seller.name, ...seller.address])}</div>
<table><tr><td>Customer</td><td>${esc(buyer.name)}</td></tr><tr><td>Invoice Number</td><td>${number}</td></tr><tr><td style="border-top:1px solid #000">Amount Due</td><td style="border-top:1px solid #000">${num(s.total - paid)}</td></tr><tr><td>Due Date</td><td>${dateOf(due)}</td></tr><tr><td style="border-top:1px solid #000">Amount Enclosed</td><td style="border-top:1px solid #000;width:90px"></td></tr><tr><td></td><td style="font-size:7.5px">Enter the amount you are paying above</td></tr></table></div></div>
</div>`;
    return {
      html: page(XERO_CSS, body),
      paper: { format: 'A4', margin: ['15mm', '15mm', '15mm', '15mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        // Zero-rated lines only: no tax line is printed.
        taxAmount: taxRows ? s.tax : null,
        total: s.total,
        currency,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// FreshBooks

const FB_CSS = (accent: string) => `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10px;color:#2b2b2b;line-height:1.45}
.band{height:8px;background:${accent};margin:-0.5in -0.5in 30px}
.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:34px}
.biz{text-align:right;color:#555}
.biz b{display:block;color:#2b2b2b;font-size:12px}
.info{display:grid;grid-template-columns:30% 22% 22% 26%;margin-bottom:30px}
.lab{color:#8a8a8a;font-size:9px;margin-bottom:2px}
.info>div>div{margin-bottom:12px}
.due{text-align:right}
.due .amt{font-size:24px;color:${accent};font-weight:300}
table.items{width:100%;border-top:3px solid ${accent}}
table.items th{color:${accent};font-weight:bold;text-align:right;padding:8px 4px;font-size:9.5px}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:9px 4px;text-align:right;border-bottom:1px solid #e6e6e6;vertical-align:top}
table.items td small{display:block;color:#8a8a8a}
table.tot{margin-left:auto;margin-top:10px;width:45%}
table.tot td{padding:4px;text-align:right}
table.tot tr.line td{border-top:1px solid #e6e6e6}
table.tot tr.big td{font-weight:bold;font-size:11px;border-top:2px solid ${accent}}
.notes{margin-top:40px}
.notes b{display:block;color:#8a8a8a;font-weight:normal;margin:10px 0 2px}
`;

export const freshbooks: Layout = {
  name: 'freshbooks',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'US', 'CA', 'GB']);
    const seller = r.chance(0.3) ? customer(r, code, '', 1) : company(r, code);
    const buyer = customer(r, code, seller.stem, 0.2);
    const accent = r.pick(['#0075dd', '#1b9a59', '#e94e3c', '#6d3fc0', '#2b2b2b', '#0e7c86']);
    const table: Record<string, [string, string, string, number]> = {
      US: ['USD', '$', 'Tax', r.chance(0.5) ? 0 : r.pick(US_RATES.slice(1))],
      CA: ['CAD', '$', '', 0],
      GB: ['GBP', '£', 'VAT', 20],
    };
    const [currency, symbol, taxName, taxRate] = table[code]!;
    const issued = issueDate(r);
    const provincial = code === 'CA' ? canadaTaxes(buyer.region, issued) : [];
    const due = addDays(issued, r.pick([15, 30, 30, 14]));
    const dateOf = (iso: string) =>
      fmtDate(iso, code === 'US' ? 'MM/DD/YYYY' : code === 'CA' ? 'YYYY-MM-DD' : 'DD/MM/YYYY');
    const number = String(r.int(1, 980)).padStart(7, '0');
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const items = workLines(r, taxRate, 5);
    const discount = r.chance(0.2) ? r.pick([5, 10, 20]) : 0;
    const s = stacked(
      sums(items, { discountPercent: discount || undefined }),
      provincial.map((tax) => tax.rate),
    );
    const paid = r.chance(0.3) ? (r.chance(0.4) ? s.total : r.int(1, 10) * 5000) : 0;
    const paidNow = Math.min(paid, s.total);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.55 });
    const reference = r.chance(0.4) ? `PO-${r.int(100, 9999)}` : '';
    const taxed = taxRate > 0 || provincial.length > 0;
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}${r.chance(0.4) ? `<small>${esc(r.pick(['Completed ' + dateOf(addDays(issued, -r.int(1, 20))), 'See attached timesheet', 'Phase 1', 'Includes revisions']))}</small>` : ''}</td><td>${m(item.unit)}</td><td>${item.quantity}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const taxRows = provincial.length
      ? s.taxes.map(
          (row, index) => [`${provincial[index]!.name} (${pct(row.rate)})`, row.tax] as const,
        )
      : taxed
        ? [[`${taxName} (${pct(taxRate)})`, s.tax] as const]
        : [];
    const body = `<div class="band"></div>
<div class="head"><div>${logo ? img(logo, 'max-height:70px') : ''}</div>
<div class="biz">${only ? '' : `<b>${esc(seller.name)}</b>`}${lines([seller.phone, ...seller.address, seller.country.name, r.chance(0.4) ? seller.email : null])}</div></div>
<div class="info"><div><div class="lab">Billed To</div>${lines([buyer.company && r.chance(0.5) ? buyer.contact : null, buyer.name, ...buyer.address])}</div>
<div><div><div class="lab">Date of Issue</div>${dateOf(issued)}</div><div><div class="lab">Due Date</div>${dateOf(due)}</div></div>
<div><div><div class="lab">Invoice Number</div>${number}</div>${reference ? `<div><div class="lab">Reference</div>${reference}</div>` : ''}</div>
<div class="due"><div class="lab">Amount Due (${currency})</div><div class="amt">${m(s.total - paidNow)}</div></div></div>
<table class="items"><tr><th>Description</th><th>Rate</th><th>Qty</th><th>Line Total</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Discount</td><td>-${m(s.discount)}</td></tr>` : ''}
${taxRows.map(([label, tax]) => `<tr><td>${label}</td><td>${m(tax)}</td></tr>`).join('')}
<tr class="line"><td>Total</td><td>${m(s.total)}</td></tr>
<tr><td>Amount Paid</td><td>${m(paidNow)}</td></tr>
<tr class="big"><td>Amount Due (${currency})</td><td>${m(s.total - paidNow)}</td></tr></table>
<div class="notes">${r.chance(0.6) ? `<b>Notes</b>${esc(r.pick(NOTES.filter(Boolean)))}` : ''}${r.chance(0.6) ? `<b>Terms</b>${esc(r.pick(['Payment due within 30 days.', 'Please pay within 15 days of receiving this invoice.', 'Late payments are subject to a 2% monthly fee.']))}` : ''}</div>`;
    return {
      html: page(FB_CSS(accent), body),
      paper: {
        format: code === 'GB' ? 'A4' : 'Letter',
        margin: ['0.5in', '0.5in', '0.5in', '0.5in'],
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Zoho Invoice

const ZOHO_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#333;line-height:1.45}
.head{display:flex;justify-content:space-between}
.org b{font-size:12px;display:block;color:#000}
.right{text-align:right}
.right h1{font-size:28px;font-weight:normal;margin:0;letter-spacing:.5px}
.right .no{font-weight:bold;margin-top:2px}
.right .bal{margin-top:14px;font-size:9px}
.right .bal b{display:block;font-size:14px}
.mid{display:flex;justify-content:space-between;margin-top:26px}
.billto .lab{color:#777}
.billto b{color:#408dfb;display:block}
.meta td{padding:2px 0 2px 30px;text-align:right}
.meta td:first-child{color:#555}
table.items{width:100%;margin-top:20px}
table.items th{background:#3c3d3a;color:#fff;font-weight:normal;padding:6px 6px;text-align:right}
table.items th:nth-child(-n+2),table.items td:nth-child(-n+2){text-align:left}
table.items td{padding:8px 6px;border-bottom:1px solid #ddd;text-align:right;vertical-align:top}
table.items td small{color:#777;display:block}
table.tot{margin-left:auto;width:45%;margin-top:6px}
table.tot td{text-align:right;padding:5px 6px}
table.tot tr.total td{font-weight:bold}
table.tot tr.bal td{background:#f5f4f3;font-weight:bold}
.words{margin-top:8px;text-align:right;font-style:italic}
.notes{margin-top:34px}
.notes p{margin:2px 0 14px;color:#555}
`;

export const zoho: Layout = {
  name: 'zoho-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'GB', 'AE']);
    const seller = company(r, code, { form: code === 'AE' ? 'always' : 'mostly' });
    const buyer = customer(r, code, seller.stem, 0.15);
    const table: Record<string, [string, string, string, number, string, string]> = {
      US: ['USD', '$', 'Sales Tax', r.pick(US_RATES.slice(1)), '', ''],
      GB: ['GBP', '£', 'VAT', 20, 'VAT Reg No', TAX.vatGB(r).replace(/ /g, '')],
      AE: ['AED', 'AED', 'VAT', 5, 'TRN', TAX.trnAE(r)],
    };
    const [currency, symbol, taxLabel, rate, idLabel, id] = table[code]!;
    const taxed = code !== 'US' || r.chance(0.6);
    const issued = issueDate(r);
    const [terms, days] = r.pick(TERMS);
    const due = addDays(issued, days);
    const pattern = r.chance(0.5) ? 'DD MMM YYYY' : code === 'US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
    const fmtAny = (iso: string) => fmtDate(iso, pattern);
    const number = `INV-${String(r.int(1, 2400)).padStart(6, '0')}`;
    const m = moneyOf({
      sep: SEP.en,
      symbol,
      position: symbol === 'AED' ? 'before-space' : 'before',
    });
    const items = workLines(r, taxed ? rate : 0, 6);
    const discount = r.chance(0.25) ? r.pick([5, 10, 12]) : 0;
    const s = sums(items, { discountPercent: discount || undefined });
    const paid = r.chance(0.3) ? Math.min(s.total, r.int(1, 20) * 10000) : 0;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.5 });
    const title = code === 'AE' || (code === 'GB' && r.chance(0.3)) ? 'TAX INVOICE' : 'INVOICE';
    const rows = items
      .map(
        (item, index) =>
          `<tr><td>${index + 1}</td><td>${esc(item.description)}${r.chance(0.3) ? `<small>${esc(r.pick(['As discussed', 'Hours logged this period', 'Includes materials', 'Annual renewal']))}</small>` : ''}</td><td>${item.quantity.toFixed(2)}${item.uom ? ` ${item.uom}` : ''}</td><td>${num(item.unit)}</td><td>${num(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div class="org">${logo ? `${img(logo, 'max-height:60px;margin-bottom:6px')}<br>` : ''}${only ? '' : `<b>${esc(seller.name)}</b>`}${lines([...seller.address, seller.country.name, seller.phone, seller.email, id ? `${idLabel} ${id}` : null])}</div>
<div class="right"><h1>${title}</h1><div class="no"># ${number}</div><div class="bal">Balance Due<b>${m(s.total - paid)}</b></div></div></div>
<div class="mid"><div class="billto"><div class="lab">Bill To</div><b>${esc(buyer.name)}</b>${lines([...buyer.address, buyer.country.name])}</div>
<table class="meta"><tr><td>Invoice Date :</td><td>${fmtAny(issued)}</td></tr><tr><td>Terms :</td><td>${terms}</td></tr><tr><td>Due Date :</td><td>${fmtAny(due)}</td></tr>${r.chance(0.4) ? `<tr><td>P.O.# :</td><td>PO-${r.int(1000, 9999)}</td></tr>` : ''}</table></div>
<table class="items"><tr><th style="width:22px">#</th><th>Item &amp; Description</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Sub Total</td><td>${num(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Discount(${discount}%)</td><td>(-) ${num(s.discount)}</td></tr>` : ''}
${taxed ? `<tr><td>${taxLabel} (${rate}%)</td><td>${num(s.tax)}</td></tr>` : ''}
<tr class="total"><td>Total</td><td>${m(s.total)}</td></tr>
${paid ? `<tr><td>Payment Made</td><td style="color:#d00">(-) ${num(paid)}</td></tr>` : ''}
<tr class="bal"><td>Balance Due</td><td>${m(s.total - paid)}</td></tr></table>
<div class="notes"><div>Notes</div><p>${esc(r.pick(['Thanks for your business.', 'Looking forward for your business.', 'It was great doing business with you.']))}</p>${r.chance(0.5) ? `<div>Terms &amp; Conditions</div><p>${esc(r.pick(['Please pay within the due date.', 'Your company’s Terms and Conditions will be displayed here.', 'Goods once sold will not be taken back.']))}</p>` : ''}</div>`;
    return {
      html: page(ZOHO_CSS, body),
      paper: { format: code === 'US' ? 'Letter' : 'A4', margin: ['12mm', '12mm', '12mm', '12mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Wave

const WAVE_CSS = (accent: string) => `
body{font-family:Arial,Helvetica,sans-serif;font-size:10px;color:#1c252c;line-height:1.4}
.head{display:flex;justify-content:space-between;align-items:flex-start;padding-bottom:16px;border-bottom:1px solid #d4dde3}
.head .r{text-align:right}
.head h1{font-size:26px;font-weight:normal;margin:0 0 6px;letter-spacing:1px}
.head b{display:block}
.mid{display:flex;justify-content:space-between;padding:18px 0}
.lab{color:#687e8e;font-weight:bold;font-size:9px;text-transform:uppercase;margin-bottom:3px}
.meta td{padding:2px 0 2px 14px;text-align:right}
.meta td:first-child{font-weight:bold}
.meta tr.amt td{background:#f0f3f5;padding:6px 0 6px 14px;font-weight:bold}
table.items{width:100%}
table.items th{background:${accent};color:#fff;padding:7px 10px;text-align:right}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:10px;text-align:right;border-bottom:1px solid #d4dde3;vertical-align:top}
table.items td small{display:block;color:#687e8e}
table.tot{margin-left:auto;margin-top:8px}
table.tot td{padding:4px 10px;text-align:right}
table.tot td:first-child{font-weight:bold}
table.tot tr.sep td{border-top:1px solid #d4dde3}
.notes{margin-top:34px}
.notes b{display:block;margin-bottom:3px}
`;

export const wave: Layout = {
  name: 'wave',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'CA']);
    const seller = r.chance(0.25) ? customer(r, code, '', 1) : company(r, code);
    const buyer = customer(r, code, seller.stem, 0.3);
    const accent = r.pick(['#2a3a4a', '#1c6bd3', '#3f6f4a', '#8a2846', '#6b4ea3']);
    const currency = code === 'US' ? 'USD' : 'CAD';
    const issued = issueDate(r);
    const provincial = code === 'CA' ? canadaTaxes(buyer.region, issued) : [];
    const rate = code === 'US' && r.chance(0.5) ? r.pick(US_RATES.slice(1)) : 0;
    const due = addDays(issued, r.pick([0, 15, 30]));
    const dateOf = (iso: string) => fmtDate(iso, 'MMMM D, YYYY');
    const number = r.chance(0.6) ? String(r.int(1, 480)) : `${r.int(2023, 2026)}-${r.digits(3)}`;
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const items = workLines(r, rate, 5);
    const discount = r.chance(0.15) ? r.int(2, 20) * 500 : 0;
    const s = stacked(
      sums(items, { discount: Math.min(discount, Math.round(items[0]!.amount / 2)) }),
      provincial.map((tax) => tax.rate),
    );
    const taxRows = provincial.length
      ? s.taxes.map(
          (row, index) => [`${provincial[index]!.name} ${pct(row.rate)}:`, row.tax] as const,
        )
      : rate
        ? [[`Sales Tax ${pct(rate)}:`, s.tax] as const]
        : [];
    const payment = r.chance(0.3) ? s.total : 0;
    const paidOn = addDays(issued, r.int(1, 20));
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.55 });
    const rows = items
      .map(
        (item) =>
          `<tr><td><b>${esc(item.description)}</b>${r.chance(0.3) ? `<small>${esc(r.pick(['Description of the work', 'Per our agreement', 'Week of ' + fmtDate(addDays(issued, -7), 'MMM D')]))}</small>` : ''}</td><td>${item.quantity}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div>${logo ? img(logo, 'max-height:80px') : ''}</div>
<div class="r"><h1>INVOICE</h1>${only ? '' : `<b>${esc(seller.name)}</b>`}${lines([...seller.address, seller.country.name, '', `Phone: ${seller.phone}`, seller.website])}</div></div>
<div class="mid"><div><div class="lab">Bill to</div><b>${esc(buyer.name)}</b><br>${lines([buyer.company ? buyer.contact : null, ...buyer.address, buyer.country.name, '', buyer.email])}</div>
<table class="meta"><tr><td>Invoice Number:</td><td>${number}</td></tr>${r.chance(0.4) ? `<tr><td>P.O./S.O. Number:</td><td>${r.int(1000, 9999)}</td></tr>` : ''}<tr><td>Invoice Date:</td><td>${dateOf(issued)}</td></tr><tr><td>Payment Due:</td><td>${dateOf(due)}</td></tr><tr class="amt"><td>Amount Due (${currency}):</td><td>${m(s.total - payment)}</td></tr></table></div>
<table class="items"><tr><th>Items</th><th>Quantity</th><th>Price</th><th>Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal:</td><td>${m(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Discount:</td><td>(${m(s.discount)})</td></tr>` : ''}
${taxRows.map(([label, tax]) => `<tr><td>${label}</td><td>${m(tax)}</td></tr>`).join('')}
<tr class="sep"><td>Total:</td><td>${m(s.total)}</td></tr>
${payment ? `<tr><td style="font-weight:normal">Payment on ${dateOf(paidOn)} using ${r.pick(['a credit card', 'a bank payment', 'cash'])}:</td><td>${m(payment)}</td></tr>` : ''}
<tr class="sep"><td>Amount Due (${currency}):</td><td>${m(s.total - payment)}</td></tr></table>
${r.chance(0.6) ? `<div class="notes"><b>Notes / Terms</b>${esc(r.pick(NOTES.filter(Boolean)))}</div>` : ''}`;
    return {
      html: page(WAVE_CSS(accent), body),
      paper: { format: 'Letter', margin: ['0.5in', '0.5in', '0.5in', '0.5in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxRows.length ? s.tax : null,
        total: s.total,
        currency,
      }),
      logoOnly: only,
    };
  },
};
