// Set 4's European invoices, each in the country's language as its local software prints it: a
// Czech faktura from Fakturoid (Dodavatel / Odběratel, IČO and DIČ, the variable symbol, the DPH
// recapitulation, or a sole trader who is not a VAT payer; cash invoices rounded to whole
// crowns), a Portuguese fatura from certified software (NIF, ATCUD, the VAT summary with the
// reason for exemption, a freelancer's fatura-recibo with IRS withheld), a Romanian factură from
// SmartBill (Furnizor / Client, CIF and Reg. com., "Seria … nr. …", the delegate and signature
// boxes, "Total de plată"), a Hungarian számla from Számlázz.hu (Eladó / Vevő, adószám, whole
// forints, the ÁFA summary, an AAM seller, a euro invoice with its VAT in forints), a Croatian
// račun (OIB, the fiscal number 15-1-1, ZKI and JIR, PDV or a seller outside the VAT system, the
// 2023 conversion rate to kuna), a Swedish faktura from Visma eEkonomi (OCR, bankgiro, öre
// rounding, a ROT tax reduction for household work) and a Danish faktura from Dinero (FIK code,
// reg. no. and account, omvendt betalingspligt for EU businesses).
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
  qty,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Sep,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { draws } from './people.ts';
import { firm, ibanOf, privateFirm, withLuhn } from './set3-parties.ts';
import {
  adoszam,
  CATALOG4,
  cifRO,
  ico,
  individual,
  nifPT,
  oib,
  org,
  qrPicture,
  uuid,
  whole,
} from './set4-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const SPACE: Sep = { group: '\u00a0', decimal: ',' };
const DOT: Sep = { group: '.', decimal: ',' };
const days = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Digits grouped in fours, as IBANs are printed. */
const fours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

// ---------------------------------------------------------------------------------------------
// Fakturoid (Czech Republic)

const FK_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:9.5px;color:#2b2b2b;line-height:1.45;padding:14mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
h1{font-size:22px;margin:0;font-weight:bold}
h1 small{display:block;font-size:10px;font-weight:normal;color:#777;margin-top:2px}
.pp{display:flex;gap:10mm;margin-top:9mm}
.pp>div{flex:1}
.pp .lb{font-size:8px;text-transform:uppercase;letter-spacing:.6px;color:#888;border-bottom:1px solid #ddd;margin-bottom:4px;padding-bottom:2px}
.pp b.n{font-size:11px}
.pay{display:flex;gap:10mm;margin-top:7mm;background:#f5f5f2;padding:8px 10px}
.pay table td{padding:1px 14px 1px 0}
.pay table td:first-child{color:#777}
table.l{width:100%;margin-top:8mm}
table.l th{font-size:8px;color:#888;font-weight:normal;text-align:right;border-bottom:1px solid #bbb;padding:3px 4px}
table.l td{text-align:right;padding:5px 4px;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;align-items:flex-end;margin-top:6mm;gap:12mm}
table.rk th{font-size:8px;color:#888;font-weight:normal;text-align:right;padding:2px 6px}
table.rk td{text-align:right;padding:2px 6px}
.due{text-align:right}
.due .lb{color:#777}
.due .v{font-size:20px;font-weight:bold}
.qr{display:flex;gap:8px;align-items:center;margin-top:8mm;color:#777;font-size:8px}
.ft{margin-top:10mm;font-size:8px;color:#777;border-top:1px solid #ddd;padding-top:4px}
`;

export const fakturoidFaktura: Layout = {
  name: 'fakturoid-faktura-cz',
  render(r) {
    const sole = r.chance(0.45);
    const payer = sole ? r.chance(0.35) : r.chance(0.95);
    const seller = sole ? individual(r, 'CZ') : org(r, 'CZ', { form: 'always' });
    const buyer = r.chance(0.8)
      ? org(r, 'CZ', { avoid: seller.stem, form: 'always' })
      : individual(r, 'CZ');
    const issued = issueDate(r);
    const year = issued.slice(0, 4);
    const n = r.int(1, 420);
    const number = r.pick([`${year}-${pad(n, 4)}`, `${year}${pad(n, 4)}`, `${year}-${pad(n, 3)}`]);
    const vs = number.replace(/\D/g, '');
    const d = (iso: string) => fmtDate(iso, 'D. M. YYYY');
    const kc = moneyOf({ sep: SPACE, symbol: 'Kč', position: 'after-space' });
    const m = (cents: number) => num(cents, SPACE);
    const rates = issued >= '2024-01-01' ? [21, 12] : [21, 15, 10];
    const items = draws(r, CATALOG4.cs, r.int(1, 5), () =>
      payer ? (r.chance(0.12) ? rates[1]! : 21) : 0,
    ).map((item) => (item.uom === 'h' ? { ...item, uom: 'hod' } : item));
    const s = sums(items);
    const method = r.pick(['Převodem', 'Převodem', 'Převodem', 'Převodem', 'Hotově', 'Kartou']);
    // Cash is paid in whole crowns: the rounding is printed and the total to pay is rounded.
    const rounded = method === 'Hotově' ? Math.round(s.total / 100) * 100 : s.total;
    const rounding = rounded - s.total;
    const due = addDays(issued, method === 'Převodem' ? r.pick([14, 14, 30]) : 0);
    const deposit = method === 'Převodem' && r.chance(0.15) ? Math.round(rounded * 0.3) : 0;
    const account = `${r.chance(0.3) ? `${r.int(19, 670)}-` : ''}${r.digits(r.int(8, 10))}/${r.pick(['0100', '0300', '0800', '2010', '5500', '0600'])}`;
    const sellerIco = ico(r);
    const { logo, only } = sole
      ? { logo: null, only: false }
      : sellerLogo(r, seller.name, { only: 0.1, any: 0.5 });
    const register = sole
      ? 'Fyzická osoba zapsaná v živnostenském rejstříku.'
      : `Společnost zapsaná v obchodním rejstříku vedeném ${r.pick(['Městským soudem v Praze', 'Krajským soudem v Brně', 'Krajským soudem v Ostravě', 'Krajským soudem v Plzni'])}, oddíl C, vložka ${r.int(1000, 320000)}.`;
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${qty(item.quantity, SPACE)} ${item.uom ?? 'ks'}</td><td>${m(item.unit)}</td>${payer ? `<td>${item.rate} %</td><td>${m(item.amount)}</td><td>${m(Math.round((item.amount * (100 + item.rate)) / 100))}</td>` : `<td>${m(item.amount)}</td>`}</tr>`,
      )
      .join('');
    const recap = payer
      ? `<table class="rk"><tr><th>Rekapitulace DPH v Kč</th><th>Základ v Kč</th><th>Sazba</th><th>DPH v Kč</th><th>Celkem s DPH v Kč</th></tr>${s.taxes.map((row) => `<tr><td></td><td>${m(row.base)}</td><td>${row.rate} %</td><td>${m(row.tax)}</td><td>${m(row.gross)}</td></tr>`).join('')}${s.taxes.length > 1 ? `<tr><td><b>Celkem</b></td><td><b>${m(s.net)}</b></td><td></td><td><b>${m(s.tax)}</b></td><td><b>${m(s.total)}</b></td></tr>` : ''}</table>`
      : '<div>Nejsem plátce DPH.</div>';
    const body = `
<div class="hd"><h1>Faktura ${esc(number)}${payer ? '<small>daňový doklad</small>' : ''}</h1><div>${logo ? img(logo, 'max-height:48px') : ''}</div></div>
<div class="pp"><div><div class="lb">Dodavatel</div>${only ? '' : `<b class="n">${esc(seller.name)}</b><br>`}${lines([...seller.address, `IČO: ${sellerIco}`, payer ? `DIČ: CZ${sole ? r.digits(10) : sellerIco}` : null])}</div>
<div><div class="lb">Odběratel</div><b class="n">${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? `IČO: ${ico(r)}` : null, buyer.company && r.chance(0.8) ? `DIČ: CZ${ico(r)}` : null])}</div></div>
<div class="pay"><table><tr><td>Bankovní účet</td><td><b>${account}</b></td></tr>${r.chance(0.5) ? `<tr><td>IBAN</td><td>CZ${r.digits(2)} ${fours(`${r.pick(['0100', '0300', '0800', '2010'])}${r.digits(16)}`)}</td></tr>` : ''}<tr><td>Variabilní symbol</td><td><b>${vs}</b></td></tr><tr><td>Způsob platby</td><td>${method}</td></tr></table>
<table><tr><td>Datum vystavení</td><td>${d(issued)}</td></tr>${payer ? `<tr><td>Datum zdan. plnění</td><td>${d(addDays(issued, -r.int(0, 3)))}</td></tr>` : ''}<tr><td>Datum splatnosti</td><td><b>${d(due)}</b></td></tr>${r.chance(0.3) ? `<tr><td>Objednávka č.</td><td>${r.pick(['OBJ', 'PO', ''])}${r.digits(5)}</td></tr>` : ''}</table></div>
<table class="l"><tr><th>Označení dodávky</th><th>Počet</th><th>Cena za m.j.</th>${payer ? '<th>DPH %</th><th>Bez DPH</th><th>S DPH</th>' : '<th>Celkem</th>'}</tr>${rows}</table>
<div class="bot"><div>${recap}</div><div class="due">${rounding ? `<div>Zaokrouhlení ${m(rounding)} Kč</div>` : ''}<div class="lb">Celkem k úhradě</div><div class="v">${kc(rounded)}</div>${deposit ? `<div>Zaplaceno zálohou −${kc(deposit)}<br><b>Zbývá uhradit ${kc(rounded - deposit)}</b></div>` : ''}</div></div>
${method === 'Převodem' ? `<div class="qr">${img(qrPicture(r, 76))}<div>QR Platba<br>Naskenujte v mobilní aplikaci své banky.</div></div>` : ''}
<div style="margin-top:6mm">Vystavil: ${esc(seller.contact)}${seller.email ? ` · ${esc(seller.email)}` : ''} · ${esc(seller.phone)}</div>
<div class="ft">${register}${payer ? '' : ' Nejsem plátce DPH.'}<br>Vystaveno v online službě Fakturoid.cz</div>`;
    return {
      html: page(FK_CSS, body, 'cs'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // Not a VAT payer: only the total is printed.
        amount: payer ? s.net : null,
        taxAmount: payer ? s.tax : null,
        // "Celkem k úhradě", rounded to whole crowns where the rounding is printed (cash).
        total: rounded,
        currency: 'CZK',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A Portuguese fatura from certified software

const PT_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9px;color:#222;line-height:1.4;padding:12mm 14mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.co b{font-size:13px}
.doc{text-align:right}
.doc h1{font-size:17px;margin:0}
.doc .o{font-size:8px;border:1px solid #333;display:inline-block;padding:1px 6px;margin-top:3px}
.cl{margin:8mm 0 0 auto;width:88mm;border:1px solid #bbb;padding:6px 8px}
.cl small{color:#666;display:block}
table.m{width:100%;margin-top:7mm;border:1px solid #bbb}
table.m th{background:#eee;font-weight:normal;font-size:8px;padding:3px;text-align:left;border-right:1px solid #ccc}
table.m td{padding:3px;border-right:1px solid #ddd}
table.l{width:100%;margin-top:5mm}
table.l th{background:#333;color:#fff;font-weight:normal;padding:3px 4px;text-align:right;font-size:8px}
table.l td{text-align:right;padding:3px 4px;border-bottom:1px solid #e5e5e5}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
.bot{display:flex;justify-content:space-between;gap:10mm;margin-top:6mm}
table.iva th{font-size:8px;font-weight:normal;background:#eee;padding:2px 5px;text-align:right}
table.iva td{padding:2px 5px;text-align:right;font-size:8.5px}
table.iva th:last-child,table.iva td:last-child{text-align:left}
table.t td{padding:2px 5px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1px solid #333}
.ft{margin-top:8mm;font-size:7.5px;color:#444;display:flex;gap:10px;align-items:flex-end}
`;

export const portugueseFatura: Layout = {
  name: 'pt-fatura',
  render(r) {
    const freelancer = r.chance(0.25);
    const seller = freelancer ? individual(r, 'PT') : org(r, 'PT', { form: 'always' });
    const consumer = !freelancer && r.chance(0.2);
    const buyer = consumer
      ? individual(r, 'PT')
      : org(r, 'PT', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const year = issued.slice(0, 4);
    const n = r.int(1, 1800);
    const type = freelancer ? 'FR' : r.chance(0.85) ? 'FT' : 'FR';
    const series = r.pick([`${year}`, `${year}`, `A${year}`, 'A']);
    const number = `${type} ${series}/${n}`;
    const title = type === 'FR' ? 'Fatura-Recibo' : 'Fatura';
    const atcud = `${r.letters(4)}${r.digits(2)}${r.letters(2)}-${n}`;
    const sep = r.chance(0.5) ? DOT : SPACE;
    const e = moneyOf({ sep, symbol: '€', position: 'after-space' });
    const m = (cents: number) => num(cents, sep);
    const d = (iso: string) => fmtDate(iso, 'YYYY-MM-DD');
    const exempt = !freelancer && r.chance(0.12);
    const services = CATALOG4.pt.filter(
      (product) => !/Material|Licença|Deslocação/.test(product.text),
    );
    const items = draws(r, freelancer ? services : CATALOG4.pt, r.int(1, freelancer ? 3 : 5), () =>
      freelancer ? 23 : r.chance(0.15) ? r.pick([13, 6]) : 23,
    ).map((item, index) =>
      exempt && index === 0
        ? { ...item, description: 'Formação profissional certificada', rate: 0 }
        : r.chance(0.15)
          ? line(item.description, item.quantity, item.unit, item.rate, {
              discount: r.pick([5, 10]),
              ...(item.uom ? { uom: item.uom } : {}),
            })
          : item,
    );
    const s = sums(items);
    const gross = items.reduce((sum, item) => sum + Math.round(item.quantity * item.unit), 0);
    const lineDiscounts = gross - s.subtotal;
    // A freelancer's fatura-recibo: IRS withheld at 25 % (23 % from 2025) on the fees.
    const irsRate = issued >= '2025-01-01' ? 23 : 25;
    const irs = freelancer && r.chance(0.8) ? Math.round((s.net * irsRate) / 100) : 0;
    const sellerNif = nifPT(r, freelancer);
    const { logo, only } = freelancer
      ? { logo: null, only: false }
      : sellerLogo(r, seller.name, { only: 0.12, any: 0.6 });
    const motivo = 'M07 – Isento artigo 9.º do CIVA';
    const rows = items
      .map(
        (item) =>
          `<tr><td>${r.alnum(2)}${r.digits(3)}</td><td>${esc(item.description)}</td><td>${qty(item.quantity, sep, 2)}</td><td>${item.uom === 'h' ? 'H' : 'UN'}</td><td>${m(item.unit)}</td><td>${item.discount ? `${item.discount},00` : '0,00'}</td><td>${item.rate ? `${item.rate},00` : `0,00 (${motivo.slice(0, 3)})`}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const ivaRows = s.taxes
      .map(
        (row) =>
          `<tr><td>${row.rate},00 %</td><td>${m(row.base)}</td><td>${m(row.tax)}</td><td>${row.rate ? '' : esc(motivo)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="hd"><div class="co">${logo ? img(logo, 'max-height:46px;display:block;margin-bottom:4px') : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, `NIF: ${sellerNif}`, `Tel.: ${seller.phone}`, seller.email, freelancer ? null : `Capital Social: ${r.pick(['5.000,00', '50.000,00', '10.000,00', '250.000,00'])} € · C.R.C. ${seller.place.city}`])}</div>
<div class="doc"><h1>${title}</h1><b>${esc(number)}</b><br><span class="o">Original</span><br>ATCUD:${esc(atcud)}</div></div>
<div class="cl"><small>Exmo.(s) Sr.(s)</small><b>${esc(consumer ? 'Consumidor final' : buyer.name)}</b><br>${consumer ? '' : lines(buyer.address)}</div>
<table class="m"><tr><th>Contribuinte</th><th>Data</th><th>Vencimento</th><th>Cond. pagamento</th><th>V/ Referência</th><th>Moeda</th></tr>
<tr><td>${consumer ? '999999990' : nifPT(r)}</td><td>${d(issued)}</td><td>${d(addDays(issued, type === 'FR' ? 0 : r.pick([0, 30, 30, 60])))}</td><td>${type === 'FR' ? 'Pronto pagamento' : r.pick(['30 dias', 'Pronto pagamento', '60 dias'])}</td><td>${r.chance(0.4) ? `Enc. ${r.digits(5)}` : ''}</td><td>EUR</td></tr></table>
<table class="l"><tr><th>Artigo</th><th>Descrição</th><th>Qtd.</th><th>Un.</th><th>Preço Unit.</th><th>Desc. %</th><th>IVA %</th><th>Total Líquido</th></tr>${rows}</table>
<div class="bot"><table class="iva"><tr><th>Taxa</th><th>Incidência</th><th>Valor IVA</th><th>Motivo isenção</th></tr>${ivaRows}</table>
<table class="t"><tr><td>Total Ilíquido</td><td>${e(gross)}</td></tr>${lineDiscounts ? `<tr><td>Total Descontos</td><td>${e(lineDiscounts)}</td></tr>` : ''}<tr><td>Total s/ IVA</td><td>${e(s.net)}</td></tr><tr><td>Total IVA</td><td>${e(s.tax)}</td></tr>
${irs ? `<tr class="g"><td>Total Documento</td><td>${e(s.total)}</td></tr><tr><td>Retenção IRS (${irsRate} %)</td><td>-${e(irs)}</td></tr>` : ''}<tr class="g"><td>Total a pagar</td><td>${e(s.total - irs)}</td></tr></table></div>
${type === 'FR' ? `<p>Recebido por ${r.pick(['transferência bancária', 'Multibanco', 'MB WAY', 'numerário'])} em ${d(issued)}.</p>` : `<p>Pagamento por transferência bancária para o IBAN PT50 ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(1)}${freelancer ? '' : ` · ${r.pick(['Millennium bcp', 'Caixa Geral de Depósitos', 'Novo Banco', 'Santander Totta'])}`}</p>`}
<div class="ft">${img(qrPicture(r, 70))}<div>Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.<br>${r.alnum(1)}${r.letters(1)}${r.alnum(1)}${r.letters(1)}-Processado por programa certificado n.º ${r.int(100, 3000)}/AT · Página 1 de 1</div></div>`;
    return {
      html: page(PT_CSS, body, 'pt'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        // The document's total before the IRS withheld ("Total a pagar" is after it).
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// SmartBill (Romania)

const SB_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.5px;color:#111;line-height:1.4;padding:10mm 12mm}
.pp{display:flex;justify-content:space-between;gap:10mm}
.pp>div{flex:1}
.pp .lb{font-weight:bold;font-size:9px;border-bottom:1px solid #111;margin-bottom:3px}
.pp b.n{font-size:11px}
.ti{text-align:center;margin:6mm 0}
.ti h1{font-size:20px;margin:0}
.ti td{padding:0 6px}
table.l{width:100%;border:1px solid #111}
table.l th{border:1px solid #111;padding:3px;font-weight:normal;background:#f0f0f0;font-size:8px}
table.l td{border-left:1px solid #111;border-right:1px solid #111;padding:3px;text-align:right}
table.l td.t{text-align:left}
table.l tr.i td{font-size:7px;text-align:center;border-bottom:1px solid #111}
table.f{width:100%;border:1px solid #111;border-top:0}
table.f td{border:1px solid #111;padding:3px;vertical-align:top}
table.f td.n{text-align:right;font-weight:bold;white-space:nowrap}
.note{margin-top:4mm;font-size:7.5px;color:#444}
`;

export const smartBillFactura: Layout = {
  name: 'smartbill-factura-ro',
  render(r) {
    const seller = org(r, 'RO', { form: 'always' });
    const buyer = org(r, 'RO', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = (cents: number) => num(cents, DOT);
    // Romanian VAT: 19 %, 9 % and 5 % until July 2025; 21 % and 11 % from August 2025.
    const [standard, reduced] = issued >= '2025-08-01' ? [21, 11] : [19, 9];
    const items = draws(r, CATALOG4.ro, r.int(1, 6), () =>
      r.chance(0.1) ? reduced : standard,
    ).map((item) => (item.uom === 'h' ? { ...item, uom: 'ore' } : item));
    // SmartBill prints a discount as a line of its own, negative, at the rate of the lines.
    const discountPct = r.chance(0.2) ? r.pick([5, 10, 15]) : 0;
    const base = items.filter((item) => item.rate === standard);
    const discountLine: Line[] =
      discountPct && base.length
        ? [
            line(
              `Discount ${discountPct}%`,
              1,
              -Math.round((base.reduce((sum, item) => sum + item.amount, 0) * discountPct) / 100),
              standard,
            ),
          ]
        : [];
    const all = [...items, ...discountLine];
    // The VAT of each line, rounded, and the total of them (as SmartBill's columns add up).
    const vatOf = (item: Line) => Math.round((item.amount * item.rate) / 100);
    const net = all.reduce((sum, item) => sum + item.amount, 0);
    const tax = all.reduce((sum, item) => sum + vatOf(item), 0);
    const total = net + tax;
    const seriesCode = r.pick(['SB', 'FCT', 'INV', seller.stem.slice(0, 3).toUpperCase(), 'B']);
    const nr = r.chance(0.6) ? pad(r.int(1, 3000), 4) : String(r.int(1, 3000));
    const due = addDays(issued, r.pick([0, 15, 30, 30, 45]));
    const cif = cifRO(r);
    const cash = r.chance(0.15);
    const proforma = r.chance(0.25)
      ? `Conform proforma ${r.pick(['PRO', 'PF'])} ${pad(r.int(1, 300), 4)} din ${d(addDays(issued, -r.int(3, 20)))}`
      : null;
    const regCom = (since: number) =>
      issued >= '2024-09-01' && r.chance(0.5)
        ? `J${since}${r.digits(6)}${r.int(10, 52)}${r.digits(1)}`
        : `J${pad(r.int(1, 52), 2)}/${r.int(100, 29000)}/${since}`;
    const ibanRO = `RO${r.digits(2)} ${r.pick(['BTRL', 'RNCB', 'BRDE', 'INGB', 'RZBR'])} ${fours(`RONCRT${r.digits(10)}`)}`;
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.45 });
    const rows = all
      .map(
        (item, index) =>
          `<tr><td>${index + 1}</td><td class="t">${esc(item.description)}</td><td>${item.uom ?? (item.amount < 0 ? '' : 'buc')}</td><td>${qty(item.quantity, DOT, 2)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td><td>${m(vatOf(item))}</td></tr>`,
      )
      .join('');
    const body = `
<div class="pp"><div><div class="lb">Furnizor</div>${logo ? img(logo, 'max-height:36px;display:block;margin-bottom:3px') : ''}<b class="n">${esc(seller.name)}</b><br>${lines([`CIF: RO${cif}`, `Reg. com.: ${regCom(r.int(2005, 2022))}`, `Adresa: ${seller.address.join(', ')}`, `IBAN: ${ibanRO}`, `Banca: ${r.pick(['Banca Transilvania', 'BCR', 'BRD - Groupe Société Générale', 'ING Bank', 'Raiffeisen Bank'])}`, `Capital social: ${r.pick(['200', '1.000', '45.000', '200'])} lei`, r.chance(0.4) ? `Tel: ${seller.phone}` : null])}</div>
<div><div class="lb">Client</div><b class="n">${esc(buyer.name)}</b><br>${lines([`CIF: RO${cifRO(r)}`, `Reg. com.: ${regCom(r.int(2000, 2023))}`, `Adresa: ${buyer.address.join(', ')}`, r.chance(0.4) ? `IBAN: RO${r.digits(2)} ${r.pick(['BTRL', 'RNCB', 'BRDE'])} ${fours(`RONCRT${r.digits(10)}`)}` : null])}</div></div>
<div class="ti"><h1>FACTURĂ</h1><table style="margin:2mm auto 0"><tr><td>Seria <b>${seriesCode}</b> nr. <b>${nr}</b></td></tr><tr><td>Data (zi/luna/an): <b>${d(issued)}</b></td></tr>${due !== issued ? `<tr><td>Data scadenței: ${d(due)}</td></tr>` : ''}${proforma ? `<tr><td>${esc(proforma)}</td></tr>` : ''}${r.chance(0.2) ? '<tr><td><i>TVA la încasare</i></td></tr>' : ''}</table></div>
<table class="l"><tr><th>Nr. crt.</th><th>Denumirea produselor sau a serviciilor</th><th>U.M.</th><th>Cant.</th><th>Preț unitar (fără TVA) -Lei-</th><th>Valoarea -Lei-</th><th>Valoarea TVA -Lei-</th></tr>
<tr class="i"><td>0</td><td>1</td><td>2</td><td>3</td><td>4</td><td>5 (3x4)</td><td>6</td></tr>${rows}<tr><td colspan="7" style="height:${Math.max(10, 60 - all.length * 10)}mm"></td></tr></table>
<table class="f"><tr><td rowspan="2" style="width:26%">Semnătura și ștampila furnizorului</td><td rowspan="2" style="width:40%">Date privind expediția<br>Numele delegatului: ${esc(r.chance(0.5) ? seller.contact : '')}<br>B.I/C.I: ${r.chance(0.5) ? `${r.letters(2)} ${r.digits(6)}` : ''}<br>Mijlocul de transport: ${r.chance(0.3) ? `${r.pick(['B', 'CJ', 'TM', 'IS'])} ${r.int(10, 99)} ${r.letters(3)}` : ''}<br>Expedierea s-a efectuat în prezența noastră la data de ${d(issued)}<br>Semnăturile:</td>
<td>Total<br>din care TVA</td><td class="n">${m(net)}<br>${m(tax)}</td></tr>
<tr><td>Semnătura de primire<br><br><b>Total de plată</b></td><td class="n" style="vertical-align:bottom;font-size:11px">${m(total)} lei</td></tr></table>
<div class="note">${cash ? `Achitat numerar conform chitanței nr. ${r.int(1, 900)} din ${d(issued)}. ` : `Termen de plată: ${days(issued, due) || 0} zile. `}Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea nr. 227/2015 privind Codul fiscal.${issued >= '2024-01-01' && r.chance(0.4) ? ` Index încărcare e-Factura: ${r.digits(10)}.` : ''}<br>Document emis cu SmartBill · Pagina 1 din 1</div>`;
    return {
      html: page(SB_CSS, body, 'ro'),
      paper: { format: 'A4' },
      truth: truthOf({
        // The number "nr." prints; its series ("Seria SB") stands apart, as Romanian law keeps
        // the series and the number within it apart.
        invoiceNumber: nr,
        date: issued,
        vendor: seller.name,
        amount: net,
        taxAmount: tax,
        total,
        currency: 'RON',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Számlázz.hu (Hungary)

const HU_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.5px;color:#222;line-height:1.4;padding:12mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #333;padding-bottom:4px}
.hd h1{font-size:26px;margin:0;font-weight:bold}
.hd .no{text-align:right}
.pp{display:flex;gap:6mm;margin-top:5mm}
.pp>div{flex:1;border:1px solid #999;padding:5px 7px;min-height:30mm}
.pp .lb{font-weight:bold;color:#555;margin-bottom:3px}
.dt{display:flex;margin-top:4mm;border:1px solid #999}
.dt>div{flex:1;padding:3px 6px;border-left:1px solid #999}
.dt>div:first-child{border-left:0}
.dt small{display:block;color:#666}
table.l{width:100%;margin-top:5mm}
table.l th{border-bottom:1px solid #333;border-top:1px solid #333;padding:3px;text-align:right;font-weight:bold;font-size:8px}
table.l td{text-align:right;padding:3px;border-bottom:1px dotted #bbb}
table.l th:first-child,table.l td:first-child{text-align:left}
.bot{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm;gap:10mm}
table.af th{font-size:8px;background:#eee;padding:2px 6px;text-align:right}
table.af td{padding:2px 6px;text-align:right}
table.af tr.s td{font-weight:bold;border-top:1px solid #333}
.pay{border:2px solid #333;padding:6px 10px;text-align:right;font-size:14px;font-weight:bold;min-width:60mm}
.pay small{display:block;font-size:8px;font-weight:normal}
.ft{margin-top:10mm;font-size:7px;color:#666;display:flex;justify-content:space-between;border-top:1px solid #ccc;padding-top:3px}
`;

export const szamlazzSzamla: Layout = {
  name: 'szamlazz-szamla-hu',
  render(r) {
    const sole = r.chance(0.3);
    const base = sole ? individual(r, 'HU') : org(r, 'HU', { form: 'always' });
    const seller = sole ? { ...base, name: `${base.name} e.v.` } : base;
    // An individual under the subjective exemption (alanyi adómentes) charges no VAT.
    const aam = sole && r.chance(0.6);
    const euro = !aam && r.chance(0.15);
    const buyer = r.chance(0.8)
      ? org(r, 'HU', { avoid: base.stem, form: 'always' })
      : individual(r, 'HU');
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'YYYY.MM.DD.');
    const ft = (cents: number) => `${whole(cents, SPACE)} Ft`;
    const eur = moneyOf({ sep: SPACE, symbol: 'EUR', position: 'after-space' });
    const m = euro ? eur : ft;
    const rate = () => (aam ? 0 : r.chance(0.1) ? r.pick([5, 18]) : 27);
    const items = draws(r, CATALOG4.hu, r.int(1, 5), rate).map((item) => {
      const unit = euro ? Math.round(item.unit / 390) : Math.round(item.unit / 100) * 100;
      const amount = euro
        ? Math.round(item.quantity * unit)
        : Math.round((item.quantity * unit) / 100) * 100;
      return {
        ...item,
        unit,
        amount,
        uom: item.uom === 'h' ? 'óra' : item.description.includes('havi') ? 'hó' : 'db',
      };
    });
    // VAT per line, rounded to whole forints (to the cent in euros), added up by rate.
    const vatOf = (item: Line) =>
      euro
        ? Math.round((item.amount * item.rate) / 100)
        : Math.round((item.amount * item.rate) / 10000) * 100;
    const rates = [...new Set(items.map((item) => item.rate))].sort((a, b) => b - a);
    const summary = rates.map((value) => {
      const group = items.filter((item) => item.rate === value);
      const net = group.reduce((sum, item) => sum + item.amount, 0);
      const tax = group.reduce((sum, item) => sum + vatOf(item), 0);
      return { rate: value, net, tax, gross: net + tax };
    });
    const net = summary.reduce((sum, row) => sum + row.net, 0);
    const tax = summary.reduce((sum, row) => sum + row.tax, 0);
    const total = net + tax;
    const prefix =
      r.pick(['', 'E-']) +
      r.pick([
        base.stem
          .slice(0, 4)
          .toUpperCase()
          .replace(/[^A-Z]/g, 'X'),
        'SZLA',
        'ABC',
        'KFT',
      ]);
    const number = `${prefix}-${issued.slice(0, 4)}-${r.int(1, 999)}`;
    const method = r.pick(['Átutalás', 'Átutalás', 'Átutalás', 'Bankkártya', 'Készpénz']);
    const due = addDays(issued, method === 'Átutalás' ? r.pick([8, 15, 30]) : 0);
    const bank = `${r.pick(['11773016', '10918001', '12010855', '11600006'])}-${r.digits(8)}${r.chance(0.5) ? `-${r.digits(8)}` : ''}`;
    const rateLabel = (value: number) => (aam ? 'AAM' : `${value}%`);
    const { logo, only } = sole
      ? { logo: null, only: false }
      : sellerLogo(r, seller.name, { only: 0.12, any: 0.5 });
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${qty(item.quantity, SPACE)} ${item.uom}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td><td>${rateLabel(item.rate)}</td><td>${m(vatOf(item))}</td><td>${m(item.amount + vatOf(item))}</td></tr>`,
      )
      .join('');
    const exchange = euro ? (380 + r.next() * 30).toFixed(2) : '';
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:42px') : ''}</div><div class="no"><h1>Számla</h1>Számla sorszáma: <b>${esc(number)}</b><br>Oldal: 1/1</div></div>
<div class="pp"><div><div class="lb">Eladó</div>${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...base.address, `Adószám: ${adoszam(r, aam ? 1 : 2)}`, !aam && !sole && r.chance(0.5) ? `EU adószám: HU${r.digits(8)}` : null, `Bankszámlaszám: ${bank}`, seller.email])}</div>
<div><div class="lb">Vevő</div><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? `Adószám: ${adoszam(r)}` : null])}</div></div>
<div class="dt"><div><small>Fizetési mód</small>${method}</div><div><small>Teljesítés dátuma</small>${d(addDays(issued, -r.int(0, 5)))}</div><div><small>Számla kelte</small>${d(issued)}</div><div><small>Fizetési határidő</small>${d(due)}</div>${euro ? '<div><small>Pénznem</small>EUR</div>' : ''}</div>
<table class="l"><tr><th>Megnevezés</th><th>Mennyiség</th><th>Nettó egységár</th><th>Nettó érték</th><th>ÁFA kulcs</th><th>ÁFA érték</th><th>Bruttó érték</th></tr>${rows}</table>
<div class="bot"><table class="af"><tr><th>ÁFA kulcs</th><th>Nettó érték</th><th>ÁFA érték</th><th>Bruttó érték</th></tr>${summary.map((row) => `<tr><td>${rateLabel(row.rate)}</td><td>${m(row.net)}</td><td>${m(row.tax)}</td><td>${m(row.gross)}</td></tr>`).join('')}<tr class="s"><td>Összesen</td><td>${m(net)}</td><td>${m(tax)}</td><td>${m(total)}</td></tr></table>
<div class="pay"><small>Fizetendő</small>${m(total)}${method !== 'Átutalás' ? `<small>A számla kiegyenlítve (${method.toLowerCase()}).</small>` : ''}</div></div>
${euro ? `<p>ÁFA tartalom forintban: ${ft(Math.round((tax * Number(exchange)) / 100) * 100)} (MNB árfolyam: ${exchange.replace('.', ',')} HUF/EUR, ${d(issued)})</p>` : ''}
${aam ? '<p>Alanyi adómentes. Az Áfa tv. XIII. fejezete alapján az eladó alanyi adómentességet választott.</p>' : ''}
<div class="ft"><div>${esc(r.pick(['Köszönjük a vásárlást!', 'Kérjük, az átutaláskor a számla sorszámát tüntesse fel.', '']))}</div><div>A számla a Számlázz.hu rendszerben készült.</div></div>`;
    return {
      html: page(HU_CSS, body, 'hu'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: net,
        // An AAM seller's invoice prints its VAT as 0 Ft.
        taxAmount: tax,
        total,
        currency: euro ? 'EUR' : 'HUF',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// A Croatian račun

const HR_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9px;color:#1e1e1e;line-height:1.42;padding:13mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:14px;font-weight:bold}
.kp{margin:9mm 0 0 auto;width:80mm}
.kp small{color:#777;display:block}
h1{font-size:16px;margin:8mm 0 3mm}
.meta{display:grid;grid-template-columns:auto auto;gap:1px 12px;width:max-content}
.meta span:nth-child(odd){color:#666}
table.l{width:100%;margin-top:6mm}
table.l th{background:#e8edf2;padding:4px;text-align:right;font-weight:bold;font-size:8px}
table.l td{padding:4px;text-align:right;border-bottom:1px solid #e3e3e3}
table.l th:nth-child(2),table.l td:nth-child(2){text-align:left}
table.t{margin-left:auto;width:50%;margin-top:4mm}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1.5px solid #1e1e1e}
.fis{margin-top:6mm;font-size:8px;font-family:"DejaVu Sans Mono",monospace}
.ft{margin-top:9mm;font-size:7.5px;color:#666;border-top:1px solid #ccc;padding-top:3px}
`;

export const croatianRacun: Layout = {
  name: 'hr-racun',
  render(r) {
    const obrt = r.chance(0.4);
    const owner = individual(r, 'HR');
    const company = org(r, 'HR', { form: 'always' });
    const activity = r.pick([
      'računalne usluge',
      'grafički dizajn',
      'savjetovanje',
      'prijevode',
      'fotografske usluge',
    ]);
    const tradeName = `${company.stem.split(' ')[0]} ${r.pick(['Dizajn', 'Studio', 'Kod', 'Media', 'Usluge'])}`;
    const seller = obrt ? { ...owner, name: tradeName, stem: tradeName } : company;
    const buyer = r.chance(0.8)
      ? org(r, 'HR', { avoid: seller.stem, form: 'always' })
      : individual(r, 'HR');
    // A flat-rate craftsman (paušalni obrt) is often outside the VAT system.
    const outside = obrt && r.chance(0.7);
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY.');
    const eurSign = r.chance(0.5);
    const e = moneyOf({ sep: DOT, symbol: eurSign ? '€' : 'EUR', position: 'after-space' });
    const m = (cents: number) => num(cents, DOT);
    const items = draws(r, CATALOG4.hr, r.int(1, 5), () =>
      outside ? 0 : r.chance(0.12) ? r.pick([13, 5]) : 25,
    ).map((item) =>
      r.chance(0.15)
        ? line(item.description, item.quantity, item.unit, item.rate, {
            discount: r.pick([5, 10, 20]),
            ...(item.uom ? { uom: item.uom } : {}),
          })
        : item,
    );
    const s = sums(items);
    const n = r.int(1, 900);
    const premises = r.pick(['1', 'PP1', 'POSL1', '2']);
    const device = r.pick(['1', '1', '2']);
    const sepChar = r.pick(['-', '/']);
    const number = `${n}${sepChar}${premises}${sepChar}${device}`;
    const method = r.pick([
      'Transakcijski račun',
      'Transakcijski račun',
      'Transakcijski račun',
      'Kartica',
      'Gotovina',
    ]);
    const fiscal = method !== 'Transakcijski račun';
    const due = addDays(issued, fiscal ? 0 : r.pick([8, 15, 30]));
    const ownerOib = oib(r);
    const kuna = issued < '2024-01-01';
    const iban = `HR${r.digits(2)} ${fours(`${r.pick(['2360000', '2484008', '2402006', '2340009'])}${r.digits(10)}`)}`;
    const { logo, only } = obrt
      ? { logo: null, only: false }
      : sellerLogo(r, seller.name, { only: 0.12, any: 0.5 });
    const rows = items
      .map(
        (item, index) =>
          `<tr><td>${index + 1}.</td><td>${esc(item.description)}</td><td>${qty(item.quantity, DOT, 2)}</td><td>${item.uom === 'h' ? 'sat' : 'kom'}</td><td>${m(item.unit)}</td><td>${item.discount ? `${item.discount},00` : '0,00'}</td>${outside ? '' : `<td>${item.rate},00</td>`}<td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const totals = outside
      ? `<tr class="g"><td>UKUPNO</td><td>${e(s.total)}</td></tr>`
      : `<tr><td>Ukupno bez PDV-a</td><td>${e(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>PDV ${row.rate}% (osnovica ${m(row.base)})</td><td>${e(row.tax)}</td></tr>`).join('')}<tr class="g"><td>UKUPNO ZA PLATITI</td><td>${e(s.total)}</td></tr>`;
    const body = `
<div class="hd"><div>${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([obrt ? `obrt za ${activity}, vl. ${owner.name}` : null, ...seller.address, `OIB: ${obrt ? ownerOib : oib(r)}`, `IBAN: ${iban}`, seller.email, seller.phone])}</div><div>${logo ? img(logo, 'max-height:50px') : ''}</div></div>
<div class="kp"><small>Kupac:</small><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? `OIB: ${oib(r)}` : null])}</div>
<h1>RAČUN br. ${esc(number)}</h1>
<div class="meta"><span>Mjesto i datum izdavanja:</span><span>${esc(seller.place.city)}, ${d(issued)}</span><span>Vrijeme izdavanja:</span><span>${String(r.int(8, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}</span><span>Datum isporuke:</span><span>${d(addDays(issued, -r.int(0, 4)))}</span><span>Datum dospijeća:</span><span>${d(due)}</span><span>Način plaćanja:</span><span>${method}</span><span>Operater:</span><span>${esc(obrt ? owner.name : seller.contact)}</span></div>
<table class="l"><tr><th>R.br.</th><th>Opis</th><th>Kol.</th><th>Jed.</th><th>Cijena</th><th>Rabat %</th>${outside ? '' : '<th>PDV %</th>'}<th>Iznos</th></tr>${rows}</table>
<table class="t">${totals}${kuna ? `<tr><td>Ukupno HRK (fiksni tečaj konverzije 1 EUR = 7,53450 HRK)</td><td>${m(Math.round(s.total * 7.5345))} HRK</td></tr>` : ''}</table>
${outside ? '<p>Obveznik nije u sustavu PDV-a, PDV nije obračunat temeljem čl. 90. st. 1. Zakona o PDV-u.</p>' : ''}
${fiscal ? `<div class="fis">ZKI: ${r.alnum(32).toLowerCase()}<br>JIR: ${uuid(r, false)}</div>` : `<p>Molimo uplatite iznos na IBAN ${iban}, model HR00, poziv na broj ${esc(number.replace(/\//g, '-'))}.</p>`}
<div class="ft">${obrt ? `Obrt upisan u Obrtni registar. Vlasnik: ${esc(owner.name)}.` : `${only ? 'Društvo' : esc(seller.name)} upisan u sudski registar Trgovačkog suda u ${esc(r.pick(['Zagrebu', 'Splitu', 'Rijeci', 'Osijeku']))}, MBS ${r.digits(9)}; temeljni kapital ${r.pick(['2.500,00', '20.000,00', '2.654,46'])} EUR uplaćen u cijelosti. Uprava: ${esc(seller.contact)}.`}</div>`;
    return {
      html: page(HR_CSS, body, 'hr'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // Outside the VAT system only the total is printed.
        amount: outside ? null : s.net,
        taxAmount: outside ? null : s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      ...(obrt ? { aliases: [owner.name] } : {}),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Visma eEkonomi (Sweden, in Swedish)

const VI_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:9px;color:#222;line-height:1.42}
.pg{padding:12mm 14mm 0 16mm;min-height:250mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd h1{font-size:20px;margin:0 0 3mm;font-weight:normal}
.box td{padding:1px 12px 1px 0}
.box td:first-child{color:#666}
.two{display:flex;justify-content:space-between;margin-top:8mm}
.to{width:80mm;font-size:10px}
table.l{width:100%;margin-top:9mm}
table.l th{text-align:right;font-weight:bold;border-bottom:1px solid #444;padding:3px}
table.l td{text-align:right;padding:3px}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
.sum{display:flex;margin-top:8mm;border-top:1px solid #444;border-bottom:1px solid #444}
.sum>div{flex:1;padding:3px 5px;text-align:right}
.sum small{display:block;color:#666;font-size:7.5px}
.sum .g{font-weight:bold;font-size:12px;background:#eef2f6}
.rot{margin-top:5mm;border:1px solid #bbb;padding:5px 8px;font-size:8.5px}
.ft{display:flex;gap:8px;border-top:1px solid #999;margin:0 14mm 0 16mm;padding-top:3px;font-size:7.5px}
.ft>div{flex:1}
.ft b{display:block;color:#666;font-weight:normal;font-size:7px}
`;

export const vismaFaktura: Layout = {
  name: 'visma-faktura-se',
  render(r) {
    const seller = firm(r, 'SE', {
      form: 'always',
      trades: ['Bygg', 'Måleri', 'El', 'Konsult', 'Design', 'System'],
    });
    const household = /Bygg|Måleri|El\b/.test(seller.name) && r.chance(0.6);
    const buyer =
      household || r.chance(0.15)
        ? privateFirm(r, 'SE')
        : firm(r, 'SE', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'YYYY-MM-DD');
    const m = (cents: number) => num(cents, SPACE);
    const items = household
      ? draws(r, CATALOG4.svRot, r.int(2, 4), 25)
      : draws(r, CATALOG4.sv, r.int(1, 5), () => (r.chance(0.08) ? 12 : 25));
    const s = sums(items);
    // ROT: the household's tax reduction on the labour (with its VAT), 30 % of it (50 % from
    // 12 May to 31 December 2025), taken off what the customer pays; the rest is claimed from
    // Skatteverket. The invoice's total is before it.
    const rot = household && !buyer.name.includes(' AB') && r.chance(0.8);
    const labour = items
      .filter((item) => item.uom === 'h')
      .reduce((sum, item) => sum + Math.round((item.amount * 125) / 100), 0);
    const rotShare = issued >= '2025-05-12' && issued <= '2025-12-31' ? 50 : 30;
    const reduction = rot ? Math.min(Math.floor((labour * rotShare) / 10000) * 100, 5000000) : 0;
    const toPay = Math.round((s.total - reduction) / 100) * 100;
    const rounding = toPay - (s.total - reduction);
    const number = `${r.int(1001, 9999)}`;
    const ocr = withLuhn(`${number}${r.digits(3)}`);
    const terms = r.pick([10, 15, 30]);
    const due = addDays(issued, terms);
    const orgNo = `${r.pick(['556', '559', '969'])}${r.digits(3)}-${r.digits(4)}`;
    const bankgiro = `${r.int(100, 999)}-${r.digits(4)}`;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.6 });
    const unit = (item: Line) =>
      item.uom === 'h'
        ? 'tim'
        : /Material|Licens|Resekostnad/.test(item.description)
          ? 'st'
          : r.pick(['st', 'tjänst']);
    const body = `<div class="pg">
<div class="hd"><div>${logo ? img(logo, 'max-height:46px') : `<b style="font-size:16px">${esc(seller.name)}</b>`}</div>
<div><h1>Faktura</h1><table class="box"><tr><td>Fakturanr</td><td><b>${number}</b></td></tr><tr><td>Fakturadatum</td><td>${d(issued)}</td></tr><tr><td>Kundnr</td><td>${r.int(100, 999)}</td></tr><tr><td>OCR</td><td>${ocr}</td></tr></table></div></div>
<div class="two"><table class="box"><tr><td>Er referens</td><td>${esc(buyer.contact)}</td></tr><tr><td>Vår referens</td><td>${esc(seller.contact)}</td></tr><tr><td>Betalningsvillkor</td><td>${terms} dagar netto</td></tr><tr><td>Förfallodatum</td><td><b>${d(due)}</b></td></tr><tr><td>Dröjsmålsränta</td><td>${r.pick([8, 10, 12])} %</td></tr>${rot ? `<tr><td>Fastighetsbeteckning</td><td>${esc(buyer.address[1]!.replace(/^\d+ \d+ /, ''))} ${r.pick(['Söder', 'Väster', 'Norr'])} ${r.int(1, 40)}:${r.int(1, 120)}</td></tr><tr><td>Personnummer</td><td>${pad(r.int(40, 99), 2)}${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}-${r.digits(4)}</td></tr>` : ''}</table>
<div class="to">${lines([buyer.name, ...buyer.address])}${buyer.name !== buyer.contact && r.chance(0.4) ? `<br><br>Momsreg.nr SE${r.digits(10)}01` : ''}</div></div>
<table class="l"><tr><th>Art.nr</th><th>Benämning</th><th>Antal</th><th>Enhet</th><th>À-pris</th><th>Belopp</th></tr>
${items.map((item) => `<tr><td>${r.int(1, 300)}</td><td>${esc(item.description)}</td><td>${qty(item.quantity, SPACE, 2)}</td><td>${unit(item)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<div class="sum"><div><small>Netto</small>${m(s.net)}</div>${s.taxes.map((row) => `<div><small>Moms ${row.rate} %</small>${m(row.tax)}</div>`).join('')}${rot ? `<div><small>Summa inkl. moms</small>${m(s.total)}</div><div><small>Skattereduktion ROT</small>-${m(reduction)}</div>` : ''}<div><small>Öresavrundning</small>${m(rounding)}</div><div class="g"><small>Att betala SEK</small>${m(toPay)}</div></div>
${rot ? `<div class="rot">Skattereduktion för ROT-arbete: ${rotShare} % av arbetskostnaden inkl. moms (${m(labour)} kr). Vi ansöker om utbetalning av ${m(reduction)} kr från Skatteverket. Om Skatteverket inte beviljar skattereduktionen ska du betala mellanskillnaden.</div>` : ''}
<p style="margin-top:6mm">Vid betalning ange OCR-nummer ${ocr}. Betala till bankgiro ${bankgiro}.</p></div>
<div class="ft"><div><b>Adress</b>${lines([only ? null : seller.name, ...seller.address])}</div><div><b>Telefon / E-post</b>${lines([seller.phone, seller.email])}</div><div><b>Bankgiro</b>${bankgiro}<br><b>IBAN</b>${ibanOf(r, 'SE')}</div><div><b>Org.nr</b>${orgNo}<br><b>Momsreg.nr</b>SE${orgNo.replace('-', '')}01<br>Godkänd för F-skatt</div></div>`;
    return {
      html: page(VI_CSS, body, 'sv'),
      paper: { format: 'A4', margin: ['0', '0', '10mm', '0'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        // With ROT, the "Summa inkl. moms" (what the tax reduction and öre rounding lower);
        // without it, "Att betala", rounded to whole kronor with the rounding printed.
        total: rot ? s.total : toPay,
        currency: 'SEK',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Dinero (Denmark, in Danish)

const DI_CSS = `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:9.5px;color:#2a2a2a;line-height:1.45;padding:14mm 16mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.to{margin-top:12mm}
.inf h1{font-size:22px;font-weight:300;margin:0 0 4mm;color:#1b3a57}
.inf td{padding:1px 0 1px 14px;text-align:right}
.inf td:first-child{text-align:left;padding-left:0;color:#777}
table.l{width:100%;margin-top:12mm}
table.l th{text-align:right;font-weight:600;color:#1b3a57;border-bottom:2px solid #1b3a57;padding:4px}
table.l td{text-align:right;padding:5px 4px;border-bottom:1px solid #eee}
table.l th:first-child,table.l td:first-child{text-align:left}
table.t{margin-left:auto;width:45%;margin-top:5mm}
table.t td{padding:3px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:12px;border-top:2px solid #1b3a57}
.pay{margin-top:10mm;background:#f3f6f9;padding:8px 10px}
.ft{margin-top:10mm;text-align:center;font-size:7.5px;color:#777;border-top:1px solid #ddd;padding-top:4px}
`;

export const dineroFaktura: Layout = {
  name: 'dinero-faktura-dk',
  render(r) {
    const seller = firm(r, 'DK', { form: r.chance(0.85) ? 'always' : 'never' });
    const foreign = r.chance(0.2);
    const buyer = foreign
      ? firm(r, r.pick(['SE', 'NO', 'AT', 'BE'] as const), { form: 'always' })
      : r.chance(0.8)
        ? firm(r, 'DK', { avoid: seller.stem, form: 'always' })
        : privateFirm(r, 'DK');
    // An EU business abroad: no Danish VAT, reverse charge ("omvendt betalingspligt").
    const reverse = foreign && buyer.country !== 'Norway';
    const exportNo = foreign && !reverse;
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = (cents: number) => num(cents, DOT);
    const items = draws(r, CATALOG4.da, r.int(1, 5), foreign ? 0 : 25);
    const discountPct = r.chance(0.2) ? r.pick([5, 10, 15]) : 0;
    const s = sums(items, discountPct ? { discountPercent: discountPct } : {});
    const number = `${r.int(1, 2400)}`;
    const customerNo = `${r.int(1, 400)}`;
    const terms = r.pick([8, 14, 14, 30]);
    const due = addDays(issued, terms);
    const cvr = r.digits(8);
    const reg = r.digits(4);
    const konto = r.digits(10);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.3, any: 0.7 });
    const fik = `+71< ${withLuhn(`${customerNo.padStart(4, '0')}${number.padStart(6, '0')}`).padStart(15, '0')} +${r.digits(8)}<`;
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:50px') : `<b style="font-size:17px">${esc(seller.name)}</b>`}<div class="to">${lines([buyer.name, buyer.name === buyer.contact ? null : `Att.: ${buyer.contact}`, ...buyer.address, foreign || r.chance(0.2) ? buyer.country : null, reverse ? `Momsnr.: ${buyer.country === 'Sweden' ? `SE${r.digits(10)}01` : buyer.country === 'Austria' ? `ATU${r.digits(8)}` : `BE0${r.digits(9)}`}` : null])}</div></div>
<div class="inf"><h1>Faktura</h1><table><tr><td>Fakturanr.</td><td><b>${number}</b></td></tr><tr><td>Fakturadato</td><td>${d(issued)}</td></tr><tr><td>Forfaldsdato</td><td>${d(due)}</td></tr><tr><td>Kundenr.</td><td>${customerNo}</td></tr>${r.chance(0.4) ? `<tr><td>Jeres ref.</td><td>${esc(buyer.contact)}</td></tr>` : ''}</table></div></div>
<table class="l"><tr><th>Beskrivelse</th><th>Antal</th><th>Enhed</th><th>Enhedspris</th><th>Pris</th></tr>
${items.map((item) => `<tr><td>${esc(item.description)}</td><td>${qty(item.quantity, DOT, 2)}</td><td>${item.uom === 'h' ? 'timer' : 'stk.'}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr>${discountPct ? `<tr><td>Rabat ${discountPct}%</td><td>-${m(s.discount)}</td></tr><tr><td>Subtotal efter rabat</td><td>${m(s.net)}</td></tr>` : ''}<tr><td>Moms (${foreign ? '0' : '25'}%)</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total DKK</td><td>${m(s.total)}</td></tr></table>
${reverse ? '<p>Omvendt betalingspligt – køber afregner momsen (reverse charge, art. 196 i momssystemdirektivet).</p>' : ''}${exportNo ? '<p>Ydelsen er momsfri, da køber er hjemmehørende uden for EU (momslovens § 16).</p>' : ''}
<div class="pay"><b>Betalingsoplysninger</b><br>Beløbet betales senest ${d(due)} til reg.nr. ${reg} kontonr. ${konto}${r.chance(0.5) ? ` eller via FIK ${fik}` : ''}.<br>Husk at angive fakturanummer ${number} ved betaling. Ved betaling efter forfald tilskrives renter på 0,7% pr. påbegyndt måned.${foreign ? `<br>IBAN ${ibanOf(r, 'DK')} · SWIFT ${r.pick(['DABADKKK', 'NDEADKKK', 'JYBADKKK'])}` : ''}</div>
<div class="ft">${esc([only ? null : seller.name, ...seller.address, `CVR-nr. ${cvr}`, seller.phone, seller.email].filter(Boolean).join(' · '))}</div>`;
    return {
      html: page(DI_CSS, body, 'da'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        // A foreign business is charged "Moms (0%) 0,00".
        taxAmount: s.tax,
        total: s.total,
        currency: 'DKK',
      }),
      logoOnly: only,
    };
  },
};
