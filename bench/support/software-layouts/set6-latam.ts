// Set 6's electronic invoices of the Andean countries, as their printed representations look:
// a Chilean factura electrónica (the red box with the seller's RUT, the document's name and its
// folio over the SII office, giro, condición de venta, references to a purchase order or a
// dispatch guide, monto neto, IVA 19 % and total in whole pesos, the electronic stamp's PDF417
// and the "CEDIBLE" copy's acknowledgement of receipt), a Colombian factura electrónica de venta
// (NIT with its check digit, the DIAN numbering resolution and its range, CUFE and QR, IVA 19 %
// or 5 % or excluded lines, withholdings shown for information, the amount in words, the
// technology provider's name) and a Peruvian factura electrónica (the RUC box and the series and
// number, operaciones gravadas, IGV 18 %, importe total, "SON: … CON 00/100 SOLES", the SPOT
// detraction to the Banco de la Nación and credit instalments).
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
  time,
  truthOf,
  type Layout,
  type Line,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { catalog, qrPicture, spanishWords, wholeSums } from './set4-parties.ts';
import { barcodePicture, nit, org6, pastDate, person6, ruc, rut } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Whole pesos (cents that are whole units) as $ 1.234.567. */
const pesos = (cents: number) => `$ ${num(cents, SEP.de).slice(0, -3)}`;

// ---------------------------------------------------------------------------------------------
// Chile: factura electrónica

const CL_ITEMS = catalog(
  'Resma papel carta 75 g|3900|5200; Tóner compatible HP 85A|18000|32000; Servicio de mantención preventiva|45000|180000; Arriendo grúa horquilla (día)|65000|140000; Asesoría informática (hora)|25000|55000; Cable eléctrico THHN 12 AWG (rollo 100 m)|38000|62000; Flete Santiago - Rancagua|45000|120000; Licencia software gestión (anual)|250000|900000; Guantes de seguridad (par)|1500|4500; Casco de seguridad|4900|9900; Instalación de cableado estructurado|180000|650000; Diseño de planos|150000|500000',
);

const CL_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.4px;color:#000;line-height:1.35;padding:10mm 12mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;gap:6mm}
.em b{font-size:12px}
.box{border:3px solid #d00;color:#d00;text-align:center;padding:3mm 4mm;width:68mm;font-weight:bold;font-size:12px;line-height:1.7}
.sii{color:#d00;text-align:center;font-weight:bold;width:68mm;margin-top:1mm}
.rec{border:1px solid #000;margin-top:4mm;padding:2mm;display:grid;grid-template-columns:24mm 1fr 22mm 1fr;gap:0.6mm 2mm}
.rec span:nth-child(odd){font-weight:bold}
table.l{width:100%;margin-top:3mm;border:1px solid #000}
table.l th{border:1px solid #000;background:#eee;padding:2px}
table.l td{border-left:1px solid #000;border-right:1px solid #000;padding:2px 3px;text-align:right}
table.l td.t{text-align:left}
.refs{margin-top:2mm;border:1px solid #000;padding:1.5mm 2mm}
.bot{display:flex;justify-content:space-between;margin-top:4mm;gap:6mm}
.timbre{text-align:center;font-size:7.4px;width:80mm}
table.tot{border:1px solid #000;min-width:62mm}
table.tot td{padding:2px 4px;border-bottom:1px solid #ccc}
table.tot td:last-child{text-align:right;font-weight:bold}
.acuse{margin-top:5mm;border:1px solid #000;padding:2mm;font-size:7px;display:grid;grid-template-columns:1fr 1fr 1fr;gap:2mm 4mm}
.ced{font-size:13px;font-weight:bold;text-align:right;margin-top:2mm}
`;

export const chileFactura: Layout = {
  name: 'cl-factura-electronica',
  render(r) {
    const seller = org6(r, 'CL', { form: 'always' });
    const buyer = org6(r, 'CL', { avoid: seller.stem, form: 'always' });
    const name = seller.name.toUpperCase();
    const issued = pastDate(r);
    const folio = String(r.int(1, 99999));
    const sellerRut = rut(r);
    const giro = r.pick([
      'VENTA AL POR MAYOR DE ARTÍCULOS DE OFICINA',
      'SERVICIOS DE INGENIERÍA Y ASESORÍA TÉCNICA',
      'ACTIVIDADES DE CONSULTORÍA INFORMÁTICA',
      'CONSTRUCCIÓN Y MONTAJES INDUSTRIALES',
      'TRANSPORTE DE CARGA POR CARRETERA',
      'ARRIENDO DE MAQUINARIA Y EQUIPOS',
    ]);
    const items = r.some(CL_ITEMS, r.int(1, 6)).map((product) => {
      const unit = Math.round(product.low + r.next() * (product.high - product.low)) * 100;
      const quantity = product.high < 10000 ? r.int(2, 60) : r.chance(0.7) ? 1 : r.int(2, 5);
      const discount = r.chance(0.15) ? r.pick([5, 10]) : undefined;
      const entry = line(
        product.text,
        quantity,
        unit,
        19,
        discount ? { discount, sku: pad(r.int(1, 99999), 6) } : { sku: pad(r.int(1, 99999), 6) },
      );
      return { ...entry, amount: Math.round(entry.amount / 100) * 100 };
    });
    const globalDiscount = r.chance(0.15) ? r.pick([3, 5]) : undefined;
    const s = wholeSums(
      items,
      globalDiscount
        ? {
            discount:
              Math.round((items.reduce((sum, e) => sum + e.amount, 0) * globalDiscount) / 10000) *
              100,
          }
        : {},
    );
    const dFmt = r.pick(['D de MMMM de YYYY', 'DD-MM-YYYY', 'DD/MM/YYYY']);
    const d = (iso: string) => fmtDate(iso, dFmt, 'es');
    const office = r.pick([
      'SANTIAGO ORIENTE',
      'SANTIAGO CENTRO',
      'SANTIAGO PONIENTE',
      'PROVIDENCIA',
      'VALPARAÍSO',
      'CONCEPCIÓN',
    ]);
    const credit = r.chance(0.6);
    const { logo } = sellerLogo(r, name, { only: 0, any: 0.5 });
    const stamp = barcodePicture(r, 250, 80, 20);
    const rows = items
      .map(
        (entry) =>
          `<tr><td class="t">${entry.sku}</td><td class="t">${esc(entry.description.toUpperCase())}</td><td>${entry.quantity}</td><td>${num(entry.unit, SEP.de).slice(0, -3)}</td><td>${entry.discount ? `${entry.discount}%` : ''}</td><td>${num(entry.amount, SEP.de).slice(0, -3)}</td></tr>`,
      )
      .join('');
    const refs = [
      r.chance(0.6)
        ? `ORDEN DE COMPRA N° ${r.chance(0.5) ? `45000${r.digits(5)}` : r.int(100, 9999)} DEL ${fmtDate(addDays(issued, -r.int(2, 20)), 'DD-MM-YYYY')}`
        : '',
      r.chance(0.4)
        ? `GUÍA DE DESPACHO ELECTRÓNICA N° ${r.int(100, 20000)} DEL ${fmtDate(addDays(issued, -r.int(0, 5)), 'DD-MM-YYYY')}`
        : '',
    ].filter(Boolean);
    const body = `<div class="hd"><div class="em">${logo ? `${img(logo, 'max-height:40px')}<br>` : ''}<b>${esc(name)}</b><br>${lines([`Giro: ${giro}`, `Casa Matriz: ${seller.address[0]}`, `${seller.address[1]}`, `Teléfono: ${seller.phone}`, `Email: ${seller.email}`])}</div>
<div><div class="box">R.U.T.: ${sellerRut}<br>FACTURA ELECTRÓNICA<br>N° ${folio}</div><div class="sii">S.I.I. - ${office}</div></div></div>
<div class="rec"><span>SEÑOR(ES):</span><span>${esc(buyer.name.toUpperCase())}</span><span>R.U.T.:</span><span>${rut(r)}</span>
<span>GIRO:</span><span>${r.pick(['COMERCIALIZADORA', 'SERVICIOS EMPRESARIALES', 'CONSTRUCTORA', 'MINERÍA', 'AGRÍCOLA'])}</span><span>FECHA EMISIÓN:</span><span>${d(issued)}</span>
<span>DIRECCIÓN:</span><span>${esc(buyer.address[0]!.toUpperCase())}</span><span>COMUNA:</span><span>${esc(buyer.place.region.toUpperCase())}</span>
<span>CIUDAD:</span><span>${esc(buyer.place.city.toUpperCase())}</span><span>CONTACTO:</span><span>${esc(buyer.contact)}</span>
<span>TIPO DE COMPRA:</span><span>DEL GIRO</span><span>COND. VENTA:</span><span>${credit ? `CRÉDITO ${r.pick([30, 45, 60])} DÍAS` : 'CONTADO'}</span></div>
<table class="l"><tr><th>Código</th><th>Descripción</th><th>Cantidad</th><th>Precio</th><th>%Desc.</th><th>Valor</th></tr>${rows}<tr><td style="height:${Math.max(8, 50 - items.length * 6)}mm"></td><td></td><td></td><td></td><td></td><td></td></tr></table>
${refs.length ? `<div class="refs"><b>REFERENCIAS:</b> ${esc(refs.join(' · '))}</div>` : ''}
<div class="bot"><div class="timbre">${img(stamp, 'width:250px;height:80px;max-width:none')}<br><b>Timbre Electrónico SII</b><br>Res. ${r.pick(['80', '99', '0'])} de ${r.int(2014, 2022)} - Verifique documento: www.sii.cl</div>
<table class="tot">${s.discount ? `<tr><td>DESCUENTO GLOBAL ${globalDiscount}%</td><td>${pesos(s.discount)}</td></tr>` : ''}<tr><td>MONTO NETO</td><td>${pesos(s.net)}</td></tr><tr><td>MONTO EXENTO</td><td>${pesos(0)}</td></tr><tr><td>I.V.A. 19%</td><td>${pesos(s.tax)}</td></tr><tr><td>TOTAL</td><td>${pesos(s.total)}</td></tr></table></div>
${r.chance(0.6) ? `<div class="acuse"><span>Nombre: ________________</span><span>R.U.T.: ____________</span><span>Fecha: ________</span><span>Recinto: ______________</span><span>Firma: ________________</span><span></span><span style="grid-column:span 3">El acuse de recibo que se declara en este acto, de acuerdo a lo dispuesto en la letra b) del Art. 4°, y la letra c) del Art. 5° de la Ley 19.983, acredita que la entrega de mercaderías o servicio(s) prestado(s) ha(n) sido recibido(s).</span></div><div class="ced">CEDIBLE</div>` : ''}`;
    return {
      html: page(CL_CSS, body, 'es'),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: folio,
        date: issued,
        // In capitals, as the razón social is printed.
        vendor: name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'CLP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Colombia: factura electrónica de venta

const CO_ITEMS = catalog(
  'Servicio de desarrollo de software|2500000|18000000; Soporte técnico mensual|800000|3500000; Licencia de uso anual|1200000|9000000; Computador portátil 14"|2800000|5200000; Monitor 27" IPS|850000|1600000; Consultoría tributaria|180000|350000|h; Mantenimiento preventivo de equipos|250000|1200000; Transporte de mercancía|300000|1800000; Capacitación presencial (día)|1500000|4000000; Arrendamiento de equipo|400000|2500000',
);

const CO_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.6px;color:#1b1b1b;line-height:1.4;padding:9mm 11mm}
.hd{display:grid;grid-template-columns:1fr 1.2fr 1fr;gap:4mm;align-items:start}
.hd .n{font-size:11px;font-weight:bold}
.doc{border:1.5px solid var(--c);border-radius:4px;padding:2mm;text-align:center}
.doc b{color:var(--c);font-size:10px;display:block}
.res{font-size:6.6px;color:#444;margin-top:2mm;text-align:center}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:3mm;margin-top:3mm}
.grid>div{border:1px solid #bbb;border-radius:3px;padding:1.5mm 2mm}
.lb{font-weight:bold;color:var(--c)}
table.l{width:100%;margin-top:3mm;border-collapse:collapse}
table.l th{background:var(--c);color:#fff;padding:2px;font-weight:normal}
table.l td{border-bottom:1px solid #ddd;padding:2px;text-align:right}
table.l td.t{text-align:left}
.bot{display:grid;grid-template-columns:1.3fr 1fr;gap:4mm;margin-top:3mm}
table.tot{width:100%}
table.tot td{padding:1.5px 3px;border-bottom:1px solid #eee}
table.tot td:last-child{text-align:right}
table.tot tr.g td{font-weight:bold;font-size:9px;border-top:1.5px solid var(--c)}
.cufe{word-break:break-all;font-size:6.4px;color:#333}
`;

export const colombiaFactura: Layout = {
  name: 'co-factura-electronica',
  render(r) {
    const seller = org6(r, 'CO', { form: 'always' });
    const buyer = r.chance(0.85)
      ? org6(r, 'CO', { avoid: seller.stem, form: 'always' })
      : person6(r, 'CO');
    const issued = pastDate(r);
    const prefix = r.pick(['FE', 'FEV', 'FV', 'FECO', 'SETP']);
    const consecutive = r.int(1, 48000);
    const number = `${prefix}${r.pick(['', '-', ' '])}${consecutive}`;
    const resolutionDate = addDays(issued, -r.int(30, 700));
    const items: Line[] = r.some(CO_ITEMS, r.int(1, 5)).map((product, index) => {
      const quantity = product.hours ? r.int(2, 40) : product.high > 5_000_000 ? 1 : r.int(1, 8);
      const unit =
        Math.round((product.low + r.next() * (product.high - product.low)) / 100) * 10000;
      const rate = index > 0 && r.chance(0.15) ? r.pick([5, 0]) : 19;
      return line(product.text, quantity, unit, rate, {
        sku: `${r.letters(2)}${pad(r.int(1, 9999), 4)}`,
        uom: product.hours ? 'HUR' : r.pick(['UND', 'UND', 'SER']),
      });
    });
    const discount = r.chance(0.2)
      ? Math.round((items.reduce((sum, e) => sum + e.amount, 0) * r.pick([2, 5])) / 10000) * 100
      : 0;
    const s = wholeSums(items, { discount });
    const money = (cents: number) => `$ ${num(cents, SEP.de)}`;
    const retefuente =
      buyer.company && r.chance(0.5) ? Math.round((s.net * r.pick([2.5, 4, 11])) / 10000) * 100 : 0;
    const reteica = buyer.company && r.chance(0.3) ? Math.round((s.net * 0.966) / 10000) * 100 : 0;
    const cufe = Array.from({ length: 96 }, () => r.pick([...'0123456789abcdef'])).join('');
    const colour = r.pick(['#004a8f', '#0b6e4f', '#7a1f3d', '#c05a00']);
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.6, colour });
    const qr = qrPicture(r, 70);
    const provider = `${r.pick(['Facturador Andino', 'Documentos Digitales', 'eFactura Colombia', 'Servicios Electrónicos del Caribe'])} S.A.S.`;
    const rows = items
      .map(
        (entry, index) =>
          `<tr><td>${index + 1}</td><td class="t">${entry.sku}</td><td class="t">${esc(entry.description)}</td><td>${entry.quantity}</td><td>${entry.uom}</td><td>${money(entry.unit)}</td><td>${entry.rate}%</td><td>${money(Math.round((entry.amount * entry.rate) / 10000) * 100)}</td><td>${money(entry.amount)}</td></tr>`,
      )
      .join('');
    const words = spanishWords(Math.round(s.total / 100)).toUpperCase();
    const d = (iso: string) => fmtDate(iso, 'YYYY-MM-DD');
    const credit = r.chance(0.7);
    const body = `<div style="--c:${colour}"><div class="hd"><div>${logo ? `${img(logo, 'max-height:42px')}<br>` : ''}<span class="n">${esc(seller.name)}</span><br>${lines([`NIT ${nit(r)}`, r.pick(['Responsable de IVA', 'Responsable de IVA – No somos grandes contribuyentes']), `Actividad económica CIIU ${r.pick(['6201', '4651', '7020', '4923', '8559'])}`])}</div>
<div>${lines([...seller.address, `Tel. ${seller.phone}`, seller.email])}</div>
<div class="doc"><b>FACTURA ELECTRÓNICA DE VENTA</b>No. <span style="font-size:11px;font-weight:bold">${esc(number)}</span></div></div>
<div class="res">Resolución DIAN No. 18764${r.digits(9)} de ${d(resolutionDate)} · Prefijo ${prefix} del ${r.pick([1, 1001])} al ${r.pick([5000, 50000, 100000])} · Vigencia ${r.pick([12, 24])} meses</div>
<div class="grid"><div><span class="lb">Adquiriente</span><br>${lines([buyer.name, `${buyer.company ? 'NIT' : 'C.C.'} ${buyer.company ? nit(r) : `${r.int(10, 1100)}.${r.digits(3)}.${r.digits(3)}`}`, ...buyer.address, `Tel. ${buyer.phone}`, buyer.email])}</div>
<div>${lines([`Fecha de emisión: ${d(issued)}`, `Hora de emisión: ${time(r)}:${pad(r.int(0, 59), 2)}-05:00`, `Fecha de vencimiento: ${d(addDays(issued, credit ? r.pick([30, 45, 60]) : 0))}`, `Forma de pago: ${credit ? 'Crédito' : 'Contado'}`, `Medio de pago: ${r.pick(['Transferencia débito bancaria', 'Consignación bancaria', 'Instrumento no definido'])}`, r.chance(0.5) ? `Orden de compra: OC-${r.digits(6)}` : null])}</div></div>
<table class="l"><tr><th>#</th><th>Código</th><th>Descripción</th><th>Cant.</th><th>U/M</th><th>Vr. unitario</th><th>% IVA</th><th>Vr. IVA</th><th>Vr. total</th></tr>${rows}</table>
<div class="bot"><div><b>Valor en letras:</b> ${esc(words)} PESOS M/CTE<br><br>${retefuente || reteica ? `<b>Retenciones (informativas):</b> ${retefuente ? `Retención en la fuente ${money(retefuente)}` : ''}${retefuente && reteica ? ' · ' : ''}${reteica ? `ReteICA ${money(reteica)}` : ''} · Neto a pagar ${money(s.total - retefuente - reteica)}<br><br>` : ''}<div style="display:flex;gap:3mm">${img(qr)}<div class="cufe"><b>CUFE:</b><br>${cufe}<br><br>Fecha y hora de validación DIAN: ${d(issued)} ${time(r)}<br>Proveedor tecnológico: ${provider} NIT ${nit(r)}</div></div></div>
<table class="tot"><tr><td>Total bruto</td><td>${money(s.subtotal)}</td></tr><tr><td>Descuentos</td><td>${money(s.discount)}</td></tr><tr><td>Subtotal</td><td>${money(s.net)}</td></tr>${s.taxes
      .filter((row) => row.rate > 0)
      .map((row) => `<tr><td>IVA ${row.rate}%</td><td>${money(row.tax)}</td></tr>`)
      .join(
        '',
      )}${s.taxes.some((row) => row.rate === 0) ? `<tr><td>Excluido de IVA</td><td>${money(s.taxes.find((row) => row.rate === 0)!.base)}</td></tr>` : ''}${s.taxes.filter((row) => row.rate > 0).length > 1 ? `<tr><td>Total IVA</td><td>${money(s.tax)}</td></tr>` : ''}<tr class="g"><td>Total factura</td><td>${money(s.total)}</td></tr></table></div></div>`;
    return {
      html: page(CO_CSS, body, 'es'),
      paper: { format: 'Letter' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // The total before the withholdings the buyer takes off (shown for information).
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'COP',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Peru: factura electrónica

const PE_ITEMS = catalog(
  'Servicio de consultoría empresarial|1500|9000; Mantenimiento de aire acondicionado|350|1800; Servicio de transporte de carga|600|4500; Alquiler de maquinaria (día)|450|1500; Desarrollo de aplicación web|4000|25000; Papel bond A4 80 g (caja x 10 millares)|180|320; Cemento Portland tipo I (bolsa 42.5 kg)|26|34; Útiles de oficina|50|600; Soporte técnico (hora)|60|180|h; Capacitación en seguridad y salud en el trabajo|900|3500',
);

const PE_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.2px;color:#111;line-height:1.4;padding:10mm 12mm}
.hd{display:flex;justify-content:space-between;gap:6mm}
.hd .n{font-size:12px;font-weight:bold}
.box{border:1.5px solid #111;border-radius:6px;text-align:center;padding:3mm;width:64mm;font-size:11px;font-weight:bold;line-height:1.8}
.box .t{background:#111;color:#fff;margin:0 -3mm}
table.c{width:100%;margin-top:4mm;border:1px solid #999}
table.c td{padding:1.5px 3px;vertical-align:top}
table.c td.k{font-weight:bold;width:30mm}
table.l{width:100%;margin-top:3mm;border:1px solid #999}
table.l th{background:#e8e8e8;border:1px solid #999;padding:2px}
table.l td{border-left:1px solid #ccc;padding:2px 3px;text-align:right}
table.l td.t{text-align:left}
.bot{display:flex;justify-content:space-between;gap:6mm;margin-top:3mm}
table.tot td{padding:1.5px 4px;white-space:nowrap}
table.tot td:last-child{text-align:right;min-width:24mm}
table.tot tr.g td{font-weight:bold;border-top:1px solid #111;font-size:9.5px}
.son{border:1px solid #999;padding:1.5mm 2mm;margin-top:3mm;font-weight:bold}
.small{font-size:7px;color:#444;margin-top:4mm}
`;

export const peruFactura: Layout = {
  name: 'pe-factura-electronica',
  render(r) {
    const seller = org6(r, 'PE', { form: 'always' });
    const buyer = org6(r, 'PE', { avoid: seller.stem, form: 'always' });
    const name = seller.name.toUpperCase();
    const issued = pastDate(r);
    const usd = r.chance(0.2);
    const symbol = usd ? 'US$' : 'S/';
    const money = (cents: number) => `${symbol} ${num(cents, SEP.en)}`;
    const number = `F${pad(r.int(1, 5), 3)}-${r.chance(0.6) ? pad(r.int(1, 99999), 8) : r.int(1, 99999)}`;
    const items = r.some(PE_ITEMS, r.int(1, 5)).map((product) => {
      const quantity = product.hours
        ? r.int(2, 60)
        : product.high < 400
          ? r.int(2, 200)
          : product.high < 700
            ? r.int(1, 10)
            : r.chance(0.7)
              ? 1
              : r.int(2, 4);
      const unit = Math.round(
        (product.low + r.next() * (product.high - product.low)) * (usd ? 27 : 100),
      );
      const goods = /Papel|Cemento|Útiles/.test(product.text);
      const uom = product.hours
        ? 'HORA'
        : goods
          ? product.text.startsWith('Cemento')
            ? 'BOLSA'
            : product.text.startsWith('Papel')
              ? 'CAJA'
              : 'UNIDAD'
          : 'SERVICIO';
      return line(product.text, quantity, unit, 18, {
        sku: `${r.letters(1)}${pad(r.int(1, 9999), 4)}`,
        uom,
      });
    });
    const discount = r.chance(0.15)
      ? Math.round(items.reduce((sum, e) => sum + e.amount, 0) * 0.05)
      : 0;
    const s = sums(items, { discount });
    const service = items.some((entry) => entry.uom === 'SERVICIO' || entry.uom === 'HORA');
    const totalSoles = usd ? s.total * 3.75 : s.total;
    const detraccion = service && totalSoles > 70000 ? Math.round((s.total * 12) / 100) : 0;
    const credit = r.chance(0.5);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const whole = Math.floor(s.total / 100);
    const words = `SON: ${spanishWords(whole).toUpperCase()} CON ${pad(s.total % 100, 2)}/100 ${usd ? 'DÓLARES AMERICANOS' : 'SOLES'}`;
    const { logo } = sellerLogo(r, name, { only: 0, any: 0.5 });
    const qr = qrPicture(r, 64);
    const rows = items
      .map(
        (entry) =>
          `<tr><td>${entry.quantity}</td><td class="t">${entry.uom}</td><td class="t">${entry.sku}</td><td class="t">${esc(entry.description.toUpperCase())}</td><td>${num(entry.unit, SEP.en)}</td><td>${num(entry.amount, SEP.en)}</td></tr>`,
      )
      .join('');
    const due = addDays(issued, r.pick([15, 30, 45]));
    const body = `<div class="hd"><div>${logo ? `${img(logo, 'max-height:44px')}<br>` : ''}<span class="n">${esc(name)}</span><br>${lines([seller.address.join(' '), `Telf.: ${seller.phone}`, seller.email])}</div>
<div class="box">R.U.C. N° ${ruc(r)}<div class="t">FACTURA ELECTRÓNICA</div>${number}</div></div>
<table class="c"><tr><td class="k">Fecha de Emisión</td><td>: ${d(issued)}</td><td class="k">Fecha de Vencimiento</td><td>: ${credit ? d(due) : d(issued)}</td></tr><tr><td class="k">Señor(es)</td><td colspan="3">: ${esc(buyer.name.toUpperCase())}</td></tr><tr><td class="k">R.U.C.</td><td>: ${ruc(r)}</td><td class="k">Tipo de Moneda</td><td>: ${usd ? 'DÓLARES AMERICANOS' : 'SOLES'}</td></tr><tr><td class="k">Dirección</td><td colspan="3">: ${esc(buyer.address.join(' ').toUpperCase())}</td></tr><tr><td class="k">Forma de pago</td><td>: ${credit ? 'Crédito' : 'Contado'}</td><td class="k">Orden de compra</td><td>: ${r.chance(0.5) ? `OC-${r.digits(6)}` : '-'}</td></tr></table>
<table class="l"><tr><th>Cantidad</th><th>Unidad</th><th>Código</th><th>Descripción</th><th>Valor Unitario</th><th>Importe</th></tr>${rows}<tr><td style="height:${Math.max(6, 40 - items.length * 5)}mm"></td><td></td><td></td><td></td><td></td><td></td></tr></table>
<div class="son">${esc(words)}</div>
<div class="bot"><div style="display:flex;gap:3mm">${img(qr)}<div class="small">Representación impresa de la FACTURA ELECTRÓNICA. Consulte su documento en www.${seller.domain}/consulta<br>Código Hash: ${r.alnum(6)}${r.letters(4).toLowerCase()}${r.alnum(12)}=<br>${detraccion ? `<b>Operación sujeta al Sistema de Pago de Obligaciones Tributarias (SPOT)</b>. Cta. Cte. Banco de la Nación N° 00-${r.digits(3)}-${r.digits(6)}. Detracción 12%: ${money(detraccion)}.<br>` : ''}${credit ? `Cuota 001 – vence ${d(due)} – ${money(s.total - detraccion)}` : ''}</div></div>
<table class="tot"><tr><td>Op. Gravada</td><td>${money(s.net)}</td></tr><tr><td>Op. Exonerada</td><td>${money(0)}</td></tr><tr><td>Op. Inafecta</td><td>${money(0)}</td></tr>${s.discount ? `<tr><td>Descuentos</td><td>${money(s.discount)}</td></tr>` : ''}<tr><td>I.S.C.</td><td>${money(0)}</td></tr><tr><td>I.G.V. 18%</td><td>${money(s.tax)}</td></tr><tr class="g"><td>Importe Total</td><td>${money(s.total)}</td></tr></table></div>`;
    return {
      html: page(PE_CSS, body, 'es'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        // The importe total, not the instalment left after the detraction.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: usd ? 'USD' : 'PEN',
      }),
    };
  },
};
