// Set 5's invoices printed the old way: a legacy ERP's invoice on continuous green-bar paper as a
// dot-matrix printer leaves it (monospace capitals, boxes drawn from characters, the seller's name
// in a header line with the page counter, labels above their values, order, ship or despatch,
// tax point, invoice and due dates together, the early-payment discount and the remit-to box; a
// US distributor with sales tax or a resale exemption, or a UK one with VAT), an invoice made in
// a spreadsheet and exported to PDF (cell gridlines, the seller's name in a merged top cell,
// numbers in the General format beside the accounting format's "$ -" in the empty rows; in
// Australia, the UK or the US) and a small Irish workshop's invoice typed on a pre-printed,
// pre-numbered letterhead form (VAT at 13.5 % on repairs or 23 %, or no VAT registration).
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  line,
  lines,
  num,
  page,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Sep,
} from './common.ts';
import { COUNTRIES, company, customer, stemOf, TAX, type CountryCode } from './people.ts';
import { catalog } from './set4-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Monospace pages

/** Text padded or cut to `width` characters, on the left (`right`: on the right, as numbers). */
const cell = (text: string | number, width: number, right = false) => {
  const value = String(text);
  if (value.length >= width) return value.slice(0, width);
  return right ? value.padStart(width) : value.padEnd(width);
};

/**
 * The characters a line printer draws a box with, in the order horizontal, vertical, the corners
 * (top left, top right, bottom left, bottom right) and the tees (left, right): ASCII or the IBM
 * box-drawing set.
 */
type BoxChars = string;
const ASCII_BOX: BoxChars = '-|++++++';
const LINE_BOX: BoxChars = '─│┌┐└┘├┤';

/** Rows of text in a box `width` characters wide (the borders included); null: a rule. */
function box(rows: readonly (string | null)[], width: number, chars: BoxChars): string[] {
  const [h = '-', v = '|', tl = '+', tr = '+', bl = '+', br = '+', lt = '+', rt = '+'] = [...chars];
  const inner = width - 2;
  return [
    `${tl}${h.repeat(inner)}${tr}`,
    ...rows.map((row) =>
      row === null ? `${lt}${h.repeat(inner)}${rt}` : `${v}${cell(row, inner)}${v}`,
    ),
    `${bl}${h.repeat(inner)}${br}`,
  ];
}

/** State sales tax rates of the US places people.ts draws. */
const STATE_RATE: Record<string, number> = {
  TX: 8.25,
  OR: 0,
  WI: 5.5,
  CO: 8.81,
  NY: 8.875,
  NC: 7.25,
  ID: 6,
  OH: 7.5,
  CA: 7.75,
  FL: 7,
  WA: 10.25,
  IL: 10.25,
};

// ---------------------------------------------------------------------------------------------
// A legacy ERP's invoice on green-bar continuous paper

const SUPPLY = catalog(
  'HEX BOLT ZP 3/8-16 X 2 (BX 100)|9|18; FLAT WASHER SAE 3/8 (BX 100)|3|7; NYLON INSERT LOCKNUT 1/2-13 (BX 50)|8|16; DRILL BIT HSS 1/4 JOBBER (PK 12)|14|30; SAFETY GLASSES CLEAR ANSI Z87|2|6; NITRILE GLOVES L (BX 100)|9|17; SHOP TOWEL ROLL BLUE|2|5; WD-40 SPRAY 11 OZ|5|9; CUTTING WHEEL 4-1/2 X .045|1|4; DUCT TAPE 2 IN X 60 YD|4|9; ZIP TIES 11 IN BLACK (PK 100)|6|12; THREADED ROD 3/8-16 X 6 FT|5|11; PVC PIPE SCH40 1 IN X 10 FT|6|14; ELECTRICAL TAPE 3/4 IN BLACK|1|3; WIRE NUT YELLOW (BX 100)|7|15; CONDUIT EMT 3/4 IN X 10 FT|8|16; HOSE CLAMP SS #12 (BX 10)|6|12; ANCHOR SLEEVE 3/8 X 3 (BX 50)|18|34',
);
const SUPPLY_GB = catalog(
  'M10 X 30 HEX SET SCREW BZP (BOX 100)|6|12; M10 FORM A WASHER BZP (BOX 100)|2|5; M12 NYLOC NUT BZP (BOX 50)|4|9; HSS DRILL BIT 6.0MM (PK 10)|5|11; SAFETY SPECS CLEAR EN166|1|4; NITRILE GLOVES SIZE 9 (BOX 100)|5|11; BLUE ROLL 2PLY|2|4; PTFE TAPE 12MM X 12M|1|2; CUTTING DISC 115 X 1.0MM|1|3; GAFFER TAPE 50MM X 50M SILVER|4|8; CABLE TIES 300 X 4.8 BLACK (PK 100)|3|7; STUDDING M10 X 1M BZP|2|4; WAGO 221-413 CONNECTOR (PK 50)|14|24; CONDUIT 20MM WHITE 3M|1|3',
);

const GREENBAR_CSS = `
body{margin:0;font-family:"DejaVu Sans Mono","Liberation Mono",monospace;color:#262626}
.sheet{position:relative;padding:10mm 16mm 8mm 16mm;min-height:var(--ph)}
.feed{position:absolute;top:0;bottom:0;width:9mm;background:radial-gradient(circle at 4.5mm 6.35mm,#fff 1.9mm,#d9d9d9 2mm,#fdfdf8 2.3mm) 0 0/9mm 12.7mm repeat-y}
.feed.l{left:0;border-right:1px dashed #bbb}
.feed.r{right:0;border-left:1px dashed #bbb}
pre{margin:0;font-family:inherit;font-size:var(--fs);line-height:var(--lh);background:repeating-linear-gradient(#dfeedd 0,#dfeedd calc(var(--lh)*3),#fdfdf8 calc(var(--lh)*3),#fdfdf8 calc(var(--lh)*6));padding:0 2mm}
pre b{font-weight:bold}
.ink{opacity:.88;text-shadow:0 0 .4px #333}
`;

export const erpDotMatrix: Layout = {
  name: 'erp-dot-matrix-invoice',
  render(r) {
    const gb = r.chance(0.4);
    const code: CountryCode = gb ? 'GB' : 'US';
    const seller = company(r, code, {
      form: 'always',
      trades: gb
        ? ['Fixings', 'Industrial Supplies', 'Engineering Supplies', 'Fasteners']
        : ['Supply', 'Industrial Supply', 'Distributors', 'Fastener'],
    });
    const buyer = company(r, code, { avoid: stemOf(seller), form: 'always' });
    const name = seller.name.toUpperCase();
    const issued = issueDate(r);
    const ordered = addDays(issued, -r.int(3, 12));
    const shipped = addDays(issued, -r.int(0, 2));
    const terms = r.pick(
      gb
        ? ['30 DAYS NET', '30 DAYS EOM', '60 DAYS EOM']
        : ['2% 10 NET 30', 'NET 30', '1% 15 NET 45'],
    );
    const dueDays = /60/.test(terms) ? 60 : /45/.test(terms) ? 45 : 30;
    const due = addDays(issued, dueDays);
    const ddmm = gb && r.chance(0.5);
    const d = (iso: string) =>
      gb
        ? ddmm
          ? fmtDate(iso, 'DD/MM/YY')
          : fmtDate(iso, 'DD-MMM-YY').toUpperCase()
        : fmtDate(iso, 'MM/DD/YY');
    const grouped = r.chance(0.6);
    const sep: Sep = grouped ? SEP.en : SEP.plainDot;
    const n = (cents: number) => num(cents, sep);
    const rate = gb ? 20 : (STATE_RATE[buyer.region] ?? 0);
    const exempt = !gb && (rate === 0 || r.chance(0.3));
    const chosen = r.some(gb ? SUPPLY_GB : SUPPLY, r.int(3, 9));
    const items: (Line & { ordered: number; code: string })[] = chosen.map((product) => {
      const unit =
        Math.round((product.low + r.next() * (product.high - product.low)) * 10000) / 100;
      const shippedQty = r.int(1, 24) * r.pick([1, 1, 2, 5]);
      const backorder = r.chance(0.2) ? r.int(1, 10) : 0;
      const entry = line(product.text, shippedQty, unit, exempt ? 0 : rate);
      return {
        ...entry,
        ordered: shippedQty + backorder,
        code: `${r.letters(2)}-${r.digits(4)}-${pad(r.int(1, 99), 2)}`,
      };
    });
    const freight = r.chance(0.7) ? r.int(900, 9500) : 0;
    const subtotal = items.reduce((sum, entry) => sum + entry.amount, 0);
    // The US: sales tax on the merchandise only; the UK: VAT on the goods and the carriage.
    const s = gb ? sums(items, { shipping: freight }) : null;
    const tax = gb ? s!.tax : exempt ? 0 : Math.round((subtotal * rate) / 100);
    const net = subtotal + freight;
    const total = net + tax;
    const number = gb
      ? `${r.pick(['SI', 'INV', ''])}${pad(r.int(1, 999999), 6)}`
      : pad(r.int(1, 9999999), 10);
    const customerNo = pad(r.int(1, 99999), 6);
    const orderNo = `${r.int(100000, 999999)}`;
    const po = r.chance(0.75) ? `${r.pick(['PO', 'P', ''])}${r.int(1000, 99999)}` : '';
    const chars = r.chance(0.5) ? LINE_BOX : ASCII_BOX;
    const W = 92;
    const title = gb ? 'I N V O I C E' : r.pick(['I N V O I C E', 'INVOICE']);
    const lead = Math.max(name.length + 3, 40);
    const header = `${cell(name, lead)}${cell(title, 24)}${cell(`PAGE ${String(1).padStart(4)} OF ${String(1).padStart(4)}`, W - lead - 24, true)}`;
    const up = (items: readonly string[]) => items.map((item) => item.toUpperCase());
    const addr = up(seller.address);
    const billTo = up([buyer.name, ...buyer.address]);
    const shipTo = r.chance(0.6)
      ? billTo
      : up([buyer.name, `ATTN: RECEIVING DOCK ${r.int(1, 9)}`, ...company(r, code).address]);
    const half = (W - 3) >> 1;
    const partyRows = Array.from(
      { length: Math.max(billTo.length, shipTo.length) },
      (_, i) => `${cell(billTo[i] ?? '', half)}${chars[1]!}${cell(shipTo[i] ?? '', W - 3 - half)}`,
    );
    const dateLabels = gb
      ? [
          'INVOICE NO.',
          'ACCOUNT',
          'ORDER NO.',
          'ORDER DATE',
          'DESPATCHED',
          'TAX POINT',
          'INV. DATE',
        ]
      : ['INVOICE NO.', 'INV DATE', 'CUST NO.', 'ORDER NO.', 'ORDER DATE', 'SHIP DATE', 'SLSP'];
    const dateValues = gb
      ? [
          number,
          customerNo,
          orderNo,
          d(ordered),
          d(shipped),
          d(r.chance(0.6) ? shipped : issued),
          d(issued),
        ]
      : [number, d(issued), customerNo, orderNo, d(ordered), d(shipped), pad(r.int(1, 60), 2)];
    const widths = gb ? [13, 10, 11, 12, 12, 12, 20] : [13, 11, 10, 11, 12, 12, 21];
    const row = (values: string[]) => values.map((value, i) => cell(value, widths[i]!)).join('');
    const lineHead = gb
      ? `${cell('LN', 3)}${cell('PRODUCT CODE', 15)}${cell('DESCRIPTION', 34)}${cell('ORD', 5, true)}${cell('DESP', 6, true)}${cell('UNIT PRICE', 12, true)}${cell('VAT', 4, true)}${cell('NETT VALUE', 11, true)}`
      : `${cell('LN', 3)}${cell('ITEM NUMBER', 15)}${cell('DESCRIPTION', 33)}${cell('ORD', 5, true)}${cell('SHP', 5, true)}${cell('B/O', 4, true)}${cell('UNIT PRICE', 11, true)}${cell('EXTENSION', 14, true)}`;
    const lineRows = items.map((entry, i) => {
      const unit = (entry.unit / 100).toFixed(gb ? 3 : 4);
      return gb
        ? `${cell(String(i + 1).padStart(2), 3)}${cell(entry.code, 15)}${cell(entry.description, 34)}${cell(entry.ordered, 5, true)}${cell(entry.quantity, 6, true)}${cell(unit, 12, true)}${cell('S', 4, true)}${cell(n(entry.amount), 11, true)}`
        : `${cell(String(i + 1).padStart(2), 3)}${cell(entry.code, 15)}${cell(entry.description, 33)}${cell(entry.ordered, 5, true)}${cell(entry.quantity, 5, true)}${cell(entry.ordered - entry.quantity, 4, true)}${cell(unit, 11, true)}${cell(n(entry.amount), 14, true)}`;
    });
    const filler = Array.from({ length: Math.max(0, 14 - lineRows.length) }, () => '');
    const discount = /^(\d)%/.exec(terms);
    const discountDate = discount ? addDays(issued, /15/.test(terms) ? 15 : 10) : null;
    const totalsLabel = (label: string, cents: number) =>
      `${cell('', 50)}${cell(label, 24)}${cell(n(cents), 16, true)}`;
    const totals = gb
      ? [
          totalsLabel('GOODS', subtotal),
          totalsLabel('CARRIAGE', freight),
          totalsLabel('NETT TOTAL', net),
          totalsLabel('VAT @ 20.00%', tax),
          totalsLabel('INVOICE TOTAL GBP', total),
        ]
      : [
          totalsLabel('MERCHANDISE', subtotal),
          totalsLabel('FREIGHT', freight),
          ...(freight && r.chance(0.5) ? [totalsLabel('SUBTOTAL', net)] : []),
          totalsLabel(exempt ? 'SALES TAX (EXEMPT)' : `SALES TAX ${rate.toFixed(3)}%`, tax),
          totalsLabel('INVOICE TOTAL', total),
        ];
    const remit = gb
      ? [
          `PLEASE REMIT TO: ${name}, ${up(seller.address).join(', ')}`,
          `SORT CODE ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}  ACCOUNT ${r.digits(8)}  VAT REG NO ${TAX.vatGB(r)}`,
        ]
      : [
          `REMIT TO: ${name}`,
          `P.O. BOX ${r.int(1000, 99999)}, ${r.pick(['DALLAS TX 75284', 'CHICAGO IL 60693', 'ATLANTA GA 30384', 'PHILADELPHIA PA 19178'])}`,
        ];
    const text = [
      header,
      cell(`${addr.join('  ')}  TEL ${seller.phone}`, W),
      '',
      ...box(
        [
          `${cell('SOLD TO: ' + customerNo, half)}${chars[1]!}${cell('SHIP TO:', W - 3 - half)}`,
          ...partyRows,
        ],
        W,
        chars,
      ),
      ...box(
        [
          row(dateLabels),
          row(dateValues),
          null,
          `${cell(`P.O. NUMBER: ${po || 'NONE'}`, 30)}${cell(`TERMS: ${terms}`, 30)}${cell(`SHIP VIA: ${r.pick(gb ? ['OWN VAN', 'DPD NEXT DAY', 'PALLETLINE'] : ['UPS GROUND', 'FEDEX GROUND', 'OUR TRUCK', 'WILL CALL', 'R+L CARRIERS'])}`, W - 62)}`,
        ],
        W,
        chars,
      ),
      ...box([lineHead, null, ...lineRows, ...filler], W, chars),
      ...totals,
      '',
      discount && discountDate
        ? `${cell('', 4)}DISCOUNT ${discount[1]}% IF PAID BY ${d(discountDate)}: ${n(Math.round((subtotal * Number(discount[1])) / 100))}    NET DUE ${d(due)}`
        : `${cell('', 4)}PAYMENT DUE ${d(due)}`,
      ...(exempt && !gb
        ? [
            `${cell('', 4)}TAX EXEMPT - RESALE CERTIFICATE NO. ${r.letters(1)}${r.digits(8)} ON FILE`,
          ]
        : []),
      '',
      ...box(remit, W, chars),
      cell(
        `${r.pick(['ORIGINAL', 'CUSTOMER COPY'])}   PRINTED ${d(issued)} ${pad(r.int(6, 19), 2)}:${pad(r.int(0, 59), 2)}   ${r.pick(['SYS/36', 'OPR', 'PGM'])} ${r.letters(3)}${r.digits(3)}`,
        W,
      ),
    ];
    const fs = 11.2;
    const body = `<div class="sheet" style="--ph:${gb ? 296 : 278}mm;--fs:${fs}px;--lh:${Math.round(fs * 1.32 * 10) / 10}px"><div class="feed l"></div><div class="feed r"></div><pre class="ink">${esc(text.join('\n'))}</pre></div>`;
    return {
      html: page(GREENBAR_CSS, body),
      paper: { format: gb ? 'A4' : 'Letter', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // In capitals, as the header line prints it.
        vendor: name,
        // Merchandise or goods with the freight or carriage (a US subtotal or the UK's nett total,
        // else the sum of the two); a resale exemption's tax is 0.00.
        amount: net,
        taxAmount: tax,
        total,
        currency: gb ? 'GBP' : 'USD',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A spreadsheet invoice exported to PDF

const SHEET_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10.5px;color:#000;padding:0}
table.x{border-collapse:collapse;table-layout:fixed;width:100%}
table.x td{border:0.5px solid #d0d0d0;height:17px;padding:0 3px;white-space:nowrap;overflow:hidden;vertical-align:bottom}
table.x td.r{text-align:right}
table.x td.c{text-align:center}
table.x td.b{font-weight:bold}
table.x td.m{border-color:#d0d0d0}
table.x td.big{font-size:18px;height:28px;font-weight:bold;text-align:center}
table.x td.h{background:var(--fill);color:var(--ink);font-weight:bold;border:0.5px solid #888}
table.x td.box{border:0.5px solid #555}
table.x td.acc{padding:0 3px}
table.x td.acc span{float:left}
table.x td.acc i{font-style:normal;float:right}
table.x td.t{border-top:1.5px solid #000}
table.x td.tt{border-top:1.5px solid #000;border-bottom:3px double #000;font-weight:bold}
table.x td.title{font-size:16px;font-weight:bold;color:var(--title)}
`;

const SHEET_GOODS = catalog(
  'Timber decking board 140mm x 4.8m|18|32; Concrete mix 20kg|7|12; Labour - carpentry|45|75|h; Labour - general hand|35|55|h; Skip bin 6m3|280|420; Deck screws stainless (box 1000)|60|110; Plasterboard sheet 2400x1200|15|24; Delivery|40|120; Paint - exterior 10L|90|160; Hire - mini excavator (day)|280|450; Timber sleeper 200x75x2.4|28|45; Site clean-up|150|400',
);

export const excelExport: Layout = {
  name: 'spreadsheet-export-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['AU', 'AU', 'GB', 'US']);
    const seller = company(r, code, {
      form: r.chance(0.6) ? 'always' : 'never',
      trades: ['Building', 'Landscaping', 'Carpentry', 'Property Maintenance', 'Decking'],
    });
    const buyer = customer(r, code, stemOf(seller), 0.35);
    const issued = issueDate(r);
    const pattern = code === 'US' ? 'M/D/YYYY' : r.pick(['D/MM/YYYY', 'DD/MM/YYYY']);
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const symbol = code === 'GB' ? '£' : '$';
    const rate =
      code === 'AU'
        ? 10
        : code === 'GB'
          ? 20
          : ({ TX: 8.25, CO: 8.81, WA: 10.25 }[seller.region] ?? 7);
    const taxLabel = code === 'AU' ? 'GST' : code === 'GB' ? 'VAT' : 'Sales Tax';
    const taxable = !(code === 'US' && r.chance(0.3));
    const count = r.int(2, 7);
    const items = r.some(SHEET_GOODS, count).map((product) => {
      const hours = product.hours;
      const quantity = hours ? r.int(2, 32) / 2 : product.high < 50 ? r.int(2, 60) : r.int(1, 3);
      const unit = hours
        ? r.int(Math.ceil(product.low / 5), Math.floor(product.high / 5)) * 500
        : r.chance(0.5)
          ? Math.round(product.low + r.next() * (product.high - product.low)) * 100
          : Math.round((product.low + r.next() * (product.high - product.low)) * 100);
      return line(product.text, quantity, unit, taxable ? rate : 0);
    });
    const s = sums(items);
    const deposit = r.chance(0.3)
      ? Math.round((s.total * r.pick([0.2, 0.25, 0.5])) / 100) * 100
      : 0;
    const number = r.pick([
      `${r.int(1001, 1999)}`,
      `INV-${pad(r.int(1, 999), 4)}`,
      `${issued.slice(2, 4)}${pad(r.int(1, 250), 3)}`,
    ]);
    const general = (cents: number) => String(Math.round(cents) / 100);
    const acc = (cents: number) =>
      `<td class="r acc"><span>${symbol}</span><i>${cents === 0 ? '-&nbsp;&nbsp;' : `${num(Math.abs(cents))}${cents < 0 ? '' : '&nbsp;'}`}</i></td>`;
    const accNeg = (cents: number) =>
      `<td class="r acc"><span>${symbol}</span><i>(${num(cents)})</i></td>`;
    const fill = r.pick(['#ddebf7', '#e2efda', '#fff2cc', '#d9e1f2', '#1f4e78']);
    const ink = fill === '#1f4e78' ? '#fff' : '#000';
    const cols =
      '<col style="width:14%"><col style="width:34%"><col style="width:10%"><col style="width:14%"><col style="width:14%"><col style="width:14%">';
    const blank = '<td></td>';
    const rowOf = (cells: string) => `<tr>${cells}</tr>`;
    const id =
      code === 'AU'
        ? `ABN ${TAX.abn(r)}`
        : code === 'GB'
          ? seller.name.endsWith('Ltd') || seller.name.endsWith('Limited')
            ? `VAT No. ${TAX.vatGB(r)}  |  Company No. ${TAX.companyGB(r)}`
            : `VAT No. ${TAX.vatGB(r)}`
          : `EIN ${TAX.ein(r)}`;
    const title = code === 'AU' ? 'TAX INVOICE' : 'INVOICE';
    const minRows = r.int(10, 16);
    const itemRows = items
      .map((entry) =>
        rowOf(
          `<td>${r.chance(0.5) ? r.letters(1) + r.digits(3) : ''}</td><td>${esc(entry.description)}</td><td class="r">${entry.quantity}</td>${r.chance(0.5) ? `<td class="r">${general(entry.unit)}</td>` : acc(entry.unit)}${blank}${acc(entry.amount)}`,
        ),
      )
      .join('');
    const emptyRows = Array.from({ length: Math.max(0, minRows - items.length) }, () =>
      rowOf(`${blank}${blank}${blank}${blank}${blank}${acc(0)}`),
    ).join('');
    const place = seller.address;
    const sheet = `<table class="x"><colgroup>${cols}</colgroup>
${rowOf(`<td class="big" colspan="6">${esc(seller.name)}</td>`)}
${rowOf(`<td class="c" colspan="6">${esc(place.join(', '))}</td>`)}
${rowOf(`<td class="c" colspan="6">Ph: ${esc(seller.phone)}   Email: ${esc(seller.email)}   ${esc(id)}</td>`)}
${rowOf(`${blank}${blank}${blank}${blank}${blank}${blank}`)}
${rowOf(`<td class="title" colspan="2">${title}</td>${blank}<td class="b">Invoice No:</td><td class="r box" colspan="2">${esc(number)}</td>`)}
${rowOf(`${blank}${blank}${blank}<td class="b">Date:</td><td class="r box" colspan="2">${dateOf(issued)}</td>`)}
${rowOf(`<td class="b">Bill To:</td>${blank}${blank}<td class="b">Due Date:</td><td class="r box" colspan="2">${dateOf(addDays(issued, r.pick([7, 14, 14, 30])))}</td>`)}
${rowOf(`<td colspan="2">${esc(buyer.name)}</td>${blank}<td class="b">${r.pick(['Job No:', 'Order No:', 'Cust. Ref:'])}</td><td class="r box" colspan="2">${r.chance(0.7) ? `${r.int(100, 9999)}` : ''}</td>`)}
${buyer.address.map((item) => rowOf(`<td colspan="2">${esc(item)}</td>${blank}${blank}${blank}${blank}`)).join('')}
${rowOf(`${blank}${blank}${blank}${blank}${blank}${blank}`)}
${rowOf('<td class="h">Item</td><td class="h">Description</td><td class="h r">Qty</td><td class="h r">Unit Price</td><td class="h"></td><td class="h r">Amount</td>')}
${itemRows}${emptyRows}
${rowOf(`<td colspan="3" rowspan="${deposit ? 5 : 3}" style="vertical-align:top;white-space:normal;font-size:9.5px">${lines(['Payment details:', code === 'AU' ? `BSB ${r.digits(3)}-${r.digits(3)}  Acc ${r.digits(8)}` : code === 'GB' ? `Sort code ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}  Acc ${r.digits(8)}` : `Checks payable to ${seller.name}`, `Please quote invoice no. ${number}`, 'Thank you for your business!'])}</td><td class="b">Subtotal</td>${blank}${acc(s.net)}`)}
${rowOf(`<td class="b">${taxLabel}${taxable ? ` ${rate}%` : ''}</td>${blank}${acc(s.tax)}`)}
${rowOf(`<td class="b tt">TOTAL</td><td class="tt"></td>${acc(s.total).replace('class="r acc"', 'class="r acc tt"')}`)}
${deposit ? rowOf(`<td>Less Deposit</td>${blank}${accNeg(deposit)}`) + rowOf(`<td class="b">Balance Due</td>${blank}${acc(s.total - deposit)}`) : ''}
</table>`;
    const footer = `<div style="font-family:Arial,sans-serif;font-size:8px;width:100%;text-align:center;color:#000">Page <span class="pageNumber"></span></div>`;
    return {
      html: page(
        SHEET_CSS,
        `<div style="--fill:${fill};--ink:${ink};--title:${r.pick(['#1f4e78', '#000', '#375623', '#c00000'])}">${sheet}</div>`,
      ),
      paper: {
        format: code === 'US' ? 'Letter' : 'A4',
        margin: ['0.75in', '0.7in', '0.75in', '0.7in'],
        ...(r.chance(0.7) ? { footer } : {}),
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        // A US job without sales tax prints "$ -" on the tax row: nothing.
        taxAmount: taxable ? s.tax : null,
        total: s.total,
        currency: code === 'AU' ? 'AUD' : code === 'GB' ? 'GBP' : 'USD',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A small Irish workshop's typed invoice

const TYPE_CSS = `
body{font-family:"Liberation Serif",Georgia,serif;color:#1d2a44;padding:12mm 16mm 10mm;font-size:11px;background:#fbf8f0}
.lh{text-align:center;border-bottom:2px solid var(--c);padding-bottom:3mm}
.lh .n{font-size:27px;font-weight:bold;letter-spacing:2px;color:var(--c)}
.lh .t{font-style:italic;font-size:12px;margin-top:1mm}
.lh .a{font-size:10px;margin-top:1mm}
.no{display:flex;justify-content:space-between;align-items:baseline;margin-top:3mm;font-size:12px}
.no .red{color:#b3261e;font-family:"DejaVu Sans",sans-serif;font-size:15px;letter-spacing:1px}
.ty{font-family:"Liberation Mono","DejaVu Sans Mono",monospace;color:#1b1b1b;font-size:12.5px;line-height:1.55;text-shadow:0 0 .5px #000}
.ty div{white-space:pre}
.form{margin-top:5mm}
.form .lb{font-family:"Liberation Serif",serif;color:#1d2a44;font-size:11px}
.rule{border-bottom:1px dotted #1d2a44;display:inline-block;min-width:110mm}
table.w{width:100%;margin-top:5mm;border:1px solid #1d2a44}
table.w th{font-family:"Liberation Serif",serif;border:1px solid #1d2a44;font-weight:normal;padding:2px 4px;color:#1d2a44}
table.w td{border-left:1px solid #1d2a44;padding:0 4px;vertical-align:top}
table.w td.a{text-align:right;width:30mm}
.foot{margin-top:8mm;font-size:9px;text-align:center;color:#1d2a44}
`;

const WORKSHOP = [
  {
    trade: 'Cabinet Makers · French Polishing · Antique Restoration',
    jobs: [
      'To stripping & re-polishing mahogany dining table',
      'To repair of 4 no. dining chairs, re-glue joints & re-cane seats',
      'To supply & fit new oak worktop, 3.2m',
      'To making good veneer to bureau lid',
      'To collection & delivery',
    ],
    names: ['Joinery', 'Cabinet Works', 'Furniture Restoration'],
  },
  {
    trade: 'Agricultural & General Engineering · Welding · Fabrication',
    jobs: [
      'To repairs to slurry tanker, new hinge pins & bushes',
      'To fabricating & fitting galvanised gate, 12ft',
      'To welding cracked loader bracket',
      'To supply of steel: 100x50 RHS, 6m lengths',
      'To labour on site',
    ],
    names: ['Engineering', 'Forge', 'Welding & Fabrication'],
  },
  {
    trade: 'Upholstery · Re-covering · Curtains & Blinds',
    jobs: [
      'To re-upholstering 3 seater sofa in customer’s fabric',
      'To new foam & wadding to 2 no. armchairs',
      'To making & fitting lined curtains, 2 pairs',
      'To supply of fabric, 9m @ per metre',
      'To new webbing & springs to wing chair',
    ],
    names: ['Upholstery', 'Upholsterers', 'Soft Furnishings'],
  },
];

export const typewriterInvoice: Layout = {
  name: 'typewriter-workshop-invoice-ie',
  render(r) {
    const ie = COUNTRIES.IE;
    const shop = r.pick(WORKSHOP);
    const last = r.pick(ie.last);
    const first = r.pick(ie.first);
    const name = r.pick([
      `${last} & Sons`,
      `${first.slice(0, 1)}. ${last} ${r.pick(shop.names)}`,
      `${last} ${r.pick(shop.names)}`,
      `${first} ${last}`,
    ]);
    const registered = r.chance(0.7);
    const limited = registered && r.chance(0.3);
    const seller = `${name}${limited ? ' Ltd.' : ''}`;
    const [street, townName, county, eircode, area] = r.pick([
      ['Main Street', 'Ballinasloe', 'Co. Galway', 'H53 R2X4', '090'],
      ['Bridge Street', 'Westport', 'Co. Mayo', 'F28 W6K8', '098'],
      ['The Square', 'Macroom', 'Co. Cork', 'P12 H3F9', '026'],
      ['Market Street', 'Trim', 'Co. Meath', 'C15 YX76', '046'],
      ['Church Road', 'Tullamore', 'Co. Offaly', 'R35 K2P1', '057'],
    ] as const);
    const phone = `(${area}) ${r.digits(3)} ${r.digits(4)}`;
    const buyer = customer(r, 'IE', '', 0.6);
    const issued = issueDate(r);
    const repairs = r.chance(0.7);
    const rate = registered ? (repairs ? 13.5 : 23) : 0;
    const jobs = r.some(shop.jobs, r.int(2, 4));
    const items = jobs.map((job) => line(job, 1, r.int(6, 90) * 500 + r.pick([0, 0, 250]), rate));
    const s = sums(items);
    const number = pad(r.int(150, 2400), r.pick([4, 4, 5]));
    const eur = (cents: number) => num(cents);
    const euroSign = r.chance(0.6);
    const colour = r.pick(['#1d2a44', '#213d2a', '#5a1f1f', '#222']);
    const jitter = () =>
      `margin-left:${(r.next() * 2 - 1).toFixed(1)}px;opacity:${(0.78 + r.next() * 0.2).toFixed(2)}`;
    const typed = (text: string) => `<div style="${jitter()}">${esc(text)}</div>`;
    const width = 52;
    const descLines = items.flatMap((entry) => {
      const words = entry.description.split(' ');
      const out: string[] = [];
      let current = '';
      for (const word of words) {
        if ((current + ' ' + word).trim().length > width) {
          out.push(current);
          current = word;
        } else current = (current + ' ' + word).trim();
      }
      out.push(current);
      return out.map((text, index) => ({
        text,
        amount: index === out.length - 1 ? entry.amount : null,
      }));
    });
    const rows = descLines
      .map(
        (entry) =>
          `<tr><td class="ty">${typed(entry.text)}</td><td class="a ty">${entry.amount === null ? '' : typed(eur(entry.amount))}</td></tr>`,
      )
      .join('');
    const sumRows = registered
      ? [
          ['', ''],
          ['Sub-Total', eur(s.net)],
          [`VAT @ ${String(rate)}%`, eur(s.tax)],
          [`TOTAL${euroSign ? ' €' : ''}`, eur(s.total)],
        ]
      : [
          ['', ''],
          [`TOTAL${euroSign ? ' €' : ''}`, eur(s.total)],
        ];
    const sumHtml = sumRows
      .map(
        ([label, value]) =>
          `<tr><td class="ty" style="text-align:right">${typed(label!)}</td><td class="a ty">${value ? typed(value) : ''}</td></tr>`,
      )
      .join('');
    const paidNote = r.chance(0.25)
      ? typed(`Paid with thanks ${fmtDate(addDays(issued, r.int(0, 20)), 'D/M/YY')}`)
      : '';
    const body = `<div style="--c:${colour}">
<div class="lh"><div class="n">${esc(seller.toUpperCase())}</div><div class="t">${esc(shop.trade)}</div><div class="a">${esc(`${r.int(1, 60)} ${street}, ${townName}, ${county}  ${eircode}`)} · Tel. ${esc(phone)}${r.chance(0.5) ? ` · Mobile 08${r.pick(['5', '6', '7'])} ${r.digits(3)} ${r.digits(4)}` : ''}</div>${registered ? `<div class="a">VAT Reg. No. ${TAX.vatIE(r)}</div>` : ''}</div>
<div class="no"><span>INVOICE</span><span class="red">Nº ${number}</span></div>
<div class="form"><span class="lb">Date: </span><span class="ty rule">${typed(fmtDate(issued, r.chance(0.5) ? 'Do MMMM YYYY' : 'D/M/YYYY'))}</span><br>
<span class="lb">To: </span><span class="ty rule">${typed(`${buyer.company ? '' : r.pick(['Mr. ', 'Mrs. ', 'Ms. '])}${buyer.name}`)}</span><br>
<span class="lb">&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;</span><span class="ty rule">${typed(buyer.address.join(', '))}</span></div>
<table class="w"><tr><th>Particulars</th><th>€</th></tr>${rows}${sumHtml}<tr><td style="height:${Math.max(10, 60 - descLines.length * 6)}mm"></td><td></td></tr></table>
<div class="ty" style="margin-top:4mm">${typed(`Terms: ${r.pick(['Strictly 30 days', 'Cash on completion', 'Nett 30 days'])}.  E.&O.E.`)}${paidNote}</div>
<div class="foot">${registered ? '' : 'Not registered for VAT. '}${limited ? `Registered in Ireland No. ${r.int(100000, 749999)}. Directors: ${esc(first)} ${esc(last)}, ${esc(r.pick(ie.first))} ${esc(last)}.` : `Proprietor: ${esc(first)} ${esc(last)}`}</div></div>`;
    return {
      html: page(TYPE_CSS, body),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller,
        // Without VAT registration only the total is typed.
        amount: registered ? s.net : null,
        taxAmount: registered ? s.tax : null,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};
