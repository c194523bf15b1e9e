// Set 4's invoices from software products and online platforms: Invoice Ninja's "Clean" template
// (the entity block with Balance Due, invoice-level taxes, a discount and a surcharge, Paid to
// Date), a German or French hosting provider's monthly invoice (servers and hourly cloud usage by
// project, often over two pages; German VAT, the reverse charge for EU businesses, the VAT of an
// EU consumer's country, nothing for customers outside the EU; in English, German or French), an
// invoice from a freelance marketplace (either the freelancer's invoice the platform issues on
// the freelancer's behalf, or the platform's own invoice for its marketplace fee) and a holiday
// rental platform's commission invoice to a host (the month's reservations, commission, VAT or
// the reverse charge, the commission already taken from the payouts).
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
  PAGE_OF,
  previousMonth,
  price,
  qty,
  SEP,
  stacked,
  sums,
  truthOf,
  type Layout,
  type Line,
  type MoneyStyle,
  type Sep,
} from './common.ts';
import { drawLogo, img, sellerLogo } from './logo.ts';
import {
  CATALOG,
  company,
  COUNTRIES,
  customer,
  draws,
  person,
  stemOf,
  TAX,
  type CountryCode,
} from './people.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Invoice Ninja ("Clean" template)

const NINJA_CSS = `
body{font-family:"Open Sans","DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#374151;line-height:1.5;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.co{display:flex;gap:24px;text-align:left}
.ent{display:flex;justify-content:space-between;margin-top:12mm;border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;padding:10px 0}
.ent table td{padding:1px 14px 1px 0}
.ent table td:first-child{font-weight:600;color:#111827}
.ent .bd td{font-weight:700;color:var(--c)}
.cl{text-align:right}
table.l{width:100%;margin-top:10mm}
table.l th{text-align:left;font-weight:600;color:#111827;border-bottom:2px solid var(--c);padding:6px 4px}
table.l td{padding:7px 4px;border-bottom:1px solid #e5e7eb;vertical-align:top}
table.l th.n,table.l td.n{text-align:right}
.bot{display:flex;justify-content:space-between;gap:12mm;margin-top:6mm}
.notes{flex:1;font-size:9px}
.notes b{display:block;color:#111827;margin-top:6px}
table.t{width:42%}
table.t td{padding:4px;text-align:right}
table.t td:first-child{text-align:left;color:#6b7280}
table.t tr.g td{font-weight:700;color:#111827;border-top:1px solid #e5e7eb}
table.t tr.bd td{font-weight:700;color:var(--c);font-size:12px}
.ft{margin-top:12mm;text-align:center;font-size:8px;color:#9ca3af}
`;

export const invoiceNinja: Layout = {
  name: 'invoice-ninja',
  render(r) {
    const code = r.pick<CountryCode>(['US', 'US', 'US', 'GB', 'CA', 'AU', 'IE']);
    const freelance = r.chance(0.25);
    const seller = freelance ? person(r, code) : company(r, code);
    const buyer = customer(r, code, stemOf(seller), 0.2);
    const issued = issueDate(r);
    const cur = COUNTRIES[code].currency;
    const byCode = r.chance(0.3);
    const symbol = cur === 'GBP' ? '£' : cur === 'EUR' ? '€' : '$';
    const style: MoneyStyle = byCode
      ? { sep: SEP.en, symbol: cur, position: 'after-space' }
      : { sep: SEP.en, symbol, position: 'before' };
    const m = moneyOf(style);
    const pattern = r.pick(
      code === 'US'
        ? ['MMM D, YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'D/MMM/YYYY']
        : ['DD/MM/YYYY', 'D MMM YYYY', 'YYYY-MM-DD', 'D/MMM/YYYY'],
    );
    const d = (iso: string) => fmtDate(iso, pattern);
    const goods = !freelance && r.chance(0.35);
    const items = draws(r, goods ? CATALOG.goodsEn : CATALOG.servicesEn, r.int(1, 6), 0);
    const discountPct = r.chance(0.25) ? r.pick([5, 10, 15]) : 0;
    const shipping = goods && r.chance(0.5) ? price(r, 8, 45) : 0;
    const base = sums(items, {
      ...(discountPct ? { discountPercent: discountPct } : {}),
      shipping,
    });
    const usRate = r.pick([0, 6, 7.25, 8.25, 8.875, 6.5]);
    const province = code === 'CA' ? r.pick(['ON', 'BC', 'AB']) : '';
    const taxes: { name: string; rate: number }[] =
      code === 'US'
        ? usRate
          ? [{ name: 'Sales Tax', rate: usRate }]
          : []
        : code === 'GB'
          ? [{ name: 'VAT', rate: 20 }]
          : code === 'IE'
            ? [{ name: 'VAT', rate: 23 }]
            : code === 'AU'
              ? [{ name: 'GST', rate: 10 }]
              : province === 'ON'
                ? [{ name: 'HST', rate: 13 }]
                : province === 'BC'
                  ? [
                      { name: 'GST', rate: 5 },
                      { name: 'PST', rate: 7 },
                    ]
                  : [{ name: 'GST', rate: 5 }];
    const s = stacked(
      base,
      taxes.map((tax) => tax.rate),
    );
    const paid = r.chance(0.3)
      ? r.chance(0.4)
        ? s.total
        : Math.round(s.total * r.pick([0.25, 0.5]))
      : 0;
    const n = r.int(1, 900);
    const number = r.pick([
      pad(n, 4),
      pad(n, 4),
      `INV-${pad(n, 4)}`,
      `${issued.slice(0, 4)}-${pad(n, 4)}`,
    ]);
    const due = addDays(issued, r.pick([0, 14, 30, 30]));
    const colour = r.pick(['#2563eb', '#0f766e', '#9333ea', '#b91c1c', '#1f2937', '#ea580c']);
    const { logo, only } = freelance
      ? { logo: null, only: false }
      : sellerLogo(r, seller.name, { only: 0.45, any: 0.7, colour });
    const taxId =
      code === 'GB'
        ? `VAT Number: ${TAX.vatGB(r)}`
        : code === 'IE'
          ? `VAT Number: ${TAX.vatIE(r)}`
          : code === 'AU'
            ? `ABN: ${TAX.abn(r)}`
            : code === 'CA'
              ? `GST/HST: ${TAX.bnCA(r)} RT0001`
              : null;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description.split(' – ')[0]!)}</td><td>${esc(entry.description.includes(' – ') ? entry.description.split(' – ')[1]! : entry.uom === 'h' ? 'Hours' : '')}</td><td class="n">${m(entry.unit)}</td><td class="n">${qty(entry.quantity)}</td><td class="n">${m(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:60px') : ''}</div>
<div class="co"><div>${lines([only ? null : seller.name, taxId, seller.website, seller.email, seller.phone])}</div><div>${lines([...seller.address, seller.country.name])}</div></div></div>
<div class="ent"><table><tr><td>Invoice Number</td><td>${esc(number)}</td></tr>${r.chance(0.4) ? `<tr><td>PO Number</td><td>${r.pick(['PO-', '', '#'])}${r.digits(5)}</td></tr>` : ''}<tr><td>Invoice Date</td><td>${d(issued)}</td></tr><tr><td>Due Date</td><td>${d(due)}</td></tr><tr class="bd"><td>Balance Due</td><td>${m(s.total - paid)}</td></tr></table>
<div class="cl">${lines([buyer.name, buyer.company && r.chance(0.5) ? buyer.contact : null, ...buyer.address, buyer.country.name, buyer.email])}</div></div>
<table class="l"><tr><th>Item</th><th>Description</th><th class="n">Unit Cost</th><th class="n">Quantity</th><th class="n">Line Total</th></tr>${rows}</table>
<div class="bot"><div class="notes">${r.chance(0.6) ? `<b>Notes</b>${esc(r.pick(['Thank you for your business!', 'Please include the invoice number with your payment.', 'It was a pleasure working with you.']))}` : ''}<b>Terms</b>${esc(r.pick([due === issued ? 'Payment due on receipt.' : `Payment due within ${Math.round((Date.parse(due) - Date.parse(issued)) / 86_400_000)} days.`, 'Payment by bank transfer or card via the client portal.', 'Late payments incur a 1.5% monthly fee.']))}</div>
<table class="t"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>${discountPct ? `<tr><td>Discount (${discountPct}%)</td><td>${m(-s.discount)}</td></tr>` : ''}${shipping ? `<tr><td>Shipping</td><td>${m(shipping)}</td></tr>` : ''}${taxes.map((tax, index) => `<tr><td>${esc(tax.name)} ${tax.rate}%</td><td>${m(s.taxes[index]!.tax)}</td></tr>`).join('')}<tr class="g"><td>Total</td><td>${m(s.total)}</td></tr>${paid ? `<tr><td>Paid to Date</td><td>${m(paid)}</td></tr>` : ''}<tr class="bd"><td>Balance Due</td><td>${m(s.total - paid)}</td></tr></table></div>
${r.chance(0.4) ? `<div class="ft">${esc(r.pick(['Powered by Invoice Ninja', `${only ? '' : seller.name + ' · '}${seller.website}`, 'Pay online via the client portal']).trim())}</div>` : ''}</div>`;
    return {
      html: page(NINJA_CSS, body),
      paper: { format: code === 'US' || code === 'CA' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: taxes.length ? s.tax : null,
        total: s.total,
        currency: cur,
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A hosting provider's monthly invoice

const HOST_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.6px;color:#222;line-height:1.4}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.brand{font-size:20px;font-weight:bold;color:var(--c);letter-spacing:-.5px}
.snd{font-size:6.8px;color:#666;text-decoration:underline;margin:10mm 0 2mm}
.meta td{padding:1px 0 1px 14px;text-align:right}
.meta td:first-child{text-align:left;padding-left:0;color:#555}
h1{font-size:15px;margin:10mm 0 2mm}
table.l{width:100%;margin-top:4mm}
table.l thead th{border-bottom:1.5px solid #222;padding:3px;text-align:right;font-weight:bold}
table.l th:first-child,table.l td:first-child{text-align:left}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #e6e6e6;vertical-align:top}
table.l td small{color:#666}
table.l tr.grp td{background:#f3f3f3;font-weight:bold}
table.t{margin-left:auto;width:50%;margin-top:4mm;break-inside:avoid}
table.t td{padding:2px 3px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #222;font-size:10.5px}
.note{margin-top:5mm;font-size:8px;break-inside:avoid}
.legal{margin-top:8mm;font-size:6.8px;color:#666;border-top:1px solid #ccc;padding-top:3px;display:flex;gap:8px;break-inside:avoid}
.legal>div{flex:1}
`;

type HostLang = 'en' | 'de' | 'fr';

const HOST_EN = {
  title: 'Invoice',
  no: 'Invoice no.',
  customer: 'Customer no.',
  date: 'Invoice date',
  period: 'Billing period',
  desc: 'Description',
  qty: 'Quantity',
  unit: 'Unit price',
  amount: 'Amount',
  net: 'Total (excl. VAT)',
  vat: 'VAT',
  total: 'Total',
  hours: 'Usage in hours',
  paid: 'The amount will be charged to',
  vatId: 'VAT ID',
};

const HOST_WORDS: Record<HostLang, typeof HOST_EN> = {
  en: HOST_EN,
  de: {
    title: 'Rechnung',
    no: 'Rechnungsnr.',
    customer: 'Kundennr.',
    date: 'Rechnungsdatum',
    period: 'Leistungszeitraum',
    desc: 'Beschreibung',
    qty: 'Menge',
    unit: 'Einzelpreis',
    amount: 'Betrag',
    net: 'Summe netto',
    vat: 'USt.',
    total: 'Gesamtbetrag',
    hours: 'Nutzung in Stunden',
    paid: 'Der Betrag wird abgebucht von',
    vatId: 'USt-IdNr.',
  },
  fr: {
    title: 'Facture',
    no: 'Référence de la facture',
    customer: 'Identifiant client',
    date: 'Date de facturation',
    period: 'Période',
    desc: 'Désignation',
    qty: 'Quantité',
    unit: 'Prix unitaire HT',
    amount: 'Montant HT',
    net: 'Total HT',
    vat: 'TVA',
    total: 'Total TTC',
    hours: 'Consommation en heures',
    paid: 'Prélevé sur',
    vatId: 'N° TVA',
  },
};

const EU_CONSUMER_RATES: Partial<Record<CountryCode, number>> = {
  FR: 20,
  NL: 21,
  IT: 22,
  PL: 23,
  ES: 21,
  IE: 23,
  DE: 19,
};

export const hostingInvoice: Layout = {
  name: 'hosting-invoice',
  render(r) {
    const french = r.chance(0.35);
    const home: CountryCode = french ? 'FR' : 'DE';
    const brand = french
      ? r.pick(['Hexacloud', 'Gallinet', 'Nuagerie', 'Serveo'])
      : r.pick(['Nordhost', 'Rheinserver', 'Falkennet', 'Serverbahn']);
    const legal = french ? `${brand} SAS` : `${brand} Online GmbH`;
    const where = r.pick(['home', 'home', 'home', 'eu-b2b', 'eu-b2b', 'eu-b2c', 'world'] as const);
    const euCode = r.pick<CountryCode>(
      french ? ['DE', 'NL', 'IT', 'PL', 'ES', 'IE'] : ['FR', 'NL', 'IT', 'PL', 'ES', 'IE'],
    );
    const buyerCode: CountryCode =
      where === 'home'
        ? home
        : where === 'world'
          ? r.pick<CountryCode>(['US', 'GB', 'CA', 'AU'])
          : euCode;
    const buyer =
      where === 'eu-b2c'
        ? person(r, buyerCode)
        : customer(r, buyerCode, '', where === 'home' ? 0.3 : 0);
    const lang: HostLang = french
      ? buyerCode === 'FR'
        ? 'fr'
        : r.chance(0.3)
          ? 'fr'
          : 'en'
      : buyerCode === 'DE'
        ? r.chance(0.6)
          ? 'de'
          : 'en'
        : 'en';
    const w = HOST_WORDS[lang];
    const sep: Sep = lang === 'en' ? SEP.en : lang === 'de' ? SEP.de : SEP.fr;
    const eur = moneyOf(
      lang === 'en'
        ? { sep, symbol: '€', position: 'before-space' }
        : { sep, symbol: '€', position: 'after-space' },
    );
    const n = (cents: number) => num(cents, sep);
    const d = (iso: string) =>
      fmtDate(iso, lang === 'en' ? 'YYYY-MM-DD' : lang === 'de' ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    const issued = issueDate(r);
    const [first, last] = previousMonth(issued);
    const rate =
      where === 'home'
        ? french
          ? 20
          : 19
        : where === 'eu-b2c'
          ? (EU_CONSUMER_RATES[buyerCode] ?? 21)
          : 0;
    // Servers by the month, cloud servers by the hour, and what goes with them.
    const dedicated = ['EX44', 'AX42', 'AX102', 'SX65', 'RX170', 'Advance-2', 'Rise-1'];
    const cloud = ['CX22', 'CX32', 'CPX31', 'CAX21', 'CCX23', 'B2-15', 'D2-8'];
    const rows: { text: string; detail: string; quantity: string; unit: string; amount: number }[] =
      [];
    const count = r.chance(0.4) ? r.int(18, 40) : r.int(1, 6);
    for (let i = 0; i < count; i += 1) {
      const kind = r.pick(['dedicated', 'cloud', 'cloud', 'ip', 'storage', 'volume', 'backup']);
      if (kind === 'dedicated') {
        const unit = price(r, 39, 190);
        rows.push({
          text: `Dedicated Server ${r.pick(dedicated)} #${r.int(1000000, 2999999)}`,
          detail: `${d(first)} – ${d(last)}`,
          quantity: '1',
          unit: n(unit),
          amount: unit,
        });
      } else if (kind === 'cloud') {
        const hours = r.chance(0.6) ? Number(last.slice(8)) * 24 : r.int(3, 700);
        const hourly = r.pick([60, 95, 128, 182, 240, 456]) / 10000; // euros per hour
        const amount = Math.round(hours * hourly * 100);
        rows.push({
          text: `Cloud Server ${r.pick(cloud)} "${r.pick(['web', 'db', 'app', 'worker', 'staging', 'k8s-node'])}-${r.int(1, 12)}"`,
          detail: `${w.hours}: ${hours}`,
          quantity: String(hours),
          unit: hourly.toFixed(4).replace('.', sep.decimal),
          amount,
        });
      } else if (kind === 'ip') {
        rows.push({
          text: `Primary IPv4 #${r.int(10000000, 99999999)}`,
          detail: `${d(first)} – ${d(last)}`,
          quantity: '1',
          unit: n(50),
          amount: 50,
        });
      } else if (kind === 'storage') {
        const unit = r.pick([381, 1071, 2024, 4615]);
        rows.push({
          text: `Storage Box BX${r.pick([11, 21, 31, 41])} #${r.int(100000, 999999)}`,
          detail: `${d(first)} – ${d(last)}`,
          quantity: '1',
          unit: n(unit),
          amount: unit,
        });
      } else if (kind === 'volume') {
        const size = r.pick([10, 50, 100, 250]);
        const amount = Math.round(size * 4.4);
        rows.push({
          text: `Volume ${size} GB "${r.pick(['data', 'backup', 'logs'])}"`,
          detail: `${d(first)} – ${d(last)}`,
          quantity: String(size),
          unit: '0,0440'.replace(',', sep.decimal),
          amount,
        });
      } else {
        const amount = r.int(60, 900);
        rows.push({
          text: `Backup (20 %) ${r.pick(cloud)}`,
          detail: `${d(first)} – ${d(last)}`,
          quantity: '1',
          unit: n(amount),
          amount,
        });
      }
    }
    if (r.chance(0.15)) {
      const setup = r.pick([3900, 7900, 0]);
      if (setup)
        rows.push({
          text:
            lang === 'de'
              ? 'Einrichtungsgebühr'
              : lang === 'fr'
                ? "Frais d'installation"
                : 'Setup fee',
          detail: '',
          quantity: '1',
          unit: n(setup),
          amount: setup,
        });
    }
    const net = rows.reduce((sum, row) => sum + row.amount, 0);
    const s = sums([line('hosting', 1, net, rate)]);
    const number = french ? `${home}${r.digits(8)}` : `R${r.digits(10)}`;
    const customerNo = french
      ? `${r.letters(2).toLowerCase()}${r.digits(5)}-${brand.toLowerCase().slice(0, 4)}`
      : `K${r.digits(10)}`;
    const colour = r.pick(['#d50c2d', '#0050d7', '#000e9c', '#00897b']);
    const logo = r.chance(0.5) ? drawLogo(r, brand, { colour, height: 34 }) : null;
    const buyerVat =
      where === 'eu-b2b'
        ? buyerCode === 'FR'
          ? `FR${r.digits(11)}`
          : buyerCode === 'NL'
            ? TAX.btwNL(r)
            : buyerCode === 'IT'
              ? `IT${TAX.pivaIT(r)}`
              : buyerCode === 'PL'
                ? `PL${r.digits(10)}`
                : buyerCode === 'ES'
                  ? `ES${TAX.nifES(r)}`
                  : buyerCode === 'DE'
                    ? TAX.ustId(r)
                    : TAX.vatIE(r)
        : where === 'home' && buyer.company && r.chance(0.5)
          ? french
            ? `FR${r.digits(11)}`
            : TAX.ustId(r)
          : null;
    const vatLabel = `${w.vat} ${String(rate).replace('.', sep.decimal)} %${where === 'eu-b2c' ? ` (${buyerCode})` : ''}`;
    const note =
      where === 'eu-b2b'
        ? lang === 'de'
          ? 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).'
          : lang === 'fr'
            ? 'Autoliquidation – TVA due par le preneur (article 196 de la directive 2006/112/CE).'
            : 'Reverse charge: the recipient of the services is liable for VAT (Article 196 of Directive 2006/112/EC).'
        : where === 'world'
          ? lang === 'fr'
            ? 'Opération non soumise à la TVA française (article 259-1 du CGI).'
            : 'Not taxable in the EU: place of supply outside the European Union.'
          : where === 'eu-b2c'
            ? lang === 'fr'
              ? `TVA du pays du client (${buyerCode}) appliquée selon le régime OSS.`
              : `VAT of the customer's country (${buyerCode}) charged under the One-Stop-Shop scheme.`
            : '';
    const payment = r.pick([
      `${w.paid} ${lang === 'en' ? 'credit card' : lang === 'de' ? 'Kreditkarte' : 'carte bancaire'} **** ${r.digits(4)}`,
      `${w.paid} ${lang === 'en' ? 'your account by SEPA direct debit' : lang === 'de' ? 'Ihrem Konto per SEPA-Lastschrift' : 'votre compte par prélèvement SEPA'}, IBAN ****${r.digits(4)}`,
    ]);
    const place = r.pick(COUNTRIES[home].places);
    const homeAddress = french
      ? [
          `${r.int(2, 40)} rue ${r.pick(['Kellermann', 'des Fabriques', "de l'Épeule", 'du Grand Chemin'])}`,
          '59100 Roubaix',
        ]
      : [
          `${r.pick(['Industriestr.', 'Am Datacenter', 'Gewerbepark'])} ${r.int(1, 40)}`,
          `${place.postcode} ${place.city}`,
        ];
    const body = `<div style="--c:${colour};padding:0 16mm 0 18mm">
<div class="hd"><div>${logo ? img(logo) : `<div class="brand">${esc(brand)}</div>`}<div class="snd">${esc([legal, ...homeAddress].join(' · '))}</div>${lines([buyer.name, buyer.company && r.chance(0.4) ? buyer.contact : null, ...buyer.address, buyer.country.name, buyerVat ? `${w.vatId}: ${buyerVat}` : null])}</div>
<table class="meta" style="margin-top:22mm"><tr><td>${w.no}</td><td><b>${number}</b></td></tr><tr><td>${w.customer}</td><td>${customerNo}</td></tr><tr><td>${w.date}</td><td>${d(issued)}</td></tr><tr><td>${w.period}</td><td>${d(first)} – ${d(last)}</td></tr></table></div>
<h1>${w.title} ${number}</h1>
<table class="l"><thead><tr><th>${w.desc}</th><th>${w.qty}</th><th>${w.unit}</th><th>${w.amount}</th></tr></thead><tbody>${rows.map((row) => `<tr><td>${esc(row.text)}${row.detail ? `<br><small>${esc(row.detail)}</small>` : ''}</td><td>${esc(row.quantity)}</td><td>${esc(row.unit)}</td><td>${eur(row.amount)}</td></tr>`).join('')}</tbody></table>
<table class="t"><tr><td>${w.net}</td><td>${eur(s.net)}</td></tr><tr><td>${vatLabel}</td><td>${eur(s.tax)}</td></tr><tr class="g"><td>${w.total}</td><td>${eur(s.total)}</td></tr></table>
<div class="note">${note ? `${esc(note)}<br>` : ''}${esc(payment)}.</div>
<div class="legal"><div>${lines([legal, ...homeAddress])}</div><div>${lines(french ? [`SAS au capital de ${r.pick(['10 174 560', '2 500 000', '150 000'])} €`, `RCS Lille Métropole ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, `TVA FR${r.digits(11)}`] : [`Amtsgericht ${r.pick(['Ansbach', 'Nürnberg', 'Köln', 'Frankfurt am Main'])} ${TAX.hrb(r)}`, `USt-IdNr. ${TAX.ustId(r)}`, `${lang === 'de' ? 'Geschäftsführer' : 'Managing Director'}: ${person(r, 'DE').name}`])}</div><div>${lines([`support@${brand.toLowerCase()}.${french ? 'fr' : 'de'}`, `www.${brand.toLowerCase()}.${french ? 'fr' : 'com'}`])}</div></div></div>`;
    const footer = `<div style="font-family:'DejaVu Sans',Arial,sans-serif;font-size:7px;color:#666;width:100%;padding:0 16mm 0 18mm;display:flex;justify-content:space-between"><span>${esc(legal)} · ${esc(w.title)} ${number}</span><span>${lang === 'de' ? 'Seite' : 'Page'} ${PAGE_OF.replace(' of ', lang === 'de' ? ' von ' : lang === 'fr' ? ' sur ' : ' of ')}</span></div>`;
    return {
      html: page(HOST_CSS, body, lang),
      paper: { format: 'A4', margin: ['12mm', '0', '16mm', '0'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: s.net,
        // The reverse charge and customers outside the EU: "VAT 0 %" with 0.00 printed.
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      aliases: [brand],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A freelance marketplace's invoice

const FL_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5px;color:#222;line-height:1.5;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:8px}
.hd .p{font-size:20px;font-weight:bold;color:#14a800;letter-spacing:-.5px}
h1{font-size:22px;margin:8mm 0 4mm;font-weight:normal}
.meta td{padding:1px 20px 1px 0}
.meta td:first-child{color:#666}
.two{display:flex;gap:14mm;margin-top:7mm}
.two>div{flex:1}
.two .lb{font-size:8px;text-transform:uppercase;color:#666;letter-spacing:.5px}
table.l{width:100%;margin-top:8mm}
table.l th{text-align:left;border-bottom:2px solid #222;padding:4px}
table.l th.n,table.l td.n{text-align:right}
table.l td{padding:6px 4px;border-bottom:1px solid #eee;vertical-align:top}
table.l small{color:#666}
table.t{margin-left:auto;width:44%;margin-top:4mm}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:12px;border-top:2px solid #222}
.fine{margin-top:10mm;font-size:8px;color:#666}
`;

export const freelancePlatformInvoice: Layout = {
  name: 'freelance-platform-invoice',
  render(r) {
    const platform = r.pick(['Worklane', 'Gigstack', 'Talentry', 'Hirewave']);
    const platformLegal = `${platform} Global Inc.`;
    const platformAddress = [
      '655 Montgomery Street, Suite 490',
      'San Francisco, CA 94111',
      'United States',
    ];
    const fee = r.chance(0.4);
    const code = r.pick<CountryCode>(
      fee ? ['US', 'US', 'GB', 'AU', 'DE', 'NL', 'FR'] : ['US', 'US', 'GB', 'CA', 'AU'],
    );
    const client = company(r, code, { form: 'always' });
    const freelancerCode = r.pick<CountryCode>(['US', 'GB', 'PL', 'ES', 'IT', 'FR', 'NL', 'CA']);
    const agency = r.chance(0.25);
    const freelancer = agency
      ? company(r, freelancerCode, { form: 'always' })
      : person(r, freelancerCode);
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'MMM D, YYYY');
    const usd = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const number = `T${r.int(100000000, 999999999)}`;
    const contract = r.int(10000000, 49999999);
    const title = r.pick([
      'Shopify store build',
      'Mobile app UI design',
      'Data pipeline in Python',
      'Brand illustrations',
      'Technical SEO audit',
      'Translation EN–DE',
      'Bookkeeping cleanup',
    ]);
    const week = addDays(issued, -r.int(3, 9));
    const weekEnd = addDays(week, 6);
    if (!fee) {
      // The freelancer's invoice, issued by the platform on the freelancer's behalf: the
      // freelancer supplies the work and is the vendor; the platform is named as the issuer.
      const hourly = r.chance(0.6);
      const rate = r.int(18, 140) * 100;
      const minutes = r.int(60, 2400);
      const hours = Math.round((minutes / 60) * 100) / 100;
      const items: Line[] = hourly
        ? [line(`Hourly contract: ${title}`, hours, rate, 0)]
        : r.chance(0.5)
          ? [
              line(
                `Fixed-price milestone ${r.int(1, 5)}: ${r.pick(['First draft', 'Final delivery', 'Design mockups', 'Phase 1'])}`,
                1,
                price(r, 150, 3500),
                0,
              ),
            ]
          : [
              line(`Fixed-price milestone ${r.int(1, 5)}: ${title}`, 1, price(r, 150, 3500), 0),
              line('Bonus', 1, r.int(2, 30) * 500, 0),
            ];
      const total = items.reduce((sum, entry) => sum + entry.amount, 0);
      const body = `
<div class="hd"><div class="p">${esc(platform.toLowerCase())}</div><div>${esc(platformLegal)}</div></div>
<h1>INVOICE</h1>
<table class="meta"><tr><td>Invoice #</td><td><b>${number}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Due</td><td>${d(issued)}</td></tr><tr><td>Contract ID</td><td>${contract}</td></tr></table>
<div class="two"><div><div class="lb">From</div><b>${esc(freelancer.name)}</b><br>${lines([freelancer.country.name, `c/o ${platformLegal}`, ...platformAddress.slice(0, 2)])}</div><div><div class="lb">Bill to</div><b>${esc(client.name)}</b><br>${lines([...client.address, client.country.name])}</div></div>
<table class="l"><tr><th>Description</th><th class="n">Amount</th></tr>${items.map((entry) => `<tr><td>${esc(entry.description)}<br><small>${hourly && entry.description.startsWith('Hourly') ? `${Math.floor(hours)}:${pad(Math.round((hours % 1) * 60), 2)} hrs @ ${usd(rate)}/hr · ${d(week)} – ${d(weekEnd)}` : `Contract ID ${contract}`}</small></td><td class="n">${usd(entry.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr class="g"><td>TOTAL</td><td>${usd(total)}</td></tr><tr><td>Amount paid</td><td>${usd(total)}</td></tr><tr><td>Amount due</td><td>${usd(0)}</td></tr></table>
<p>Paid on ${d(issued)} with ${r.pick(['Visa', 'Mastercard', 'American Express', 'PayPal', 'a bank account'])} ending in ${r.digits(4)}.</p>
<div class="fine">This invoice was issued by ${esc(platformLegal)} on behalf of the freelancer named above, who provided the services. ${esc(platform)} acts as a payment agent and is not a party to the contract between the client and the freelancer. Service fees charged by ${esc(platform)} are invoiced separately.</div>`;
      return {
        html: page(FL_CSS, body),
        paper: { format: 'Letter' },
        truth: truthOf({
          invoiceNumber: number,
          date: issued,
          vendor: freelancer.name,
          // Only a total: no tax, no net apart from it.
          amount: null,
          taxAmount: null,
          total,
          currency: 'USD',
        }),
      };
    }
    // The platform's own invoice for its fee on the client's payments.
    const paid = r.int(200, 9000) * 100;
    const feePct = r.pick([3, 5, 5, 8]);
    const items: Line[] = [
      line(
        `Marketplace fee (${feePct}% of payments) – ${title}`,
        1,
        Math.round((paid * feePct) / 100),
        0,
      ),
      ...(r.chance(0.3)
        ? [line('Contract initiation fee', 1, r.pick([99, 199, 499, 495]), 0)]
        : []),
    ];
    const eu = ['DE', 'NL', 'FR'].includes(code);
    const rate = code === 'GB' ? 20 : code === 'AU' ? 10 : 0;
    const s = sums(items.map((entry) => ({ ...entry, rate })));
    const taxLine =
      code === 'GB'
        ? 'VAT (20%)'
        : code === 'AU'
          ? 'GST (10%)'
          : eu
            ? 'VAT (0%, reverse charge)'
            : null;
    const clientVat = eu
      ? code === 'DE'
        ? TAX.ustId(r)
        : code === 'NL'
          ? TAX.btwNL(r)
          : `FR${r.digits(11)}`
      : code === 'GB' && r.chance(0.5)
        ? TAX.vatGB(r)
        : null;
    const body = `
<div class="hd"><div class="p">${esc(platform.toLowerCase())}</div><div style="text-align:right">${lines([platformLegal, ...platformAddress])}</div></div>
<h1>INVOICE</h1>
<table class="meta"><tr><td>Invoice #</td><td><b>${number}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Billing period</td><td>${d(week)} – ${d(weekEnd)}</td></tr>${code === 'GB' ? `<tr><td>VAT registration</td><td>GB${r.digits(9)}</td></tr>` : code === 'AU' ? `<tr><td>ABN</td><td>${TAX.abn(r)}</td></tr>` : eu ? `<tr><td>EU VAT ID</td><td>EU${r.digits(9)}</td></tr>` : ''}</table>
<div class="two"><div><div class="lb">Bill to</div><b>${esc(client.name)}</b><br>${lines([...client.address, client.country.name, clientVat ? `VAT ID: ${clientVat}` : null])}</div><div><div class="lb">Related payments</div>Payments to freelancers: ${usd(paid)}<br>Contract ID ${contract}</div></div>
<table class="l"><tr><th>Description</th><th class="n">Amount</th></tr>${items.map((entry) => `<tr><td>${esc(entry.description)}</td><td class="n">${usd(entry.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${usd(s.net)}</td></tr>${taxLine ? `<tr><td>${taxLine}</td><td>${usd(s.tax)}</td></tr>` : ''}<tr class="g"><td>TOTAL</td><td>${usd(s.total)}</td></tr></table>
<p>Charged to your payment method on file on ${d(issued)}. Amount due: ${usd(0)}.</p>
${eu ? '<div class="fine">Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).</div>' : ''}`;
    return {
      html: page(FL_CSS, body),
      paper: { format: code === 'US' ? 'Letter' : 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: platformLegal,
        amount: s.net,
        taxAmount: taxLine ? s.tax : null,
        total: s.total,
        currency: 'USD',
      }),
      aliases: [platform],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A holiday rental platform's commission invoice to a host

const CM_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.4px;color:#1a1a1a;line-height:1.4}
.pg{padding:0 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .b{font-size:20px;font-weight:bold;color:#003580}
.hd .b span{color:#009fe3}
.two{display:flex;justify-content:space-between;margin-top:8mm}
.meta td{padding:1px 0 1px 14px}
.meta td:first-child{padding-left:0;color:#555}
h1{font-size:15px;margin:8mm 0 2mm}
table.l{width:100%;margin-top:4mm}
table.l thead th{background:#003580;color:#fff;padding:3px;text-align:right;font-weight:normal}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
table.l td{padding:2px 3px;text-align:right;border-bottom:1px solid #e8e8e8}
table.t{margin-left:auto;width:48%;margin-top:4mm;break-inside:avoid}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #1a1a1a;font-size:10px}
.note{margin-top:5mm;break-inside:avoid}
`;

export const rentalCommissionInvoice: Layout = {
  name: 'rental-commission-invoice',
  render(r) {
    const brand = r.pick(['Staylio', 'Roomvista', 'Bookabed', 'Havenly']);
    const legal = `${brand} B.V.`;
    const code = r.pick<CountryCode>(['NL', 'NL', 'DE', 'FR', 'IT', 'ES', 'GB', 'IE']);
    const property = company(r, code, { form: 'always' });
    const propertyName = r.pick([
      `Hotel ${property.stem.split(' ')[0]}`,
      `${property.stem.split(' ')[0]} Apartments`,
      `B&B ${property.stem.split(' ')[0]}`,
      `${property.stem.split(' ')[0]} Suites`,
    ]);
    const issued = issueDate(r);
    const [first, last] = previousMonth(issued);
    const gbp = code === 'GB';
    const cur = gbp ? 'GBP' : 'EUR';
    const m = moneyOf({ sep: SEP.en, symbol: cur, position: 'before-space' });
    const d = (iso: string) => fmtDate(iso, 'D MMM YYYY');
    const commissionPct = r.pick([15, 15, 15, 17, 18]);
    const reservations = Array.from(
      { length: r.chance(0.35) ? r.int(30, 60) : r.int(3, 14) },
      () => {
        const arrival = addDays(first, r.int(0, 27));
        const nights = r.int(1, 7);
        const c =
          COUNTRIES[
            r.pick<CountryCode>(['US', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'CA', 'AU', 'PL'])
          ];
        const amount = nights * r.int(70, 260) * 100;
        return {
          id: r.digits(10),
          guest: `${r.pick(c.first)} ${r.pick(c.last)}`,
          arrival,
          departure: addDays(arrival, nights),
          nights,
          amount,
          commission: Math.round((amount * commissionPct) / 100),
        };
      },
    ).sort((a, b) => a.arrival.localeCompare(b.arrival));
    const commission = reservations.reduce((sum, row) => sum + row.commission, 0);
    const domestic = code === 'NL';
    const s = sums([line('commission', 1, commission, domestic ? 21 : 0)]);
    const deducted = r.chance(0.4);
    const number = `${r.int(1100000000, 1999999999)}`;
    const propertyId = `${r.int(100000, 9999999)}`;
    const propertyVat =
      code === 'NL'
        ? TAX.btwNL(r)
        : code === 'DE'
          ? TAX.ustId(r)
          : code === 'FR'
            ? `FR${r.digits(11)}`
            : code === 'IT'
              ? `IT${TAX.pivaIT(r)}`
              : code === 'ES'
                ? `ES${TAX.nifES(r)}`
                : code === 'GB'
                  ? TAX.vatGB(r)
                  : TAX.vatIE(r);
    const rows = reservations
      .map(
        (row) =>
          `<tr><td>${row.id}</td><td>${esc(row.guest)}</td><td>${d(row.arrival)}</td><td>${d(row.departure)}</td><td>${row.nights}</td><td>${num(row.amount)}</td><td>${commissionPct}%</td><td>${num(row.commission)}</td></tr>`,
      )
      .join('');
    const body = `<div class="pg">
<div class="hd"><div class="b">${esc(brand)}<span>.com</span></div><div style="text-align:right">${lines([legal, `${r.pick(['Keizersgracht', 'Piet Heinkade', 'Stadhouderskade', 'Weesperstraat'])} ${r.int(2, 400)}`, `${r.pick(['1016', '1019', '1072', '1018'])} ${r.letters(2)} Amsterdam`, 'The Netherlands', `VAT: NL${r.digits(9)}B01`, `Chamber of Commerce: ${r.digits(8)}`])}</div></div>
<div class="two"><div>${lines([property.name, `Property: ${propertyName}`, ...property.address, property.country.name, `VAT number: ${propertyVat}`])}</div>
<table class="meta"><tr><td>Invoice number</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td>${d(issued)}</td></tr><tr><td>Property ID</td><td>${propertyId}</td></tr><tr><td>Period</td><td>${d(first)} – ${d(last)}</td></tr><tr><td>Currency</td><td>${cur}</td></tr><tr><td>Payment due</td><td>${deducted ? '—' : d(addDays(issued, 14))}</td></tr></table></div>
<h1>Commission invoice</h1>
<p>Commission for reservations with check-out in the period above at a commission rate of ${commissionPct}%.</p>
<table class="l"><thead><tr><th>Reservation number</th><th>Guest name</th><th>Arrival</th><th>Departure</th><th>Room nights</th><th>Commissionable amount</th><th>Commission %</th><th>Commission</th></tr></thead><tbody>${rows}</tbody></table>
<table class="t"><tr><td>Commission</td><td>${m(s.net)}</td></tr><tr><td>VAT ${domestic ? '21%' : '0% – reverse charged'}</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total amount</td><td>${m(s.total)}</td></tr>${deducted ? `<tr><td>Already deducted from your payouts</td><td>${m(-s.total)}</td></tr>` : ''}<tr class="g"><td>Amount due</td><td>${m(deducted ? 0 : s.total)}</td></tr></table>
<div class="note">${domestic ? '' : 'VAT reverse charged: the recipient of the service is liable to pay the VAT (Article 196, Directive 2006/112/EC / services supplied from the Netherlands).<br>'}${deducted ? `This amount was deducted from the guest payments ${brand} collected on your behalf; no further payment is needed.` : `Please pay the amount due by ${d(addDays(issued, 14))} to IBAN NL${r.digits(2)} ${r.pick(['ABNA', 'INGB', 'RABO'])} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}, quoting invoice number ${number} and property ID ${propertyId}.`}</div></div>`;
    const footer = `<div style="font-family:'DejaVu Sans',Arial,sans-serif;font-size:7px;color:#666;width:100%;padding:0 14mm;display:flex;justify-content:space-between"><span>${esc(legal)} · Invoice ${number}</span><span>Page ${PAGE_OF}</span></div>`;
    return {
      html: page(CM_CSS, body),
      paper: { format: 'A4', margin: ['12mm', '0', '14mm', '0'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: legal,
        amount: s.net,
        taxAmount: s.tax,
        // The commission with its VAT, whether or not it was already taken from the payouts.
        total: s.total,
        currency: cur,
      }),
      aliases: [`${brand}.com`],
    };
  },
};
