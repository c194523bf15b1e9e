// Set 5's Baltic invoices, in the country's language as local accounting software prints them:
// an Estonian arve (registrikood and KMKR number, viitenumber with its 7-3-1 check digit, viivis,
// käibemaks at 20 %, 22 % from 2024 or 24 % from July 2025, a prepayment taken off "Tasuda", or a
// seller not registered for VAT), a Latvian PVN rēķins (SIA "…" with the form first, reģistrācijas
// and PVN numbers, "Kopā apmaksai" and "Summa vārdiem", "derīgs bez paraksta") or a Lithuanian PVM
// sąskaita faktūra (serija and numeris apart, joined only in the payment purpose, įmonės and PVM
// mokėtojo kodai, "Suma žodžiais").
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
import { draws } from './people.ts';
import { catalog } from './set4-parties.ts';
import {
  iban5,
  latvianWords,
  lithuanianWords,
  org5,
  person5,
  viitenumber,
} from './set5-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const SPACE: Sep = { group: '\u00a0', decimal: ',' };

// ---------------------------------------------------------------------------------------------
// Estonia: arve

const EE_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.8px;color:#222;line-height:1.45;padding:13mm 15mm 28mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:13px;font-weight:bold}
h1{font-size:20px;margin:0;text-align:right;font-weight:normal;letter-spacing:1px}
h1 b{font-weight:bold}
.two{display:flex;justify-content:space-between;margin-top:9mm}
.two table td{padding:1px 0 1px 12px}
.two table td:first-child{color:#666;padding-left:0}
table.l{width:100%;margin-top:7mm}
table.l th{border-top:1px solid #222;border-bottom:1px solid #222;padding:3px;text-align:right;font-weight:normal}
table.l td{padding:4px 3px;text-align:right;border-bottom:1px solid #e6e6e6}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.t{margin-left:auto;margin-top:3mm}
table.t td{padding:2px 3px 2px 16px;text-align:right}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1px solid #222}
.ft{position:fixed;left:15mm;right:15mm;bottom:9mm;border-top:1px solid #999;padding-top:2mm;display:grid;grid-template-columns:1.3fr 1fr 1.2fr;gap:5mm;font-size:7.6px;color:#444}
`;

const EE_ITEMS = catalog(
  'Veebilehe arendus|800|4500; Konsultatsioon|45|110|h; Raamatupidamisteenus (kuu)|150|600; Graafiline disain|200|1500; Serveri hooldus (kuu)|60|300; Transport|40|250; Koolitus (päev)|400|1400; Trükitööd|80|900; Paigaldustööd|35|65|h; Materjalid|20|600',
);

export const estonianArve: Layout = {
  name: 'ee-arve',
  render(r) {
    const seller = org5(r, 'EE', { form: 'always' });
    const buyer = r.chance(0.75)
      ? org5(r, 'EE', { avoid: seller.stem, form: 'always' })
      : person5(r, 'EE');
    const issued = issueDate(r);
    const registered = r.chance(0.85);
    const rate = issued < '2024-01-01' ? 20 : issued < '2025-07-01' ? 22 : 24;
    const items = draws(r, EE_ITEMS, r.int(1, 6), registered ? rate : 0).map((entry) => ({
      ...entry,
      uom: entry.uom === 'h' ? 'h' : 'tk',
    }));
    const s = sums(items);
    const number = r.pick([
      `${r.int(100, 9999)}`,
      `${issued.slice(0, 4)}-${pad(r.int(1, 999), 3)}`,
      `A${r.int(1000, 99999)}`,
    ]);
    const reference = viitenumber(`${r.int(1, 9)}${number.replace(/\D/g, '').slice(-5)}`);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const due = addDays(issued, r.pick([7, 14, 14, 21, 30]));
    const prepaid = r.chance(0.25) ? Math.round(s.total * r.pick([0.3, 0.5])) : 0;
    const sep = r.chance(0.7) ? SPACE : { group: '', decimal: ',' };
    const n = (cents: number) => num(cents, sep);
    const eur = moneyOf({ sep, symbol: 'EUR', position: 'after-space' });
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.35, any: 0.6 });
    const regCode = `1${r.int(0, 6)}${r.digits(6)}`;
    const kmkr = `EE10${r.digits(7)}`;
    const bank = r.pick(['Swedbank', 'SEB Pank', 'LHV Pank', 'Luminor Bank', 'Coop Pank']);
    const account = iban5(r, 'EE');
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td>${esc(entry.description)}</td><td>${String(entry.quantity).replace('.', ',')}</td><td>${entry.uom}</td><td>${n(entry.unit)}</td>${registered ? `<td>${entry.rate}%</td>` : ''}<td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:48px;display:block;margin-bottom:2mm') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines(seller.address)}</div><h1>ARVE <b>nr ${esc(number)}</b></h1></div>
<div class="two"><div><span style="color:#666">Maksja</span><br><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? `Reg. kood ${r.int(10, 16)}${r.digits(6)}` : null, buyer.company && r.chance(0.6) ? `KMKR EE10${r.digits(7)}` : null])}</div>
<table><tr><td>Arve kuupäev</td><td>${d(issued)}</td></tr><tr><td>Maksetähtaeg</td><td>${d(due)}</td></tr><tr><td>Viitenumber</td><td>${reference}</td></tr><tr><td>Viivis</td><td>0,05% päevas</td></tr>${r.chance(0.4) ? `<tr><td>Teie viide</td><td>${r.pick(['Tellimus', 'Leping', 'PO'])} ${r.int(100, 9999)}</td></tr>` : ''}<tr><td>Müügiesindaja</td><td>${esc(seller.contact)}</td></tr></table></div>
<table class="l"><tr><th style="text-align:left">Nr</th><th>Kirjeldus</th><th>Kogus</th><th>Ühik</th><th>Hind</th>${registered ? '<th>KM</th>' : ''}<th>Summa</th></tr>${rows}</table>
<table class="t">${registered ? `<tr><td>Summa km-ta</td><td>${n(s.net)}</td></tr><tr><td>Käibemaks ${rate}%</td><td>${n(s.tax)}</td></tr>` : ''}<tr class="g"><td>Arve summa</td><td>${eur(s.total)}</td></tr>${prepaid ? `<tr><td>Ettemaks</td><td>-${n(prepaid)}</td></tr>` : ''}<tr class="g"><td>Tasuda</td><td>${eur(s.total - prepaid)}</td></tr></table>
<p style="margin-top:8mm">Palume arve tasumisel kasutada viitenumbrit ${reference}.${registered ? '' : ' Müüja ei ole käibemaksukohustuslane.'}</p>
<div class="ft"><div>${lines([only ? null : seller.name, ...seller.address, `Reg. kood ${regCode}`, registered ? `KMKR nr ${kmkr}` : null])}</div><div>${lines([`Tel ${seller.phone}`, seller.email, seller.website])}</div><div>${lines([bank, `IBAN ${account}`, `SWIFT ${r.pick(['HABAEE2X', 'EEUHEE2X', 'LHVBEE22', 'RIKOEE22'])}`])}</div></div>`;
    return {
      html: page(EE_CSS, body, 'et'),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: registered ? s.net : null,
        taxAmount: registered ? s.tax : null,
        // "Arve summa", not "Tasuda" after a prepayment.
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Latvia: PVN rēķins, or Lithuania: PVM sąskaita faktūra

const LV_MONTHS =
  'janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī oktobrī novembrī decembrī'.split(
    ' ',
  );
const LT_MONTHS =
  'sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio gruodžio'.split(
    ' ',
  );

const BALTIC_ITEMS = {
  lv: catalog(
    'Mājaslapas izstrāde|700|4000; Konsultācijas|40|100|h; Grāmatvedības pakalpojumi (mēnesis)|150|600; Grafiskais dizains|200|1400; Servera uzturēšana (mēnesis)|50|300; Transporta pakalpojumi|60|400; Apmācības (diena)|350|1200; Drukas darbi|80|900; Montāžas darbi|30|60|h',
  ),
  lt: catalog(
    'Svetainės kūrimas|700|4000; Konsultacijos|40|100|h; Buhalterinės apskaitos paslaugos (mėn.)|150|600; Grafinis dizainas|200|1400; Serverio priežiūra (mėn.)|50|300; Transporto paslaugos|60|400; Mokymai (diena)|350|1200; Spaudos darbai|80|900; Montavimo darbai|30|60|h',
  ),
};

const BAL_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.6px;color:#111;line-height:1.45;padding:12mm 14mm}
h1{text-align:center;font-size:16px;margin:0}
.sub{text-align:center;margin:1mm 0 6mm}
.top{display:flex;justify-content:space-between;align-items:flex-start}
table.p{width:100%;margin-top:4mm;border:1px solid #666}
table.p td{padding:1.5px 4px;vertical-align:top;border-bottom:1px solid #ddd}
table.p td.k{width:34mm;color:#444}
table.p td.h{background:#eee;font-weight:bold;border-bottom:1px solid #666}
table.l{width:100%;margin-top:5mm;border:1px solid #666}
table.l th{border:1px solid #666;background:#eee;padding:2px;font-size:8px}
table.l td{border:1px solid #999;padding:2px 4px;text-align:right}
table.l td.t{text-align:left}
table.s{margin-left:auto;margin-top:2mm}
table.s td{padding:1.5px 4px;text-align:right}
table.s tr.g td{font-weight:bold;border-top:1px solid #111}
.w{margin-top:3mm;border-top:1px solid #999;border-bottom:1px solid #999;padding:1.5mm 0}
.sig{display:flex;justify-content:space-between;margin-top:10mm;font-size:8px}
.sig div{width:45%;border-top:1px solid #666;padding-top:1mm}
`;

export const balticInvoice: Layout = {
  name: 'lv-lt-pvn-invoice',
  render(r) {
    const lv = r.chance(0.5);
    const code = lv ? 'LV' : 'LT';
    const seller = org5(r, code, { form: 'always' });
    const buyer = r.chance(0.8)
      ? org5(r, code, { avoid: seller.stem, form: 'always' })
      : person5(r, code);
    const issued = issueDate(r);
    const [y, m, day] = issued.split('-').map(Number) as [number, number, number];
    const rate = 21;
    const items = draws(r, BALTIC_ITEMS[lv ? 'lv' : 'lt'], r.int(1, 5), rate);
    const discount = r.chance(0.15) ? r.pick([5, 10]) : undefined;
    const s = sums(items, discount ? { discountPercent: discount } : {});
    const sep = r.chance(0.6) ? SPACE : { group: '', decimal: ',' };
    const n = (cents: number) => num(cents, sep);
    const regNo = lv ? `4000${r.digits(7)}` : `30${r.digits(7)}`;
    const vatNo = lv ? `LV${regNo}` : `LT1000${r.digits(8)}`;
    const series = lv ? r.pick(['RS', 'PVN', 'SR', '']) : r.pick(['ABC', 'VNT', 'SF', 'BSL']);
    const seq = pad(r.int(1, 9999), lv ? r.pick([4, 5]) : 6);
    const number = lv
      ? series
        ? `${series} ${issued.slice(0, 4)}/${seq}`
        : `${issued.slice(2, 4)}-${seq}`
      : `${series}${seq}`;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.4 });
    const due = addDays(issued, r.pick([10, 14, 15, 30]));
    const iban = iban5(r, code);
    const euros = Math.floor(s.total / 100);
    const cents = pad(s.total % 100, 2);
    const words = lv
      ? `${latvianWords(euros)} euro un ${cents} centi`
      : `${lithuanianWords(euros)} eurų ${cents} ct`;
    const capital = words.charAt(0).toUpperCase() + words.slice(1);
    const dateShort = lv ? fmtDate(issued, r.pick(['DD.MM.YYYY.', 'DD.MM.YYYY'])) : issued;
    const dateLong = lv
      ? `${y}. gada ${day}. ${LV_MONTHS[m - 1]}`
      : `${y} m. ${LT_MONTHS[m - 1]} ${day} d.`;
    const w = lv
      ? {
          title: 'PVN RĒĶINS',
          no: 'Nr.',
          seller: 'Piegādātājs',
          buyer: 'Saņēmējs',
          reg: 'Reģ. Nr.',
          vat: 'PVN maks. Nr.',
          addr: 'Juridiskā adrese',
          bank: 'Banka',
          acc: 'Konts',
          date: 'Datums',
          due: 'Apmaksas termiņš',
          pay: 'Samaksas veids',
          transfer: 'Pārskaitījums',
          nr: 'Nr.',
          name: 'Nosaukums',
          unit: 'Mērv.',
          qty: 'Daudz.',
          price: 'Cena, EUR',
          sum: 'Summa, EUR',
          disc: 'Atlaide',
          net: 'Kopā bez PVN',
          tax: `PVN ${rate}%`,
          total: 'Kopā apmaksai, EUR',
          words: 'Summa vārdiem',
          issuedBy: 'Izrakstīja',
          received: 'Saņēma',
        }
      : {
          title: 'PVM SĄSKAITA FAKTŪRA',
          no: 'Nr.',
          seller: 'Pardavėjas',
          buyer: 'Pirkėjas',
          reg: 'Įmonės kodas',
          vat: 'PVM mokėtojo kodas',
          addr: 'Adresas',
          bank: 'Bankas',
          acc: 'A. s.',
          date: 'Data',
          due: 'Apmokėti iki',
          pay: 'Mokėjimo būdas',
          transfer: 'Pavedimu',
          nr: 'Eil. Nr.',
          name: 'Pavadinimas',
          unit: 'Mato vnt.',
          qty: 'Kiekis',
          price: 'Kaina, EUR',
          sum: 'Suma, EUR',
          disc: 'Nuolaida',
          net: 'Suma be PVM',
          tax: `PVM ${rate}%`,
          total: 'Bendra suma su PVM, EUR',
          words: 'Suma žodžiais',
          issuedBy: 'Sąskaitą išrašė',
          received: 'Sąskaitą priėmė',
        };
    const bankName = lv
      ? r.pick(['AS Swedbank', 'AS SEB banka', 'Luminor Bank AS', 'AS Citadele banka'])
      : r.pick(['Swedbank, AB', 'AB SEB bankas', 'Luminor Bank AS', 'AB Šiaulių bankas']);
    const party = (
      label: string,
      who: typeof seller,
      self: boolean,
    ) => `<tr><td class="h" colspan="2">${label}</td></tr>
<tr><td class="k">${lv ? 'Nosaukums' : 'Pavadinimas'}</td><td><b>${self && only ? '' : esc(who.name)}</b></td></tr>
${who.company ? `<tr><td class="k">${w.reg}</td><td>${self ? regNo : lv ? `4000${r.digits(7)}` : `30${r.digits(7)}`}</td></tr><tr><td class="k">${w.vat}</td><td>${self ? vatNo : lv ? `LV4000${r.digits(7)}` : `LT1000${r.digits(8)}`}</td></tr>` : ''}
<tr><td class="k">${w.addr}</td><td>${esc(who.address.join(', '))}</td></tr>
${self ? `<tr><td class="k">${w.bank}</td><td>${esc(bankName)}</td></tr><tr><td class="k">${w.acc}</td><td>${iban}</td></tr>` : ''}`;
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td class="t">${esc(entry.description)}</td><td class="t">${entry.uom === 'h' ? (lv ? 'st.' : 'val.') : lv ? 'gab.' : 'vnt.'}</td><td>${String(entry.quantity).replace('.', ',')}</td><td>${n(entry.unit)}</td><td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div class="top"><div>${logo ? img(logo, 'max-height:44px') : ''}</div><div style="text-align:right">${esc(seller.place.city)}, ${dateLong}</div></div>
<h1>${w.title}</h1><div class="sub">${lv ? `${w.no} ${esc(number)}` : `Serija ${series} ${w.no} ${seq}`}<br>${w.date}: ${dateShort}</div>
<table class="p">${party(w.seller, seller, true)}${party(w.buyer, buyer, false)}
<tr><td class="k">${w.due}</td><td>${lv ? fmtDate(due, 'DD.MM.YYYY.') : due}</td></tr><tr><td class="k">${w.pay}</td><td>${w.transfer}</td></tr></table>
<table class="l"><tr><th>${w.nr}</th><th>${w.name}</th><th>${w.unit}</th><th>${w.qty}</th><th>${w.price}</th><th>${w.sum}</th></tr>${rows}</table>
<table class="s">${discount ? `<tr><td>${w.disc} ${discount}%</td><td>-${n(s.discount)}</td></tr>` : ''}<tr><td>${w.net}</td><td>${n(s.net)}</td></tr><tr><td>${w.tax}</td><td>${n(s.tax)}</td></tr><tr class="g"><td>${w.total}</td><td>${n(s.total)}</td></tr></table>
<div class="w">${w.words}: <b>${esc(capital)}</b></div>
<p>${lv ? `Lūdzam veikt apmaksu līdz ${fmtDate(due, 'DD.MM.YYYY.')}, maksājuma mērķī norādot rēķina numuru ${esc(number)}.` : `Mokėjimo paskirtis: apmokėjimas pagal sąskaitą ${esc(number)}.`}</p>
${lv && r.chance(0.6) ? '<p><i>Rēķins sagatavots elektroniski un ir derīgs bez paraksta.</i></p>' : `<div class="sig"><div>${w.issuedBy}: ${esc(seller.contact)}</div><div>${w.received}:</div></div>`}`;
    return {
      html: page(BAL_CSS, body, lv ? 'lv' : 'lt'),
      paper: { format: 'A4' },
      truth: truthOf({
        // Lithuania: the serija and numeris, printed joined in the payment purpose.
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};
