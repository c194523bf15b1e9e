// Set 4's invoices from South Africa, Latin America and Turkey: a South African tax invoice as
// Sage's accounting prints it (VAT and company registration numbers, exclusive and inclusive
// columns, zero-rated staples, VAT 15 %, rand amounts with a space or a comma between thousands,
// the bank's branch code), the printed representation of a Mexican CFDI 4.0 (emisor and receptor
// with RFC and régimen fiscal, uso CFDI, the SAT codes of each concepto, IVA 16 % or the border
// zone's 8 %, the amount in words, the folio fiscal UUID, the digital seals and the certification
// chain), an Argentine electronic invoice as AFIP/ARCA prints it (the letter A or C in its box,
// punto de venta and comprobante number apart, CUIT, IVA by rate or a monotributista's invoice
// without IVA, CAE and its due date, an ORIGINAL and a DUPLICADO copy) and a Turkish e-Arşiv or
// e-Fatura as the revenue administration's template shows it (VKN, vergi dairesi, ETTN, senaryo,
// KDV by rate, the amount in words after "Yalnız").
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
  previousMonth,
  qty,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Random,
  type Sep,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { draws } from './people.ts';
import {
  catalog,
  CATALOG4,
  cuit,
  individual,
  org,
  qrPicture,
  rfc,
  spanishWords,
  turkishWords,
  uuid,
  vatZA,
  vkn,
} from './set4-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A base64 run such as a digital seal prints. */
const base64 = (r: Random, length: number) =>
  Array.from({ length }, () =>
    r.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/']),
  ).join('');

// ---------------------------------------------------------------------------------------------
// South Africa

const ZA_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.8px;color:#1a1a1a;line-height:1.4;padding:12mm 13mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .n{font-size:15px;font-weight:bold}
.ti{text-align:right}
.ti h1{font-size:19px;margin:0 0 3mm;color:#0a5f38}
.ti td{padding:1px 0 1px 10px;text-align:right}
.ti td:first-child{color:#555;text-align:left;padding-left:0}
.two{display:flex;gap:8mm;margin-top:6mm}
.two>div{flex:1;border:1px solid #cfd8d3;padding:5px 7px}
.two .lb{font-weight:bold;color:#0a5f38}
table.l{width:100%;margin-top:5mm}
table.l th{background:#0a5f38;color:#fff;padding:3px;text-align:right;font-weight:normal}
table.l td{padding:3px;text-align:right;border-bottom:1px solid #e1e6e3}
table.l th:nth-child(-n+2),table.l td:nth-child(-n+2){text-align:left}
.bot{display:flex;justify-content:space-between;gap:10mm;margin-top:4mm}
table.t td{padding:2px 4px;text-align:right}
table.t td:first-child{text-align:left}
table.t tr.g td{font-weight:bold;font-size:11px;border-top:1.5px solid #1a1a1a}
.bank{border:1px solid #cfd8d3;padding:5px 7px;width:48%}
`;

const ZA_GOODS = catalog(
  'Maize meal 10 kg|70|120; Brown bread loaf|15|22; Rice 2 kg|35|60; Fresh milk 2 L|30|45; Cooking oil 2 L|70|120; Dishwashing liquid 750 ml|25|50; Cleaning cloths (10)|30|80; Printer paper A4 (box)|350|650; Safety boots|450|1200; Hard hat|90|250; Cable 2.5 mm (100 m)|900|1600; Delivery|150|650',
);
const ZA_SERVICES = catalog(
  'Consulting|650|1800|h; Website development|15000|80000; Monthly IT support|2500|15000; Electrical installation|3500|25000; Project management|750|1500|h; Call-out fee|450|950; Training workshop|6000|25000',
);
/** The staples zero-rated in South Africa. */
const ZERO = /Maize|bread|Rice|milk/;

export const southAfricaInvoice: Layout = {
  name: 'za-vat-invoice',
  render(r) {
    const goods = r.chance(0.45);
    const seller = org(r, 'ZA', {
      form: r.chance(0.85) ? 'always' : 'never',
      trades: goods
        ? ['Trading', 'Supplies', 'Wholesalers', 'Distributors']
        : ['Consulting', 'Engineering', 'Electrical', 'Projects', 'IT Solutions'],
    });
    const buyer = r.chance(0.8)
      ? org(r, 'ZA', { avoid: seller.stem, form: 'always' })
      : individual(r, 'ZA');
    const issued = issueDate(r);
    const items = draws(r, goods ? ZA_GOODS : ZA_SERVICES, r.int(2, 7), 15).map((entry) => {
      const zero = ZERO.test(entry.description);
      const quantity = goods && entry.unit < 20000 ? r.int(2, 40) : entry.quantity;
      const discount = r.chance(0.15) ? r.pick([2.5, 5, 10]) : undefined;
      return line(entry.description, quantity, entry.unit, zero ? 0 : 15, {
        ...(discount ? { discount } : {}),
        sku: `${entry.description
          .slice(0, 3)
          .toUpperCase()
          .replace(/[^A-Z]/g, 'X')}${r.digits(3)}`,
      });
    });
    const s = sums(items);
    const gross = items.reduce((sum, entry) => sum + Math.round(entry.quantity * entry.unit), 0);
    const commaDecimal = r.chance(0.4);
    const sep: Sep = commaDecimal ? { group: '\u00a0', decimal: ',' } : SEP.en;
    const rand = moneyOf({ sep, symbol: 'R', position: r.chance(0.5) ? 'before' : 'before-space' });
    const n = (cents: number) => num(cents, sep);
    const d = (iso: string) => fmtDate(iso, commaDecimal ? 'YYYY/MM/DD' : 'DD/MM/YYYY');
    const number = r.pick([
      `INV${pad(r.int(1, 9999), 5)}`,
      `IN${r.int(100000, 199999)}`,
      `${r.int(1000, 9999)}`,
    ]);
    const paid = r.chance(0.25) ? Math.round(s.total * r.pick([0.5, 1])) : 0;
    const regNo = `${r.int(1995, 2022)}/${r.digits(6)}/${r.pick(['07', '07', '23', '06'])}`;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.4, any: 0.6, colour: '#0a5f38' });
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${entry.sku}</td><td>${esc(entry.description)}</td><td>${qty(entry.quantity, sep, 2)}</td><td>${n(entry.unit)}</td><td>${entry.discount ? `${String(entry.discount).replace('.', sep.decimal)}%` : `0${sep.decimal}00%`}</td><td>${entry.rate}%</td><td>${n(entry.amount)}</td><td>${n(Math.round((entry.amount * (100 + entry.rate)) / 100))}</td></tr>`,
      )
      .join('');
    const body = `
<div class="hd"><div>${logo ? img(logo, 'max-height:52px;display:block;margin-bottom:3px') : ''}${only ? '' : `<div class="n">${esc(seller.name)}</div>`}${lines([...seller.address, `Tel: ${seller.phone}`, seller.email, `Reg No: ${regNo}`, `VAT No: ${vatZA(r)}`])}</div>
<div class="ti"><h1>TAX INVOICE</h1><table><tr><td>Document No.</td><td><b>${esc(number)}</b></td></tr><tr><td>Date</td><td>${d(issued)}</td></tr><tr><td>Your Reference</td><td>${r.chance(0.6) ? `PO${r.digits(5)}` : ''}</td></tr><tr><td>Sales Rep</td><td>${esc(seller.contact.split(' ')[0]!)}</td></tr><tr><td>Due Date</td><td>${d(addDays(issued, r.pick([0, 30, 30])))}</td></tr><tr><td>Page</td><td>1</td></tr></table></div></div>
<div class="two"><div><div class="lb">Customer</div><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? `Customer VAT No: ${vatZA(r)}` : null])}</div><div><div class="lb">Delivery Address</div>${lines(r.chance(0.5) ? buyer.address : org(r, 'ZA').address)}</div></div>
<table class="l"><tr><th>Code</th><th>Description</th><th>Qty</th><th>Excl. Price</th><th>Disc %</th><th>VAT %</th><th>Excl. Total</th><th>Incl. Total</th></tr>${rows}</table>
<div class="bot"><div class="bank"><b>Banking details</b><br>${esc(r.pick(['First National Bank', 'Standard Bank', 'Absa', 'Nedbank', 'Capitec Business']))}<br>Branch code: ${r.pick(['250655', '051001', '632005', '198765', '450105'])}<br>Account no: ${r.digits(11)} (Cheque)<br>Reference: ${esc(number)}${items.some((entry) => entry.rate === 0) ? '<br><br>Zero-rated items (VAT 0%) are basic foodstuffs under Schedule 2 of the VAT Act.' : ''}</div>
<table class="t" style="width:46%">${gross !== s.subtotal ? `<tr><td>Total Discount</td><td>${rand(gross - s.subtotal)}</td></tr>` : ''}<tr><td>Total Exclusive</td><td>${rand(s.net)}</td></tr><tr><td>Total VAT</td><td>${rand(s.tax)}</td></tr><tr><td>Sub Total</td><td>${rand(s.total)}</td></tr><tr class="g"><td>Total</td><td>${rand(s.total)}</td></tr>${paid ? `<tr><td>Payments received</td><td>${rand(-paid)}</td></tr>` : ''}<tr class="g"><td>Amount Due</td><td>${rand(s.total - paid)}</td></tr></table></div>
<p style="margin-top:8mm;font-size:8px;color:#555">${goods ? `Goods remain the property of ${only ? 'the seller' : esc(seller.name)} until paid in full. ` : ''}E&amp;OE.</p>`;
    return {
      html: page(ZA_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'ZAR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Mexico: the printed representation of a CFDI 4.0

const CFDI_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:7.6px;color:#222;line-height:1.35;padding:9mm 10mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;gap:6mm}
.em{flex:1}
.em b.n{font-size:11px}
.fo{border:1px solid #8a1538;width:66mm}
.fo h1{background:#8a1538;color:#fff;font-size:12px;margin:0;padding:3px 6px}
.fo td{padding:1px 6px}
.fo td:first-child{color:#666}
.box{border:1px solid #bbb;margin-top:3mm;padding:4px 6px}
.box .lb{font-weight:bold;color:#8a1538}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:1px 10px;margin-top:3mm;border:1px solid #bbb;padding:4px 6px}
.grid span b{color:#555;font-weight:normal}
table.l{width:100%;margin-top:3mm}
table.l th{background:#8a1538;color:#fff;font-weight:normal;padding:2px 3px;text-align:right}
table.l td{padding:2px 3px;text-align:right;vertical-align:top;border-bottom:1px solid #e3e3e3}
table.l th:nth-child(-n+5),table.l td:nth-child(-n+5){text-align:left}
table.l small{color:#666}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:3mm}
table.t td{padding:1px 5px;text-align:right}
table.t tr.g td{font-weight:bold;font-size:9.5px;border-top:1px solid #222}
.seal{margin-top:3mm;display:flex;gap:4mm}
.seal .tx{flex:1;font-size:6.3px;word-break:break-all}
.seal .tx b{font-size:7px;display:block;margin-top:2px}
.leg{text-align:center;margin-top:3mm;font-size:7px;color:#555}
`;

const SAT: Record<string, [string, string, string]> = {
  'Servicio de consultoría': ['80101500', 'E48', 'Unidad de servicio'],
  'Desarrollo de sistema web': ['81111500', 'E48', 'Unidad de servicio'],
  'Mantenimiento preventivo': ['72101500', 'E48', 'Unidad de servicio'],
  'Póliza de soporte mensual': ['81112200', 'E48', 'Unidad de servicio'],
  'Diseño gráfico': ['82141500', 'E48', 'Unidad de servicio'],
  'Renta de equipo': ['80161800', 'E48', 'Unidad de servicio'],
  'Capacitación (curso)': ['86101700', 'E48', 'Unidad de servicio'],
  Flete: ['78101800', 'E48', 'Unidad de servicio'],
};

export const cfdiFactura: Layout = {
  name: 'mx-cfdi-factura',
  render(r) {
    const seller = org(r, 'MX', { form: 'always' });
    const buyer = org(r, 'MX', { avoid: seller.stem, form: 'always' });
    // CFDI 4.0 carries the name as registered with the SAT, without the company type.
    const nombre = seller.stem.toUpperCase();
    const receptor = buyer.stem.toUpperCase();
    const issued = issueDate(r);
    const border = seller.place.city.startsWith('Tijuana') && r.chance(0.7);
    const rate = border ? 8 : 16;
    const usd = r.chance(0.15);
    const cur = usd ? 'USD' : 'MXN';
    const items = draws(r, CATALOG4.mx, r.int(1, 5), rate).map((entry) =>
      usd
        ? { ...entry, unit: Math.round(entry.unit / 17), amount: Math.round(entry.amount / 17) }
        : entry,
    );
    const s = sums(items);
    const m = moneyOf({ sep: SEP.en, symbol: '$', position: 'before' });
    const six = (cents: number) => (cents / 100).toFixed(6);
    const serie = r.chance(0.7) ? r.pick(['A', 'F', 'FA', 'B']) : '';
    const folio = `${r.int(1, 25000)}`;
    const number = serie ? `${serie}-${folio}` : folio;
    const time = `${pad(r.int(8, 19), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}`;
    const certified = `${issued}T${time.slice(0, 3)}${pad(Math.min(59, Number(time.slice(3, 5)) + r.int(0, 1)), 2)}${time.slice(5)}`;
    const ppd = r.chance(0.35);
    const folioFiscal = uuid(r);
    const emisorRfc = rfc(r);
    const sello = base64(r, 344);
    const selloSat = base64(r, 344);
    const csd = `0000100000050${r.digits(7)}`;
    const csdSat = `0000100000050${r.digits(7)}`;
    const pesos = Math.floor(s.total / 100);
    const centavos = pad(s.total % 100, 2);
    const words = `${spanishWords(pesos).toUpperCase()} ${usd ? 'DÓLARES' : pesos === 1 ? 'PESO' : 'PESOS'} ${centavos}/100 ${usd ? 'USD' : 'M.N.'}`;
    const header = r.chance(0.6);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.7, colour: '#8a1538' });
    const rows = items
      .map((entry) => {
        const [clave, unidad, unidadText] = SAT[entry.description] ?? [
          '84111506',
          'E48',
          'Unidad de servicio',
        ];
        const horas = entry.uom === 'h';
        const iva = Math.round((entry.amount * rate) / 100);
        return `<tr><td>${clave}</td><td>${r.chance(0.5) ? `${r.letters(3)}-${r.digits(3)}` : ''}</td><td>${horas ? 'HUR' : unidad}</td><td>${horas ? 'Hora' : unidadText}</td><td>${esc(entry.description)}<br><small>Objeto imp.: 02 - Sí objeto de impuesto · Traslado IVA 002 Tasa ${(rate / 100).toFixed(6)} Base ${six(entry.amount)} Importe ${six(iva)}</small></td><td>${qty(entry.quantity, SEP.en, 2)}</td><td>${m(entry.unit)}</td><td>${m(entry.amount)}</td></tr>`;
      })
      .join('');
    const body = `
<div class="hd"><div class="em">${logo ? img(logo, 'max-height:42px;display:block;margin-bottom:3px') : ''}${header ? `<b class="n">${esc(seller.name)}</b><br>` : ''}<b>Emisor:</b> ${esc(nombre)}<br><b>RFC:</b> ${emisorRfc}<br><b>Régimen fiscal:</b> 601 - General de Ley Personas Morales<br>${lines(seller.address)}<br><b>Lugar de expedición:</b> ${seller.place.postcode}</div>
<div class="fo"><h1>FACTURA ${esc(number)}</h1><table>${serie ? `<tr><td>Serie</td><td>${serie}</td></tr>` : ''}<tr><td>Folio</td><td>${folio}</td></tr><tr><td>Fecha de emisión</td><td>${issued}T${time}</td></tr><tr><td>Tipo de comprobante</td><td>I - Ingreso</td></tr><tr><td>Versión</td><td>4.0</td></tr><tr><td>Exportación</td><td>01 - No aplica</td></tr></table></div></div>
<div class="box"><span class="lb">Receptor</span><br><b>Nombre:</b> ${esc(receptor)} · <b>RFC:</b> ${rfc(r)} · <b>Domicilio fiscal:</b> ${buyer.place.postcode}<br><b>Régimen fiscal:</b> 601 - General de Ley Personas Morales · <b>Uso CFDI:</b> ${r.pick(['G03 - Gastos en general', 'G03 - Gastos en general', 'I04 - Equipo de computo y accesorios', 'G01 - Adquisición de mercancías'])}</div>
<div class="grid"><span><b>Moneda:</b> ${usd ? 'USD - Dólar americano' : 'MXN - Peso Mexicano'}</span><span><b>Forma de pago:</b> ${ppd ? '99 - Por definir' : r.pick(['03 - Transferencia electrónica de fondos', '04 - Tarjeta de crédito', '03 - Transferencia electrónica de fondos'])}</span><span><b>Método de pago:</b> ${ppd ? 'PPD - Pago en parcialidades o diferido' : 'PUE - Pago en una sola exhibición'}</span>${usd ? `<span><b>Tipo de cambio:</b> ${(16.5 + r.next() * 3).toFixed(4)}</span>` : ''}<span><b>Condiciones de pago:</b> ${ppd ? `Crédito ${r.pick([15, 30, 45])} días` : 'Contado'}</span>${r.chance(0.4) ? `<span><b>Orden de compra:</b> ${r.digits(7)}</span>` : ''}</div>
<table class="l"><tr><th>Clave prod./serv.</th><th>No. identificación</th><th>Clave unidad</th><th>Unidad</th><th>Descripción</th><th>Cantidad</th><th>Valor unitario</th><th>Importe</th></tr>${rows}</table>
<div class="bot"><div><b>Importe con letra:</b><br>(${esc(words)})</div>
<table class="t"><tr><td>Subtotal</td><td>${m(s.net)}</td></tr><tr><td>IVA ${rate}%</td><td>${m(s.tax)}</td></tr><tr><td>Total impuestos trasladados</td><td>${m(s.tax)}</td></tr><tr class="g"><td>Total</td><td>${m(s.total)}</td></tr></table></div>
<div class="seal">${img(qrPicture(r, 92, 33))}<div class="tx"><b>Folio fiscal (UUID):</b>${folioFiscal}<b>No. de serie del CSD del emisor:</b>${csd} · <b style="display:inline">No. de serie del CSD del SAT:</b> ${csdSat} · <b style="display:inline">Fecha y hora de certificación:</b> ${certified} · <b style="display:inline">RFC del proveedor de certificación:</b> ${r.pick(['SAT970701NN3', 'LSO1306189R5', 'EME000602QR9'])}
<b>Sello digital del CFDI:</b>${sello}<b>Sello digital del SAT:</b>${selloSat}<b>Cadena original del complemento de certificación digital del SAT:</b>||1.1|${folioFiscal}|${certified}|${sello.slice(0, 60)}…|${csdSat}||</div></div>
<div class="leg">Este documento es una representación impresa de un CFDI versión 4.0${ppd ? ' · Pago en parcialidades: se emitirá el complemento de pago correspondiente' : ''}</div>`;
    return {
      html: page(CFDI_CSS, body, 'es'),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // The emisor as the CFDI names it (without the company type); the letterhead's name
        // with it is an alias.
        vendor: nombre,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: cur,
      }),
      ...(header ? { aliases: [seller.name] } : {}),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Argentina: the electronic invoice as AFIP (ARCA) prints it

const AR_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8px;color:#000;line-height:1.35}
.cp{padding:8mm 9mm;height:279mm;position:relative;overflow:hidden}
.cp+.cp{break-before:page}
.copy{border:1px solid #000;text-align:center;font-weight:bold;font-size:11px;padding:2px}
.hd{display:flex;border:1px solid #000;border-top:0;position:relative}
.hd>div{flex:1 1 0;min-width:0;padding:5px 7px}
.hd>div+div{border-left:1px solid #000;padding-left:14mm}
.hd .n{font-size:15px;font-weight:bold;text-align:center;margin:4px 0 8px}
.hd h1{font-size:17px;margin:0 0 6px}
.let{position:absolute;left:50%;top:0;transform:translateX(-50%);width:16mm;height:15mm;border:1px solid #000;border-top:0;background:#fff;text-align:center;font-size:24px;font-weight:bold;line-height:1}
.let small{display:block;font-size:7px;font-weight:bold}
.hd>div.let{padding:1mm 0 0;border-left:1px solid #000}
.per{border:1px solid #000;border-top:0;padding:3px 7px;display:flex;gap:10mm}
.rec{border:1px solid #000;border-top:0;padding:4px 7px;display:grid;grid-template-columns:1fr 1.4fr;gap:2px 8px}
table.l{width:100%;margin-top:2mm}
table.l th{background:#ccc;border:1px solid #000;padding:2px;font-weight:bold;font-size:7.5px}
table.l td{padding:2px 3px;text-align:right}
table.l td.t{text-align:left}
.tot{position:absolute;left:9mm;right:9mm;bottom:40mm;border:1px solid #000;padding:4px 7px}
.tot table{margin-left:auto}
.tot td{padding:1px 4px;text-align:right;font-weight:bold}
.foot{position:absolute;left:9mm;right:9mm;bottom:9mm;display:flex;gap:5mm;align-items:flex-start}
.foot .c{flex:1}
.foot .r{text-align:right;font-weight:bold}
`;

export const afipFactura: Layout = {
  name: 'ar-factura-afip',
  render(r) {
    // A: a VAT-registered seller to a VAT-registered buyer, IVA by rate; C: a monotributista.
    const kind = r.chance(0.65) ? 'A' : 'C';
    const seller = kind === 'A' ? org(r, 'AR', { form: 'always' }) : individual(r, 'AR');
    const buyer = org(r, 'AR', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = (cents: number) => num(cents, SEP.plainComma);
    const items = draws(r, CATALOG4.ar, r.int(1, 4), () =>
      kind === 'C' ? 0 : r.chance(0.2) ? 10.5 : 21,
    ).map((entry) =>
      r.chance(0.15)
        ? line(entry.description, entry.quantity, entry.unit, entry.rate, {
            discount: r.pick([5, 10]),
            ...(entry.uom ? { uom: entry.uom } : {}),
          })
        : entry,
    );
    const s = sums(items);
    const pv = pad(r.int(1, 12), 5);
    const comp = pad(r.int(1, 4000), 8);
    const sellerCuit = cuit(r, kind === 'C');
    const [from, to] = previousMonth(addDays(issued, 10));
    const services = items.some((entry) => entry.uom === 'h') || r.chance(0.6);
    const cae = `7${r.digits(13)}`;
    const authority = issued >= '2024-11-01' ? 'ARCA' : 'AFIP';
    const copies = r.chance(0.4) ? ['ORIGINAL', 'DUPLICADO'] : ['ORIGINAL'];
    const rates = [27, 21, 10.5, 5, 2.5, 0];
    const ivaOf = (rate: number) => s.taxes.find((row) => row.rate === rate)?.tax ?? 0;
    const sale = r.pick(['Contado', 'Cuenta Corriente', 'Transferencia Bancaria', 'Otra']);
    const rows = items
      .map((entry) => {
        const bonif = entry.discount ? Math.round(entry.quantity * entry.unit) - entry.amount : 0;
        return kind === 'A'
          ? `<tr><td class="t"></td><td class="t">${esc(entry.description)}</td><td>${qty(entry.quantity, SEP.plainComma, 2)}</td><td class="t">${entry.uom === 'h' ? 'horas' : 'unidades'}</td><td>${m(entry.unit)}</td><td>${m((entry.discount ?? 0) * 100)}</td><td>${m(entry.amount)}</td><td>${String(entry.rate).replace('.', ',')}%</td><td>${m(Math.round((entry.amount * (100 + entry.rate)) / 100))}</td></tr>`
          : `<tr><td class="t"></td><td class="t">${esc(entry.description)}</td><td>${qty(entry.quantity, SEP.plainComma, 2)}</td><td class="t">${entry.uom === 'h' ? 'horas' : 'unidades'}</td><td>${m(entry.unit)}</td><td>${m((entry.discount ?? 0) * 100)}</td><td>${m(bonif)}</td><td>${m(entry.amount)}</td></tr>`;
      })
      .join('');
    const head =
      kind === 'A'
        ? '<tr><th>Código</th><th>Producto / Servicio</th><th>Cantidad</th><th>U. Medida</th><th>Precio Unit.</th><th>% Bonif</th><th>Subtotal</th><th>Alícuota IVA</th><th>Subtotal c/IVA</th></tr>'
        : '<tr><th>Código</th><th>Producto / Servicio</th><th>Cantidad</th><th>U. Medida</th><th>Precio Unit.</th><th>% Bonif</th><th>Imp. Bonif.</th><th>Subtotal</th></tr>';
    const totals =
      kind === 'A'
        ? `<tr><td>Importe Neto Gravado: $</td><td>${m(s.net)}</td></tr>${rates.map((rate) => `<tr><td>IVA ${String(rate).replace('.', ',')}%: $</td><td>${m(ivaOf(rate))}</td></tr>`).join('')}<tr><td>Importe Otros Tributos: $</td><td>${m(0)}</td></tr><tr><td>Importe Total: $</td><td>${m(s.total)}</td></tr>`
        : `<tr><td>Subtotal: $</td><td>${m(s.net)}</td></tr><tr><td>Importe Otros Tributos: $</td><td>${m(0)}</td></tr><tr><td>Importe Total: $</td><td>${m(s.total)}</td></tr>`;
    const qr = qrPicture(r, 86);
    // What both copies print alike.
    const grossIncome = r.chance(0.5) ? sellerCuit : `${r.digits(3)}-${r.digits(6)}-${r.digits(1)}`;
    const started = d(`${r.int(2005, 2022)}-${pad(r.int(1, 12), 2)}-01`);
    const payBy = d(addDays(issued, r.pick([10, 15, 30])));
    const buyerCuit = cuit(r);
    const copy = (label: string) => `<div class="cp"><div class="copy">${label}</div>
<div class="hd"><div><div class="n">${esc(seller.name)}</div><b>Razón Social:</b> ${esc(seller.name)}<br><br><b>Domicilio Comercial:</b> ${esc(seller.address.join(' - '))}<br><br><b>Condición frente al IVA: ${kind === 'A' ? 'IVA Responsable Inscripto' : 'Responsable Monotributo'}</b></div>
<div><h1>FACTURA</h1><b>Punto de Venta: ${pv}&nbsp;&nbsp;&nbsp;Comp. Nro: ${comp}</b><br><b>Fecha de Emisión: ${d(issued)}</b><br><br><b>CUIT:</b> ${sellerCuit}<br><b>Ingresos Brutos:</b> ${grossIncome}<br><b>Fecha de Inicio de Actividades:</b> ${started}</div>
<div class="let">${kind}<small>COD. ${kind === 'A' ? '01' : '011'}</small></div></div>
${services ? `<div class="per"><span><b>Período Facturado Desde:</b> ${d(from)}</span><span><b>Hasta:</b> ${d(to)}</span><span><b>Fecha de Vto. para el pago:</b> ${payBy}</span></div>` : ''}
<div class="rec"><span><b>CUIT:</b> ${buyerCuit}</span><span><b>Apellido y Nombre / Razón Social:</b> ${esc(buyer.name)}</span><span><b>Condición frente al IVA:</b> IVA Responsable Inscripto</span><span><b>Domicilio:</b> ${esc(buyer.address.join(' - '))}</span><span><b>Condición de venta:</b> ${sale}</span><span></span></div>
<table class="l">${head}${rows}</table>
<div class="tot"><table>${totals}</table></div>
<div class="foot">${img(qr)}<div class="c"><b style="font-size:13px">${authority}</b><br><b><i>Comprobante Autorizado</i></b><br><span style="font-size:6.5px">Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación</span></div><div style="text-align:center">Pág. 1/1</div><div class="r">CAE N°: ${cae}<br>Fecha de Vto. de CAE: ${d(addDays(issued, 10))}</div></div></div>`;
    return {
      html: page(AR_CSS, copies.map(copy).join(''), 'es'),
      paper: { format: 'A4', margin: ['0', '0', '0', '0'] },
      truth: truthOf({
        // The comprobante's number as "Comp. Nro" prints it; the punto de venta stands apart.
        invoiceNumber: comp,
        date: issued,
        vendor: seller.name,
        // A monotributista's factura C prints a subtotal and the total, without IVA.
        amount: s.net,
        taxAmount: kind === 'A' ? s.tax : null,
        total: s.total,
        currency: 'ARS',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Turkey: e-Arşiv Fatura or e-Fatura

const TR_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.8px;color:#000;line-height:1.35;padding:10mm 11mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.sel{width:42%;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0}
.gib{text-align:center;width:26%}
.gib .e{width:44px;height:44px;border-radius:50%;border:3px solid #b3001b;margin:0 auto 2px;color:#b3001b;font-weight:bold;font-size:12px;line-height:38px}
.gib b{font-size:11px}
.buy{width:42%;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0;margin-top:4mm}
.ettn{margin-top:2mm}
table.inf{border:1px solid #000;margin-top:4mm}
table.inf td{border:1px solid #000;padding:1px 4px}
table.inf td:first-child{font-weight:bold}
table.l{width:100%;margin-top:5mm;border:1px solid #000}
table.l th{border:1px solid #000;padding:2px;background:#eee;font-size:7.3px}
table.l td{border:1px solid #000;padding:2px 3px;text-align:right}
table.l td.t{text-align:left}
table.t{margin-left:auto;border:1px solid #000;margin-top:2mm}
table.t td{border:1px solid #000;padding:2px 5px;text-align:right}
table.t td:first-child{font-weight:bold}
.not{border:1px solid #000;margin-top:4mm;padding:3px 5px}
`;

export const turkishEFatura: Layout = {
  name: 'tr-e-fatura',
  render(r) {
    const seller = org(r, 'TR', { form: 'always' });
    const archive = r.chance(0.55);
    const buyer =
      archive && r.chance(0.5)
        ? individual(r, 'TR')
        : org(r, 'TR', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const d = (iso: string) => fmtDate(iso, 'DD-MM-YYYY');
    const tl = moneyOf({
      sep: { group: '.', decimal: ',' },
      symbol: 'TL',
      position: 'after-space',
    });
    // KDV: 18 %, 8 % and 1 % until 9 July 2023; 20 %, 10 % and 1 % from 10 July 2023.
    const [standard, reduced] = issued >= '2023-07-10' ? [20, 10] : [18, 8];
    const items = draws(r, CATALOG4.tr, r.int(1, 5), () =>
      r.chance(0.12) ? reduced : standard,
    ).map((entry) =>
      r.chance(0.15)
        ? line(entry.description, entry.quantity, entry.unit, entry.rate, {
            discount: r.pick([5, 10, 15]),
            ...(entry.uom ? { uom: entry.uom } : {}),
          })
        : entry,
    );
    const s = sums(items);
    const discounts = items.reduce(
      (sum, entry) => sum + Math.round(entry.quantity * entry.unit) - entry.amount,
      0,
    );
    const prefix = r.pick([
      'GIB',
      'ARS',
      'EAR',
      'FTR',
      seller.stem
        .slice(0, 3)
        .toLocaleUpperCase('tr')
        .replace(/[^A-Z]/g, 'X'),
    ]);
    const number = `${prefix}${issued.slice(0, 4)}${pad(r.int(1, 99999), 9)}`;
    const ettn = uuid(r, r.chance(0.5));
    const tax = vkn(r);
    const office = (p: string) =>
      `${r.pick(['Mecidiyeköy', 'Kozyatağı', 'Beşiktaş', 'Çankaya', 'Konak', 'Nilüfer', 'Zincirlikuyu'])} V.D.${p}`;
    const lira = Math.floor(s.total / 100);
    const kurus = s.total % 100;
    const upper = (text: string) => text.toLocaleUpperCase('tr');
    const words = `${upper(turkishWords(lira).join(''))} TÜRK LİRASI${kurus ? ` ${upper(turkishWords(kurus).join(''))} KURUŞ` : ''}`;
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.4 });
    const pct = (rate: number) => `%${rate}`;
    const rows = items
      .map((entry, index) => {
        const gross = Math.round(entry.quantity * entry.unit);
        const kdv = Math.round((entry.amount * entry.rate) / 100);
        return `<tr><td>${index + 1}</td><td class="t">${esc(entry.description)}</td><td>${qty(entry.quantity, { group: '.', decimal: ',' }, 2)} ${entry.uom === 'h' ? 'Saat' : 'Adet'}</td><td>${tl(entry.unit)}</td><td>${pct(entry.discount ?? 0)}</td><td>${tl(gross - entry.amount)}</td><td>${pct(entry.rate)}</td><td>${tl(kdv)}</td><td>${tl(entry.amount)}</td></tr>`;
      })
      .join('');
    const body = `
<div class="hd"><div class="sel">${logo ? img(logo, 'max-height:34px;display:block') : ''}<b>${esc(seller.name)}</b><br>${lines([...seller.address, `Tel: ${seller.phone}`, `Web Sitesi: ${seller.website}`, `E-Posta: ${seller.email}`, office(''), `VKN: ${tax}`, r.chance(0.5) ? `Ticaret Sicil No: ${r.int(100000, 999999)}` : null, r.chance(0.5) ? `MERSİS No: 0${r.digits(15)}` : null])}</div>
<div class="gib"><div class="e">GİB</div><b>${archive ? 'e-Arşiv Fatura' : 'e-FATURA'}</b></div><div style="width:30%"></div></div>
<div style="display:flex;justify-content:space-between;align-items:flex-start"><div class="buy"><b>SAYIN</b><br><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company ? office('') : null, buyer.company ? `VKN: ${vkn(r)}` : `TCKN: ${r.int(1, 9)}${r.digits(10)}`, r.chance(0.5) ? `E-Posta: ${buyer.email}` : null])}</div>
<table class="inf"><tr><td>Özelleştirme No:</td><td>TR1.2</td></tr><tr><td>Senaryo:</td><td>${archive ? 'EARSIVFATURA' : r.pick(['TICARIFATURA', 'TEMELFATURA'])}</td></tr><tr><td>Fatura Tipi:</td><td>SATIS</td></tr><tr><td>Fatura No:</td><td>${number}</td></tr><tr><td>Fatura Tarihi:</td><td>${d(issued)}</td></tr><tr><td>Düzenleme Tarihi:</td><td>${d(issued)}</td></tr><tr><td>Düzenleme Zamanı:</td><td>${pad(r.int(8, 20), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}</td></tr>${r.chance(0.3) ? `<tr><td>Sipariş No:</td><td>${r.digits(8)}</td></tr>` : ''}${r.chance(0.3) ? `<tr><td>İrsaliye No:</td><td>${prefix}${issued.slice(0, 4)}${pad(r.int(1, 99999), 9)}</td></tr>` : ''}</table></div>
<div class="ettn"><b>ETTN:</b> ${ettn}</div>
<table class="l"><tr><th>Sıra No</th><th>Mal Hizmet</th><th>Miktar</th><th>Birim Fiyat</th><th>İskonto Oranı</th><th>İskonto Tutarı</th><th>KDV Oranı</th><th>KDV Tutarı</th><th>Mal Hizmet Tutarı</th></tr>${rows}</table>
<table class="t"><tr><td>Mal Hizmet Toplam Tutarı</td><td>${tl(s.net)}</td></tr><tr><td>Toplam İskonto</td><td>${tl(discounts)}</td></tr>${s.taxes.map((row) => `<tr><td>Hesaplanan KDV(${pct(row.rate)})</td><td>${tl(row.tax)}</td></tr>`).join('')}<tr><td>Vergiler Dahil Toplam Tutar</td><td>${tl(s.total)}</td></tr><tr><td>Ödenecek Tutar</td><td>${tl(s.total)}</td></tr></table>
<div class="not"><b>Not:</b> Yalnız: ${esc(words)}<br>${archive ? 'e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.' : ''}${r.chance(0.5) ? ` Banka: ${r.pick(['Ziraat Bankası', 'Garanti BBVA', 'İş Bankası', 'Akbank', 'Yapı Kredi'])} IBAN: TR${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}` : ''}${r.chance(0.4) ? ` Ödeme vadesi: ${d(addDays(issued, r.pick([15, 30, 60])))}` : ''}</div>`;
    return {
      html: page(TR_CSS, body, 'tr'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // "Mal Hizmet Toplam Tutarı": the lines after their discounts.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'TRY',
      }),
    };
  },
};
