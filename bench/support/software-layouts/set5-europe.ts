// Set 5's invoices from central and south-eastern Europe: a Slovenian račun (ID za DDV, matična
// številka, the SI00 reference, DDV at 22 % and 9.5 %, and for card or cash payments the fiscal
// verification's ZOI and EOR with the business premises and device marks in the number), a Slovak
// faktúra – daňový doklad (IČO, DIČ, IČ DPH, variabilný and konštantný symbol, DPH at 20 % or 23 %
// from 2025, an advance invoice paid and deducted before "K úhrade"), a Bulgarian invoice in
// English (ten-digit number, ORIGINAL, date of tax event, UIC and VAT number, the accountable
// person, the amount in words, and the change to the euro: leva with the euro equivalent in late
// 2025, euro with the leva equivalent from 2026) and a Greek invoice in English (series and
// number, AFM and tax office, the myDATA MARK and UID, VAT 24 % or 13 %, a freelancer's 20 %
// withholding taken off the payable amount).
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
  SEP,
  sums,
  truthOf,
  type Layout,
  type Sep,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { draws } from './people.ts';
import { catalog, englishWords, qrPicture, uuid } from './set4-parties.ts';
import { afm, davcna, eik, iban5, org5, person5 } from './set5-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const SPACE: Sep = { group: '\u00a0', decimal: ',' };

// ---------------------------------------------------------------------------------------------
// Slovenia: račun

const SI_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.6px;color:#1e1e1e;line-height:1.45;padding:13mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid var(--c);padding-bottom:3mm}
.hd .n{font-size:14px;font-weight:bold;color:var(--c)}
.two{display:flex;justify-content:space-between;margin-top:7mm}
.two .to{border:1px solid #ccc;padding:2mm 3mm;width:80mm}
h1{font-size:18px;margin:0 0 2mm}
.two table td{padding:1px 0 1px 10px}
.two table td:first-child{padding-left:0;color:#666}
table.l{width:100%;margin-top:6mm}
table.l th{background:var(--c);color:#fff;font-weight:normal;padding:3px;text-align:right}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #e2e2e2}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;margin-top:4mm;gap:8mm}
table.r th{font-weight:normal;color:#666;padding:1px 6px;text-align:right}
table.r td{padding:1px 6px;text-align:right}
table.t td{padding:2px 6px;text-align:right}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1.5px solid #1e1e1e}
.fisk{margin-top:6mm;font-size:7.8px;color:#333;display:flex;gap:4mm;align-items:flex-start}
`;

const SI_ITEMS = catalog(
  'Izdelava spletne strani|600|4000; Svetovanje|40|95|h; Računovodske storitve (mesec)|120|450; Grafično oblikovanje|150|1200; Vzdrževanje strežnika (mesec)|50|250; Prevoz|40|300; Izobraževanje (dan)|300|1100; Tiskanje letakov|60|600; Montažna dela|30|55|h; Strokovna literatura|20|90',
);

export const slovenianRacun: Layout = {
  name: 'si-racun',
  render(r) {
    const seller = org5(r, 'SI', { form: 'always' });
    const buyer = r.chance(0.7)
      ? org5(r, 'SI', { avoid: seller.stem, form: 'always' })
      : person5(r, 'SI');
    const issued = issueDate(r);
    const fiscal = r.chance(0.35);
    const items = draws(r, SI_ITEMS, r.int(1, 5), () => (r.chance(0.15) ? 9.5 : 22)).map((entry) =>
      r.chance(0.15)
        ? line(entry.description, entry.quantity, entry.unit, entry.rate, {
            discount: r.pick([5, 10, 15]),
            ...(entry.uom ? { uom: entry.uom } : {}),
          })
        : entry,
    );
    const s = sums(items);
    const seq = r.int(1, 2400);
    const premises = r.pick(['PP1', 'POS1', 'P01', 'TRG']);
    const device = r.pick(['BL1', '1', 'B01', 'RAC']);
    const number = fiscal
      ? `${premises}-${device}-${seq}`
      : r.pick([
          `${issued.slice(0, 4)}-${pad(seq, 5)}`,
          `${pad(seq, 4)}-${issued.slice(2, 4)}`,
          `R${issued.slice(2, 4)}${pad(seq, 4)}`,
        ]);
    const d = (iso: string) => fmtDate(iso, 'D. M. YYYY');
    const eur = moneyOf({ sep: SEP.de, symbol: 'EUR', position: 'after-space' });
    const n = (cents: number) => num(cents, SEP.de);
    const colour = r.pick(['#005aa0', '#00843d', '#c8102e', '#3b3b3b']);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.6, colour });
    const taxNo = davcna(r);
    const reference = `SI00 ${number.replace(/[^0-9]/g, '-').replace(/^-+|-+$/g, '')}`;
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${String(entry.quantity).replace('.', ',')}</td><td>${entry.uom === 'h' ? 'ura' : 'kos'}</td><td>${n(entry.unit)}</td><td>${entry.discount ? `${entry.discount} %` : ''}</td><td>${String(entry.rate).replace('.', ',')} %</td><td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:46px;display:block;margin-bottom:2mm') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines(seller.address)}</div><div style="text-align:right">${lines([`ID za DDV: SI${taxNo}`, `Matična številka: ${r.digits(7)}000`, `Tel.: ${seller.phone}`, seller.email, `TRR: ${iban5(r, 'SI')}`])}</div></div>
<div class="two"><div class="to"><span style="color:#666">Kupec</span><br><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? `ID za DDV: SI${davcna(r)}` : null])}</div>
<div><h1>RAČUN št. ${esc(number)}</h1><table><tr><td>Kraj in datum izdaje</td><td>${esc(seller.place.city)}, ${d(issued)}</td></tr><tr><td>Datum opravljene storitve</td><td>${d(addDays(issued, -r.int(0, 10)))}</td></tr>${fiscal ? '' : `<tr><td>Rok plačila</td><td>${d(addDays(issued, r.pick([8, 15, 30])))}</td></tr><tr><td>Sklic</td><td>${reference}</td></tr>`}${r.chance(0.4) ? `<tr><td>Naročilnica</td><td>${r.int(100, 9999)}/${issued.slice(0, 4)}</td></tr>` : ''}</table></div></div>
<table class="l"><tr><th>Opis</th><th>Kol.</th><th>EM</th><th>Cena</th><th>Popust</th><th>DDV</th><th>Vrednost brez DDV</th></tr>${rows}</table>
<div class="bot"><table class="r"><tr><th>Stopnja DDV</th><th>Osnova</th><th>DDV</th></tr>${s.taxes.map((row) => `<tr><td>${String(row.rate).replace('.', ',')} %</td><td>${n(row.base)}</td><td>${n(row.tax)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Skupaj brez DDV</td><td>${eur(s.net)}</td></tr><tr><td>DDV skupaj</td><td>${eur(s.tax)}</td></tr><tr class="g"><td>Skupaj za plačilo</td><td>${eur(s.total)}</td></tr>${fiscal ? `<tr><td>Plačano: ${r.pick(['kartica', 'gotovina'])}</td><td>${eur(s.total)}</td></tr>` : ''}</table></div>
${fiscal ? `<div class="fisk"><div>${lines([`ZOI: ${r.alnum(32).toLowerCase()}`, `EOR: ${uuid(r, false)}`, `Oznaka poslovnega prostora: ${premises}, oznaka elektronske naprave: ${device}`, `Izdajatelj računa: ${seller.contact}`])}</div></div>` : `<div class="fisk">${img(qrPicture(r, 70))}<div>UPN QR – plačilo s skeniranjem kode.<br>Pri plačilu navedite sklic ${reference}.<br>Izdal: ${esc(seller.contact)}</div></div>`}
<p style="margin-top:6mm;font-size:7.5px;color:#666">Družba je vpisana v sodni register pri Okrožnem sodišču v ${r.pick(['Ljubljani', 'Mariboru', 'Celju', 'Kopru'])}. Osnovni kapital: ${r.pick(['7.500,00', '8.763,00', '25.000,00'])} EUR. Davčna številka: ${taxNo}.</p></div>`;
    return {
      html: page(SI_CSS, body, 'sl'),
      paper: { format: 'A4' },
      truth: truthOf({
        // A fiscally verified receipt's number: premises, device and sequence.
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

// ---------------------------------------------------------------------------------------------
// Slovakia: faktúra – daňový doklad with an advance deducted

const SK_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.4px;color:#111;line-height:1.42;padding:11mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #111;padding-bottom:2mm}
.hd h1{font-size:18px;margin:0}
.hd h1 small{font-size:10px;font-weight:normal}
.grid{display:grid;grid-template-columns:1fr 1fr;border:1px solid #111;border-top:0}
.grid>div{padding:2mm 3mm}
.grid>div+div{border-left:1px solid #111}
.grid .lb{font-size:7.5px;text-transform:uppercase;color:#555}
.grid .n{font-size:11px;font-weight:bold}
.pay{display:grid;grid-template-columns:1fr 1fr 1fr;border:1px solid #111;border-top:0;padding:2mm 3mm;gap:1mm 5mm}
.pay span b{font-weight:normal;color:#555}
table.l{width:100%;margin-top:4mm}
table.l th{border-bottom:1px solid #111;padding:2px;text-align:right;font-size:7.8px}
table.l td{padding:2px;text-align:right;border-bottom:1px solid #ddd}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:4mm}
table.r{border:1px solid #111}
table.r th,table.r td{padding:1.5px 5px;text-align:right;border-bottom:1px solid #ddd}
table.t td{padding:2px 5px;text-align:right}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #111;font-size:10.5px}
`;

const SK_ITEMS = catalog(
  'Tvorba webovej stránky|700|4500; Konzultačné služby|40|95|h; Vedenie účtovníctva (mesiac)|120|500; Grafický návrh|150|1300; Správa servera (mesiac)|50|250; Doprava|40|350; Školenie (deň)|300|1100; Montážne práce|25|50|h; Inštalačný materiál|30|800; Licencia softvéru (12 mes.)|200|1800',
);

export const slovakFaktura: Layout = {
  name: 'sk-faktura-zaloha',
  render(r) {
    const seller = org5(r, 'SK', { form: 'always' });
    const buyer = org5(r, 'SK', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const rate = issued >= '2025-01-01' ? 23 : 20;
    const reduced = issued >= '2025-01-01' ? 19 : 10;
    const items = draws(r, SK_ITEMS, r.int(1, 6), () => (r.chance(0.1) ? reduced : rate));
    const s = sums(items);
    const number = `${issued.slice(0, 4)}${pad(r.int(1, 999), r.pick([3, 4]))}`;
    const withAdvance = r.chance(0.6);
    const advance = withAdvance ? Math.round(s.total * r.pick([0.3, 0.5, 0.5, 1])) : 0;
    const advanceNo = `ZF${issued.slice(0, 4)}${pad(r.int(1, 99), 3)}`;
    const paymentDoc = `DP${issued.slice(0, 4)}${pad(r.int(1, 99), 3)}`;
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const sep = r.chance(0.6) ? SPACE : { group: '', decimal: ',' };
    const n = (cents: number) => num(cents, sep);
    const eur = moneyOf({ sep, symbol: '€', position: 'after-space' });
    const ico = `${r.int(31, 56)}${r.digits(6)}`;
    const dic = `20${r.digits(8)}`;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.5 });
    const due = addDays(issued, r.pick([14, 14, 30]));
    const iban = iban5(r, 'SK');
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${String(entry.quantity).replace('.', ',')} ${entry.uom === 'h' ? 'hod' : 'ks'}</td><td>${n(entry.unit)}</td><td>${entry.rate} %</td><td>${n(entry.amount)}</td><td>${n(Math.round((entry.amount * entry.rate) / 100))}</td><td>${n(Math.round((entry.amount * (100 + entry.rate)) / 100))}</td></tr>`,
      )
      .join('');
    const body = `<div class="hd"><div>${logo ? img(logo, 'max-height:42px') : ''}</div><h1>FAKTÚRA č. ${number} <small>– daňový doklad</small></h1></div>
<div class="grid"><div><div class="lb">Dodávateľ</div>${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([...seller.address, `IČO: ${ico}`, `DIČ: ${dic}`, `IČ DPH: SK${dic}`, `Zapísaná v OR Okresného súdu ${r.pick(['Bratislava I', 'Košice I', 'Žilina', 'Trnava'])}, oddiel Sro, vložka č. ${r.int(1000, 99999)}/${r.pick(['B', 'V', 'L', 'T'])}`])}</div>
<div><div class="lb">Odberateľ</div><div class="n">${esc(buyer.name)}</div>${lines([...buyer.address, `IČO: ${r.int(31, 56)}${r.digits(6)}`, `DIČ: 20${r.digits(8)}`, `IČ DPH: SK20${r.digits(8)}`])}</div></div>
<div class="pay"><span><b>Dátum vyhotovenia:</b> ${d(issued)}</span><span><b>Dátum dodania:</b> ${d(addDays(issued, -r.int(0, 5)))}</span><span><b>Dátum splatnosti:</b> ${d(due)}</span><span><b>Forma úhrady:</b> prevodom</span><span><b>Variabilný symbol:</b> ${number}</span><span><b>Konštantný symbol:</b> 0308</span><span style="grid-column:span 2"><b>IBAN:</b> ${iban}</span><span><b>Objednávka:</b> ${r.chance(0.5) ? `OBJ-${r.digits(4)}` : '–'}</span></div>
<table class="l"><tr><th>Popis</th><th>Množstvo</th><th>Jedn. cena bez DPH</th><th>DPH</th><th>Základ</th><th>DPH</th><th>Spolu s DPH</th></tr>${rows}</table>
<div class="bot"><table class="r"><tr><th>Sadzba</th><th>Základ dane</th><th>DPH</th><th>Spolu</th></tr>${s.taxes.map((row) => `<tr><td>${row.rate} %</td><td>${n(row.base)}</td><td>${n(row.tax)}</td><td>${n(row.gross)}</td></tr>`).join('')}<tr><td><b>Celkom</b></td><td><b>${n(s.net)}</b></td><td><b>${n(s.tax)}</b></td><td><b>${n(s.total)}</b></td></tr></table>
<table class="t"><tr><td>Celkom bez DPH</td><td>${eur(s.net)}</td></tr><tr><td>DPH</td><td>${eur(s.tax)}</td></tr><tr class="g"><td>Celkom s DPH</td><td>${eur(s.total)}</td></tr>${advance ? `<tr><td>Odpočet zálohy (zálohová faktúra ${advanceNo}, daňový doklad k platbe ${paymentDoc})</td><td>-${eur(advance)}</td></tr>` : ''}<tr class="g"><td>K úhrade</td><td>${eur(s.total - advance)}</td></tr></table></div>
<p style="margin-top:8mm">Vyhotovil: ${esc(seller.contact)} · ${esc(seller.phone)} · ${esc(seller.email)}</p>`;
    return {
      html: page(SK_CSS, body, 'sk'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // The whole supply ("Celkom s DPH"), before the advance invoice's deduction.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Bulgaria: an invoice in English, through the change to the euro

const BG_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.8px;color:#111;line-height:1.45;padding:12mm 14mm}
.ti{text-align:center}
.ti h1{font-size:20px;margin:0;letter-spacing:2px}
.ti .o{display:inline-block;border:1px solid #111;padding:0 6px;font-weight:bold;margin-top:1mm}
.meta{display:flex;justify-content:center;gap:10mm;margin:3mm 0 5mm}
.pp{display:grid;grid-template-columns:1fr 1fr;gap:5mm}
.pp>div{border:1px solid #999;padding:2mm 3mm}
.pp .lb{font-weight:bold;text-transform:uppercase;font-size:8px;border-bottom:1px solid #ccc;margin-bottom:1mm}
table.l{width:100%;margin-top:5mm;border:1px solid #999}
table.l th{background:#eee;border:1px solid #999;padding:2px}
table.l td{border:1px solid #ccc;padding:2px 4px;text-align:right}
table.l td.t{text-align:left}
.bot{display:flex;justify-content:space-between;margin-top:4mm;gap:8mm}
table.t td{padding:2px 5px;text-align:right}
table.t tr.g td{font-weight:bold;border-top:1px solid #111;font-size:10.5px}
.sig{display:flex;justify-content:space-between;margin-top:14mm}
.sig div{width:40%;border-top:1px dotted #111;padding-top:1mm}
`;

const BG_ITEMS = catalog(
  'Software development services|40|90|h; Website maintenance (monthly)|150|900; Consulting services|60|150|h; Accounting services (monthly)|200|800; Graphic design|300|2500; Transport services|100|900; Training (day)|500|1800; Printing of brochures|150|1200; Hosting (12 months)|120|600',
);

export const bulgarianInvoice: Layout = {
  name: 'bg-invoice-en',
  render(r) {
    const seller = org5(r, 'BG', { form: 'always' });
    const buyer = r.chance(0.85)
      ? org5(r, 'BG', { avoid: seller.stem, form: 'always' })
      : person5(r, 'BG');
    const issued = issueDate(r);
    const RATE = 195583;
    const euro = issued >= '2026-01-01';
    const dual = euro || issued >= '2025-08-08';
    const items = draws(r, BG_ITEMS, r.int(1, 5), 20);
    const s = sums(items);
    const number = pad(r.int(1, 99999), 10);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const sep: Sep = r.chance(0.5) ? SEP.en : { group: ' ', decimal: '.' };
    const n = (cents: number) => num(cents, sep);
    const cur = euro ? 'EUR' : 'BGN';
    const other = euro ? 'BGN' : 'EUR';
    const convert = (cents: number) =>
      euro ? Math.round((cents * RATE) / 100000) : Math.round((cents * 100000) / RATE);
    const sellerEik = eik(r);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.4 });
    const whole = Math.floor(s.total / 100);
    const words = `${englishWords(whole)} ${euro ? 'euro' : 'leva'} and ${s.total % 100} ${euro ? 'cents' : 'stotinki'}`;
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td class="t">${esc(entry.description)}</td><td class="t">${entry.uom === 'h' ? 'hour' : 'pc.'}</td><td>${entry.quantity}</td><td>${n(entry.unit)}</td><td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const party = (label: string, who: typeof seller, self: boolean) => {
      const id = self ? sellerEik : eik(r);
      return `<div><div class="lb">${label}</div><b>${self && only ? '' : esc(who.name)}</b><br>${lines([`Address: ${who.address.join(', ')}`, who.company ? `UIC: ${id}` : `Personal ID: ${r.digits(10)}`, who.company ? `VAT No.: BG${id}` : null, who.company ? `Accountable person: ${who.contact}` : null, self ? `IBAN: ${iban5(r, 'BG')}` : null, self ? `BIC: ${r.pick(['UNCRBGSF', 'STSABGSF', 'FINVBGSF', 'UBBSBGSF'])}` : null])}</div>`;
    };
    const body = `<div style="display:flex;justify-content:space-between"><div>${logo ? img(logo, 'max-height:40px') : ''}</div><div style="font-size:8px;color:#555">${esc(seller.phone)} · ${esc(seller.email)}</div></div>
<div class="ti"><h1>INVOICE</h1><div class="o">ORIGINAL</div></div>
<div class="meta"><span>No. <b>${number}</b></span><span>Date of issue: <b>${d(issued)}</b></span><span>Date of tax event: ${d(addDays(issued, -r.int(0, 4)))}</span><span>Place: ${esc(seller.place.city)}</span></div>
<div class="pp">${party('Recipient', buyer, false)}${party('Supplier', seller, true)}</div>
<table class="l"><tr><th>No.</th><th>Description of goods / services</th><th>Unit</th><th>Qty</th><th>Unit price (${cur})</th><th>Amount (${cur})</th></tr>${rows}</table>
<div class="bot"><div>${lines([`Amount in words: ${words}`, `Payment: ${r.pick(['Bank transfer', 'Bank transfer', 'Cash'])}`, `Due date: ${d(addDays(issued, r.pick([5, 10, 14, 30])))}`, dual ? `Fixed conversion rate: 1 EUR = 1.95583 BGN` : null])}</div>
<table class="t"><tr><td>Tax base</td><td>${n(s.net)} ${cur}</td></tr><tr><td>VAT 20%</td><td>${n(s.tax)} ${cur}</td></tr><tr class="g"><td>Total amount</td><td>${n(s.total)} ${cur}</td></tr>${dual ? `<tr><td style="color:#555">Total amount in ${other}</td><td style="color:#555">${n(convert(s.total))} ${other}</td></tr>` : ''}</table></div>
<div class="sig"><div>Compiled by: ${esc(seller.contact)}</div><div>Received by: ${buyer.company ? esc(buyer.contact) : esc(buyer.name)}</div></div>
<p style="margin-top:6mm;font-size:7.5px;color:#666">Under Art. 6, para 1 of the Accountancy Act, Art. 114 of the VAT Act and Art. 78 of the Regulations for its application, the signature and stamp are not mandatory for the validity of the invoice.</p>`;
    return {
      html: page(BG_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // In the invoice's currency: leva until 2025, euro from 2026; the other is a distractor.
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
// Greece: an invoice in English with its myDATA marks

const GR_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.3px;color:#1a1a1a;line-height:1.42;padding:11mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:14px;font-weight:bold;color:var(--c)}
.hd>div:first-child{flex:1;padding-right:5mm}
.doc{border:1.5px solid var(--c);text-align:center;padding:2mm 4mm;min-width:62mm;flex:none}
.doc h1{font-size:13px;margin:0 0 1mm;color:var(--c)}
.doc table{margin:0 auto}
.doc td{padding:0 4px}
.cust{border:1px solid #bbb;margin-top:5mm;padding:2mm 3mm;display:grid;grid-template-columns:1fr 1fr;gap:1mm 6mm}
table.l{width:100%;margin-top:5mm}
table.l th{background:#eef2f7;border-bottom:1px solid var(--c);padding:2px 3px;text-align:right;font-size:7.8px}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #e5e5e5}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:4mm}
table.v th{font-weight:normal;color:#555;padding:1px 5px;text-align:right}
table.v td{padding:1px 5px;text-align:right}
table.t td{padding:2px 5px;text-align:right}
table.t tr.g td{font-weight:bold;border-top:1.5px solid #1a1a1a;font-size:10px}
.md{display:flex;gap:4mm;margin-top:6mm;align-items:center;font-size:7.5px;color:#333;border-top:1px solid #ccc;padding-top:2mm}
`;

const GR_ITEMS = catalog(
  'Software development services|40|90|h; IT support (monthly)|120|600; Consulting services|60|140|h; Website design|500|3500; Digital marketing campaign|300|2000; Translation services (page)|12|30; Equipment installation|150|900; Office supplies|20|300; Printing services|80|600',
);

export const greekInvoice: Layout = {
  name: 'gr-invoice-en',
  render(r) {
    const freelancer = r.chance(0.35);
    const seller = freelancer ? person5(r, 'GR') : org5(r, 'GR', { form: 'always' });
    const buyer = org5(r, 'GR', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const items = draws(r, GR_ITEMS, r.int(1, 5), () => (!freelancer && r.chance(0.12) ? 13 : 24));
    const s = sums(items);
    const withholding = freelancer && s.net > 30000 ? Math.round(s.net * 0.2) : 0;
    const series = freelancer ? r.pick(['TPY', 'A', 'B']) : r.pick(['A', 'B', 'TPY', 'A1']);
    const seq = r.int(1, 4800);
    const number = `${series}-${seq}`;
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const sep: Sep = r.chance(0.6) ? SEP.de : SEP.en;
    const n = (cents: number) => num(cents, sep);
    const eur = moneyOf({ sep, symbol: '€', position: r.chance(0.5) ? 'after-space' : 'before' });
    const colour = r.pick(['#0d5eaf', '#1b4965', '#6a040f', '#2d6a4f']);
    const { logo, only } = freelancer
      ? { logo: null, only: false }
      : sellerLogo(r, seller.name, { only: 0.4, any: 0.6, colour });
    const office = r.pick([
      'FAE Athens',
      'A’ Athens',
      'Marousi',
      'D’ Thessaloniki',
      'Patras A’',
      'Heraklion',
      'Piraeus A’',
    ]);
    const mark = `40000${r.digits(10)}`;
    const uid = r.alnum(40);
    const title = freelancer
      ? 'SERVICE INVOICE'
      : r.pick(['SALES INVOICE', 'SERVICE INVOICE', 'INVOICE – DELIVERY NOTE']);
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${esc(entry.description)}</td><td>${String(entry.quantity).replace('.', sep.decimal)}</td><td>${entry.uom === 'h' ? 'hours' : 'pcs'}</td><td>${n(entry.unit)}</td><td>${entry.rate}%</td><td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const body = `<div style="--c:${colour}">
<div class="hd"><div>${logo ? img(logo, 'max-height:46px;display:block;margin-bottom:2mm') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([freelancer ? r.pick(['Software Engineer', 'IT Consultant', 'Translator', 'Graphic Designer']) : `Activity: ${r.pick(['Computer programming', 'Wholesale of computer equipment', 'Management consultancy', 'Advertising services'])}`, ...seller.address, `VAT No. (AFM): ${afm(r)} · Tax office: ${office}`, freelancer ? null : `G.E.MI. No.: ${r.digits(12)}`, `Tel. ${seller.phone} · ${seller.email}`])}</div>
<div class="doc"><h1>${title}</h1><table><tr><td>Series</td><td>No.</td><td>Date</td></tr><tr><td><b>${series}</b></td><td><b>${esc(number)}</b></td><td><b>${d(issued)}</b></td></tr></table></div></div>
<div class="cust"><div><b>Customer:</b> ${esc(buyer.name)}</div><div><b>VAT No.:</b> EL${afm(r)}</div><div><b>Address:</b> ${esc(buyer.address.join(', '))}</div><div><b>Tax office:</b> ${r.pick(['FAE Athens', 'Kallithea', 'Kifisia', 'Ioniki Thessaloniki'])}</div><div><b>Payment:</b> ${r.pick(['On credit', 'Bank transfer', 'Cash'])}</div><div><b>Purpose:</b> ${title === 'INVOICE – DELIVERY NOTE' ? 'Sale' : 'Provision of services'}</div></div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Unit price</th><th>VAT</th><th>Net value</th></tr>${rows}</table>
<div class="bot"><table class="v"><tr><th>VAT rate</th><th>Net value</th><th>VAT</th></tr>${s.taxes.map((row) => `<tr><td>${row.rate}%</td><td>${n(row.base)}</td><td>${n(row.tax)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Total net value</td><td>${eur(s.net)}</td></tr><tr><td>Total VAT</td><td>${eur(s.tax)}</td></tr><tr class="g"><td>Total value</td><td>${eur(s.total)}</td></tr>${withholding ? `<tr><td>Withholding income tax 20%</td><td>-${eur(withholding)}</td></tr><tr class="g"><td>Payable amount</td><td>${eur(s.total - withholding)}</td></tr>` : ''}</table></div>
<p style="margin-top:4mm">Bank: ${r.pick(['National Bank of Greece', 'Piraeus Bank', 'Eurobank', 'Alpha Bank'])} · IBAN ${iban5(r, 'GR')}</p>
<div class="md">${img(qrPicture(r, 60))}<div>${lines([`MARK: ${mark}`, `UID: ${uid}`, `Authentication code: ${r.alnum(32)}`, `Issued through a licensed e-invoicing provider (${r.pick(['Epsilon Net', 'SoftOne', 'Impact', 'Prosvasis'])}) · transmitted to myDATA`])}</div></div></div>`;
    return {
      html: page(GR_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        // The series and number as one ("A-1234"); a freelancer's gross before the withholding.
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
