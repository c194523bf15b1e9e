// Set 6's invoices from Kenya, Nigeria and Egypt: a Kenyan business's tax invoice printed by its
// ERP with the KRA eTIMS block (KRA PINs, the tax codes A-Exempt, B-16 %, C-zero-rated and their
// totals, the control unit's ID and invoice number, internal data, the receipt signature and QR,
// M-Pesa Paybill and bank details, a P.O. Box address), a Nigerian company's invoice (RC number and
// TIN, VAT 7.5 %, the date as "15th March, 2025", the amount in words in naira and kobo, the
// NUBAN account to pay into, withholding tax noted for the payer) and an Egyptian e-invoice in
// English as the Tax Authority's portal prints it (internal ID and UUID, the issuer's and the
// receiver's registration numbers, branch and activity codes, EGS item codes, sales total,
// discount, net total, VAT T1 14 %, total amount).
import {
  addDays,
  esc,
  fmtDate,
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
import { img, sellerLogo } from './logo.ts';
import { catalog, englishWords, qrPicture } from './set4-parties.ts';
import { kraPin, org6, pastDate, person6, rcNG, tinNG, trnEG } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Kenya: an ERP's tax invoice with the eTIMS block

const KE_ITEMS = catalog(
  'Cement 50kg (bag)|720|850; Steel bar Y12 x 12m|1150|1450; Roofing sheets 30G x 3m|980|1500; Office chair, mesh|6500|14500; Printer toner HP 26A|8500|14000; Laptop 14" Core i5|68000|115000; Consultancy services|25000|180000; Delivery / transport|2500|18000; Maize flour 2kg (bale of 12)|1750|2300; Cooking oil 20L|4800|6900',
);

const KE_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.4px;color:#111;line-height:1.4;padding:11mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid var(--c);padding-bottom:2mm}
.hd .n{font-size:15px;font-weight:bold;color:var(--c)}
h1{font-size:17px;margin:0;text-align:right}
.cols{display:flex;justify-content:space-between;margin-top:4mm;gap:8mm}
table.k td{padding:0.6px 8px 0.6px 0}
table.k td:first-child{font-weight:bold}
table.l{width:100%;margin-top:4mm}
table.l th{background:var(--c);color:#fff;padding:3px;text-align:right;font-weight:normal}
table.l td{padding:3px;border-bottom:1px solid #ddd;text-align:right}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:3mm}
table.t td{padding:1.5px 4px}
table.t td:last-child{text-align:right;min-width:26mm}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #111;font-size:10px}
.etims{border:1px dashed #555;padding:2mm;margin-top:4mm;display:flex;gap:4mm;font-family:"DejaVu Sans Mono",monospace;font-size:7.2px}
`;

export const kenyanEtimsInvoice: Layout = {
  name: 'ke-etims-invoice',
  render(r) {
    const seller = org6(r, 'KE', { form: 'always' });
    const buyer = r.chance(0.8)
      ? org6(r, 'KE', { avoid: seller.stem, form: 'always' })
      : person6(r, 'KE');
    const issued = pastDate(r);
    const inclusive = r.chance(0.4);
    const items: Line[] = r.some(KE_ITEMS, r.int(1, 6)).map((product) => {
      const quantity = product.high < 3000 ? r.int(2, 150) : r.chance(0.7) ? 1 : r.int(2, 8);
      const rate =
        /Maize|Consult/.test(product.text) && r.chance(0.5)
          ? product.text.startsWith('Maize')
            ? 0
            : 16
          : 16;
      return line(
        product.text,
        quantity,
        Math.round(product.low + r.next() * (product.high - product.low)) * 100,
        rate,
        { sku: `${r.letters(2)}${pad(r.int(1, 9999), 4)}` },
      );
    });
    const s = sums(items);
    const money = moneyOf({ sep: SEP.en, symbol: '', position: 'before' });
    const number = r.pick([
      `INV-${issued.slice(0, 4)}-${pad(r.int(1, 9999), 4)}`,
      `SI${pad(r.int(1, 99999), 6)}`,
      `${r.int(10000, 99999)}`,
    ]);
    const scu = `KRACU0${r.pick(['1', '3'])}00${r.digits(6)}`;
    const cuNo = `${scu}/${r.int(1, 9999)}`;
    const dFmt = r.pick(['DD/MM/YYYY', 'DD-MMM-YYYY', 'D MMMM YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt);
    const colour = r.pick(['#006b3f', '#bb0000', '#1f4e79', '#5b2c83']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const qr = qrPicture(r, 70);
    const code = (rate: number) => (rate === 16 ? 'B' : 'C');
    const rows = items
      .map((entry) => {
        const tax = Math.round((entry.amount * entry.rate) / 100);
        return `<tr><td>${entry.sku}</td><td>${esc(entry.description)}</td><td>${entry.quantity}</td><td>${money(inclusive ? Math.round(entry.unit * (1 + entry.rate / 100)) : entry.unit)}</td><td>${code(entry.rate)}</td><td>${money(tax)}</td><td>${money(inclusive ? entry.amount + tax : entry.amount)}</td></tr>`;
      })
      .join('');
    const rowB = s.taxes.find((row) => row.rate === 16);
    const rowC = s.taxes.find((row) => row.rate === 0);
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:48px')}<br>` : ''}${only ? '' : `<span class="n">${esc(seller.name)}</span><br>`}${lines([...seller.address, `Tel: ${seller.phone} · ${seller.email}`, `PIN: ${kraPin(r)}`])}</div><div><h1>TAX INVOICE</h1><table class="k" style="margin-top:2mm"><tr><td>Invoice No:</td><td>${esc(number)}</td></tr><tr><td>Date:</td><td>${d(issued)}</td></tr><tr><td>Due Date:</td><td>${d(addDays(issued, r.pick([7, 14, 30])))}</td></tr>${r.chance(0.5) ? `<tr><td>LPO No:</td><td>${r.int(1000, 99999)}</td></tr>` : ''}<tr><td>Currency:</td><td>KES</td></tr></table></div></div>
<div class="cols"><div><b>Bill To:</b><br>${lines([buyer.name, ...buyer.address])}<br>Customer PIN: ${buyer.company ? kraPin(r) : kraPin(r, true)}</div><div><b>Delivery:</b><br>${lines([r.pick(['Site', 'Warehouse', 'Head office']), buyer.place.city, `Delivery note: DN${r.digits(5)}`])}</div></div>
<table class="l"><tr><th>Code</th><th>Description</th><th>Qty</th><th>Unit price${inclusive ? ' (incl.)' : ''}</th><th>Tax</th><th>VAT</th><th>Amount${inclusive ? ' (incl.)' : ''}</th></tr>${rows}</table>
<div class="bot"><div style="font-size:7.8px">Tax codes: A-Exempt · B-16.00% · C-0% · D-Non VAT · E-8%<br><br><b>Payment details</b><br>M-PESA Paybill ${r.int(200000, 999999)} · Account ${esc(number)}<br>${r.pick(['Equity Bank', 'KCB Bank', 'NCBA Bank', 'Co-operative Bank'])}, ${r.pick(['Westlands', 'Moi Avenue', 'Industrial Area'])} branch · A/C ${r.digits(13)}${only ? '' : `<br>Cheques payable to ${esc(seller.name)}`}</div>
<table class="t">${rowB ? `<tr><td>TOTAL B-16.00%</td><td>${money(rowB.base)}</td></tr><tr><td>TOTAL TAX B</td><td>${money(rowB.tax)}</td></tr>` : ''}${rowC ? `<tr><td>TOTAL C-0%</td><td>${money(rowC.base)}</td></tr>` : ''}<tr><td>TOTAL A-EX</td><td>${money(0)}</td></tr><tr><td>Total excl. VAT</td><td>${money(s.net)}</td></tr><tr><td>TOTAL TAX</td><td>${money(s.tax)}</td></tr><tr class="g"><td>TOTAL AMOUNT (KES)</td><td>${money(s.total)}</td></tr></table></div>
<div class="etims">${img(qr)}<div>SCU INFORMATION<br>Date: ${fmtDate(issued, 'DD/MM/YYYY')} Time: ${pad(r.int(8, 18), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}<br>SCU ID: ${scu}<br>CU INVOICE NO.: ${cuNo}<br>Internal Data: ${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}<br>Receipt Signature: ${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}-${r.alnum(4)}<br>Powered by KRA eTIMS</div></div></div>`;
    return {
      html: page(KE_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        // The ERP's invoice number; the control unit's invoice number is a second reference.
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'KES',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Nigeria: a company's invoice with the amount in words

const NG_ITEMS = catalog(
  'Supply of diesel (AGO) per litre|950|1400; Generator servicing|85000|350000; Network installation and configuration|450000|3500000; Office furniture – executive desk|280000|850000; Branding and printing of banners|45000|400000; Consultancy fee|500000|4500000; Haulage services (Lagos – Abuja)|650000|1800000; Laptop computer (Core i7)|950000|1800000; Annual software licence|300000|2500000; Cleaning services (monthly)|150000|600000',
);

const NG_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.4px;color:#111;line-height:1.45;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid var(--c);padding-bottom:3mm}
.hd .n{font-size:17px;font-weight:bold;color:var(--c)}
h1{font-size:20px;letter-spacing:3px;margin:0;color:var(--c)}
.cols{display:flex;justify-content:space-between;margin-top:5mm}
table.k td{padding:1px 0 1px 10px}
table.k td:first-child{padding-left:0;font-weight:bold}
table.l{width:100%;margin-top:5mm;border:1px solid #999}
table.l th{background:#eee;border:1px solid #999;padding:3px}
table.l td{border:1px solid #ccc;padding:3px;text-align:right}
table.l td.t{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:50%}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:10.5px;border-top:2px solid #111}
.words{margin-top:3mm;font-style:italic}
.bank{margin-top:5mm;border:1px solid var(--c);padding:2mm 3mm;width:60%}
.sig{margin-top:10mm;width:55mm;border-top:1px solid #111;text-align:center}
`;

export const nigerianInvoice: Layout = {
  name: 'ng-invoice',
  render(r) {
    const seller = org6(r, 'NG', { form: 'always' });
    const buyer = org6(r, 'NG', { avoid: seller.stem, form: 'always' });
    const issued = pastDate(r);
    const items: Line[] = r.some(NG_ITEMS, r.int(1, 5)).map((product) => {
      const quantity = product.high < 2000 ? r.int(200, 5000) : r.chance(0.75) ? 1 : r.int(2, 6);
      return line(
        product.text,
        quantity,
        Math.round(product.low + r.next() * (product.high - product.low)) * 100,
        7.5,
      );
    });
    const discount = r.chance(0.2)
      ? Math.round(items.reduce((sum, e) => sum + e.amount, 0) * 0.05)
      : 0;
    const s = sums(items, { discount });
    const naira = r.chance(0.6);
    const money = (cents: number) => (naira ? `₦${num(cents)}` : `NGN ${num(cents)}`);
    const prefix = seller.stem.replace(/[^A-Z]/g, '').slice(0, 3) || 'INV';
    const number = r.pick([
      `${prefix}/${issued.slice(0, 4)}/${pad(r.int(1, 999), 4)}`,
      `INV-${pad(r.int(1, 9999), 5)}`,
      `${prefix}-${issued.slice(2, 4)}${pad(r.int(1, 999), 3)}`,
    ]);
    const day = Number(issued.slice(8));
    const suffix =
      day % 10 === 1 && day !== 11
        ? 'st'
        : day % 10 === 2 && day !== 12
          ? 'nd'
          : day % 10 === 3 && day !== 13
            ? 'rd'
            : 'th';
    const dateText = r.chance(0.6)
      ? fmtDate(issued, `D[${suffix}] MMMM, YYYY`).replace(`[${suffix}]`, suffix)
      : fmtDate(issued, 'DD/MM/YYYY');
    const koboPart = s.total % 100;
    const words = `${englishWords(Math.floor(s.total / 100))} Naira${koboPart ? `, ${englishWords(koboPart)} Kobo` : ''} Only`;
    const colour = r.pick(['#008751', '#1f4e79', '#7a1f3d', '#c05a00']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.5, any: 0.5, colour });
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td class="t">${esc(entry.description)}</td><td>${num(entry.quantity * 100).slice(0, -3)}</td><td>${num(entry.unit)}</td><td>${num(entry.amount)}</td></tr>`,
      )
      .join('');
    const wht = buyer.company && r.chance(0.4);
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:54px')}<br>` : ''}${only ? '' : `<span class="n">${esc(seller.name)}</span><br>`}${lines([...seller.address, `Tel: ${seller.phone} · ${seller.email}`, `${rcNG(r)} · TIN: ${tinNG(r)}`])}</div><h1>INVOICE</h1></div>
<div class="cols"><div><b>BILL TO:</b><br>${lines([buyer.name, ...buyer.address, `Attn: ${buyer.contact}`])}</div><table class="k"><tr><td>Invoice No:</td><td>${esc(number)}</td></tr><tr><td>Date:</td><td>${dateText}</td></tr>${r.chance(0.5) ? `<tr><td>LPO No:</td><td>${r.letters(3)}/${r.digits(4)}</td></tr>` : ''}<tr><td>Payment terms:</td><td>${r.pick(['Immediate', '30 days', '50% advance, balance on delivery'])}</td></tr></table></div>
<table class="l"><tr><th>S/N</th><th>DESCRIPTION</th><th>QTY</th><th>RATE (₦)</th><th>AMOUNT (₦)</th></tr>${rows}</table>
<table class="t"><tr><td>Sub-total</td><td>${money(s.subtotal)}</td></tr>${s.discount ? `<tr><td>Less: Discount (5%)</td><td>-${money(s.discount)}</td></tr><tr><td>Net amount</td><td>${money(s.net)}</td></tr>` : ''}<tr><td>VAT @ 7.5%</td><td>${money(s.tax)}</td></tr><tr class="g"><td>TOTAL</td><td>${money(s.total)}</td></tr></table>
<div class="words">Amount in words: ${esc(words)}</div>
${wht ? `<p style="font-size:7.6px">Where applicable, withholding tax should be deducted and the credit note / receipt forwarded to us.</p>` : ''}
<div class="bank"><b>Payment details</b><br>${only ? '' : `Account name: ${esc(seller.name)}<br>`}Bank: ${r.pick(['Zenith Bank Plc', 'Guaranty Trust Bank', 'Access Bank Plc', 'First Bank of Nigeria', 'United Bank for Africa'])}<br>Account No.: ${r.digits(10)}</div>
<div class="sig">Authorised Signatory${only ? '' : `<br>For: ${esc(seller.name)}`}</div></div>`;
    return {
      html: page(NG_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'NGN',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Egypt: an e-invoice as the Tax Authority's portal prints it, in English

const EG_ITEMS = catalog(
  'IT consultancy services|8000|60000; Annual maintenance contract|12000|90000; Laptop computer|28000|65000; Printing paper A4 (box)|900|1600; Air conditioner split 2.25 HP|28000|48000; Office furniture set|15000|85000; Cloud hosting (monthly)|3500|25000; Transportation services|2500|18000; Electrical cables 3x2.5mm (roll)|2200|4800',
);

const EG_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8px;color:#222;line-height:1.4;padding:10mm 12mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #999;padding-bottom:2mm}
h1{font-size:16px;margin:0}
.tag{display:inline-block;background:#2e7d32;color:#fff;padding:1px 6px;border-radius:8px;font-size:7.4px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:5mm;margin-top:4mm}
.grid>div{border:1px solid #ccc;padding:2mm}
.lb{font-weight:bold;font-size:9px;margin-bottom:1mm}
table.k td{padding:0.6px 8px 0.6px 0;vertical-align:top}
table.k td:first-child{color:#666;white-space:nowrap}
table.l{width:100%;margin-top:4mm}
table.l th{background:#f0f0f0;border:1px solid #ccc;padding:2px;font-size:7.2px}
table.l td{border:1px solid #e0e0e0;padding:2px;text-align:right}
table.l td.t{text-align:left}
table.t{margin-left:auto;margin-top:3mm;width:48%}
table.t td{padding:2px 4px;border-bottom:1px solid #eee}
table.t td:last-child{text-align:right}
table.t tr.g td{font-weight:bold;font-size:10px;border-top:1.5px solid #222}
`;

export const egyptianEInvoice: Layout = {
  name: 'eg-e-invoice',
  render(r) {
    const seller = org6(r, 'EG', { form: 'always' });
    const buyer = org6(r, 'EG', { avoid: seller.stem, form: 'always' });
    const issued = pastDate(r);
    const items = r.some(EG_ITEMS, r.int(1, 5)).map((product) => {
      const quantity = product.high < 5000 ? r.int(2, 60) : r.chance(0.7) ? 1 : r.int(2, 5);
      const entry = line(
        product.text,
        quantity,
        Math.round((product.low + r.next() * (product.high - product.low)) * 100),
        14,
      );
      const disc = r.chance(0.2) ? Math.round(entry.amount * 0.05) : 0;
      return { ...entry, gross: entry.amount, disc, amount: entry.amount - disc };
    });
    // The portal works each line's tax out and adds them up.
    const net = items.reduce((sum, entry) => sum + entry.amount, 0);
    const tax = items.reduce((sum, entry) => sum + Math.round(entry.amount * 0.14), 0);
    const s = { net, tax, total: net + tax };
    const salesTotal = items.reduce((sum, entry) => sum + entry.gross, 0);
    const discTotal = items.reduce((sum, entry) => sum + entry.disc, 0);
    const money = (cents: number) => num(cents, SEP.en);
    const internal = r.pick([
      `INV-${issued.slice(0, 4)}-${pad(r.int(1, 9999), 5)}`,
      `${r.int(10000, 99999)}`,
      `SI/${issued.slice(2, 4)}/${pad(r.int(1, 9999), 4)}`,
    ]);
    const uuid = Array.from({ length: 26 }, () =>
      r.pick([...'ABCDEFGHJKMNPQRSTVWXYZ0123456789']),
    ).join('');
    const stamp = `${fmtDate(issued, 'DD/MM/YYYY')} ${pad(r.int(8, 18), 2)}:${pad(r.int(0, 59), 2)}`;
    const trn = trnEG(r);
    const rows = items
      .map(
        (entry) =>
          `<tr><td class="t">EG-${trn.replace(/-/g, '')}-${r.int(1000, 9999)}</td><td class="t">${esc(entry.description)}</td><td>EA</td><td>${entry.quantity}</td><td>${money(entry.unit)}</td><td>${money(entry.gross)}</td><td>${money(entry.disc)}</td><td>${money(entry.amount)}</td><td>T1 14%<br>${money(Math.round(entry.amount * 0.14))}</td><td>${money(entry.amount + Math.round(entry.amount * 0.14))}</td></tr>`,
      )
      .join('');
    const address = (who: typeof seller) =>
      `<tr><td>Country</td><td>EG</td></tr><tr><td>Governorate</td><td>${esc(who.place.city)}</td></tr><tr><td>Region / City</td><td>${esc(who.place.region)}</td></tr><tr><td>Street</td><td>${esc(who.address[0]!)}</td></tr>`;
    const body = `<div class="hd"><div><h1>${r.pick(['Invoice', 'E-Invoice'])}</h1>Document type: Invoice (I) · Version 1.0</div><div style="text-align:right"><span class="tag">Valid</span><br>Internal ID: <b>${esc(internal)}</b><br>UUID: ${uuid}</div></div>
<div class="grid"><div><div class="lb">Issuer</div><table class="k"><tr><td>Taxpayer name</td><td><b>${esc(seller.name)}</b></td></tr><tr><td>Registration number</td><td>${trn}</td></tr><tr><td>Branch code</td><td>${r.int(0, 3)}</td></tr><tr><td>Activity code</td><td>${r.pick(['4649', '6201', '4651', '7020', '4933'])}</td></tr>${address(seller)}</table></div>
<div><div class="lb">Receiver</div><table class="k"><tr><td>Taxpayer name</td><td>${esc(buyer.name)}</td></tr><tr><td>Type</td><td>B (business)</td></tr><tr><td>Registration number</td><td>${trnEG(r)}</td></tr>${address(buyer)}</table></div></div>
<table class="k" style="margin-top:3mm"><tr><td>Date time issued</td><td>${stamp}</td><td style="padding-left:8mm;color:#666">Date time received</td><td>${stamp}</td></tr><tr><td>Purchase order reference</td><td>${r.chance(0.5) ? `PO-${r.digits(6)}` : '-'}</td><td style="padding-left:8mm;color:#666">Payment terms</td><td>${r.pick(['Cash', '30 days', '60 days'])}</td></tr></table>
<table class="l"><tr><th>Item code</th><th>Description</th><th>Unit</th><th>Qty</th><th>Unit value (EGP)</th><th>Sales total</th><th>Discount</th><th>Net total</th><th>Taxable items</th><th>Total</th></tr>${rows}</table>
<table class="t"><tr><td>Total sales amount</td><td>${money(salesTotal)}</td></tr><tr><td>Total discount amount</td><td>${money(discTotal)}</td></tr><tr><td>Net amount</td><td>${money(s.net)}</td></tr><tr><td>Value added tax (T1)</td><td>${money(s.tax)}</td></tr><tr><td>Extra discount amount</td><td>0.00</td></tr><tr class="g"><td>Total amount (EGP)</td><td>${money(s.total)}</td></tr></table>
<p style="font-size:7px;color:#666;margin-top:6mm">This document was submitted to and validated by the Egyptian Tax Authority e-invoicing system. Signed by the issuer. Bank: ${r.pick(['National Bank of Egypt', 'Banque Misr', 'CIB'])} · Account ${r.digits(16)}</p>`;
    return {
      html: page(EG_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: internal,
        date: issued,
        vendor: seller.name,
        // The net after the line discounts, VAT (T1) and the total amount.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EGP',
      }),
    };
  },
};
