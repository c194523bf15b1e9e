// Set 6's tax invoices from South-East Asia: an Indonesian faktur pajak (the serial number's code,
// the PKP and the buyer with their NPWP, each line's price, quantity, discount and PPnBM, the
// totals down to the tax base and the PPN; PPN 11 % until 2024, from 2025 12 % on the "other
// value" tax base of 11/12; no total with the tax, as the form prints none), a Philippine
// pre-printed sales, service invoice or official receipt (VAT Reg. TIN, the serial in red, the
// date in ink, VATable sales and VAT 12 % worked back from prices with VAT in, the printer's
// authority to print), a Malaysian e-invoice validated by MyInvois (TIN, BRN and SST numbers,
// MSIC code, the UUID and validation time, classification and tax type per line, service tax 8 %
// or 6 %, sales tax 10 % or 5 %) and a Vietnamese VAT invoice (hóa đơn GTGT) in its bilingual
// form (symbol and number, the tax authority's code, the date as "Ngày … tháng … năm …", VAT 10 %
// or the reduced 8 %, the total payment in words, the electronic signature).
import {
  addDays,
  esc,
  fmtDate,
  line,
  lines,
  num,
  page,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { catalog, qrPicture } from './set4-parties.ts';
import {
  brnMY,
  mst,
  npwp,
  org6,
  pastDate,
  person6,
  sstMY,
  tinMY,
  tinPH,
  vietnameseWords,
} from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Indonesia: faktur pajak

const ID_MONTHS =
  'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(
    ' ',
  );
const ID_ITEMS = catalog(
  'Jasa Konsultansi Manajemen|15000000|90000000; Jasa Pemeliharaan Perangkat Lunak|5000000|40000000; Sewa Server (1 bulan)|3500000|18000000; Laptop 14 inci Core i5|9000000|16000000; Printer Laser A4|2800000|6500000; Kertas HVS A4 80 gram (rim)|55000|75000; Jasa Pengiriman Barang|750000|9000000; Jasa Instalasi Jaringan|4000000|25000000; Meja Kerja Kantor|1200000|3800000; Pelatihan Karyawan (per hari)|6000000|20000000',
);

const ID_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.4px;color:#000;line-height:1.4;padding:12mm 14mm}
h1{text-align:center;font-size:14px;margin:0 0 3mm}
table{width:100%;border:1px solid #000}
td{border:1px solid #000;padding:1.5mm 2mm;vertical-align:top}
.sec{font-weight:bold;background:#f0f0f0}
table.kv td{border:0;padding:0.6mm 2mm}
table.kv td:first-child{width:34mm}
.n{text-align:right;white-space:nowrap}
.sig{margin-top:6mm;margin-left:auto;width:70mm;text-align:center}
.note{margin-top:6mm;font-size:7.2px}
`;

export const indonesianFakturPajak: Layout = {
  name: 'id-faktur-pajak',
  render(r) {
    const seller = org6(r, 'ID', { form: 'always' });
    const buyer = org6(r, 'ID', { avoid: seller.stem, form: 'always' });
    const name = seller.name.toUpperCase();
    const issued = pastDate(r);
    const coretax = issued >= '2025-01-01';
    const yy = issued.slice(2, 4);
    const serial = coretax
      ? `04002${yy}0${r.digits(9)}`
      : `${r.pick(['010', '010', '030', '070'])}.${r.pick(['000', '001', '002'])}-${yy}.${r.digits(8)}`;
    const items = r.some(ID_ITEMS, r.int(1, 4)).map((product) => {
      const quantity = product.high < 100000 ? r.int(5, 200) : r.chance(0.7) ? 1 : r.int(2, 6);
      const unit =
        Math.round((product.low + r.next() * (product.high - product.low)) / 1000) * 100000;
      const cut =
        !coretax && r.chance(0.2)
          ? Math.round((quantity * unit * r.pick([5, 10])) / 10000) * 100
          : 0;
      return { ...line(product.text, quantity, unit, 11), cut };
    });
    const harga = items.reduce((sum, entry) => sum + entry.amount, 0);
    const potongan = items.reduce((sum, entry) => sum + entry.cut, 0);
    const net = harga - potongan;
    const dpp = coretax ? Math.round((net * 11) / 12 / 100) * 100 : net;
    const ppn = Math.floor((dpp * (coretax ? 12 : 11)) / 10000) * 100;
    const rp = (cents: number) => num(cents, SEP.de);
    const date = `${Number(issued.slice(8))} ${ID_MONTHS[Number(issued.slice(5, 7)) - 1]} ${issued.slice(0, 4)}`;
    const reference = `INV/${issued.slice(0, 4)}/${issued.slice(5, 7)}/${pad(r.int(1, 999), 4)}`;
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td>${coretax ? `<td>${r.pick(['000000', '010000', '840000'])}</td>` : ''}<td>${esc(entry.description)}<br>Rp ${rp(entry.unit)} x ${entry.quantity},00 ${r.pick(['Unit', 'Paket', 'Rim', 'Bulan'])}<br>Potongan Harga = Rp ${rp(entry.cut)}<br>PPnBM (0,00%) = Rp 0,00</td><td class="n">${rp(entry.amount)}</td></tr>`,
      )
      .join('');
    const party = (title: string, who: typeof seller, self: boolean) =>
      `<tr><td class="sec" colspan="${coretax ? 4 : 3}">${title}</td></tr><tr><td colspan="${coretax ? 4 : 3}"><table class="kv"><tr><td>Nama</td><td>: ${esc(self ? name : who.name.toUpperCase())}</td></tr><tr><td>Alamat</td><td>: ${esc(who.address.join(', ').toUpperCase())}</td></tr><tr><td>NPWP</td><td>: ${npwp(r, issued)}</td></tr>${!self && coretax ? `<tr><td>NIK</td><td>: -</td></tr><tr><td>Nomor Paspor</td><td>: -</td></tr><tr><td>Identitas Lain</td><td>: -</td></tr><tr><td>Email</td><td>: ${esc(who.email)}</td></tr>` : ''}</table></td></tr>`;
    const span = coretax ? 3 : 2;
    const body = `<h1>Faktur Pajak</h1>
<table><tr><td colspan="${span + 1}">Kode dan Nomor Seri Faktur Pajak : <b>${serial}</b></td></tr>
${party('Pengusaha Kena Pajak', seller, true)}
${party('Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak', buyer, false)}
<tr class="sec"><td style="width:8mm">No.</td>${coretax ? '<td style="width:22mm">Kode Barang/ Jasa</td>' : ''}<td>Nama Barang Kena Pajak / Jasa Kena Pajak</td><td class="n" style="width:48mm">Harga Jual / Penggantian / Uang Muka / Termin (Rp)</td></tr>
${rows}
<tr><td colspan="${span}">Harga Jual / Penggantian / Uang Muka / Termin</td><td class="n">${rp(harga)}</td></tr>
<tr><td colspan="${span}">Dikurangi Potongan Harga</td><td class="n">${rp(potongan)}</td></tr>
<tr><td colspan="${span}">Dikurangi Uang Muka yang telah diterima</td><td class="n">${coretax ? '' : rp(0)}</td></tr>
<tr><td colspan="${span}">Dasar Pengenaan Pajak${coretax ? ' (Nilai Lain 11/12)' : ''}</td><td class="n">${rp(dpp)}</td></tr>
<tr><td colspan="${span}">Jumlah PPN (Pajak Pertambahan Nilai)</td><td class="n">${rp(ppn)}</td></tr>
<tr><td colspan="${span}">Jumlah PPnBM (Pajak Penjualan atas Barang Mewah)</td><td class="n">${rp(0)}</td></tr></table>
<div class="note">Sesuai dengan ketentuan yang berlaku, Direktorat Jenderal Pajak mengatur bahwa Faktur Pajak ini telah ditandatangani secara elektronik sehingga tidak diperlukan tanda tangan basah pada Faktur Pajak ini.${coretax ? ` (Referensi: ${reference})` : ''}</div>
<div class="sig">${esc(seller.place.city.toUpperCase())}, ${date}<br><br><i>Ditandatangani secara elektronik</i><br><br><b>${esc(seller.contact.toUpperCase())}</b></div>
${coretax ? '' : `<div class="note">Referensi: ${reference} · PPN = ${pad(11, 2)}% x Dasar Pengenaan Pajak</div>`}`;
    return {
      html: page(ID_CSS, body, 'id'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: serial,
        date: issued,
        vendor: name,
        // The price after discounts (the tax base until 2024; from 2025 the base is a notional
        // 11/12 of it); the PPN; a faktur pajak prints no total with the tax.
        amount: net,
        taxAmount: ppn,
        total: null,
        currency: 'IDR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// The Philippines: a pre-printed sales or service invoice, or an official receipt

const PH_ITEMS = catalog(
  'Bond paper A4 (ream)|220|320; Printer ink cartridge|650|1800; Aircon cleaning service|1200|3500; Repair and maintenance|1500|12000; Hollow blocks 4" (pc)|14|22; Cement (bag)|240|290; Plywood 1/4" (sheet)|380|560; Consultancy fee|8000|45000; Catering service (per pax)|350|750; Printing of flyers (1,000 pcs)|2500|6500',
);

const PH_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.2px;color:#1a1a1a;line-height:1.35;padding:10mm 14mm}
.hd{text-align:center}
.hd .n{font-size:17px;font-weight:bold;letter-spacing:1px}
.doc{display:flex;justify-content:space-between;align-items:center;margin-top:3mm}
.doc h1{font-size:15px;margin:0;letter-spacing:2px}
.no{color:#c0392b;font-size:15px;font-weight:bold;font-family:"DejaVu Sans Mono",monospace}
.ink{color:#1f3f9f;font-family:"URW Chancery L","Z003",cursive,"DejaVu Serif",serif;font-style:italic;font-size:10px}
table.f{width:100%;margin-top:3mm}
table.f td{padding:1mm 1mm;border-bottom:1px solid #555}
table.l{width:100%;margin-top:2mm;border:1px solid #333}
table.l th{border:1px solid #333;padding:2px;font-size:7.4px}
table.l td{border-left:1px solid #333;padding:2px 3px;height:5.4mm}
.bot{display:flex;gap:4mm;margin-top:2mm}
.bot table{border:1px solid #333;flex:1}
.bot td{padding:1px 3px;border-bottom:1px solid #ccc}
.bot td.v{text-align:right;min-width:24mm}
.atp{margin-top:4mm;font-size:6.4px;display:flex;justify-content:space-between;gap:4mm}
`;

export const philippineInvoice: Layout = {
  name: 'ph-sales-invoice',
  render(r) {
    const proprietor = r.chance(0.4);
    const owner = person6(r, 'PH');
    const firm = org6(r, 'PH', proprietor ? { form: 'never' } : { form: 'always' });
    const vendor = firm.name.toUpperCase();
    const buyer = r.chance(0.7)
      ? org6(r, 'PH', { avoid: firm.stem, form: 'always' })
      : person6(r, 'PH');
    const issued = pastDate(r);
    const reformed = issued >= '2024-04-27';
    const kind = reformed
      ? r.pick(['SALES INVOICE', 'SALES INVOICE', 'SERVICE INVOICE'])
      : r.pick(['SALES INVOICE', 'OFFICIAL RECEIPT']);
    const items: Line[] = r.some(PH_ITEMS, r.int(1, 5)).map((product) => {
      const quantity = product.high < 400 ? r.int(5, 200) : r.chance(0.7) ? 1 : r.int(2, 10);
      return line(
        product.text,
        quantity,
        Math.round(product.low + r.next() * (product.high - product.low)) * 100,
        12,
        { uom: product.high < 400 ? r.pick(['pcs', 'bags', 'reams']) : 'lot' },
      );
    });
    const total = items.reduce((sum, entry) => sum + entry.amount, 0);
    const vatable = Math.round(total / 1.12);
    const vat = total - vatable;
    const number = pad(r.int(1, 99999), r.pick([6, 7]));
    const peso = (cents: number) => num(cents, SEP.en);
    const dateText = fmtDate(issued, r.pick(['MMMM D, YYYY', 'MM/DD/YYYY', 'MMM. D, YYYY']));
    const tin = tinPH(r, issued);
    const atp = `${r.pick(['OCN', ''])}${r.int(1, 9)}AU${r.digits(10)}`;
    const atpDate = addDays(issued, -r.int(60, 900));
    const start = Math.max(1, Number(number) - r.int(0, 2000));
    const rows = items
      .map(
        (entry) =>
          `<tr><td style="text-align:center">${entry.quantity}</td><td>${entry.uom}</td><td class="ink">${esc(entry.description)}</td><td class="ink" style="text-align:right">${peso(entry.unit)}</td><td class="ink" style="text-align:right">${peso(entry.amount)}</td></tr>`,
      )
      .join('');
    const blanks = '<tr><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(
      Math.max(0, 8 - items.length),
    );
    const receipt = kind === 'OFFICIAL RECEIPT';
    const header = `<div class="hd"><div class="n">${esc(vendor)}</div>${proprietor ? `<div>${esc(owner.name.toUpperCase())} – Prop.</div>` : ''}<div>${esc(firm.address.join(', '))}</div><div>VAT Reg. TIN: ${tin} · Tel. ${firm.phone}</div></div>
<div class="doc"><h1>${kind}</h1><span class="no">No. ${number}</span></div>`;
    const customer = `<table class="f"><tr><td style="width:62%">${receipt ? 'Received from' : 'Sold to'}: <span class="ink">${esc(buyer.name)}</span></td><td>Date: <span class="ink">${dateText}</span></td></tr><tr><td>Address: <span class="ink">${esc(buyer.address.join(', '))}</span></td><td>TIN: <span class="ink">${buyer.company ? tinPH(r, issued) : ''}</span></td></tr><tr><td>Business Style: <span class="ink">${buyer.company ? esc(buyer.stem) : ''}</span></td><td>Terms: <span class="ink">${r.pick(['Cash', 'C.O.D.', '30 days', 'PDC'])}</span></td></tr></table>`;
    const receiptBody = receipt
      ? `<p>the sum of <span class="ink">${r.chance(0.5) ? 'pesos' : ''} ${peso(total)}</span> (₱ <span class="ink">${peso(total)}</span>) in full payment for <span class="ink">${esc(items[0]!.description.toLowerCase())}${items.length > 1 ? ' and others' : ''}</span>.</p><table class="l"><tr><th>In settlement of the following</th><th>Invoice No.</th><th>Amount</th></tr><tr><td class="ink">${esc(items.map((entry) => entry.description).join(', '))}</td><td class="ink">${r.int(100, 9999)}</td><td class="ink" style="text-align:right">${peso(total)}</td></tr></table>`
      : `<table class="l"><tr><th style="width:10%">QTY</th><th style="width:10%">UNIT</th><th>ARTICLES / NATURE OF SERVICE</th><th style="width:16%">UNIT PRICE</th><th style="width:18%">AMOUNT</th></tr>${rows}${blanks}</table>`;
    const body = `${header}${customer}${receiptBody}
<div class="bot"><table><tr><td>VATable Sales</td><td class="v ink">${peso(vatable)}</td></tr><tr><td>VAT-Exempt Sales</td><td class="v"></td></tr><tr><td>Zero-Rated Sales</td><td class="v"></td></tr><tr><td>VAT Amount (12%)</td><td class="v ink">${peso(vat)}</td></tr></table>
<table><tr><td>Total Sales (VAT Inclusive)</td><td class="v ink">${peso(total)}</td></tr><tr><td>Less: VAT</td><td class="v ink">${peso(vat)}</td></tr><tr><td>Amount: Net of VAT</td><td class="v ink">${peso(vatable)}</td></tr><tr><td>Less: SC/PWD Discount</td><td class="v"></td></tr><tr><td>Amount Due</td><td class="v ink">${peso(vatable)}</td></tr><tr><td>Add: VAT</td><td class="v ink">${peso(vat)}</td></tr><tr><td><b>TOTAL AMOUNT DUE</b></td><td class="v ink"><b>₱ ${peso(total)}</b></td></tr></table></div>
<div style="margin-top:5mm;display:flex;justify-content:flex-end"><div style="width:60mm;border-top:1px solid #333;text-align:center">Cashier / Authorized Representative</div></div>
<div class="atp"><div>${r.pick([50, 100, 20])} Bklts. (50x${r.pick([2, 3, 4])}) ${pad(start, 7)}-${pad(start + 2499, 7)}<br>BIR Authority to Print No. ${atp}<br>Date Issued: ${fmtDate(atpDate, 'MM-DD-YYYY')}${reformed ? ` · Valid Until: ${fmtDate(addDays(atpDate, 1826), 'MM-DD-YYYY')}` : ''}</div><div>${r.pick(['GOLDEN PRESS', 'MABINI PRINTING', 'NEW ERA PRINTERS', 'JMB PRINTING SERVICES'])} · VAT Reg. TIN ${tinPH(r, issued)}<br>${r.int(1, 900)} ${r.pick(['Rizal Ave.', 'Recto Ave.', 'Quezon Blvd.'])}, Manila · Accreditation No. ${r.digits(3)}MP${r.digits(14)}</div></div>
${reformed ? '<div class="atp"><b>THIS INVOICE SHALL BE VALID FOR FIVE (5) YEARS FROM THE DATE OF ATP.</b></div>' : ''}`;
    return {
      html: page(PH_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The business name; a sole proprietor's own name beside it as an alias.
        vendor,
        // Prices with VAT in; the VATable sales are the net.
        amount: vatable,
        taxAmount: vat,
        total,
        currency: 'PHP',
      }),
      ...(proprietor ? { aliases: [owner.name.toUpperCase()] } : {}),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Malaysia: a validated e-invoice

const MY_ITEMS: [string, string, number, number, 'service' | 'sales'][] = [
  ['Professional consultancy services', '022', 1500, 18000, 'service'],
  ['IT support services (monthly)', '022', 800, 6000, 'service'],
  ['Software subscription licence', '003', 600, 9000, 'service'],
  ['Advertising services', '022', 1200, 15000, 'service'],
  ['Office chair, ergonomic', '022', 380, 1200, 'sales'],
  ['Printer toner cartridge', '022', 120, 480, 'sales'],
  ['LED panel light 600x600', '022', 45, 180, 'sales'],
  ['Laptop computer 14"', '022', 2800, 5600, 'sales'],
];

const MY_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8px;color:#1a1a1a;line-height:1.4;padding:11mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:13px;font-weight:bold}
h1{font-size:18px;margin:0;text-align:right;color:var(--c)}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:5mm;margin-top:4mm}
.grid>div{border:1px solid #ccc;padding:2mm}
.lb{font-weight:bold;color:var(--c);margin-bottom:1mm}
table.k td{padding:0.5px 6px 0.5px 0;vertical-align:top}
table.k td:first-child{color:#555;white-space:nowrap}
table.l{width:100%;margin-top:4mm}
table.l th{background:var(--c);color:#fff;padding:3px;font-weight:normal;text-align:right}
table.l td{padding:3px;border-bottom:1px solid #e0e0e0;text-align:right;vertical-align:top}
table.l th:nth-child(-n+3),table.l td:nth-child(-n+3){text-align:left}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:4mm}
table.t td{padding:2px 4px}
table.t td:last-child{text-align:right;min-width:26mm}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #1a1a1a;font-size:10px}
.val{font-size:7.2px;color:#444}
`;

export const malaysianEInvoice: Layout = {
  name: 'my-e-invoice',
  render(r) {
    const seller = org6(r, 'MY', { form: 'always' });
    const buyer = org6(r, 'MY', { avoid: seller.stem, form: 'always' });
    const issued = pastDate(r, '2024-08-01');
    const items = r.some(MY_ITEMS, r.int(1, 5)).map(([text, cls, low, high, kind]) => {
      const quantity =
        kind === 'sales' && high < 1000 ? r.int(2, 40) : r.chance(0.8) ? 1 : r.int(2, 6);
      const rate = kind === 'service' ? (r.chance(0.85) ? 8 : 6) : r.chance(0.8) ? 10 : 5;
      return {
        ...line(text, quantity, Math.round((low + r.next() * (high - low)) * 100), rate),
        cls,
        kind,
      };
    });
    const discount = r.chance(0.2) ? Math.round(items.reduce((s, e) => s + e.amount, 0) * 0.05) : 0;
    const s = sums(items, { discount });
    const rm = (cents: number) => num(cents, SEP.en);
    const number = r.pick([
      `INV-${issued.slice(0, 4)}-${pad(r.int(1, 99999), 5)}`,
      `${seller.stem.replace(/[^A-Z]/g, '')}${issued.slice(2, 4)}${issued.slice(5, 7)}${pad(r.int(1, 9999), 4)}`,
      `SI${r.digits(8)}`,
    ]);
    const uuid = Array.from({ length: 26 }, () =>
      r.pick([...'ABCDEFGHJKMNPQRSTVWXYZ0123456789']),
    ).join('');
    const stamp = `${issued}T${pad(r.int(0, 23), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}Z`;
    const colour = r.pick(['#1f4e79', '#0b6e4f', '#7a1f3d']);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6, colour });
    const qr = qrPicture(r, 78);
    const taxName = (entry: (typeof items)[number]) =>
      entry.kind === 'service' ? `02 Service Tax ${entry.rate}%` : `01 Sales Tax ${entry.rate}%`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${entry.cls}</td><td>${esc(entry.description)}</td><td>${taxName(entry)}</td><td>${entry.quantity}</td><td>${rm(entry.unit)}</td><td>${rm(entry.amount)}</td><td>${rm(Math.round((entry.amount * entry.rate) / 100))}</td><td>${rm(entry.amount + Math.round((entry.amount * entry.rate) / 100))}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:40px')}<br>` : ''}<span class="n">${esc(seller.name)}</span><br>${lines([...seller.address, `Tel: ${seller.phone} · ${seller.email}`])}</div><div><h1>e-Invoice</h1><table class="k" style="margin-top:2mm"><tr><td>e-Invoice Type</td><td>01 - Invoice</td></tr><tr><td>e-Invoice Version</td><td>1.0</td></tr><tr><td>e-Invoice Code / Number</td><td><b>${esc(number)}</b></td></tr><tr><td>Original e-Invoice Ref. No.</td><td>NA</td></tr><tr><td>e-Invoice Date and Time</td><td>${issued} ${pad(r.int(8, 18), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}</td></tr></table></div></div>
<div class="grid"><div><div class="lb">Supplier</div><table class="k"><tr><td>Supplier TIN</td><td>${tinMY(r)}</td></tr><tr><td>Registration No.</td><td>${brnMY(r, issued)}</td></tr><tr><td>SST Registration No.</td><td>${sstMY(r)}</td></tr><tr><td>MSIC Code</td><td>${r.pick(['62010', '46900', '70200', '73100'])}</td></tr><tr><td>Business Activity</td><td>${r.pick(['Computer programming activities', 'Wholesale of a variety of goods', 'Management consultancy activities', 'Advertising'])}</td></tr></table></div>
<div><div class="lb">Buyer</div>${lines([buyer.name, ...buyer.address, `Tel: ${buyer.phone}`])}<table class="k"><tr><td>Buyer TIN</td><td>${tinMY(r)}</td></tr><tr><td>Registration No.</td><td>${brnMY(r, issued)}</td></tr><tr><td>SST Registration No.</td><td>${r.chance(0.5) ? sstMY(r) : 'NA'}</td></tr></table></div></div>
<table class="l"><tr><th>Classification</th><th>Description</th><th>Tax type</th><th>Qty</th><th>Unit price</th><th>Subtotal</th><th>Tax amount</th><th>Total (incl. tax)</th></tr>${rows}</table>
<div class="bot"><div style="display:flex;gap:3mm">${img(qr)}<div class="val">Unique Identifier No.: ${uuid}<br>Date and Time of Validation: ${stamp}<br>This document is a visual presentation of the e-Invoice validated by LHDNM MyInvois.<br>Digital signature: ${r.alnum(16).toLowerCase()}…<br><br>Payment: ${r.pick(['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank'])} ${r.digits(12)} · Terms ${r.pick(['30 days', '14 days', 'COD'])}</div></div>
<table class="t"><tr><td>Subtotal</td><td>RM ${rm(s.subtotal)}</td></tr>${s.discount ? `<tr><td>Discount</td><td>-RM ${rm(s.discount)}</td></tr>` : ''}<tr><td>Total excluding tax</td><td>RM ${rm(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>Tax ${row.rate}%</td><td>RM ${rm(row.tax)}</td></tr>`).join('')}<tr><td>Tax amount</td><td>RM ${rm(s.tax)}</td></tr><tr><td>Total including tax</td><td>RM ${rm(s.total)}</td></tr><tr><td>Rounding amount</td><td>RM 0.00</td></tr><tr class="g"><td>Total payable amount</td><td>RM ${rm(s.total)}</td></tr></table></div></div>`;
    return {
      html: page(MY_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'MYR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Vietnam: a VAT invoice (hóa đơn giá trị gia tăng)

const VN_ITEMS: [string, string, number, number][] = [
  ['Dịch vụ tư vấn triển khai phần mềm', 'Gói', 15_000_000, 120_000_000],
  ['Phí bảo trì hệ thống tháng', 'Tháng', 3_000_000, 25_000_000],
  ['Máy tính xách tay 14 inch', 'Chiếc', 14_000_000, 28_000_000],
  ['Giấy in A4 Double A 70gsm', 'Ram', 65_000, 95_000],
  ['Mực in HP 107A', 'Hộp', 450_000, 1_200_000],
  ['Cước vận chuyển hàng hóa', 'Chuyến', 1_500_000, 12_000_000],
  ['Bàn làm việc văn phòng', 'Chiếc', 1_800_000, 5_500_000],
  ['Dịch vụ quảng cáo trực tuyến', 'Gói', 8_000_000, 60_000_000],
];

const VN_CSS = `
body{font-family:"Times New Roman","Liberation Serif","DejaVu Serif",serif;font-size:9px;color:#111;line-height:1.45;padding:10mm 13mm;border:0}
.frame{border:3px double #8b1a1a;padding:5mm 6mm}
h1{text-align:center;color:#b22222;font-size:16px;margin:0}
.c{text-align:center}
.sym{position:absolute;right:22mm;top:18mm;font-size:8.6px}
.row{margin:0.6mm 0}
table.l{width:100%;margin-top:3mm;border:1px solid #333}
table.l th{border:1px solid #333;padding:2px;font-weight:bold;font-size:8px}
table.l td{border:1px solid #333;padding:2px 3px;text-align:right}
table.l td.t{text-align:left}
.sign{display:flex;justify-content:space-between;margin-top:5mm;text-align:center}
.sig{border:1.5px solid #2e7d32;color:#2e7d32;padding:2mm;font-size:7.6px;text-align:left;margin-top:2mm}
`;

export const vietnameseVatInvoice: Layout = {
  name: 'vn-vat-invoice',
  render(r) {
    const seller = org6(r, 'VN', { form: 'always' });
    const buyer = org6(r, 'VN', { avoid: seller.stem, form: 'always' });
    const issued = pastDate(r);
    const reduced = (issued >= '2023-07-01' || issued < '2023-01-01') && r.chance(0.35);
    const rate = reduced ? 8 : 10;
    const items = r.some(VN_ITEMS, r.int(1, 5)).map(([text, unit, low, high]) => {
      const quantity = high < 200_000 ? r.int(5, 200) : r.chance(0.7) ? 1 : r.int(2, 10);
      return line(
        text,
        quantity,
        Math.round((low + r.next() * (high - low)) / 1000) * 100_000,
        rate,
        { uom: unit },
      );
    });
    const s = sums(items);
    const vnd = (cents: number) => num(cents, SEP.de).slice(0, -3);
    const tax = Math.round(s.tax / 100) * 100;
    const total = s.net + tax;
    const yy = issued.slice(2, 4);
    const symbol = `1C${yy}T${r.letters(2)}`;
    const no = r.int(1, 99999);
    const number = r.chance(0.5) ? pad(no, 8) : String(no);
    const [y, m, d] = issued.split('-');
    const code = `00${r.alnum(32)}`;
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td class="c">${index + 1}</td><td class="t">${esc(entry.description)}</td><td class="c">${entry.uom}</td><td>${num(entry.quantity * 100, SEP.de).slice(0, -3)}</td><td>${vnd(entry.unit)}</td><td>${vnd(entry.amount)}</td></tr>`,
      )
      .join('');
    const blanks = '<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(
      Math.max(0, 6 - items.length),
    );
    const body = `<div class="frame" style="position:relative"><div class="sym">Mẫu số (Form): 1<br>Ký hiệu (Serial): <b>${symbol}</b><br>Số (No.): <b style="color:#b22222">${number}</b></div>
<h1>HÓA ĐƠN GIÁ TRỊ GIA TĂNG</h1><div class="c"><i>(VAT INVOICE)</i><br>Bản thể hiện của hóa đơn điện tử<br><i>(Electronic invoice display)</i><br>Ngày (Date) ${d} tháng (month) ${m} năm (year) ${y}<br>Mã của cơ quan thuế: ${code}</div>
<hr><div class="row">Đơn vị bán hàng <i>(Seller)</i>: <b>${esc(seller.name)}</b></div><div class="row">Mã số thuế <i>(Tax code)</i>: ${mst(r)}</div><div class="row">Địa chỉ <i>(Address)</i>: ${esc(seller.address.join(', '))}</div><div class="row">Điện thoại <i>(Tel)</i>: ${seller.phone} · Số tài khoản <i>(Account No.)</i>: ${r.digits(13)} tại ${r.pick(['Ngân hàng TMCP Ngoại thương Việt Nam', 'Ngân hàng TMCP Kỹ thương Việt Nam', 'Ngân hàng TMCP Công thương Việt Nam'])}</div>
<hr><div class="row">Họ tên người mua hàng <i>(Buyer)</i>: ${esc(buyer.contact)}</div><div class="row">Tên đơn vị <i>(Company name)</i>: ${esc(buyer.name)}</div><div class="row">Mã số thuế <i>(Tax code)</i>: ${mst(r)}</div><div class="row">Địa chỉ <i>(Address)</i>: ${esc(buyer.address.join(', '))}</div><div class="row">Hình thức thanh toán <i>(Payment method)</i>: ${r.pick(['TM/CK', 'CK', 'Chuyển khoản'])}</div>
<table class="l"><tr><th>STT<br><i>(No.)</i></th><th>Tên hàng hóa, dịch vụ<br><i>(Description)</i></th><th>Đơn vị tính<br><i>(Unit)</i></th><th>Số lượng<br><i>(Quantity)</i></th><th>Đơn giá<br><i>(Unit price)</i></th><th>Thành tiền<br><i>(Amount)</i></th></tr><tr><td class="c">1</td><td class="c">2</td><td class="c">3</td><td class="c">4</td><td class="c">5</td><td class="c">6 = 4 x 5</td></tr>${rows}${blanks}
<tr><td colspan="5" class="t">Cộng tiền hàng <i>(Total amount)</i>:</td><td>${vnd(s.net)}</td></tr><tr><td colspan="3" class="t">Thuế suất GTGT <i>(VAT rate)</i>: ${rate}%</td><td colspan="2" class="t">Tiền thuế GTGT <i>(VAT amount)</i>:</td><td>${vnd(tax)}</td></tr><tr><td colspan="5" class="t"><b>Tổng cộng tiền thanh toán <i>(Total payment)</i>:</b></td><td><b>${vnd(total)}</b></td></tr></table>
<div class="row">Số tiền viết bằng chữ <i>(Amount in words)</i>: <i>${esc(vietnameseWords(Math.round(total / 100)))} đồng.</i></div>
${reduced ? '<div class="row" style="font-size:7.6px">Đã giảm 20% mức tỷ lệ % để tính thuế giá trị gia tăng theo Nghị quyết của Quốc hội.</div>' : ''}
<div class="sign"><div>Người mua hàng <i>(Buyer)</i><br><small>(Ký, ghi rõ họ tên)</small></div><div>Người bán hàng <i>(Seller)</i><br><small>(Ký, đóng dấu, ghi rõ họ tên)</small><div class="sig">Signature Valid<br>Ký bởi: ${esc(seller.name)}<br>Ký ngày: ${d}/${m}/${y}</div></div></div>
<div class="c" style="font-size:7.4px;margin-top:3mm">Tra cứu hóa đơn tại: https://tracuu.${r.pick(['einvoice', 'hoadon', 'minvoice'])}.vn · Mã tra cứu: ${r.alnum(10)}</div></div>`;
    return {
      html: page(VN_CSS, body, 'vi'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // In capitals, as the company's name is printed.
        vendor: seller.name,
        amount: s.net,
        taxAmount: tax,
        total,
        currency: 'VND',
      }),
    };
  },
};
