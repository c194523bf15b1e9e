// Set 3's European invoices: Odoo's invoice report (the "INV/2024/00042" numbers, the Source and
// Due Date boxes, the tax-group totals and the payment communication), lexoffice's German
// invoice, a German craftsman's (Handwerker) invoice with labour and material apart and the §35a
// note, an Austrian invoice (UID numbers, 20 % and 10 %), a Swiss invoice with the QR-bill's
// receipt and payment part at the foot of the page, a bilingual Belgian factuur/facture with the
// structured communication, Moneybird's Dutch factuur, a French invoice as Pennylane prints it
// with the legal mentions, and an Italian fattura from Fatture in Cloud (with a professional's
// rivalsa INPS and ritenuta d'acconto at times).
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
  previousMonth,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
  type Sep,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import {
  BIC,
  CATALOG,
  company,
  customer,
  draws,
  iban,
  person,
  stemOf,
  TAX,
  type CountryCode,
} from './people.ts';
import { firm, ibanOf, privateFirm, qrReference, structured } from './set3-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Odoo

const ODOO_CSS = `
body{font-family:Lato,"DejaVu Sans",Arial,sans-serif;font-size:11px;color:#222;line-height:1.4}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #777;padding-bottom:6px}
.tag{color:#555;font-size:11px;text-align:right}
.addr{display:flex;justify-content:space-between;margin:14px 0 30px}
.addr .co{width:45%}
.addr .cu{width:45%}
h2{font-size:21px;font-weight:normal;margin:0 0 14px}
.info{display:flex;gap:36px;margin-bottom:20px}
.info b{display:block}
table.l{width:100%}
table.l th{text-align:right;border-bottom:1px solid #222;padding:4px 6px;font-weight:bold}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l td{text-align:right;padding:5px 6px;border-bottom:1px solid #ddd;vertical-align:top}
table.t{margin-left:auto;width:42%;margin-top:10px}
table.t td{padding:4px 6px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.b td{border-top:1px solid #222;font-weight:bold}
.comm{margin-top:26px}
`;

export const odooInvoice: Layout = {
  name: 'odoo-invoice',
  render(r) {
    const code = r.pick<CountryCode>(['GB', 'GB', 'IE', 'US', 'US', 'IE']);
    const seller = company(r, code, { form: 'always' });
    const buyer = customer(r, code, stemOf(seller), 0.15);
    const issued = issueDate(r);
    const year = issued.slice(0, 4);
    const number = r.chance(0.6)
      ? `INV/${year}/${pad(r.int(1, 2400), 5)}`
      : `INV/${year}/${pad(r.int(1, 9999), 4)}`;
    const cur = code === 'US' ? 'USD' : code === 'GB' ? 'GBP' : 'EUR';
    const m = moneyOf(
      cur === 'EUR'
        ? { sep: SEP.en, symbol: '€', position: 'after-space' }
        : { sep: SEP.en, symbol: cur === 'USD' ? '$' : '£', position: 'before-space' },
    );
    const date = (iso: string) => fmtDate(iso, code === 'US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY');
    const usRate = r.pick([0, 6, 7.25, 8.25, 8.875, 10.25]);
    const rateOf = () =>
      code === 'GB'
        ? r.chance(0.1)
          ? 5
          : 20
        : code === 'IE'
          ? r.chance(0.25)
            ? 13.5
            : 23
          : usRate;
    const catalog = r.chance(0.5) ? CATALOG.servicesEn : CATALOG.goodsEn;
    const items = draws(r, catalog, r.int(1, 5), rateOf).map((item) =>
      r.chance(0.15)
        ? line(item.description, item.quantity, item.unit, item.rate, {
            discount: r.pick([5, 10, 15]),
            ...(item.uom ? { uom: item.uom } : {}),
          })
        : item,
    );
    const s = sums(items);
    const taxed = s.tax > 0;
    const due = addDays(issued, r.pick([0, 15, 30, 30, 45]));
    const terms =
      due === issued
        ? 'Immediate Payment'
        : `${Math.round((Date.parse(due) - Date.parse(issued)) / 86_400_000)} Days`;
    const source = r.chance(0.6) ? `S${pad(r.int(1, 9999), 5)}` : null;
    const reference = r.chance(0.4) ? `PO-${r.digits(5)}` : null;
    const hasDisc = items.some((item) => item.discount);
    const taxName = (rate: number) => `${code === 'US' ? 'Tax' : 'VAT'} ${pct(rate)}`;
    const paid = r.chance(0.3);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.85 });
    const vat =
      code === 'GB'
        ? `VAT: ${TAX.vatGB(r).replace(/ /g, '')}`
        : code === 'IE'
          ? `VAT: ${TAX.vatIE(r)}`
          : `Tax ID: ${TAX.ein(r)}`;
    const buyerVat =
      buyer.company && code !== 'US' && r.chance(0.5)
        ? `VAT: ${code === 'GB' ? TAX.vatGB(r).replace(/ /g, '') : TAX.vatIE(r)}`
        : null;
    const ship = r.chance(0.25) ? customer(r, code, stemOf(seller), 0) : null;
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${num(item.quantity * 100)} ${item.uom === 'h' ? 'Hours' : 'Units'}</td><td>${num(item.unit)}</td>${hasDisc ? `<td>${item.discount ? num(item.discount * 100) : '0.00'}</td>` : ''}<td>${item.rate ? esc(taxName(item.rate)) : ''}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const totals = [
      `<tr class="b"><td>Untaxed Amount</td><td>${m(s.net)}</td></tr>`,
      ...s.taxes
        .filter((row) => row.tax)
        .map((row) => `<tr><td>${esc(taxName(row.rate))}</td><td>${m(row.tax)}</td></tr>`),
      `<tr class="b"><td>Total</td><td>${m(s.total)}</td></tr>`,
      paid
        ? `<tr><td><i>Paid on ${date(addDays(issued, r.int(0, 20)))}</i></td><td><i>${m(s.total)}</i></td></tr><tr class="b"><td>Amount Due</td><td>${m(0)}</td></tr>`
        : '',
    ].join('');
    const body = `
<div class="head"><div>${logo ? img(logo, 'max-height:44px') : `<b style="font-size:16px">${esc(seller.name)}</b>`}</div><div class="tag">${esc(r.pick(['', 'Quality since 2009', seller.website, 'Your partner in business']))}</div></div>
<div class="addr"><div class="co">${lines([seller.name, ...seller.address, seller.country.name])}</div>
<div class="cu">${lines([buyer.name, ...buyer.address, buyer.country.name, buyerVat])}</div></div>
${ship ? `<div style="margin:-18px 0 22px"><b>Shipping Address:</b><br>${lines([ship.name, ...ship.address])}</div>` : ''}
<h2>Invoice ${esc(number)}</h2>
<div class="info"><div><b>Invoice Date:</b>${date(issued)}</div><div><b>Due Date:</b>${date(due)}</div>${source ? `<div><b>Source:</b>${source}</div>` : ''}${reference ? `<div><b>Reference:</b>${reference}</div>` : ''}${r.chance(0.3) ? `<div><b>Customer Code:</b>${r.int(100, 9999)}</div>` : ''}</div>
<table class="l"><tr><th>Description</th><th>Quantity</th><th>Unit Price</th>${hasDisc ? '<th>Disc.%</th>' : ''}<th>Taxes</th><th>Amount</th></tr>${rows}</table>
<table class="t">${totals}</table>
<div class="comm">${paid ? '' : `Please use the following communication for your payment: <b>${esc(number)}</b>${code !== 'US' ? `<br>on this account: ${iban(r, code === 'GB' ? 'GB' : 'IE')}` : ''}<br>`}Payment terms: ${terms}</div>`;
    const footer = `<div style="font-family:Lato,'DejaVu Sans',Arial,sans-serif;font-size:8.5px;color:#555;width:100%;text-align:center;border-top:1px solid #999;margin:0 14mm;padding-top:4px">${esc([seller.phone, seller.email, seller.website, vat].join('  '))}<br>Page: <span class="pageNumber"></span> / <span class="totalPages"></span></div>`;
    return {
      html: page(ODOO_CSS, body),
      paper: {
        format: code === 'US' ? 'Letter' : 'A4',
        margin: ['12mm', '14mm', '22mm', '14mm'],
        footer,
      },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxed ? s.tax : null,
        total: s.total,
        currency: cur,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// lexoffice

const LEX_CSS = `
body{font-family:"Open Sans","DejaVu Sans",Arial,sans-serif;font-size:10px;color:#333;line-height:1.45}
.top{display:flex;justify-content:space-between;height:42mm}
.sender{font-size:7.5px;color:#666;text-decoration:underline;margin:16mm 0 3mm}
.meta{margin-top:8mm;font-size:9.5px}
.meta td{padding:1px 0 1px 14px}
.meta td:first-child{padding-left:0}
.meta td:last-child{text-align:right}
h1{font-size:16px;margin:14mm 0 6px;font-weight:600}
table.l{width:100%;margin-top:12px}
table.l th{background:#f0f0f0;text-align:right;padding:5px 6px;font-weight:600}
table.l td{text-align:right;padding:5px 6px;border-bottom:1px solid #e6e6e6;vertical-align:top}
table.l th:nth-child(2),table.l td:nth-child(2),table.l th:first-child,table.l td:first-child{text-align:left}
table.s{margin-left:auto;width:52%;margin-top:8px}
table.s td{padding:3px 6px;text-align:right}
table.s td:first-child{text-align:left}
table.s tr.g td{font-weight:700;border-top:1.5px solid #333;font-size:11px}
.foot{display:flex;gap:14px;font-size:7.5px;color:#666;border-top:1px solid #ccc;padding-top:5px}
.foot div{flex:1}
`;

export const lexofficeInvoice: Layout = {
  name: 'lexoffice-rechnung',
  render(r) {
    const seller = company(r, 'DE');
    const buyer = customer(r, 'DE', stemOf(seller), 0.3);
    const issued = issueDate(r);
    const number = r.pick([
      `RE${r.int(1000, 9999)}`,
      `RE-${issued.slice(0, 4)}-${pad(r.int(1, 999), 3)}`,
      `${r.int(10000, 99999)}`,
    ]);
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'after-space' });
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const items = draws(r, CATALOG.servicesDe, r.int(1, 5), () => (r.chance(0.12) ? 7 : 19));
    const s = sums(items);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6 });
    const [first, last] = previousMonth(issued);
    const period = r.chance(0.5);
    const customerNo = r.int(10001, 10999);
    const rows = items
      .map(
        (item, index) =>
          `<tr><td>${index + 1}.</td><td>${esc(item.description)}</td><td>${String(item.quantity).replace('.', ',')}</td><td>${esc(item.uom === 'h' ? 'Stunden' : r.pick(['Stück', 'pauschal', 'Stück']))}</td><td>${m(item.unit)}</td>${s.taxes.length > 1 ? `<td>${item.rate} %</td>` : ''}<td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const salutation = buyer.company
      ? 'Sehr geehrte Damen und Herren,'
      : `Sehr geehrte/r ${buyer.name},`;
    const ustId = TAX.ustId(r);
    const body = `
<div style="padding:0 20mm 0 25mm">
<div class="top"><div style="width:85mm"><div class="sender">${esc([seller.name, ...seller.address].join(' · '))}</div>
${lines([buyer.name, buyer.company && r.chance(0.5) ? buyer.contact : null, ...buyer.address])}</div>
<div style="text-align:right">${logo ? img(logo, 'max-height:50px') : ''}
<table class="meta"><tr><td>Rechnungsnr.</td><td>${esc(number)}</td></tr><tr><td>Kundennr.</td><td>${customerNo}</td></tr><tr><td>Datum</td><td>${d(issued)}</td></tr>
${period ? `<tr><td>Leistungszeitraum</td><td>${d(first)} - ${d(last)}</td></tr>` : `<tr><td>Lieferdatum</td><td>${d(addDays(issued, -r.int(0, 6)))}</td></tr>`}
${r.chance(0.5) ? `<tr><td>Ihr Ansprechpartner</td><td>${esc(seller.contact)}</td></tr>` : ''}</table></div></div>
<h1>Rechnung Nr. ${esc(number)}</h1>
<p>${esc(salutation)}</p><p>vielen Dank für Ihren Auftrag und das damit verbundene Vertrauen!<br>Hiermit stelle ich Ihnen die folgenden Leistungen in Rechnung:</p>
<table class="l"><tr><th>Pos.</th><th>Bezeichnung</th><th>Menge</th><th>Einheit</th><th>Einzelpreis</th>${s.taxes.length > 1 ? '<th>USt.</th>' : ''}<th>Gesamtpreis</th></tr>${rows}</table>
<table class="s"><tr><td>Gesamtbetrag netto</td><td>${m(s.net)}</td></tr>
${s.taxes.map((row) => `<tr><td>zzgl. Umsatzsteuer ${row.rate} %</td><td>${m(row.tax)}</td></tr>`).join('')}
<tr class="g"><td>Gesamtbetrag</td><td>${m(s.total)}</td></tr></table>
<p style="margin-top:18px">Zahlungsbedingungen: Zahlung innerhalb von ${r.pick([7, 14, 30])} Tagen ab Rechnungseingang ohne Abzüge.</p>
<p>Mit freundlichen Grüßen<br>${esc(seller.contact)}</p></div>`;
    const foot = `<div class="foot" style="font-family:'Open Sans','DejaVu Sans',Arial,sans-serif;width:100%;margin:0 20mm 0 25mm;display:flex;gap:14px;font-size:7px;color:#666;border-top:1px solid #ccc;padding-top:4px">
<div style="flex:1">${lines([seller.name, ...seller.address])}</div>
<div style="flex:1">${lines([`Tel. ${seller.phone}`, seller.email, seller.website])}</div>
<div style="flex:1">${lines([r.pick(['Commerzbank', 'Sparkasse', 'Deutsche Bank', 'GLS Bank']), `IBAN ${iban(r, 'DE')}`, `BIC ${r.pick(BIC.DE!)}`])}</div>
<div style="flex:1">${lines([`USt-IdNr. ${ustId}`, seller.name.includes('GmbH') || seller.name.includes('AG') ? `Amtsgericht ${seller.city}, ${TAX.hrb(r)}` : `St.-Nr. ${TAX.steuernummer(r)}`, seller.name.includes('GmbH') ? `Geschäftsführer: ${seller.contact}` : null])}</div></div>`;
    return {
      html: page(LEX_CSS, body, 'de'),
      paper: { format: 'A4', margin: ['0', '0', '26mm', '0'], footer: foot },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A German craftsman's invoice

const HW_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10px;color:#111;line-height:1.4;padding:12mm 18mm 10mm 24mm}
.lh{text-align:center;border-bottom:3px double var(--c);padding-bottom:6px;margin-bottom:10px}
.lh .n{font-family:"Liberation Serif",Georgia,serif;font-size:26px;font-weight:bold;color:var(--c)}
.lh .t{font-size:10px;letter-spacing:1px}
.win{display:flex;justify-content:space-between;margin-top:8mm}
.snd{font-size:7.5px;border-bottom:1px solid #999;margin-bottom:3px;display:inline-block}
.bv{margin-top:8px;font-size:9.5px}
.info td{padding:1px 0 1px 10px}
h1{font-size:15px;margin:12mm 0 8px}
table.l{width:100%}
table.l th{border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 4px;text-align:right}
table.l td{padding:3px 4px;text-align:right;vertical-align:top}
table.l th:nth-child(4),table.l td:nth-child(4){text-align:left}
table.l tr.sec td{font-weight:bold;text-align:left;padding-top:8px}
table.l tr.sub td{border-top:1px dotted #888;font-style:italic}
table.s{margin-left:auto;width:55%;margin-top:8px}
table.s td{padding:2px 4px;text-align:right}
table.s td:first-child{text-align:left}
table.s tr.g td{font-weight:bold;border-top:1px solid #000;border-bottom:3px double #000}
.note{margin-top:12px;font-size:9.5px}
.foot{margin-top:14mm;border-top:1px solid var(--c);padding-top:4px;font-size:7.5px;color:#333;display:flex;justify-content:space-between}
`;

export const handwerkerRechnung: Layout = {
  name: 'handwerker-rechnung',
  render(r) {
    const trade = r.pick([
      ['Sanitär- und Heizungstechnik', 'Heizung · Sanitär · Solar · Kundendienst', 'Sanitär'],
      ['Elektrotechnik', 'Elektroinstallation · Photovoltaik · E-Check', 'Elektro'],
      ['Malerbetrieb', 'Maler- und Lackierarbeiten · Fassaden · Bodenbeläge', 'Maler'],
      ['Dachdeckerei', 'Steil- und Flachdach · Spenglerei · Dachfenster', 'Dach'],
      ['Fliesenlegermeister', 'Fliesen · Naturstein · Badsanierung', 'Fliesen'],
    ] as const);
    const owner = person(r, 'DE');
    const asPerson = r.chance(0.5);
    const legal = asPerson
      ? `${trade[0]} ${owner.name}`
      : `${owner.name.split(' ')[1]} ${trade[0]} GmbH`;
    const seller = { ...owner, name: legal };
    const buyer = person(r, 'DE');
    const site = r.chance(0.6) ? company(r, 'DE').address : null;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = (cents: number) => num(cents, SEP.de);
    const start = addDays(issued, -r.int(3, 30));
    const end = addDays(start, r.int(0, 4));
    const number = r.pick([
      `${issued.slice(0, 4)}-${pad(r.int(1, 480), 3)}`,
      `R${issued.slice(2, 4)}${pad(r.int(1, 9999), 4)}`,
    ]);
    const wages: Line[] = [
      line('Arbeitszeit Geselle', r.int(2, 32) / 2, r.int(52, 68) * 100, 19, { uom: 'Std.' }),
      ...(r.chance(0.6)
        ? [line('Arbeitszeit Meister', r.int(1, 8) / 2, r.int(68, 85) * 100, 19, { uom: 'Std.' })]
        : []),
      ...(r.chance(0.5)
        ? [
            line('Arbeitszeit Helfer/Azubi', r.int(2, 16) / 2, r.int(32, 45) * 100, 19, {
              uom: 'Std.',
            }),
          ]
        : []),
      line(
        r.pick(['Anfahrtspauschale', 'Fahrtkosten Werkstattwagen']),
        r.int(1, 4),
        r.int(25, 55) * 100,
        19,
        { uom: 'pausch.' },
      ),
    ];
    const materialNames: Record<string, [string, number, number, string][]> = {
      Sanitär: [
        ['Thermostat-Brausebatterie', 90, 260, 'Stk.'],
        ['Kupferrohr 15 mm', 8, 14, 'm'],
        ['Pressfitting 15 mm', 3, 9, 'Stk.'],
        ['Heizkörperventil', 18, 45, 'Stk.'],
        ['Kleinmaterial', 10, 60, 'pausch.'],
        ['Gas-Brennwerttherme', 2200, 4200, 'Stk.'],
      ],
      Elektro: [
        ['NYM-J 3x1,5 mm²', 1, 3, 'm'],
        ['Schalterprogramm Steckdose', 6, 18, 'Stk.'],
        ['FI/LS-Schalter', 45, 95, 'Stk.'],
        ['Unterverteilung 3-reihig', 120, 320, 'Stk.'],
        ['Kleinmaterial', 10, 60, 'pausch.'],
      ],
      Maler: [
        ['Dispersionsfarbe weiß 12,5 l', 45, 95, 'Eimer'],
        ['Tiefengrund', 18, 35, 'Kanister'],
        ['Abdeckmaterial', 15, 45, 'pausch.'],
        ['Malervlies', 4, 9, 'm²'],
        ['Acryl-Dichtstoff', 4, 8, 'Stk.'],
      ],
      Dach: [
        ['Dachziegel', 1, 3, 'Stk.'],
        ['Unterspannbahn', 4, 9, 'm²'],
        ['Dachrinne Zink', 18, 35, 'm'],
        ['Dachlatten 30x50', 1, 3, 'm'],
        ['Kleinmaterial', 10, 60, 'pausch.'],
      ],
      Fliesen: [
        ['Feinsteinzeug 60x60', 28, 65, 'm²'],
        ['Flexkleber 25 kg', 18, 35, 'Sack'],
        ['Fugenmörtel', 12, 28, 'Sack'],
        ['Dichtschlämme', 35, 75, 'Eimer'],
        ['Abschlussschiene', 6, 14, 'Stk.'],
      ],
    };
    const materials = r
      .some(materialNames[trade[2]]!, r.int(2, 4))
      .map(([name, low, high, uom]) => {
        const unit = Math.round((low + r.next() * (high - low)) * 100);
        const q = uom === 'm' || uom === 'm²' ? r.int(2, 40) : uom === 'pausch.' ? 1 : r.int(1, 8);
        return line(name, q, unit, 19, { uom });
      });
    const wageSum = wages.reduce((sum, item) => sum + item.amount, 0);
    const materialSum = materials.reduce((sum, item) => sum + item.amount, 0);
    const s = sums([...wages, ...materials]);
    // A final invoice after a down payment: what was paid is taken off the amount to pay, the
    // invoice's total stays the gross of all the work (the README's total).
    const abschlag = r.chance(0.25)
      ? Math.round((s.total * r.pick([0.3, 0.4, 0.5])) / 100) * 100
      : 0;
    const rowsOf = (items: Line[], from: number) =>
      items
        .map(
          (item, index) =>
            `<tr><td>${from + index}</td><td>${String(item.quantity).replace('.', ',')}</td><td>${esc(item.uom ?? '')}</td><td>${esc(item.description)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`,
        )
        .join('');
    const colour = r.pick(['#1f4e79', '#7a1f3d', '#0b6e4f', '#b03a2e', '#2c3e50']);
    const wageTax = Math.round((wageSum * 19) / 100);
    const body = `
<div class="lh" style="--c:${colour}"><div class="n">${esc(seller.name)}</div><div class="t">${esc(trade[1])}${r.chance(0.6) ? ' · Meisterbetrieb' : ''}</div></div>
<div class="win"><div><div class="snd">${esc([seller.name, ...seller.address].join(', '))}</div><br>${lines([r.pick(['Herrn', 'Frau']), buyer.name, ...buyer.address])}</div>
<table class="info"><tr><td>Telefon</td><td>${esc(seller.phone)}</td></tr><tr><td>E-Mail</td><td>${esc(seller.email)}</td></tr><tr><td>Kunden-Nr.</td><td>${r.int(1000, 8999)}</td></tr><tr><td>Datum</td><td>${d(issued)}</td></tr></table></div>
${site ? `<div class="bv"><b>Bauvorhaben / Leistungsort:</b> ${esc(site.join(', '))}</div>` : ''}
<h1>${abschlag ? 'Schlussrechnung' : 'Rechnung'} Nr. ${esc(number)}</h1>
<div>Ausführungszeitraum: ${start === end ? d(start) : `${d(start)} bis ${d(end)}`}${r.chance(0.5) ? ` · Ihr Auftrag vom ${d(addDays(start, -r.int(5, 40)))}` : ''}</div>
<p>Für die ausgeführten Arbeiten erlauben wir uns wie folgt zu berechnen:</p>
<table class="l"><tr><th>Pos.</th><th>Menge</th><th>Einh.</th><th>Bezeichnung</th><th>EP €</th><th>GP €</th></tr>
<tr class="sec"><td colspan="6">Lohnleistungen</td></tr>${rowsOf(wages, 1)}<tr class="sub"><td colspan="5">Summe Lohn</td><td>${m(wageSum)}</td></tr>
<tr class="sec"><td colspan="6">Material</td></tr>${rowsOf(materials, wages.length + 1)}<tr class="sub"><td colspan="5">Summe Material</td><td>${m(materialSum)}</td></tr></table>
<table class="s"><tr><td>Nettobetrag</td><td>${m(s.net)} €</td></tr><tr><td>zzgl. 19 % MwSt.</td><td>${m(s.tax)} €</td></tr>
<tr class="g"><td>Rechnungsbetrag</td><td>${m(s.total)} €</td></tr>
${abschlag ? `<tr><td>abzgl. Abschlagszahlung vom ${d(addDays(start, -r.int(10, 30)))}</td><td>-${m(abschlag)} €</td></tr><tr><td><b>noch zu zahlen</b></td><td><b>${m(s.total - abschlag)} €</b></td></tr>` : ''}</table>
<div class="note">Im Rechnungsbetrag sind Arbeits- und Fahrtkosten in Höhe von ${m(wageSum)} € netto (${m(wageSum + wageTax)} € inkl. MwSt.) enthalten, die nach § 35a EStG steuerlich geltend gemacht werden können.</div>
<div class="note">Zahlbar innerhalb von ${r.pick([8, 10, 14])} Tagen ohne Abzug. Bitte geben Sie bei Zahlung die Rechnungsnummer an.<br>Hinweis: Sie sind als Privatperson verpflichtet, diese Rechnung zwei Jahre aufzubewahren (§ 14b UStG).</div>
<div class="foot" style="--c:${colour}"><div>${lines([seller.name, ...seller.address])}</div><div>${lines([`Handwerkskammer ${r.pick(['Berlin', 'München und Oberbayern', 'zu Köln', 'Hamburg', 'Region Stuttgart'])}`, `Steuer-Nr. ${TAX.steuernummer(r)}`, asPerson ? `Inhaber: ${owner.name}` : `Geschäftsführer: ${owner.name}`])}</div><div>${lines([r.pick(['Sparkasse', 'Volksbank', 'Raiffeisenbank']), `IBAN ${iban(r, 'DE')}`, `BIC ${r.pick(BIC.DE!)}`])}</div></div>`;
    return {
      html: page(HW_CSS, body, 'de'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Austria

const AT_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#222;line-height:1.45;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid var(--c);padding-bottom:8px}
.hd .n{font-size:20px;font-weight:bold;color:var(--c)}
.hd table td{padding:0 0 0 10px;font-size:8.5px}
.ad{display:flex;justify-content:space-between;margin:12mm 0 10mm}
h1{font-size:18px;color:var(--c);margin:0 0 6px;font-weight:normal;letter-spacing:1px}
.rw{display:flex;gap:30px;margin-bottom:12px;font-size:9px}
.rw b{display:block;color:#666;font-weight:normal;font-size:8px;text-transform:uppercase}
table.l{width:100%}
table.l th{background:var(--c);color:#fff;padding:4px 5px;text-align:right;font-weight:normal}
table.l td{padding:4px 5px;text-align:right;border-bottom:1px solid #ddd}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.s{margin-left:auto;margin-top:8px;width:50%}
table.s td{padding:2px 5px;text-align:right}
table.s td:first-child{text-align:left}
table.s tr.g td{background:#eee;font-weight:bold;font-size:11px}
.ft{margin-top:16mm;font-size:7.5px;color:#555;text-align:center;border-top:1px solid #ccc;padding-top:4px}
`;

export const austrianRechnung: Layout = {
  name: 'austrian-rechnung',
  render(r) {
    const seller = firm(r, 'AT', {
      trades: ['Catering', 'Gastronomie', 'Eventservice', 'Heuriger & Catering'],
    });
    const isFirm = r.chance(0.75);
    const buyer = isFirm
      ? firm(r, 'AT', { avoid: seller.stem, form: 'always' })
      : privateFirm(r, 'AT');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const eur = r.chance(0.5);
    const m = moneyOf({ sep: SEP.de, symbol: eur ? 'EUR' : '€', position: 'before-space' });
    const guests = r.int(12, 120);
    const catalogue: [string, number, number, number, string][] = [
      ['Buffet „Wiener Art" pro Person', 2400, 4800, 10, 'Pers.'],
      ['Fingerfood-Auswahl pro Person', 1400, 2900, 10, 'Pers.'],
      ['Mehlspeisen und Kaffee pro Person', 700, 1400, 10, 'Pers.'],
      ['Getränkepauschale alkoholfrei', 600, 1200, 20, 'Pers.'],
      ['Wein und Bier nach Verbrauch', 18000, 95000, 20, 'pauschal'],
      ['Servicepersonal', 3200, 4200, 20, 'Std.'],
      ['Geschirr- und Gläserverleih', 8000, 35000, 20, 'pauschal'],
      ['Zustellung und Abholung', 4500, 12000, 20, 'pauschal'],
    ];
    const items = r
      .some(catalogue, r.int(3, 6))
      .map(([text, low, high, rate, uom]) =>
        line(
          text,
          uom === 'Pers.' ? guests : uom === 'Std.' ? r.int(6, 40) : 1,
          r.int(low / 10, high / 10) * 10,
          rate,
          { uom },
        ),
      );
    const s = sums(items);
    const number = `${issued.slice(0, 4)}/${pad(r.int(1, 1800), 4)}`;
    const uid = `ATU${r.digits(8)}`;
    const colour = r.pick(['#8b1e2d', '#2e5d3a', '#1c3f6e', '#6b4e16']);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.5, colour });
    const event = addDays(issued, -r.int(1, 12));
    const skonto = r.chance(0.35);
    const body = `
<div class="hd" style="--c:${colour}"><div>${logo ? img(logo, 'max-height:40px;display:block;margin-bottom:4px') : ''}<div class="n">${esc(seller.name)}</div></div>
<table><tr><td>${lines([...seller.address, seller.countryLocal])}</td><td>${lines([`Tel. ${seller.phone}`, seller.email, seller.website])}</td></tr></table></div>
<div class="ad"><div>${lines([buyer.name, ...buyer.address, isFirm && r.chance(0.6) ? `UID-Nr. ATU${r.digits(8)}` : null])}</div>
<div style="text-align:right">${lines([`${seller.city}, am ${d(issued)}`])}</div></div>
<h1 style="--c:${colour}">RECHNUNG</h1>
<div class="rw"><div><b>Rechnungsnummer</b>${number}</div><div><b>Rechnungsdatum</b>${d(issued)}</div><div><b>Leistungsdatum</b>${d(event)}</div><div><b>Kundennummer</b>${r.int(20000, 29999)}</div>${r.chance(0.5) ? `<div><b>Veranstaltung</b>${esc(r.pick(['Firmenfeier', 'Hochzeit', 'Jubiläum', 'Sommerfest', 'Weihnachtsfeier']))}, ${guests} Pers.</div>` : ''}</div>
<table class="l" style="--c:${colour}"><tr><th>Pos</th><th>Bezeichnung</th><th>Menge</th><th>Einh.</th><th>Einzelpreis</th><th>USt</th><th>Gesamt netto</th></tr>
${items.map((item, index) => `<tr><td>${index + 1}</td><td>${esc(item.description)}</td><td>${item.quantity}</td><td>${esc(item.uom ?? '')}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="s"><tr><td>Summe netto</td><td>${m(s.net)}</td></tr>
${s.taxes.map((row) => `<tr><td>${r.chance(0.5) ? 'USt' : 'MwSt.'} ${row.rate} % von ${m(row.base)}</td><td>${m(row.tax)}</td></tr>`).join('')}
<tr class="g"><td>Gesamtbetrag</td><td>${m(s.total)}</td></tr></table>
<p style="margin-top:14px">${skonto ? `Zahlbar bis ${d(addDays(issued, 10))} abzüglich 2 % Skonto (${m(Math.round(s.total * 0.98))}) oder bis ${d(addDays(issued, 30))} netto ohne Abzug.` : `Zahlbar innerhalb von ${r.pick([14, 30])} Tagen ohne Abzug.`}<br>Wir danken für Ihren Auftrag!</p>
<div class="ft">${esc([seller.name, `UID-Nr. ${uid}`, `FN ${r.int(100000, 599999)}${r.pick(['a', 'b', 'd', 'k', 'm'])}`, `Firmenbuchgericht ${r.pick(['Handelsgericht Wien', 'Landesgericht Graz', 'Landesgericht Linz'])}`].join(' · '))}<br>${esc(`${r.pick(['Erste Bank', 'Raiffeisenlandesbank', 'Bank Austria', 'BAWAG P.S.K.'])} · IBAN ${ibanOf(r, 'AT')} · BIC ${r.pick(['GIBAATWWXXX', 'RLNWATWW', 'BKAUATWW', 'BAWAATWW'])}`)}</div>`;
    return {
      html: page(AT_CSS, body, 'de'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Switzerland, with the QR-bill

/** Swiss amounts: 1'234.50 in the invoice, 1 234.50 on the QR-bill. */
const CH_SEP: Sep = { group: '\u2019', decimal: '.' };
const QR_SEP: Sep = { group: ' ', decimal: '.' };

/** A picture of a QR code: finder squares, random modules and the Swiss cross, as SVG. */
function qrPicture(r: Random): string {
  const n = 45;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (!inFinder && r.chance(0.5)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  const c = n / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" width="46mm" height="46mm" shape-rendering="crispEdges">${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<rect x="${c - 3.5}" y="${c - 3.5}" width="7" height="7" fill="#fff"/><rect x="${c - 3}" y="${c - 3}" width="6" height="6"/><rect x="${c - 0.6}" y="${c - 2}" width="1.2" height="4" fill="#fff"/><rect x="${c - 2}" y="${c - 0.6}" width="4" height="1.2" fill="#fff"/></svg>`;
}

const CH_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:10px;color:#000}
.pg{width:210mm;height:296mm;position:relative;overflow:hidden}
.inv{padding:14mm 18mm 0 22mm;line-height:1.45}
.hd{text-align:right}
.hd .n{font-size:19px;font-weight:bold}
.ad{margin:12mm 0 10mm;min-height:26mm}
h1{font-size:15px;margin:0 0 6px}
.meta td{padding:1px 16px 1px 0}
table.l{width:100%;margin-top:12px}
table.l th{border-bottom:1px solid #000;padding:3px 4px;text-align:right}
table.l td{padding:3px 4px;text-align:right}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.s{margin-left:auto;width:58%;margin-top:6px}
table.s td{padding:2px 4px;text-align:right}
table.s td:first-child{text-align:left}
table.s tr.g td{border-top:1px solid #000;font-weight:bold}
.slip{position:absolute;left:0;bottom:0;width:210mm;height:105mm;border-top:1px dashed #000;display:flex;font-family:Arial,"Liberation Sans",sans-serif}
.slip h3{font-size:11pt;margin:0 0 5mm}
.slip .lb{font-size:6pt;font-weight:bold;margin-top:2.5mm}
.slip .v{font-size:8pt;line-height:1.25}
.rc{width:62mm;padding:5mm;border-right:1px dashed #000;position:relative}
.pp{flex:1;padding:5mm;display:flex}
.pp .v{font-size:10pt}
.pp .lb{font-size:8pt}
.amt{display:flex;gap:6mm}
`;

export const swissQrBill: Layout = {
  name: 'swiss-qr-rechnung',
  render(r) {
    const seller = firm(r, 'CH');
    const buyer = r.chance(0.7)
      ? firm(r, 'CH', { avoid: seller.stem, form: 'always' })
      : privateFirm(r, 'CH');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const new2024 = issued >= '2024-01-01';
    const full = new2024 ? 8.1 : 7.7;
    const reduced = new2024 ? 2.6 : 2.5;
    const items = draws(r, CATALOG.servicesDe, r.int(1, 4), () =>
      r.chance(0.12) ? reduced : full,
    ).map((item) =>
      line(
        item.description.replace(/ß/g, 'ss'),
        item.quantity,
        item.unit,
        item.rate,
        item.uom ? { uom: item.uom } : {},
      ),
    );
    const s = sums(items);
    const m = (cents: number) => num(cents, CH_SEP);
    const number = r.pick([
      `${issued.slice(2, 4)}-${pad(r.int(1, 2000), 4)}`,
      `RE${r.int(100000, 199999)}`,
      `${r.int(2000, 9999)}`,
    ]);
    const uid = `CHE-${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`;
    const qrIban = ibanOf(r, 'CH', true);
    const ref = qrReference(r);
    const due = addDays(issued, r.pick([10, 20, 30]));
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.5 });
    const payTo = lines([qrIban, seller.name, ...seller.address]);
    const payer = lines([buyer.name, ...buyer.address]);
    const qr = num(s.total, QR_SEP);
    const body = `<div class="pg"><div class="inv">
<div class="hd">${logo ? img(logo, 'max-height:38px') + '<br>' : ''}<span class="n">${esc(seller.name)}</span><br>${esc([...seller.address, seller.phone].join(' · '))}<br>${esc(seller.email)}</div>
<div class="ad">${lines([buyer.name, ...buyer.address])}</div>
<div>${esc(seller.city)}, ${d(issued)}</div>
<h1>Rechnung ${esc(number)}</h1>
<table class="meta"><tr><td>Rechnungsdatum</td><td>${d(issued)}</td><td>Kunden-Nr.</td><td>${r.int(1000, 9999)}</td></tr><tr><td>Zahlbar bis</td><td>${d(due)}</td><td>MWST-Nr.</td><td>${uid} MWST</td></tr></table>
<table class="l"><tr><th>Pos.</th><th>Bezeichnung</th><th>Menge</th><th>Preis</th><th>MWST</th><th>Betrag CHF</th></tr>
${items.map((item, index) => `<tr><td>${index + 1}</td><td>${esc(item.description)}</td><td>${String(item.quantity)}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="s"><tr><td>Total exkl. MWST</td><td>CHF ${m(s.net)}</td></tr>
${s.taxes.map((row) => `<tr><td>MWST ${row.rate}% auf CHF ${m(row.base)}</td><td>CHF ${m(row.tax)}</td></tr>`).join('')}
<tr class="g"><td>Total inkl. MWST</td><td>CHF ${m(s.total)}</td></tr></table>
<p>Zahlbar innert ${Math.round((Date.parse(due) - Date.parse(issued)) / 86_400_000)} Tagen netto mit beiliegendem QR-Einzahlungsschein.<br>Besten Dank für Ihren Auftrag.</p></div>
<div class="slip"><div class="rc"><h3>Empfangsschein</h3>
<div class="lb">Konto / Zahlbar an</div><div class="v">${payTo}</div>
<div class="lb">Referenz</div><div class="v">${ref}</div>
<div class="lb">Zahlbar durch</div><div class="v">${payer}</div>
<div class="amt" style="margin-top:6mm"><div><div class="lb">Währung</div><div class="v">CHF</div></div><div><div class="lb">Betrag</div><div class="v">${qr}</div></div></div>
<div class="lb" style="position:absolute;right:5mm;bottom:14mm">Annahmestelle</div></div>
<div class="pp"><div style="width:51mm"><h3>Zahlteil</h3>${qrPicture(r)}
<div class="amt" style="margin-top:4mm"><div><div class="lb">Währung</div><div class="v">CHF</div></div><div><div class="lb">Betrag</div><div class="v">${qr}</div></div></div></div>
<div style="flex:1;padding-left:4mm"><div class="lb" style="margin-top:0">Konto / Zahlbar an</div><div class="v">${payTo}</div>
<div class="lb">Referenz</div><div class="v">${ref}</div>
<div class="lb">Zusätzliche Informationen</div><div class="v">Rechnung ${esc(number)}</div>
<div class="lb">Zahlbar durch</div><div class="v">${payer}</div></div></div></div></div>`;
    return {
      html: page(CH_CSS, body, 'de'),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'CHF',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Belgium, bilingual

/** A Belgian enterprise number: 0 and nine digits, the last two 97 minus the first eight mod 97. */
function enterpriseNumber(r: Random): string {
  const first = `0${r.int(2, 9)}${r.digits(6)}`;
  const check = String(97 - (Number(first) % 97)).padStart(2, '0');
  const all = `${first}${check}`;
  return `${all.slice(0, 4)}.${all.slice(4, 7)}.${all.slice(7)}`;
}

const BE_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#1b1b1b;line-height:1.4;padding:12mm 15mm}
.hd{display:flex;justify-content:space-between}
.hd .n{font-size:17px;font-weight:bold}
.ttl{font-size:22px;font-weight:bold;text-align:right;color:var(--c)}
.ttl small{display:block;font-size:10px;font-weight:normal;color:#444}
.box{display:grid;grid-template-columns:auto auto;gap:1px 10px;border:1px solid #999;padding:5px 8px;margin-top:6px;font-size:9px}
.cu{margin:10mm 0 8mm 95mm;border:1px solid #ccc;padding:6px 10px;min-height:24mm}
table.l{width:100%}
table.l th{border-bottom:2px solid var(--c);padding:4px;text-align:right;font-size:8.5px}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;margin-top:10px;gap:20px}
table.v th,table.v td{border:1px solid #bbb;padding:3px 6px;text-align:right;font-size:8.5px}
table.t td{padding:2px 6px;text-align:right}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:2px solid var(--c)}
.pay{margin-top:12px;border:1px solid var(--c);padding:6px 8px}
.ft{margin-top:14mm;font-size:7.5px;color:#555;border-top:1px solid #bbb;padding-top:4px}
`;

export const belgianFactuur: Layout = {
  name: 'belgian-factuur-facture',
  render(r) {
    const seller = firm(r, 'BE');
    const business = r.chance(0.75);
    const buyer = business
      ? firm(r, 'BE', { avoid: seller.stem, form: 'always' })
      : privateFirm(r, 'BE');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const symbolFirst = r.chance(0.5);
    const m = moneyOf({
      sep: SEP.de,
      symbol: symbolFirst ? '€' : 'EUR',
      position: symbolFirst ? 'before-space' : 'after-space',
    });
    const renovation = !business && r.chance(0.6);
    const items = draws(r, CATALOG.servicesNl, r.int(1, 5), () =>
      renovation ? 6 : r.chance(0.15) ? 6 : 21,
    );
    const s = sums(items, r.chance(0.2) ? { shipping: r.int(15, 60) * 100 } : {});
    const number = r.pick([
      `${issued.slice(0, 4)}/${pad(r.int(1, 900), 4)}`,
      `F${issued.slice(2, 4)}-${pad(r.int(1, 900), 3)}`,
      `${issued.slice(0, 4)}${pad(r.int(1, 900), 4)}`,
    ]);
    const vat = enterpriseNumber(r);
    const ogm = structured(r);
    const due = addDays(issued, r.pick([15, 30, 30]));
    const colour = r.pick(['#003d73', '#b3261e', '#00695c', '#4a148c']);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.55, colour });
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:40px;display:block') : ''}<div class="n">${esc(seller.name)}</div>${lines([...seller.address, seller.phone, seller.email])}<br>BTW / TVA BE ${vat}</div>
<div><div class="ttl">FACTUUR / FACTURE<small>origineel / original</small></div>
<div class="box"><span>Nummer / Numéro</span><b>${esc(number)}</b><span>Datum / Date</span><span>${d(issued)}</span><span>Vervaldag / Échéance</span><span>${d(due)}</span><span>Klantnr. / N° client</span><span>${r.int(100, 4999)}</span></div></div></div>
<div class="cu">${lines([buyer.name, ...buyer.address, business ? `BTW / TVA BE ${enterpriseNumber(r)}` : null])}</div>
<table class="l"><tr><th>Omschrijving / Description</th><th>Aantal / Qté</th><th>Eenheidsprijs / Prix unit.</th><th>BTW / TVA</th><th>Bedrag / Montant</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity).replace('.', ',')}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`).join('')}
${s.shipping ? `<tr><td>Transportkosten / Frais de transport</td><td>1</td><td>${m(s.shipping)}</td><td>21%</td><td>${m(s.shipping)}</td></tr>` : ''}</table>
<div class="bot"><table class="v"><tr><th>Tarief / Taux</th><th>Maatstaf / Base</th><th>BTW / TVA</th></tr>
${s.taxes.map((row) => `<tr><td>${row.rate}%</td><td>${m(row.base)}</td><td>${m(row.tax)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Totaal excl. btw / Total HTVA</td><td>${m(s.net)}</td></tr><tr><td>BTW / TVA</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Totaal / Total TVAC</td><td>${m(s.total)}</td></tr></table></div>
${renovation ? '<p style="font-size:8px">Btw-tarief 6 %: renovatie van een privéwoning van meer dan 10 jaar oud. / Taux de TVA 6 % : rénovation d\'une habitation privée de plus de 10 ans.</p>' : ''}
<div class="pay">Gelieve te betalen vóór ${d(due)} met vermelding van / Veuillez payer avant le ${d(due)} avec la communication structurée:<br><b style="font-size:12px">${ogm}</b><br>IBAN ${ibanOf(r, 'BE')} · BIC ${r.pick(['GEBABEBB', 'KREDBEBB', 'BBRUBEBB', 'GKCCBEBB'])}</div>
<div class="ft">${esc([seller.name, `Ondernemingsnummer / N° d'entreprise ${vat}`, `RPR / RPM ${r.pick(['Brussel / Bruxelles', 'Antwerpen', 'Gent', 'Liège'])}`].join(' · '))}<br>Op al onze facturen zijn onze algemene voorwaarden van toepassing. / Nos conditions générales s'appliquent à toutes nos factures.</div></div>`;
    return {
      html: page(BE_CSS, body, 'nl'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Moneybird

const MB_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10px;color:#333;line-height:1.5;padding:16mm 18mm}
.hd{display:flex;justify-content:space-between}
.co{text-align:right;font-size:9px;color:#555}
.to{margin:14mm 0 10mm}
h1{font-size:24px;font-weight:300;margin:0 0 8px;color:#222}
.meta td{padding:1px 24px 1px 0}
.meta td:first-child{color:#888}
table.l{width:100%;margin-top:16px}
table.l th{text-align:right;color:#888;font-weight:normal;border-bottom:1px solid #ccc;padding:4px}
table.l td{text-align:right;padding:6px 4px;border-bottom:1px solid #f0f0f0}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.s{margin-left:auto;width:45%;margin-top:8px}
table.s td{text-align:right;padding:3px 4px}
table.s td:first-child{text-align:left}
table.s tr.g td{font-weight:bold;border-top:1px solid #333}
.txt{margin-top:18px;color:#555}
`;

export const moneybirdFactuur: Layout = {
  name: 'moneybird-factuur',
  render(r) {
    const seller = company(r, 'NL');
    const buyer = customer(r, 'NL', stemOf(seller), 0.3);
    const issued = issueDate(r);
    const longDate = r.chance(0.4);
    const d = (iso: string) => fmtDate(iso, longDate ? 'D MMMM YYYY' : 'DD-MM-YYYY', 'nl');
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'before-space' });
    const items = draws(r, CATALOG.servicesNl, r.int(1, 5), () => (r.chance(0.15) ? 9 : 21));
    const s = sums(items, r.chance(0.2) ? { discountPercent: r.pick([5, 10]) } : {});
    const number = r.pick([
      `${issued.slice(0, 4)}-${pad(r.int(1, 500), 4)}`,
      `F${issued.slice(0, 4)}${pad(r.int(1, 500), 3)}`,
      `${issued.slice(0, 4)}-${pad(r.int(1, 500), 3)}`,
    ]);
    const due = addDays(issued, r.pick([14, 14, 30]));
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6 });
    const ref = r.chance(0.5)
      ? r.pick([
          `PO ${r.digits(6)}`,
          `Project ${r.pick(['website', 'onderhoud', 'Q' + r.int(1, 4)])}`,
          `Opdracht ${r.digits(4)}`,
        ])
      : null;
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:46px') : ''}</div>
<div class="co">${lines([seller.name, ...seller.address, seller.phone, seller.email, '', `KvK ${TAX.kvk(r)}`, `Btw-id ${TAX.btwNL(r)}`, `IBAN ${iban(r, 'NL')}`])}</div></div>
<div class="to">${lines([buyer.name, buyer.company && r.chance(0.5) ? `t.a.v. ${buyer.contact}` : null, ...buyer.address])}</div>
<h1>Factuur</h1>
<table class="meta"><tr><td>Factuurnummer</td><td>${esc(number)}</td></tr><tr><td>Factuurdatum</td><td>${d(issued)}</td></tr><tr><td>Vervaldatum</td><td>${d(due)}</td></tr>${ref ? `<tr><td>Referentie</td><td>${esc(ref)}</td></tr>` : ''}</table>
<table class="l"><tr><th>Aantal</th><th>Omschrijving</th><th>Prijs</th><th>Btw</th><th>Bedrag</th></tr>
${items.map((item) => `<tr><td>${String(item.quantity).replace('.', ',')}${item.uom === 'h' ? ' uur' : ''}</td><td>${esc(item.description)}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="s"><tr><td>Subtotaal</td><td>${m(s.subtotal)}</td></tr>
${s.discount ? `<tr><td>Korting</td><td>${m(-s.discount)}</td></tr><tr><td>Totaal excl. btw</td><td>${m(s.net)}</td></tr>` : ''}
${s.taxes.map((row) => `<tr><td>${row.rate}% btw over ${m(row.base)}</td><td>${m(row.tax)}</td></tr>`).join('')}
<tr class="g"><td>Totaal</td><td>${m(s.total)}</td></tr></table>
<div class="txt">We verzoeken u vriendelijk het bovenstaande bedrag van ${m(s.total)} voor ${d(due)} te voldoen op onze bankrekening onder vermelding van het factuurnummer ${esc(number)}. Voor vragen kunt u contact opnemen per e-mail.</div>`;
    return {
      html: page(MB_CSS, body, 'nl'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Pennylane (France)

const PL_CSS = `
body{font-family:Inter,"DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#1d2433;line-height:1.45;padding:14mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
h1{font-size:22px;margin:0;font-weight:600}
.meta{margin-top:6px;color:#556}
.meta b{color:#1d2433}
.parties{display:flex;gap:14px;margin:12mm 0 8mm}
.parties>div{flex:1;background:#f4f5f8;border-radius:6px;padding:8px 10px}
.parties .lb{font-size:8px;text-transform:uppercase;color:#778;letter-spacing:.5px;margin-bottom:3px}
table.l{width:100%}
table.l th{font-weight:600;color:#556;text-align:right;padding:5px;border-bottom:1px solid #d6d9e0;font-size:8.5px}
table.l td{text-align:right;padding:6px 5px;border-bottom:1px solid #eef0f3}
table.l th:first-child,table.l td:first-child{text-align:left}
table.s{margin-left:auto;width:46%;margin-top:10px}
table.s td{padding:3px 5px;text-align:right}
table.s td:first-child{text-align:left;color:#556}
table.s tr.g td{font-weight:700;font-size:12px;color:#1d2433;border-top:1px solid #1d2433}
.pay{margin-top:14px;display:flex;gap:20px}
.pay>div{flex:1}
.legal{margin-top:12mm;font-size:7.5px;color:#778}
`;

export const pennylaneFacture: Layout = {
  name: 'pennylane-facture',
  render(r) {
    const seller = company(r, 'FR', { form: 'always' });
    const buyer = customer(r, 'FR', stemOf(seller), 0.2);
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = moneyOf({ sep: SEP.fr, symbol: '€', position: 'after-space' });
    const items = draws(r, CATALOG.servicesFr, r.int(1, 5), () =>
      r.chance(0.1) ? 10 : r.chance(0.05) ? 5.5 : 20,
    );
    const remise = r.chance(0.25) ? r.pick([5, 10, 15]) : 0;
    const s = sums(items, remise ? { discountPercent: remise } : {});
    const number = r.pick([
      `F-${issued.slice(0, 4)}-${pad(r.int(1, 999), 3)}`,
      `F${issued.slice(0, 4)}${issued.slice(5, 7)}-${pad(r.int(1, 99), 3)}`,
      `FA${pad(r.int(1, 9999), 5)}`,
    ]);
    const due = addDays(issued, r.pick([0, 30, 30, 45]));
    const siren = TAX.siren(r);
    const tva = `FR${r.digits(2)}${siren}`;
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6 });
    const acompte = r.chance(0.2) ? Math.round(s.total * 0.3) : 0;
    const body = `
<div class="hd"><div><h1>Facture</h1><div class="meta">Numéro de facture <b>${esc(number)}</b><br>Date d'émission <b>${d(issued)}</b><br>Date d'échéance <b>${d(due)}</b>${r.chance(0.4) ? `<br>Date de livraison / prestation <b>${d(addDays(issued, -r.int(0, 10)))}</b>` : ''}</div></div>
<div>${logo ? img(logo, 'max-height:50px') : ''}</div></div>
<div class="parties"><div><div class="lb">Émetteur</div><b>${esc(seller.name)}</b><br>${lines([...seller.address, seller.email, seller.phone])}</div>
<div><div class="lb">Destinataire</div><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company && r.chance(0.5) ? `N° TVA : FR${r.digits(2)}${TAX.siren(r)}` : null])}</div></div>
${r.chance(0.4) ? `<p><b>Objet :</b> ${esc(r.pick(['Prestations du mois', 'Mission de conseil', 'Travaux selon devis n° D-' + r.digits(4), 'Commande n° ' + r.digits(6)]))}</p>` : ''}
<table class="l"><tr><th>Description</th><th>Quantité</th><th>Unité</th><th>Prix unitaire HT</th><th>TVA</th><th>Total HT</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity).replace('.', ',')}</td><td>${item.uom === 'h' ? 'heure' : 'unité'}</td><td>${m(item.unit)}</td><td>${pct(item.rate, SEP.fr, true)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="s">${remise ? `<tr><td>Total HT brut</td><td>${m(s.subtotal)}</td></tr><tr><td>Remise (${remise} %)</td><td>${m(-s.discount)}</td></tr>` : ''}
<tr><td>Total HT${remise ? ' net' : ''}</td><td>${m(s.net)}</td></tr>
${s.taxes.map((row) => `<tr><td>TVA ${pct(row.rate, SEP.fr, true)}</td><td>${m(row.tax)}</td></tr>`).join('')}
<tr class="g"><td>Total TTC</td><td>${m(s.total)}</td></tr>
${acompte ? `<tr><td>Acompte versé</td><td>${m(-acompte)}</td></tr><tr><td><b>Net à payer</b></td><td><b>${m(s.total - acompte)}</b></td></tr>` : ''}</table>
<div class="pay"><div><b>Paiement</b><br>Virement bancaire<br>IBAN ${iban(r, 'FR')}<br>BIC ${r.pick(BIC.FR!)}</div><div><b>Conditions</b><br>${due === issued ? 'Paiement à réception' : `Paiement à ${Math.round((Date.parse(due) - Date.parse(issued)) / 86_400_000)} jours`}<br>Escompte pour paiement anticipé : néant</div></div>
<div class="legal">En cas de retard de paiement, une pénalité égale à 3 fois le taux d'intérêt légal sera exigible (article L441-10 du Code de commerce). Pour les professionnels, une indemnité forfaitaire de 40 € pour frais de recouvrement sera exigible.<br>
${esc(`${seller.name} · ${seller.name.match(/SAS|SA\b|SARL|EURL|SASU/)?.[0] ?? 'Société'} au capital de ${num(r.pick([100000, 500000, 1000000, 3700000]), SEP.fr).replace(/,00$/, '')} € · SIRET ${siren}${r.digits(5)} · RCS ${seller.city} ${siren.replace(/(\d{3})(?=\d)/g, '$1 ')} · TVA ${tva} · APE ${TAX.ape(r)}`)}</div>`;
    return {
      html: page(PL_CSS, body, 'fr'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Fatture in Cloud (Italy)

const FIC_CSS = `
body{font-family:"Roboto","DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#222;line-height:1.4;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between}
.hd .n{font-size:16px;font-weight:bold;color:var(--c)}
.cl{border:1px solid #ccc;padding:6px 10px;width:80mm;min-height:26mm}
.cl small{color:#777;display:block}
.doc{margin:8mm 0 4mm;font-size:14px;font-weight:bold;border-bottom:2px solid var(--c);padding-bottom:4px}
table.l{width:100%}
table.l th{background:#eef1f5;padding:4px;text-align:right;font-weight:600}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #e4e4e4}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;gap:18px;margin-top:10px}
table.iva th,table.iva td{border:1px solid #ccc;padding:2px 5px;text-align:right;font-size:8.5px}
table.t td{padding:2px 6px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;background:#eef1f5}
.pay{margin-top:10px;font-size:9px}
.ft{margin-top:12mm;font-size:7.5px;color:#666}
`;

export const fattureInCloud: Layout = {
  name: 'fatture-in-cloud',
  render(r) {
    const professional = r.chance(0.4);
    const base = professional ? person(r, 'IT') : company(r, 'IT');
    const title = professional ? r.pick(['Dott.', 'Arch.', 'Ing.', 'Dott.ssa']) : '';
    const seller = professional ? { ...base, name: `${title} ${base.name}` } : base;
    const buyer = company(r, 'IT', { avoid: stemOf(base), form: 'always' });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'before-space' });
    const colour = r.pick(['#0d47a1', '#00695c', '#6a1b9a', '#37474f']);
    const items = draws(r, CATALOG.servicesIt, r.int(1, 4), () =>
      professional ? 22 : r.chance(0.15) ? 10 : 22,
    );
    const onorari = items.reduce((sum, item) => sum + item.amount, 0);
    // A professional adds the 4% rivalsa INPS to the fees (taxed with them) and has 20% withheld:
    // the imponibile is the net, the "Totale documento" the total; the ritenuta only lowers what
    // is to pay ("Netto a pagare").
    const rivalsa = professional ? Math.round(onorari * 0.04) : 0;
    const s = sums(professional ? [...items, line('Rivalsa INPS 4%', 1, rivalsa, 22)] : items);
    const withheld = professional && r.chance(0.8);
    const ritenuta = withheld ? Math.round((onorari + rivalsa) * 0.2) : 0;
    const n = r.int(1, 420);
    const number = r.pick([`${n}`, `${n}/${issued.slice(0, 4)}`, `${n}/A`]);
    const piva = TAX.pivaIT(r);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: professional ? 0.2 : 0.6, colour });
    const due = addDays(issued, r.pick([0, 30, 60]));
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:42px;display:block') : ''}<div class="n">${esc(seller.name)}</div>${lines([...seller.address.slice(0, -1), `${seller.address.at(-1)}`, `P.IVA ${piva}`, professional ? `C.F. ${TAX.cfIT(r, base.name)}` : null, `Tel. ${seller.phone}`, seller.email])}</div>
<div class="cl"><small>Spett.le</small><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, `P.IVA ${TAX.pivaIT(r)}`, `Cod. destinatario ${TAX.sdi(r)}`])}</div></div>
<div class="doc">Fattura n. ${esc(number)} del ${d(issued)}</div>
<table class="l"><tr><th>Descrizione</th><th>Qtà</th><th>Prezzo</th><th>IVA</th><th>Importo</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${String(item.quantity).replace('.', ',')}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<div class="bot"><table class="iva"><tr><th>Aliquota</th><th>Imponibile</th><th>Imposta</th></tr>${s.taxes.map((row) => `<tr><td>${row.rate}%</td><td>${m(row.base)}</td><td>${m(row.tax)}</td></tr>`).join('')}</table>
<table class="t">${professional ? `<tr><td>Totale onorari</td><td>${m(onorari)}</td></tr><tr><td>Rivalsa INPS 4%</td><td>${m(rivalsa)}</td></tr>` : ''}
<tr><td>Imponibile</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>IVA ${row.rate}%</td><td>${m(row.tax)}</td></tr>`).join('')}
<tr class="g"><td>Totale documento</td><td>${m(s.total)}</td></tr>
${withheld ? `<tr><td>Ritenuta d'acconto 20% su ${m(onorari + rivalsa)}</td><td>-${m(ritenuta)}</td></tr><tr class="g"><td>Netto a pagare</td><td>${m(s.total - ritenuta)}</td></tr>` : ''}</table></div>
<div class="pay"><b>Modalità di pagamento:</b> ${due === issued ? 'Bonifico bancario, rimessa diretta' : `Bonifico bancario, scadenza ${d(due)} ${m(s.total - ritenuta)}`}<br>IBAN ${iban(r, 'IT')} · ${r.pick(['Intesa Sanpaolo', 'UniCredit', 'Banco BPM', 'BPER Banca'])}</div>
<div class="ft">${r.chance(0.5) ? 'Copia del documento elettronico trasmesso al Sistema di Interscambio. ' : ''}Documento generato con Fatture in Cloud.</div></div>`;
    return {
      html: page(FIC_CSS, body, 'it'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // A professional's own name, without the title (Dott., Arch.) printed before it.
        vendor: base.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
    };
  },
};
