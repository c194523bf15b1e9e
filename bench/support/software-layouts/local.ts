// Documents made outside invoicing products, or by local ones: a freelancer's invoice typed in a
// word processor (a table with borders, the bank details, "Not VAT registered"), till receipts on
// an 80 mm roll (a British shop with its VAT summary by code, a German Kassenbon with the MwSt
// table and the TSE lines, a US restaurant check with blank tip and signature lines), a Canadian
// invoice from desktop accounting software (GST/HST with PST, RST or QST, freight, bilingual in
// Quebec) and an Australian tax invoice as MYOB prints it (ABN, GST and GST-free lines, "Total Inc.
// GST", a remittance advice).
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
  pct,
  SEP,
  stacked,
  sums,
  time,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import {
  canadaTaxes,
  CATALOG,
  company,
  COUNTRIES,
  customer,
  draws,
  person,
  TAX,
  type CountryCode,
} from './people.ts';

// ---------------------------------------------------------------------------------------------
// A freelancer's word-processor invoice

const WORD_CSS = (font: string, accent: string) => `
body{font-family:${font};font-size:11pt;color:#000;line-height:1.3}
.name{font-size:22pt;color:${accent};margin:0}
.contact{font-size:10pt;margin-bottom:10mm}
.row{display:flex;justify-content:space-between;align-items:flex-start}
.title{font-size:26pt;color:${accent};letter-spacing:2px;text-align:right}
.meta{margin-top:2mm}
.meta td{padding:0.5mm 0 0.5mm 5mm}
.meta td:first-child{font-weight:bold}
table.grid{width:100%;margin-top:9mm;border:0.75pt solid #000}
table.grid th,table.grid td{border:0.75pt solid #000;padding:1.5mm 2mm}
table.grid th{background:${accent}22;text-align:left}
table.grid td.n,table.grid th.n{text-align:right}
table.grid tr.total td{font-weight:bold}
.pay{margin-top:10mm;font-size:10.5pt}
`;

export const freelancerInvoice: Layout = {
  name: 'freelancer-word-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'US', 'IE', 'AU']);
    const me = person(r, code);
    const craft = r.pick([
      'Photography',
      'Design',
      'Copywriting',
      'Web Development',
      'Illustration',
      'Bookkeeping',
      'Video',
    ]);
    const tradingName = r.chance(0.35) ? `${me.name} ${craft}` : null;
    const client = company(r, code);
    const font = r.pick([
      '"Liberation Serif", "Times New Roman", serif',
      '"DejaVu Sans", Calibri, sans-serif',
      '"Liberation Sans", Arial, sans-serif',
    ]);
    const accent = r.pick(['#000000', '#1f3864', '#2e74b5', '#833c0b', '#385623']);
    const issued = issueDate(r);
    const pattern = r.pick(
      code === 'US'
        ? ['MMMM Do, YYYY', 'MM/DD/YYYY', 'MMMM D, YYYY']
        : ['Do MMMM YYYY', 'DD/MM/YYYY', 'D MMMM YYYY', 'DD.MM.YYYY'],
    );
    const dateOf = (iso: string) => fmtDate(iso, pattern);
    const currency = { GB: 'GBP', US: 'USD', IE: 'EUR', AU: 'AUD' }[code as 'GB'];
    const symbol = { GB: '£', US: '$', IE: '€', AU: '$' }[code as 'GB'];
    const m = moneyOf({ sep: SEP.en, symbol, position: 'before' });
    const initials = me.name
      .split(' ')
      .map((part) => part[0])
      .join('');
    const n = r.int(1, 60);
    const number = r.pick([
      `${issued.slice(0, 4)}-${String(n).padStart(2, '0')}`,
      `INV${String(n).padStart(3, '0')}`,
      `${initials}-${String(n).padStart(3, '0')}`,
      String(n),
    ]);
    // VAT or GST only when registered: a UK or Irish freelancer sometimes, an Australian one with an ABN.
    const registered = (code === 'GB' || code === 'IE' || code === 'AU') && r.chance(0.35);
    const rate = registered ? { GB: 20, IE: 23, AU: 10 }[code as 'GB'] : 0;
    const items = draws(r, CATALOG.servicesEn, r.int(1, 4), rate);
    if (r.chance(0.3))
      items.push(
        line(
          r.pick([
            'Travel expenses',
            'Mileage (84 miles @ 45p)',
            'Materials',
            'Stock image licence',
          ]),
          1,
          r.int(15, 120) * 100,
          rate,
        ),
      );
    const s = sums(items);
    const subtotalShown = registered || r.chance(0.4);
    const { logo, only } = sellerLogo(r, tradingName ?? me.name, {
      only: 0.3,
      any: 0.2,
      colour: accent,
    });
    const shownName = tradingName ?? me.name;
    const bank =
      code === 'GB'
        ? `Account name: ${me.name}<br>Sort code: ${r.digits(2)}-${r.digits(2)}-${r.digits(2)}<br>Account number: ${r.digits(8)}`
        : code === 'US'
          ? `Payable by check to ${only ? 'the address above' : esc(me.name)}, or Zelle/Venmo: ${esc(me.email)}<br>ACH: Routing ${r.digits(9)} · Account ${r.digits(10)}`
          : code === 'IE'
            ? `IBAN: ${r.pick(['IE29 AIBK', 'IE64 BOFI'])} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}<br>BIC: ${r.pick(['AIBKIE2D', 'BOFIIE2D'])}`
            : `BSB: ${r.digits(3)}-${r.digits(3)}<br>Account: ${r.digits(8)}`;
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td class="n">${item.quantity}</td><td class="n">${m(item.unit)}</td><td class="n">${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="row"><div>${logo ? `${img(logo, 'max-height:22mm')}<br>` : ''}${only ? '' : `<div class="name">${esc(shownName)}</div>`}<div class="contact">${lines([tradingName && !only ? me.name : null, ...me.address, me.phone, me.email, code === 'AU' ? `ABN ${TAX.abn(r)}` : registered ? `VAT Reg. No. ${code === 'GB' ? TAX.vatGB(r) : TAX.vatIE(r)}` : null])}</div></div>
<div><div class="title">INVOICE</div><table class="meta"><tr><td>Invoice No:</td><td>${number}</td></tr><tr><td>Date:</td><td>${dateOf(issued)}</td></tr>${r.chance(0.5) ? `<tr><td>Due:</td><td>${dateOf(addDays(issued, r.pick([14, 30])))}</td></tr>` : ''}</table></div></div>
<b>Bill To:</b><br>${lines([client.contact, client.name, ...client.address])}
<table class="grid"><tr><th>Description</th><th class="n">${items.some((item) => item.uom === 'h') ? 'Hours' : 'Qty'}</th><th class="n">Rate</th><th class="n">Amount</th></tr>${rows}
${subtotalShown ? `<tr><td colspan="3" class="n">Subtotal</td><td class="n">${m(s.net)}</td></tr>` : ''}
${registered ? `<tr><td colspan="3" class="n">${code === 'AU' ? 'GST' : 'VAT'} @ ${rate}%</td><td class="n">${m(s.tax)}</td></tr>` : ''}
<tr class="total"><td colspan="3" class="n">${r.pick(['Total', 'Total Due', 'TOTAL DUE', 'Amount Due'])}</td><td class="n">${m(s.total)}</td></tr></table>
<div class="pay"><b>Payment details</b><br>${bank}<br><br>${r.pick(['Payment within 14 days please.', 'Please pay within 30 days of the invoice date.', 'Thank you for your business!'])}${!registered && code !== 'US' && code !== 'AU' && r.chance(0.6) ? '<br>Not VAT registered.' : ''}</div>`;
    return {
      html: page(WORD_CSS(font, accent), body),
      paper: { format: code === 'US' ? 'Letter' : 'A4', margin: ['20mm', '20mm', '20mm', '20mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: shownName,
        amount: subtotalShown ? s.net : null,
        taxAmount: registered ? s.tax : null,
        total: s.total,
        currency,
      }),
      ...(tradingName && !only ? { aliases: [me.name] } : {}),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Till receipts

const ROLL_CSS = `
body{font-family:"DejaVu Sans Mono","Liberation Mono",monospace;font-size:9.6px;color:#111;width:72mm;margin:0 auto;padding:4mm 0}
pre{font-family:inherit;margin:0;white-space:pre}
.c{text-align:center}
.big{font-size:13px;font-weight:bold}
img{display:block;margin:0 auto 2mm;filter:grayscale(1)}
`;
const WIDTH = 42;
const row = (left: string, right: string, width = WIDTH) =>
  `${left.slice(0, width - right.length - 1).padEnd(width - right.length)}${right}`;
const rule = (char = '-') => char.repeat(WIDTH);
/** Text centred on the roll, wrapped at word boundaries. */
function centre(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + word.length + 1 > WIDTH) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out.map((part) => ' '.repeat(Math.floor((WIDTH - part.length) / 2)) + part);
}
/** A row of the tax table: a label and three amounts in fixed columns. */
const taxRow = (label: string, a: string, b: string, c: string) =>
  `${label.padEnd(9)}${a.padStart(11)}${b.padStart(10)}${c.padStart(12)}`;

const UK_SHOP = [
  ['Oat Milk 1L', 165, 0],
  ['Sourdough Loaf', 320, 0],
  ['Free Range Eggs x6', 229, 0],
  ['Bananas Loose', 84, 0],
  ['Mature Cheddar 400g', 375, 0],
  ['Washing Up Liquid', 150, 20],
  ['Toothpaste 75ml', 195, 20],
  ['Flat White', 345, 20],
  ['Sparkling Water 500ml', 110, 20],
  ['Chocolate Bar', 125, 20],
  ['Kitchen Roll 2pk', 260, 20],
  ['Greek Yogurt 500g', 185, 0],
  ['AA Batteries 4pk', 499, 20],
  ['Greetings Card', 295, 0],
] as const;
const DE_SHOP = [
  ['Cappuccino', 380, 19],
  ['Latte Macchiato', 420, 19],
  ['Croissant', 160, 7],
  ['Laugenbrezel', 110, 7],
  ['Roggenbrot 750g', 420, 7],
  ['Franzbrötchen', 240, 7],
  ['Apfelschorle 0,5l', 290, 19],
  ['Käsebrötchen', 320, 7],
  ['Mohnkuchen', 310, 7],
  ['Espresso', 240, 19],
] as const;

export const tillReceipt: Layout = {
  name: 'till-receipt',
  render(r) {
    const german = r.chance(0.45);
    const code: CountryCode = german ? 'DE' : 'GB';
    const stem = r.pick(COUNTRIES[code].stems);
    const shop = german
      ? r.pick([`Bäckerei ${stem}`, `Café ${stem}`, `${stem} Backhaus`])
      : r.pick([`${stem} Stores`, `${stem} Local`, `${stem} Deli & Grocer`, `${stem} Pharmacy`]);
    const owner = company(r, code, { form: 'always' });
    const { logo, only } = sellerLogo(r, shop, { only: 0.3, any: 0.2, mono: true });
    const issued = issueDate(r);
    const at = time(r);
    const catalog: readonly (readonly [string, number, number])[] = german ? DE_SHOP : UK_SHOP;
    const items: Line[] = r
      .some(catalog, r.int(2, 7))
      .map(([text, cents, rate]) => line(text, r.chance(0.75) ? 1 : r.int(2, 3), cents, rate));
    const s = grossSums(items);
    const sep = german ? SEP.de : SEP.en;
    const n = (cents: number) => num(cents, sep);
    const cash = r.chance(0.4);
    const tendered = cash ? Math.ceil(s.total / 500) * 500 + (r.chance(0.5) ? 500 : 0) : s.total;
    const codes = new Map(
      s.taxes.map((row_, index) => [
        row_.rate,
        german
          ? row_.rate === 19
            ? 'A'
            : 'B'
          : row_.rate === 0
            ? 'Z'
            : (['A', 'B'][index] ?? 'A'),
      ]),
    );
    const receiptNo = german
      ? String(r.int(1000, 99999))
      : `${r.digits(4)}-${r.digits(3)}-${r.digits(4)}`;
    const out: string[] = [];
    const header = german
      ? [
          only ? '' : shop,
          ...owner.address,
          `Tel. ${owner.phone}`,
          `St.-Nr. ${TAX.steuernummer(r)}`,
        ]
      : [
          only ? '' : shop.toUpperCase(),
          ...owner.address,
          `Tel: ${owner.phone}`,
          `VAT No: ${TAX.vatGB(r)}`,
        ];
    const body: string[] = [];
    if (german) {
      body.push(
        row(`Beleg-Nr. ${receiptNo}`, `${fmtDate(issued, 'DD.MM.YYYY')} ${at}`),
        row(`Kasse ${r.int(1, 4)}`, `Bediener ${r.int(1, 12)}`),
        rule(),
      );
      for (const item of items) {
        if (item.quantity > 1) body.push(`${item.quantity} x ${n(item.unit)}`);
        body.push(row(item.description, `${n(item.amount)} ${codes.get(item.rate)}`));
      }
      body.push(rule(), row('SUMME EUR', n(s.total)), row(cash ? 'Bar' : 'EC-Karte', n(tendered)));
      if (cash) body.push(row('Rückgeld', n(tendered - s.total)));
      body.push(rule(), taxRow('MwSt', 'Netto', 'MwSt', 'Brutto'));
      for (const tax of s.taxes)
        body.push(
          taxRow(`${codes.get(tax.rate)} ${tax.rate}%`, n(tax.base), n(tax.tax), n(tax.gross)),
        );
      body.push(
        taxRow('Summe', n(s.net), n(s.tax), n(s.total)),
        rule(),
        `TSE-Transaktion: ${r.int(10000, 99999)}`,
        `TSE-Start: ${issued}T${at}:${String(r.int(0, 59)).padStart(2, '0')}.000`,
        `TSE-Seriennr.: ${r.alnum(32).toLowerCase()}`,
        `TSE-Signatur: ${r.alnum(28)}`,
        `${r.alnum(42)}`,
        rule(),
        ...centre('Vielen Dank für Ihren Einkauf!'),
      );
    } else {
      body.push(row('', '£'));
      for (const item of items) {
        body.push(
          row(
            item.quantity > 1
              ? `${item.description} ${item.quantity} @ ${n(item.unit)}`
              : item.description,
            `${n(item.amount)} ${codes.get(item.rate)}`,
          ),
        );
      }
      body.push(
        rule(),
        row(
          `${items.reduce((sum, item) => sum + item.quantity, 0)} ITEMS   TOTAL`,
          `£${n(s.total)}`,
        ),
        row(cash ? 'CASH' : r.pick(['VISA', 'MASTERCARD', 'CONTACTLESS']), n(tendered)),
      );
      if (cash) body.push(row('CHANGE DUE', n(tendered - s.total)));
      else body.push(`CARD ************${r.digits(4)}`, `AUTH CODE: ${r.digits(6)}`);
      body.push(rule(), taxRow('VAT RATE', 'NET', 'VAT', 'TOTAL'));
      for (const tax of s.taxes)
        body.push(
          taxRow(`${codes.get(tax.rate)} ${tax.rate}%`, n(tax.base), n(tax.tax), n(tax.gross)),
        );
      body.push(
        taxRow('TOTAL', n(s.net), n(s.tax), n(s.total)),
        rule(),
        row(`${fmtDate(issued, 'DD/MM/YYYY')} ${at}`, `TILL ${r.int(1, 6)}  OP ${r.int(10, 99)}`),
        `RECEIPT NO: ${receiptNo}`,
        '',
        ...centre(
          only
            ? 'THANK YOU FOR SHOPPING WITH US'
            : `THANK YOU FOR SHOPPING AT ${shop.toUpperCase()}`,
        ),
      );
    }
    out.push(...body);
    const html = `${logo ? img(logo, 'max-height:18mm;max-width:60mm;margin:0 auto') : ''}<div class="c">${header
      .filter(Boolean)
      .map((text, index) =>
        index === 0 && !only ? `<div class="big">${esc(text)}</div>` : `<div>${esc(text)}</div>`,
      )
      .join('')}</div><pre>${esc(['', ...out].join('\n'))}</pre>`;
    return {
      html: page(ROLL_CSS, html, german ? 'de' : 'en'),
      paper: { roll: 80 },
      truth: truthOf({
        invoiceNumber: receiptNo,
        date: issued,
        vendor: shop,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: german ? 'EUR' : 'GBP',
      }),
      logoOnly: only,
    };
  },
};

const DINER = [
  ['Classic Burger', 1450],
  ['Caesar Salad', 1200],
  ['Fish Tacos', 1550],
  ['Margherita Pizza', 1600],
  ['Chicken Wings (10)', 1395],
  ['Fries', 550],
  ['IPA Draft', 800],
  ['House Red (glass)', 1100],
  ['Iced Tea', 350],
  ['Soda', 300],
  ['Cheesecake', 850],
  ['Mac & Cheese', 1150],
  ['Ribeye Steak', 3400],
  ['Espresso', 400],
] as const;

export const restaurantCheck: Layout = {
  name: 'restaurant-check-us',
  render(r) {
    const stem = r.pick(COUNTRIES.US.stems);
    const name = r.pick([
      `${stem} Grill`,
      `The ${stem} Tavern`,
      `${stem} Kitchen & Bar`,
      `${stem} Diner`,
    ]);
    const place = company(r, 'US');
    const { logo, only } = sellerLogo(r, name, { only: 0.25, any: 0.2, mono: true });
    const issued = issueDate(r);
    const hour = r.int(11, 22);
    const at = `${hour > 12 ? hour - 12 : hour}:${String(r.int(0, 59)).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;
    const items = r
      .some(DINER, r.int(2, 8))
      .map(([text, cents]) => line(text, r.chance(0.7) ? 1 : r.int(2, 4), cents, 0));
    const rate = r.pick([6, 7, 8.25, 8.875, 9.5, 10.25]);
    const s = sums(items.map((item) => ({ ...item, rate })));
    const check = String(r.int(1000, 99999));
    const n = (cents: number) => num(cents);
    const server = r.pick(COUNTRIES.US.first);
    const out = [
      row(`Server: ${server}`, `Table ${r.int(1, 40)}`),
      row(`Check #${check}`, `Guests ${r.int(1, 6)}`),
      row(fmtDate(issued, 'MM/DD/YYYY'), at),
      rule(),
      ...items.map((item) => row(`${item.quantity} ${item.description}`, n(item.amount))),
      rule(),
      row('Subtotal', n(s.subtotal)),
      row(`Tax ${pct(rate)}`, n(s.tax)),
      row('TOTAL', `$${n(s.total)}`),
      rule(),
      '',
      row(`${r.pick(['VISA', 'MASTERCARD', 'AMEX'])} ************${r.digits(4)}`, n(s.total)),
      `Auth: ${r.digits(6)}   Ref: ${r.digits(6)}`,
      '',
      `Suggested gratuity:`,
      row(
        `18% = $${n(Math.round(s.subtotal * 0.18))}`,
        `20% = $${n(Math.round(s.subtotal * 0.2))}`,
      ),
      '',
      row('Tip:', '______________'),
      '',
      row('Total:', '______________'),
      '',
      '',
      'x_______________________________________',
      ...centre('Customer Copy'),
      '',
      ...centre(only ? 'Thank you! Please come again.' : `Thank you for dining at ${name}!`),
    ];
    const header = [only ? '' : name.toUpperCase(), ...place.address, place.phone];
    const html = `${logo ? img(logo, 'max-height:18mm;max-width:60mm;margin:0 auto') : ''}<div class="c">${header
      .filter(Boolean)
      .map((text, index) =>
        index === 0 && !only ? `<div class="big">${esc(text)}</div>` : `<div>${esc(text)}</div>`,
      )
      .join('')}</div><pre>${esc(['', ...out].join('\n'))}</pre>`;
    return {
      html: page(ROLL_CSS, html),
      paper: { roll: 80 },
      truth: truthOf({
        invoiceNumber: check,
        date: issued,
        vendor: name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'USD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Canada: desktop accounting software's invoice

const CA_CSS = `
body{font-family:Arial,Helvetica,sans-serif;font-size:9px;color:#000;line-height:1.35}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.co b{font-size:13px}
.doc{border:1px solid #000;width:40%}
.doc h1{margin:0;font-size:16px;text-align:center;background:#000;color:#fff;padding:3px}
.doc td{padding:2px 6px;border-top:1px solid #000}
.doc td:first-child{border-right:1px solid #000;width:45%;font-weight:bold}
.boxes{display:flex;gap:12px;margin-top:14px}
.boxes>div{flex:1;border:1px solid #000;min-height:70px}
.boxes b{display:block;background:#ddd;border-bottom:1px solid #000;padding:2px 6px}
.boxes .in{padding:4px 6px}
table.items{width:100%;margin-top:12px;border:1px solid #000}
table.items th{background:#ddd;border:1px solid #000;padding:3px 4px;text-align:left}
table.items td{border-left:1px solid #000;border-right:1px solid #000;padding:3px 4px;vertical-align:top}
table.items td.n,table.items th.n{text-align:right}
table.items tr.fill td{height:60px}
.bottom{display:flex;justify-content:space-between;margin-top:8px}
.reg{font-size:8.5px}
table.sum{border:1px solid #000;width:42%}
table.sum td{padding:2px 6px;border-top:1px solid #ccc}
table.sum td.n{text-align:right}
table.sum tr.t td{font-weight:bold;border-top:1px solid #000}
`;

export const canadianInvoice: Layout = {
  name: 'canada-gst-pst-invoice',
  render(r) {
    const seller = company(r, 'CA', { form: 'always' });
    const buyer = customer(r, 'CA', seller.stem, 0.15);
    const quebec = seller.region === 'QC';
    const issued = issueDate(r);
    const taxes = canadaTaxes(buyer.region, issued);
    const iso = r.chance(0.5);
    const dateOf = (day: string) => fmtDate(day, iso ? 'YYYY-MM-DD' : 'MMM DD, YYYY');
    const m = (cents: number) => num(cents);
    const number = String(r.int(1000, 99999));
    const items = draws(r, r.chance(0.5) ? CATALOG.tradeEn : CATALOG.servicesEn, r.int(1, 6), 0);
    const freight = r.chance(0.35) ? r.int(15, 120) * 100 : 0;
    const s = stacked(
      sums(items, { shipping: freight }),
      taxes.map((tax) => tax.rate),
    );
    const paid = r.chance(0.25) ? Math.round(s.total * r.pick([0.3, 0.5, 1])) : 0;
    const bn = TAX.bnCA(r);
    const label = (en: string, fr: string) => (quebec ? `${fr} / ${en}` : en);
    const taxName = (name: string) =>
      quebec
        ? ((
            {
              GST: 'TPS/GST',
              QST: 'TVQ/QST',
              HST: 'TVH/HST',
              PST: 'TVP/PST',
              RST: 'TVD/RST',
            } as Record<string, string>
          )[name] ?? name)
        : name;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.4 });
    const rows = items
      .map(
        (item, index) =>
          `<tr><td>${String(index + 1).padStart(3, '0')}-${r.digits(3)}</td><td class="n">${item.quantity}</td><td>${item.uom === 'h' ? 'hr' : 'ea'}</td><td>${esc(item.description)}</td><td>${taxes.map((tax) => tax.name[0]).join('')}</td><td class="n">${m(item.unit)}</td><td class="n">${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="top"><div class="co">${logo ? `${img(logo, 'max-height:50px')}<br>` : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, `Tel: ${seller.phone}`, seller.email])}</div>
<table class="doc"><tr><td colspan="2" style="padding:0;border:0"><h1>${label('INVOICE', 'FACTURE')}</h1></td></tr><tr><td>${label('Invoice No.', 'Nº de facture')}</td><td>${number}</td></tr><tr><td>${label('Date', 'Date')}</td><td>${dateOf(issued)}</td></tr>${r.chance(0.5) ? `<tr><td>${label('Order No.', 'Nº de commande')}</td><td>${r.int(100, 9999)}</td></tr>` : ''}<tr><td>${label('Page', 'Page')}</td><td>1</td></tr></table></div>
<div class="boxes"><div><b>${label('Sold to', 'Vendu à')}</b><div class="in">${lines([buyer.name, ...buyer.address])}</div></div><div><b>${label('Ship to', 'Expédié à')}</b><div class="in">${lines([buyer.name, ...buyer.address])}</div></div></div>
<table class="items"><tr><th>${label('Item No.', 'Article')}</th><th class="n">${label('Qty', 'Qté')}</th><th>${label('Unit', 'Unité')}</th><th>${label('Description', 'Description')}</th><th>${label('Tax', 'Taxe')}</th><th class="n">${label('Unit Price', 'Prix unitaire')}</th><th class="n">${label('Amount', 'Montant')}</th></tr>${rows}<tr class="fill"><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr></table>
<div class="bottom"><div class="reg">${lines([`${label('GST/HST Registration No.', 'Nº d’inscription TPS/TVH')}: ${bn} RT0001`, quebec ? `Nº TVQ / QST No.: ${r.digits(10)} TQ0001` : taxes.some((tax) => tax.name === 'PST') ? `PST No.: PST-${r.digits(4)}-${r.digits(4)}` : null, `${label('Terms', 'Modalités')}: ${r.pick(['Net 30', '2% 10, Net 30', 'Due on receipt'])}`, label('All amounts in CAD', 'Montants en CAD')])}</div>
<table class="sum"><tr><td>${label('Subtotal', 'Sous-total')}</td><td class="n">${m(s.subtotal)}</td></tr>${freight ? `<tr><td>${label('Freight', 'Transport')}</td><td class="n">${m(freight)}</td></tr>` : ''}${s.taxes.map((row_, index) => `<tr><td>${taxName(taxes[index]!.name)} ${pct(row_.rate)}</td><td class="n">${m(row_.tax)}</td></tr>`).join('')}<tr class="t"><td>${label('Total Amount', 'Montant total')}</td><td class="n">$${m(s.total)}</td></tr>${paid ? `<tr><td>${label('Amount Paid', 'Montant payé')}</td><td class="n">${m(paid)}</td></tr><tr class="t"><td>${label('Balance Owing', 'Solde dû')}</td><td class="n">$${m(s.total - paid)}</td></tr>` : ''}</table></div>`;
    return {
      html: page(CA_CSS, body, quebec ? 'fr' : 'en'),
      paper: { format: 'Letter', margin: ['0.5in', '0.5in', '0.5in', '0.5in'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'CAD',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Australia: MYOB tax invoice

const AU_CSS = (accent: string) => `
body{font-family:Arial,Helvetica,sans-serif;font-size:9.5px;color:#222;line-height:1.4}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.top h1{font-size:24px;margin:0 0 6px;color:${accent}}
.co b{font-size:12px}
.box{border:1px solid #999;margin-top:6px}
.box td{padding:3px 8px}
.box td:first-child{color:#666}
.to{margin-top:16px;width:45%;border:1px solid #999;padding:6px 8px;min-height:60px}
.to b.lab{display:block;color:#666;font-weight:normal}
table.items{width:100%;margin-top:14px}
table.items th{border-bottom:2px solid ${accent};text-align:left;padding:4px}
table.items td{padding:4px;border-bottom:1px solid #eee}
table.items .n{text-align:right}
.bottom{display:flex;justify-content:space-between;margin-top:10px}
table.sum td{padding:3px 8px}
table.sum td.n{text-align:right}
table.sum tr.t td{font-weight:bold;border-top:1px solid #222;font-size:11px}
.howto{font-size:9px}
.remit{margin-top:24px;border-top:1px dashed #000;padding-top:8px;display:flex;justify-content:space-between}
.remit h2{font-size:12px;margin:0 0 4px}
.remit td{padding:2px 8px}
`;

export const australianInvoice: Layout = {
  name: 'au-tax-invoice',
  render(r) {
    const seller = company(r, 'AU', { form: 'always' });
    const buyer = customer(r, 'AU', seller.stem, 0.2);
    const accent = r.pick(['#6100a5', '#00539f', '#333333', '#007a5e']);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const number = String(r.int(1, 4800)).padStart(8, '0');
    const items = draws(r, r.chance(0.5) ? CATALOG.tradeEn : CATALOG.servicesEn, r.int(1, 6), () =>
      r.chance(0.15) ? 0 : 10,
    );
    const freight = r.chance(0.3) ? r.int(15, 90) * 100 : 0;
    const s = sums(items, { shipping: freight });
    const applied = r.chance(0.3) ? Math.round(s.total * r.pick([0.2, 0.5, 1])) : 0;
    const abn = TAX.abn(r);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.5 });
    const terms = r.pick(['C.O.D.', 'Net 7 days', '30 days after EOM', 'Net 14 days']);
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}${item.quantity > 1 ? ` (${item.quantity} @ ${m(item.unit)})` : ''}</td><td class="n">${m(item.amount)}</td><td>${item.rate ? 'GST' : 'FRE'}</td></tr>`,
      )
      .join('');
    const body = `
<div class="top"><div class="co">${logo ? `${img(logo, 'max-height:56px')}<br>` : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, `Phone: ${seller.phone}`, seller.email, `ABN: ${abn}`])}</div>
<div><h1>Tax Invoice</h1><table class="box"><tr><td>Invoice No.</td><td><b>${number}</b></td></tr><tr><td>Date</td><td>${dateOf(issued)}</td></tr>${r.chance(0.5) ? `<tr><td>Customer PO</td><td>${r.int(1000, 99999)}</td></tr>` : ''}<tr><td>Terms</td><td>${terms}</td></tr></table></div></div>
<div class="to"><b class="lab">Bill To:</b>${lines([buyer.name, ...buyer.address])}</div>
<table class="items"><tr><th>Description</th><th class="n">Amount</th><th>Tax</th></tr>${rows}</table>
<div class="bottom"><div class="howto"><b>How to Pay</b><br>Direct deposit: BSB ${r.digits(3)}-${r.digits(3)} Account ${r.digits(9)}<br>Reference: ${number}<br>${r.chance(0.5) ? 'Credit card payments incur a 1.5% surcharge.' : ''}</div>
<table class="sum"><tr><td>Subtotal</td><td class="n">${m(s.subtotal)}</td></tr>${freight ? `<tr><td>Freight</td><td class="n">${m(freight)}</td></tr>` : ''}<tr><td>GST</td><td class="n">${m(s.tax)}</td></tr><tr class="t"><td>Total Inc. GST</td><td class="n">${m(s.total)}</td></tr><tr><td>Amount Applied</td><td class="n">${m(applied)}</td></tr><tr class="t"><td>Balance Due</td><td class="n">${m(s.total - applied)}</td></tr></table></div>
<div style="font-size:8.5px;margin-top:6px">All amounts in AUD. ${items.some((item) => item.rate === 0) ? 'FRE = GST-free supply.' : ''}</div>
<div class="remit"><div><h2>REMITTANCE ADVICE</h2>${only ? '' : `${esc(seller.name)}<br>`}${lines(seller.address)}</div><table><tr><td>Customer</td><td>${esc(buyer.name)}</td></tr><tr><td>Invoice No.</td><td>${number}</td></tr><tr><td>Balance Due</td><td>${m(s.total - applied)}</td></tr><tr><td>Amount Paid</td><td>____________</td></tr></table></div>`;
    return {
      html: page(AU_CSS(accent), body),
      paper: { format: 'A4', margin: ['14mm', '14mm', '14mm', '14mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'AUD',
      }),
      logoOnly: only,
    };
  },
};
