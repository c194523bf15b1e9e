// Invoices as European small-business software prints them, in the country's language and with the
// particulars its law asks for: a German letter invoice after DIN 5008 (lexoffice and sevDesk: the
// sender line above the window address, the information block on the right, "Rechnung Nr.",
// "Leistungsdatum", the footer's columns with the register court, HRB, managing directors and
// bank, or a small business under § 19 UStG without VAT), a French "Facture" (Pennylane, Sellsy:
// SIRET, TVA intracommunautaire, Total HT / TVA / Total TTC, the mentions légales, or an
// auto-entrepreneur's "TVA non applicable, art. 293 B du CGI"), a Spanish "Factura" (Holded: NIF,
// Base imponible, IVA), an Italian "Fattura" (Fatture in Cloud: P.IVA, Codice Fiscale, codice
// destinatario, Imponibile, IVA 22 %, the e-invoice's courtesy copy), a Dutch "Factuur"
// (Moneybird: KvK, btw-nummer, Totaal excl. btw) and a Polish "Faktura VAT" (NIP, the VAT table by
// rate, "Do zapłaty" and the amount in words).
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  lines,
  moneyOf,
  num,
  page,
  pct,
  qty,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { BIC, CATALOG, company, COUNTRIES, customer, draws, iban, person, TAX } from './people.ts';

/** Net lines of a local catalog: mostly the standard rate, sometimes a reduced one too. */
function localLines(
  r: Random,
  catalog: Parameters<typeof draws>[1],
  standard: number,
  reduced: number[],
  most = 6,
): Line[] {
  const mixed = reduced.length > 0 && r.chance(0.2);
  return draws(r, catalog, r.int(1, most), () =>
    mixed && r.chance(0.4) ? r.pick(reduced) : standard,
  );
}

// ---------------------------------------------------------------------------------------------
// Germany: DIN 5008 letter (lexoffice, sevDesk)

const DIN_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
.first{position:relative;height:88mm}
.logo{position:absolute;right:0;top:0}
.sender{position:absolute;left:0;top:38mm;width:85mm;font-size:7pt;text-decoration:underline;color:#444;white-space:nowrap;overflow:hidden}
.window{position:absolute;left:0;top:42.7mm;width:80mm;font-size:10pt;line-height:1.3}
.info{position:absolute;left:100mm;top:35mm;width:65mm;font-size:8.5pt}
.info td{padding:0.4mm 0}
.info td:last-child{text-align:right}
h1{font-size:13pt;margin:0 0 5mm}
.intro{margin-bottom:5mm}
table.items{width:100%;font-size:9pt}
table.items th{text-align:right;border-bottom:0.8pt solid #222;padding:1.5mm 1mm;font-weight:bold}
table.items th.l,table.items td.l{text-align:left}
table.items td{text-align:right;padding:1.6mm 1mm;border-bottom:0.3pt solid #ccc;vertical-align:top}
table.items td small{display:block;color:#666}
table.sum{margin-left:auto;width:58%;margin-top:2mm;font-size:9pt}
table.sum td{padding:1mm 1mm;text-align:right}
table.sum td:first-child{text-align:left}
table.sum tr.total td{font-weight:bold;border-top:0.8pt solid #222;border-bottom:2.4pt double #222}
.after{margin-top:7mm}
.after p{margin:0 0 3mm}
`;

export const germanLetter: Layout = {
  name: 'de-din5008-rechnung',
  render(r) {
    const small = r.chance(0.2); // Kleinunternehmer: a person, no VAT
    const seller = small ? person(r, 'DE') : company(r, 'DE', { form: 'always' });
    const trade = small
      ? `${seller.name} – ${r.pick(['Grafikdesign', 'Fotografie', 'IT-Beratung', 'Übersetzungen', 'Webentwicklung'])}`
      : seller.name;
    const buyer = customer(r, 'DE', seller.stem, 0.2);
    const sev = r.chance(0.45);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'after-space' });
    const number = sev
      ? r.pick([
          `RE-${r.int(1000, 1999)}`,
          `${issued.slice(0, 4)}-${String(r.int(1, 480)).padStart(4, '0')}`,
        ])
      : `RE${r.int(1000, 9999)}`;
    const customerNo = String(r.int(10000, 10999));
    const items = localLines(r, CATALOG.servicesDe, small ? 0 : 19, small ? [] : [7]);
    const discount = !small && r.chance(0.15) ? r.pick([3, 5, 10]) : 0;
    const s = sums(items, { discountPercent: discount || undefined });
    const period = r.chance(0.3);
    const [from, to] = [addDays(issued, -r.int(20, 35)), addDays(issued, -r.int(0, 3))];
    const deliveryLabel = sev ? 'Lieferdatum' : 'Leistungsdatum';
    const { logo } = sellerLogo(r, trade, { only: 0, any: 0.7 });
    const uom = (item: Line) => item.uom ?? r.pick(['Stk.', 'pauschal', 'Stk.']);
    const rows = items
      .map(
        (item, index) =>
          `<tr><td class="l">${index + 1}</td><td class="l">${esc(item.description)}</td><td>${qty(item.quantity, SEP.de, item.uom === 'h' ? 2 : undefined)}</td><td class="l">${esc(item.uom === 'h' ? 'Std.' : uom(item))}</td><td>${m(item.unit)}</td>${s.taxes.length > 1 ? `<td>${item.rate} %</td>` : ''}<td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const sumRows = [
      discount
        ? `<tr><td>Summe Positionen</td><td>${m(s.subtotal)}</td></tr><tr><td>abzgl. Rabatt ${discount} %</td><td>-${m(s.discount)}</td></tr>`
        : '',
      small
        ? ''
        : `<tr><td>${sev ? 'Summe Netto' : 'Gesamtbetrag netto'}</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>${sev ? `Umsatzsteuer ${row.rate}%` : `zzgl. Umsatzsteuer ${row.rate} %`}</td><td>${m(row.tax)}</td></tr>`).join('')}`,
      `<tr class="total"><td>Gesamtbetrag</td><td>${m(s.total)}</td></tr>`,
    ].join('');
    const bank = iban(r, 'DE');
    const bic = r.pick(BIC.DE!);
    const court = r.pick([
      'Berlin (Charlottenburg)',
      'München',
      'Köln',
      'Leipzig',
      'Hamburg',
      'Stuttgart',
    ]);
    const directors = `${r.pick(COUNTRIES.DE.first)} ${r.pick(COUNTRIES.DE.last)}${r.chance(0.3) ? `, ${r.pick(COUNTRIES.DE.first)} ${r.pick(COUNTRIES.DE.last)}` : ''}`;
    const taxLine = small ? `Steuernummer: ${TAX.steuernummer(r)}` : `USt-IdNr.: ${TAX.ustId(r)}`;
    const footerCols = [
      [trade, ...seller.address],
      [`Tel.: ${seller.phone}`, `E-Mail: ${seller.email}`, `Web: ${seller.website}`],
      [
        r.pick(['Commerzbank', 'Deutsche Bank', 'Sparkasse', 'GLS Bank', 'Volksbank', 'Postbank']),
        `IBAN: ${bank}`,
        `BIC: ${bic}`,
      ],
      small
        ? [taxLine, 'Inhaber: ' + seller.name]
        : [`Amtsgericht ${court}`, TAX.hrb(r), taxLine, `Geschäftsführer: ${directors}`],
    ];
    const footer = `<div style="width:100%;box-sizing:border-box;padding:0 20mm 0 25mm;font-family:'Liberation Sans',Arial,sans-serif;font-size:6.5pt;color:#555;line-height:1.35"><div style="display:flex;justify-content:space-between;border-top:0.3pt solid #bbb;padding-top:2mm">${footerCols.map((col) => `<div>${col.map(esc).join('<br>')}</div>`).join('')}</div></div>`;
    const body = `
<div class="first">
${logo ? `<div class="logo">${img(logo, 'max-height:22mm')}</div>` : ''}
<div class="sender">${esc([trade, ...seller.address].join(' · '))}</div>
<div class="window">${lines([buyer.name, buyer.company && r.chance(0.5) ? `z. Hd. ${buyer.contact}` : null, ...buyer.address])}</div>
<table class="info"><tr><td>${sev ? 'Rechnungs-Nr.' : 'Rechnungsnr.'}</td><td>${number}</td></tr><tr><td>${sev ? 'Rechnungsdatum' : 'Datum'}</td><td>${dateOf(issued)}</td></tr>${period ? `<tr><td>Leistungszeitraum</td><td>${dateOf(from)} – ${dateOf(to)}</td></tr>` : `<tr><td>${deliveryLabel}</td><td>${dateOf(to)}</td></tr>`}<tr><td>${sev ? 'Ihre Kundennummer' : 'Kundennr.'}</td><td>${customerNo}</td></tr>${r.chance(0.4) ? `<tr><td>Ihre Bestellung</td><td>${r.pick(['PO-', 'B', ''])}${r.int(1000, 99999)}</td></tr>` : ''}${r.chance(0.6) ? `<tr><td>Ihr Ansprechpartner</td><td>${esc(seller.company ? seller.contact : seller.name)}</td></tr>` : ''}</table>
</div>
<h1>Rechnung Nr. ${number}</h1>
<div class="intro">${buyer.company ? 'Sehr geehrte Damen und Herren,' : `Guten Tag ${esc(buyer.name)},`}<br>vielen Dank für Ihren Auftrag und das damit verbundene Vertrauen!<br>Hiermit stelle${small ? ' ich' : 'n wir'} Ihnen die folgenden Leistungen in Rechnung:</div>
<table class="items"><tr><th class="l">Pos.</th><th class="l">Beschreibung</th><th>Menge</th><th class="l">Einheit</th><th>Einzelpreis</th>${s.taxes.length > 1 ? '<th>USt.</th>' : ''}<th>Gesamtpreis</th></tr>${rows}</table>
<table class="sum">${sumRows}</table>
<div class="after">${small ? '<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</p>' : ''}<p>${r.pick(['Zahlungsbedingungen: Zahlung innerhalb von 14 Tagen ab Rechnungseingang ohne Abzüge.', `Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer bis zum ${dateOf(addDays(issued, 14))} auf das unten angegebene Konto.`, 'Zahlbar sofort ohne Abzug.'])}</p>${period || r.chance(0.5) ? '' : '<p>Das Leistungsdatum entspricht dem Rechnungsdatum.</p>'}<p>Mit freundlichen Grüßen<br><br>${esc(seller.company ? seller.contact : seller.name)}</p></div>`;
    return {
      html: page(DIN_CSS, body, 'de'),
      paper: { format: 'A4', margin: ['15mm', '20mm', '30mm', '25mm'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: small ? null : s.net,
        taxAmount: small ? null : s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      ...(small ? { aliases: [trade] } : {}),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// France (Pennylane, Sellsy)

const FR_CSS = (accent: string) => `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.5pt;color:#1f2937;line-height:1.45}
.head{display:flex;justify-content:space-between;align-items:flex-start}
.head h1{font-size:22pt;margin:0;color:${accent};font-weight:bold}
.meta td{padding:0.5mm 0 0.5mm 6mm;text-align:right}
.meta td:first-child{color:#6b7280}
.parties{display:flex;justify-content:space-between;margin:10mm 0 8mm}
.parties>div{width:46%}
.lab{font-size:7.5pt;text-transform:uppercase;color:#6b7280;letter-spacing:.4px;margin-bottom:1.5mm}
.client{background:#f3f4f6;padding:4mm;border-radius:2mm}
table.items{width:100%}
table.items th{background:${accent};color:#fff;padding:2mm;text-align:right;font-weight:normal}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:2mm;text-align:right;border-bottom:0.3pt solid #e5e7eb;vertical-align:top}
table.sum{margin-left:auto;width:50%;margin-top:3mm}
table.sum td{padding:1.2mm 2mm;text-align:right}
table.sum td:first-child{text-align:left}
table.sum tr.ttc td{font-weight:bold;font-size:10pt;border-top:0.8pt solid #1f2937}
table.sum tr.pay td{background:${accent};color:#fff;font-weight:bold}
.cond{margin-top:8mm;font-size:7.5pt;color:#4b5563}
.cond p{margin:0 0 1.5mm}
`;

export const frenchInvoice: Layout = {
  name: 'fr-facture',
  render(r) {
    const micro = r.chance(0.2); // micro-entrepreneur: no VAT
    const seller = micro ? person(r, 'FR') : company(r, 'FR', { form: 'always' });
    const buyer = customer(r, 'FR', seller.stem, 0.15);
    const accent = r.pick(['#3b2bd9', '#0f766e', '#1d4ed8', '#111827', '#b45309', '#be123c']);
    const issued = issueDate(r);
    const due = addDays(issued, r.pick([30, 30, 45, 15]));
    const longDates = r.chance(0.5);
    const dateOf = (iso: string) => fmtDate(iso, longDates ? 'D MMMM YYYY' : 'DD/MM/YYYY', 'fr');
    const m = moneyOf({ sep: SEP.fr, symbol: '€', position: 'after-space' });
    const year = issued.slice(0, 4);
    const number = r.pick([
      `F-${year}-${String(r.int(1, 480)).padStart(4, '0')}`,
      `FA${year}${String(r.int(1, 480)).padStart(3, '0')}`,
      `${year}-${issued.slice(5, 7)}-${String(r.int(1, 99)).padStart(3, '0')}`,
    ]);
    const items = localLines(r, CATALOG.servicesFr, micro ? 0 : 20, micro ? [] : [10, 5.5]);
    const s = sums(items);
    const deposit = !micro && r.chance(0.2) ? Math.round(s.total * 0.3) : 0;
    const siren = TAX.siren(r);
    const siret = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} ${r.digits(5)}`;
    const tvaKey = String(r.int(10, 99));
    const tva = `FR${tvaKey}${siren}`;
    const city = r.pick(['Paris', 'Lyon', 'Bordeaux', 'Nantes', 'Lille']);
    const capital = `${num(r.pick([1000, 5000, 10000, 37000, 50000, 100000]) * 100, SEP.fr).replace(',00', '')} €`;
    const form = seller.name.split(' ').pop()!;
    const { logo, only } = sellerLogo(r, seller.name, { only: micro ? 0 : 0.15, any: 0.5 });
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${qty(item.quantity, SEP.de)}${item.uom === 'h' ? ' h' : ''}</td><td>${m(item.unit)}</td>${micro ? '' : `<td>${pct(item.rate, SEP.de, true)}</td>`}<td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const sumRows = micro
      ? `<tr class="ttc"><td>Total HT</td><td>${m(s.net)}</td></tr>`
      : `<tr><td>Total HT</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>TVA ${pct(row.rate, SEP.de, true)}${s.taxes.length > 1 ? ` sur ${m(row.base)}` : ''}</td><td>${m(row.tax)}</td></tr>`).join('')}<tr class="ttc"><td>Total TTC</td><td>${m(s.total)}</td></tr>`;
    const body = `
<div class="head"><div>${logo ? `${img(logo, 'max-height:18mm')}<br>` : ''}${only ? '' : `<b style="font-size:10pt">${esc(seller.name)}</b><br>`}${lines([...seller.address, seller.email, seller.phone])}</div>
<div style="text-align:right"><h1>Facture</h1><table class="meta" style="margin-left:auto"><tr><td>Numéro</td><td><b>${number}</b></td></tr><tr><td>Date d'émission</td><td>${dateOf(issued)}</td></tr><tr><td>Date d'échéance</td><td>${dateOf(due)}</td></tr>${r.chance(0.4) ? `<tr><td>Date de la prestation</td><td>${dateOf(addDays(issued, -r.int(0, 10)))}</td></tr>` : ''}</table></div></div>
<div class="parties"><div><div class="lab">Émetteur</div>${lines([micro ? `${seller.name} – EI` : null, `SIRET : ${siret}`, micro ? null : `N° TVA : ${tva}`])}</div>
<div class="client"><div class="lab">Client</div><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyer.company && r.chance(0.5) ? `N° TVA : FR${r.digits(2)}${TAX.siren(r)}` : null])}</div></div>
<table class="items"><tr><th>Désignation</th><th>Qté</th><th>Prix unitaire HT</th>${micro ? '' : '<th>TVA</th>'}<th>Total HT</th></tr>${rows}</table>
<table class="sum">${sumRows}${deposit ? `<tr><td>Acompte versé le ${dateOf(addDays(issued, -r.int(10, 40)))}</td><td>-${m(deposit)}</td></tr>` : ''}<tr class="pay"><td>Net à payer</td><td>${m(s.total - deposit)}</td></tr></table>
<div class="cond">${micro ? '<p><b>TVA non applicable, art. 293 B du CGI</b></p>' : ''}<p><b>Conditions de paiement :</b> ${r.pick(['30 jours', 'à réception', '45 jours fin de mois'])}. Règlement par virement bancaire.</p><p>IBAN : ${iban(r, 'FR')} — BIC : ${r.pick(BIC.FR!)}</p><p>En cas de retard de paiement, une pénalité égale à 3 fois le taux d'intérêt légal sera exigible (article L441-10 du Code de commerce). Pour tout professionnel, une indemnité forfaitaire de 40 € pour frais de recouvrement sera due. Pas d'escompte pour paiement anticipé.</p>
<p>${micro ? `${esc(seller.name)} – Entrepreneur individuel – SIRET ${siret} – Dispensé d'immatriculation au RCS` : `${only ? '' : `${esc(seller.name)} – `}${form} au capital de ${capital} – RCS ${city} ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} – SIRET ${siret} – APE ${TAX.ape(r)} – TVA intracommunautaire ${tva}`}</p></div>`;
    return {
      html: page(FR_CSS(accent), body, 'fr'),
      paper: { format: 'A4', margin: ['14mm', '14mm', '14mm', '14mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: micro ? null : s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Spain (Holded)

const ES_CSS = (accent: string) => `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:8.5pt;color:#333;line-height:1.45}
.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:10mm}
.head h1{font-size:20pt;letter-spacing:2px;margin:0 0 3mm;color:${accent}}
.meta{display:flex;gap:8mm;margin-top:2mm}
.meta div b{display:block;font-size:7pt;color:#888;text-transform:uppercase}
.parties{display:flex;gap:10mm;margin-bottom:8mm}
.parties>div{flex:1;border-top:2px solid ${accent};padding-top:2mm}
.parties b.lab{display:block;font-size:7pt;color:#888;text-transform:uppercase;margin-bottom:1mm}
table.items{width:100%}
table.items th{font-size:7pt;color:#888;text-transform:uppercase;text-align:right;border-bottom:1px solid #ccc;padding:1.5mm}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:2mm 1.5mm;text-align:right;border-bottom:0.3pt solid #eee}
table.sum{margin-left:auto;width:45%;margin-top:4mm}
table.sum td{padding:1.2mm 1.5mm;text-align:right}
table.sum td:first-child{text-align:left;text-transform:uppercase;font-size:7.5pt;color:#666}
table.sum tr.t td{font-size:11pt;font-weight:bold;color:${accent};border-top:1px solid #ccc}
.pay{margin-top:10mm;font-size:7.5pt;color:#555}
`;

export const spanishInvoice: Layout = {
  name: 'es-factura',
  render(r) {
    const autonomo = r.chance(0.25);
    const seller = autonomo ? person(r, 'ES') : company(r, 'ES', { form: 'always' });
    const buyer = customer(r, 'ES', seller.stem, 0.15);
    const accent = r.pick(['#ff4f4f', '#2563eb', '#0f766e', '#444444', '#7c3aed']);
    const issued = issueDate(r);
    const due = addDays(issued, r.pick([0, 15, 30, 60]));
    const dateOf = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'after-space' });
    const yy = issued.slice(2, 4);
    const number = r.pick([
      `F${yy}${String(r.int(1, 480)).padStart(4, '0')}`,
      `${issued.slice(0, 4)}/${String(r.int(1, 480)).padStart(3, '0')}`,
      `FAC-${issued.slice(0, 4)}-${String(r.int(1, 480)).padStart(4, '0')}`,
    ]);
    const items = localLines(r, CATALOG.servicesEs, 21, [10]);
    const discount = r.chance(0.15) ? r.pick([5, 10]) : 0;
    const s = sums(items, { discountPercent: discount || undefined });
    const nif = autonomo ? TAX.dniES(r) : TAX.nifES(r);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.15, any: 0.5 });
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${m(item.unit)}</td><td>${qty(item.quantity, SEP.de)}</td><td>${m(item.amount)}</td><td>${item.rate}%</td><td>${m(Math.round((item.amount * (100 + item.rate)) / 100))}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div>${logo ? `${img(logo, 'max-height:18mm')}<br>` : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([`NIF: ${nif}`, ...seller.address, seller.phone, seller.email])}</div>
<div style="text-align:right"><h1>FACTURA</h1><div class="meta"><div><b>Nº factura</b>${number}</div><div><b>Fecha</b>${dateOf(issued)}</div><div><b>Vencimiento</b>${dateOf(due)}</div></div></div></div>
<div class="parties"><div><b class="lab">Cliente</b><b>${esc(buyer.name)}</b><br>${lines([`${buyer.company ? 'CIF' : 'NIF'}: ${buyer.company ? TAX.nifES(r) : TAX.dniES(r)}`, ...buyer.address])}</div><div><b class="lab">Forma de pago</b>${r.pick(['Transferencia bancaria', 'Domiciliación bancaria', 'Tarjeta'])}<br>${iban(r, 'ES')}</div></div>
<table class="items"><tr><th>Concepto</th><th>Precio</th><th>Unidades</th><th>Subtotal</th><th>IVA</th><th>Total</th></tr>${rows}</table>
<table class="sum">${discount ? `<tr><td>Subtotal</td><td>${m(s.subtotal)}</td></tr><tr><td>Descuento ${discount}%</td><td>-${m(s.discount)}</td></tr>` : ''}<tr><td>Base imponible</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>IVA ${row.rate}%</td><td>${m(row.tax)}</td></tr>`).join('')}<tr class="t"><td>Total</td><td>${m(s.total)}</td></tr></table>
<div class="pay">${r.chance(0.5) ? 'Gracias por su confianza. ' : ''}${seller.company && !only ? `${esc(seller.name)} – Inscrita en el Registro Mercantil de ${r.pick(['Madrid', 'Barcelona', 'Valencia', 'Sevilla'])}, Tomo ${r.int(1000, 40000)}, Folio ${r.int(1, 220)}, Hoja ${r.pick(['M', 'B', 'V', 'SE'])}-${r.int(10000, 700000)}.` : ''}<br>De conformidad con el Reglamento (UE) 2016/679, sus datos serán tratados con la finalidad de gestionar la relación comercial.</div>`;
    return {
      html: page(ES_CSS(accent), body, 'es'),
      paper: { format: 'A4', margin: ['14mm', '14mm', '14mm', '14mm'] },
      truth: truthOf({
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
// Italy (Fatture in Cloud)

const IT_CSS = (accent: string) => `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:8.5pt;color:#222;line-height:1.4}
.head{display:flex;justify-content:space-between;align-items:flex-start}
.spett{width:45%;border:0.5pt solid #bbb;padding:3mm;margin-top:4mm}
.doc{margin:9mm 0 5mm;font-size:13pt;font-weight:bold;color:${accent}}
table.items{width:100%}
table.items th{background:#eee;padding:1.6mm;text-align:right;font-size:7.5pt;border-bottom:0.8pt solid ${accent}}
table.items th:first-child,table.items td:first-child{text-align:left}
table.items td{padding:1.6mm;text-align:right;border-bottom:0.3pt solid #ddd}
.bottom{display:flex;justify-content:space-between;margin-top:5mm}
table.riep{width:50%;font-size:7.5pt}
table.riep th{background:#eee;padding:1.2mm;text-align:right}
table.riep td{padding:1.2mm;text-align:right;border-bottom:0.3pt solid #ddd}
table.tot{width:42%}
table.tot td{padding:1.2mm;text-align:right}
table.tot td:first-child{text-align:left}
table.tot tr.t td{font-weight:bold;font-size:10pt;border-top:0.8pt solid #222}
.pay{margin-top:7mm;font-size:7.5pt}
.fine{margin-top:6mm;font-size:7pt;color:#666}
`;

export const italianInvoice: Layout = {
  name: 'it-fattura',
  render(r) {
    const seller = company(r, 'IT', { form: 'always' });
    const buyer = customer(r, 'IT', seller.stem, 0.15);
    const accent = r.pick(['#0d6efd', '#1b5e20', '#b71c1c', '#37474f', '#6a1b9a']);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const euroBefore = r.chance(0.6);
    const m = moneyOf({
      sep: SEP.de,
      symbol: '€',
      position: euroBefore ? 'before-space' : 'after-space',
    });
    const n = r.int(1, 480);
    const year = issued.slice(0, 4);
    const [shown, number] = r.pick<[string, string]>([
      [`FATTURA N. ${n} del ${dateOf(issued)}`, String(n)],
      [`Fattura n. ${n}/${year} del ${dateOf(issued)}`, `${n}/${year}`],
      [`FATTURA N. FPR ${n}/${year.slice(2)} del ${dateOf(issued)}`, `FPR ${n}/${year.slice(2)}`],
    ]);
    const items = localLines(r, CATALOG.servicesIt, 22, [10, 4]);
    const s = sums(items);
    const piva = TAX.pivaIT(r);
    const cf = r.chance(0.7) ? piva : TAX.cfIT(r, seller.stem);
    const buyerPiva = buyer.company ? TAX.pivaIT(r) : null;
    const due = addDays(issued, r.pick([30, 60, 90]));
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.15, any: 0.6 });
    const rows = items
      .map(
        (item) =>
          `<tr><td>${esc(item.description)}</td><td>${qty(item.quantity, SEP.de, 2)}</td><td>${item.uom === 'h' ? 'ore' : 'pz'}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div>${logo ? `${img(logo, 'max-height:18mm')}<br>` : ''}${only ? '' : `<b style="font-size:11pt">${esc(seller.name)}</b><br>`}${lines([...seller.address, `P.IVA IT${piva}`, `C.F. ${cf}`, `Tel. ${seller.phone}`, seller.email])}</div>
<div class="spett">Spett.le<br><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, buyerPiva ? `P.IVA IT${buyerPiva}` : `C.F. ${TAX.cfIT(r, buyer.name)}`, buyer.company ? (r.chance(0.6) ? `Codice destinatario: ${TAX.sdi(r)}` : `PEC: amministrazione@pec.${buyer.domain}`) : 'Codice destinatario: 0000000'])}</div></div>
<div class="doc">${shown}</div>
<table class="items"><tr><th>Descrizione</th><th>Q.tà</th><th>U.M.</th><th>Prezzo</th><th>IVA</th><th>Importo</th></tr>${rows}</table>
<div class="bottom"><table class="riep"><tr><th style="text-align:left">Riepilogo IVA</th><th>Aliquota</th><th>Imponibile</th><th>Imposta</th></tr>${s.taxes.map((row) => `<tr><td></td><td>${row.rate}%</td><td>${m(row.base)}</td><td>${m(row.tax)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Imponibile</td><td>${m(s.net)}</td></tr>${s.taxes.map((row) => `<tr><td>IVA ${row.rate}%</td><td>${m(row.tax)}</td></tr>`).join('')}<tr class="t"><td>Totale documento</td><td>${m(s.total)}</td></tr><tr><td>Netto a pagare</td><td>${m(s.total)}</td></tr></table></div>
<div class="pay"><b>Modalità di pagamento:</b> ${r.pick(['Bonifico bancario', 'RiBa', 'Bonifico'])} – Scadenza ${dateOf(due)} – ${m(s.total)}<br>IBAN: ${iban(r, 'IT')}${r.chance(0.4) ? `<br>Rif. vostro ordine n. ${r.int(100, 9999)} del ${dateOf(addDays(issued, -r.int(5, 40)))}` : ''}</div>
<div class="fine">Copia di cortesia priva di valore ai fini fiscali: l'originale della fattura elettronica è disponibile nel Suo cassetto fiscale (art. 21 D.P.R. 633/72).${only ? '' : ` ${esc(seller.name)} – Capitale sociale ${m(r.pick([10000, 50000, 100000]) * 100)} i.v. – REA ${r.pick(['MI', 'RM', 'TO', 'BO'])}-${r.digits(7)}`}</div>`;
    return {
      html: page(IT_CSS(accent), body, 'it'),
      paper: { format: 'A4', margin: ['14mm', '14mm', '14mm', '14mm'] },
      truth: truthOf({
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
// Netherlands (Moneybird)

const NL_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:9pt;color:#333;line-height:1.45}
.head{display:flex;justify-content:space-between}
.seller{text-align:right;font-size:8pt;color:#555}
.seller b{color:#333;font-size:9pt}
.to{margin-top:14mm}
h1{font-size:18pt;font-weight:normal;margin:12mm 0 4mm}
.meta td{padding:0.6mm 8mm 0.6mm 0}
.meta td:first-child{color:#777}
table.items{width:100%;margin-top:8mm}
table.items th{text-align:right;font-weight:bold;border-bottom:1px solid #333;padding:1.5mm 1mm}
table.items th.l,table.items td.l{text-align:left}
table.items td{text-align:right;padding:1.8mm 1mm;border-bottom:0.3pt solid #ddd}
table.sum{margin-left:auto;width:55%;margin-top:3mm}
table.sum td{padding:1mm;text-align:right}
table.sum td:first-child{text-align:left}
table.sum tr.t td{font-weight:bold;border-top:1px solid #333}
.pay{margin-top:12mm;font-size:8.5pt}
`;

export const dutchInvoice: Layout = {
  name: 'nl-factuur',
  render(r) {
    const zzp = r.chance(0.25);
    const seller = zzp ? person(r, 'NL') : company(r, 'NL');
    const buyer = customer(r, 'NL', seller.stem, 0.2);
    const issued = issueDate(r);
    const due = addDays(issued, r.pick([14, 14, 30]));
    const longDate = r.chance(0.6);
    const dateOf = (iso: string) => fmtDate(iso, longDate ? 'D MMMM YYYY' : 'DD-MM-YYYY', 'nl');
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'before-space' });
    const number = r.pick([
      `${issued.slice(0, 4)}-${String(r.int(1, 480)).padStart(4, '0')}`,
      String(r.int(1000, 9999)),
      `F${issued.slice(0, 4)}${String(r.int(1, 480)).padStart(3, '0')}`,
    ]);
    const items = localLines(r, CATALOG.servicesNl, 21, [9]);
    const s = sums(items);
    const style = r.chance(0.5);
    const bank = iban(r, 'NL');
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.2, any: 0.6 });
    const rows = items
      .map(
        (item) =>
          `<tr><td class="l">${esc(item.description)}</td><td>${qty(item.quantity, SEP.de)}</td><td>${m(item.unit)}</td><td>${item.rate}%</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const taxRows = s.taxes
      .map(
        (row) =>
          `<tr><td>${row.rate}% btw${style ? ` over ${m(row.base)}` : ''}</td><td>${m(row.tax)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div>${logo ? img(logo, 'max-height:20mm') : ''}</div>
<div class="seller">${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, seller.phone, seller.email, '', `KvK ${TAX.kvk(r)}`, `Btw-nr. ${TAX.btwNL(r)}`, `IBAN ${bank}`])}</div></div>
<div class="to">${lines([buyer.name, buyer.company && r.chance(0.5) ? `T.a.v. ${buyer.contact}` : null, ...buyer.address])}</div>
<h1>Factuur</h1>
<table class="meta"><tr><td>Factuurnummer</td><td>${number}</td></tr><tr><td>Factuurdatum</td><td>${dateOf(issued)}</td></tr><tr><td>Vervaldatum</td><td>${dateOf(due)}</td></tr>${r.chance(0.3) ? `<tr><td>Referentie</td><td>${r.pick(['Project ', 'Order ', 'PO '])}${r.int(100, 9999)}</td></tr>` : ''}</table>
<table class="items"><tr><th class="l">Omschrijving</th><th>Aantal</th><th>Prijs</th><th>Btw</th><th>Totaal</th></tr>${rows}</table>
<table class="sum"><tr><td>${style ? 'Subtotaal' : 'Totaal excl. btw'}</td><td>${m(s.net)}</td></tr>${taxRows}<tr class="t"><td>${style ? 'Totaal' : 'Totaal incl. btw'}</td><td>${m(s.total)}</td></tr></table>
<div class="pay">We verzoeken u vriendelijk het bovenstaande bedrag van ${m(s.total)} vóór ${dateOf(due)} te voldoen op onze bankrekening ${bank} onder vermelding van het factuurnummer ${number}. Voor vragen kunt u contact opnemen per e-mail.</div>`;
    return {
      html: page(NL_CSS, body, 'nl'),
      paper: { format: 'A4', margin: ['16mm', '18mm', '16mm', '18mm'] },
      truth: truthOf({
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
// Poland (Faktura VAT)

const ONES = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** The grammatical form after a number: 1 tysiąc, 2–4 tysiące, 5+ tysięcy (12–14 too). */
const plural = (n: number, [one, few, many]: [string, string, string]) =>
  n === 1 ? one : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? few : many;

function hundreds(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, ONES[rest % 10]!);
  return words.filter(Boolean);
}

/** A whole number of złoty in Polish words ("tysiąc dwieście trzydzieści"). */
export function polishWords(value: number): string {
  if (value === 0) return 'zero';
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor(value / 1000) % 1000;
  const rest = value % 1000;
  const words: string[] = [];
  if (millions)
    words.push(
      ...(millions === 1 ? [] : hundreds(millions)),
      plural(millions, ['milion', 'miliony', 'milionów']),
    );
  if (thousands)
    words.push(
      ...(thousands === 1 ? [] : hundreds(thousands)),
      plural(thousands, ['tysiąc', 'tysiące', 'tysięcy']),
    );
  words.push(...hundreds(rest));
  return words.join(' ');
}

const PL_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.8pt;color:#222;line-height:1.4}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.place td{padding:0.4mm 0 0.4mm 4mm}
.place td:last-child{font-weight:bold}
h1{text-align:center;font-size:14pt;margin:8mm 0 1mm}
.orig{text-align:center;color:#666;margin-bottom:6mm}
.parties{display:flex;gap:8mm}
.parties>div{flex:1;border-top:1.5pt solid #333;padding-top:2mm}
.parties b.lab{display:block;color:#666;font-weight:normal;margin-bottom:1mm}
table.items{width:100%;margin-top:7mm;border:0.5pt solid #999}
table.items th{background:#e9ecef;border:0.5pt solid #999;padding:1.2mm;font-size:7pt}
table.items td{border:0.5pt solid #999;padding:1.2mm;text-align:right}
table.items td.l{text-align:left}
table.vat{margin-left:auto;margin-top:3mm;border:0.5pt solid #999}
table.vat th{background:#e9ecef;border:0.5pt solid #999;padding:1.2mm;font-size:7pt}
table.vat td{border:0.5pt solid #999;padding:1.2mm;text-align:right}
.pay{display:flex;justify-content:space-between;margin-top:6mm}
.due{font-size:12pt;font-weight:bold}
.sign{display:flex;justify-content:space-between;margin-top:22mm;font-size:7pt;color:#666}
.sign div{width:40%;border-top:0.5pt dotted #333;text-align:center;padding-top:1mm}
`;

export const polishInvoice: Layout = {
  name: 'pl-faktura-vat',
  render(r) {
    const seller = company(r, 'PL', { form: r.chance(0.8) ? 'always' : 'never' });
    const buyer = company(r, 'PL', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const iso = r.chance(0.6);
    const dateOf = (day: string) => fmtDate(day, iso ? 'YYYY-MM-DD' : 'DD.MM.YYYY');
    const sale = r.chance(0.7) ? issued : addDays(issued, -r.int(1, 10));
    const due = addDays(issued, r.pick([7, 14, 14, 30]));
    const m = (cents: number) => num(cents, SEP.pl);
    const n = r.int(1, 240);
    const number = r.pick([
      `FV/${n}/${issued.slice(5, 7)}/${issued.slice(0, 4)}`,
      `${n}/${issued.slice(5, 7)}/${issued.slice(0, 4)}`,
      `FV ${issued.slice(0, 4)}/${issued.slice(5, 7)}/${n}`,
    ]);
    const items = localLines(r, CATALOG.servicesPl, 23, [8, 5]);
    // The VAT of each line, rounded; the table by rate adds them up.
    const vatOf = (item: Line) => Math.round((item.amount * item.rate) / 100);
    const base = sums(items);
    const taxes = base.taxes.map((row) => {
      const group = items.filter((item) => item.rate === row.rate);
      const tax = group.reduce((sum, item) => sum + vatOf(item), 0);
      return { ...row, tax, gross: row.base + tax };
    });
    const tax = taxes.reduce((sum, row) => sum + row.tax, 0);
    const s = { ...base, taxes, tax, total: base.net + tax };
    const place = r.pick(COUNTRIES.PL.places).city;
    const account = iban(r, 'PL').slice(2);
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.1, any: 0.4 });
    const paid = r.chance(0.2) ? s.total : 0;
    const rows = items
      .map(
        (item, index) =>
          `<tr><td>${index + 1}</td><td class="l">${esc(item.description)}</td><td class="l">${item.uom === 'h' ? 'godz.' : r.pick(['szt.', 'usł.', 'szt.'])}</td><td>${qty(item.quantity, SEP.plainComma)}</td><td>${m(item.unit)}</td><td>${m(item.amount)}</td><td>${item.rate}%</td><td>${m(vatOf(item))}</td><td>${m(item.amount + vatOf(item))}</td></tr>`,
      )
      .join('');
    const zl = Math.floor(s.total / 100);
    const gr = String(s.total % 100).padStart(2, '0');
    const words = r.chance(0.5)
      ? `${polishWords(zl)} ${plural(zl, ['złoty', 'złote', 'złotych'])} ${gr}/100`
      : `${polishWords(zl)} PLN ${gr}/100`;
    const body = `
<div class="top"><div>${logo ? img(logo, 'max-height:16mm') : ''}</div>
<table class="place"><tr><td>Miejsce wystawienia:</td><td>${place}</td></tr><tr><td>Data wystawienia:</td><td>${dateOf(issued)}</td></tr><tr><td>Data sprzedaży:</td><td>${dateOf(sale)}</td></tr></table></div>
<h1>Faktura VAT nr ${number}</h1><div class="orig">ORYGINAŁ</div>
<div class="parties"><div><b class="lab">Sprzedawca:</b>${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, `NIP: ${TAX.nipPL(r)}`, `Nr konta: ${account}`, r.pick(['PKO BP', 'mBank', 'ING Bank Śląski', 'Santander Bank Polska'])])}</div>
<div><b class="lab">Nabywca:</b><b>${esc(buyer.name)}</b><br>${lines([...buyer.address, `NIP: ${TAX.nipPL(r)}`])}</div></div>
<table class="items"><tr><th>Lp.</th><th>Nazwa towaru lub usługi</th><th>J.m.</th><th>Ilość</th><th>Cena netto</th><th>Wartość netto</th><th>Stawka VAT</th><th>Kwota VAT</th><th>Wartość brutto</th></tr>${rows}</table>
<table class="vat"><tr><th></th><th>Wartość netto</th><th>Stawka VAT</th><th>Kwota VAT</th><th>Wartość brutto</th></tr>${s.taxes.map((row) => `<tr><td>W tym</td><td>${m(row.base)}</td><td>${row.rate}%</td><td>${m(row.tax)}</td><td>${m(row.gross)}</td></tr>`).join('')}<tr><td><b>Razem</b></td><td><b>${m(s.net)}</b></td><td></td><td><b>${m(s.tax)}</b></td><td><b>${m(s.total)}</b></td></tr></table>
<div class="pay"><div>Sposób płatności: <b>${r.pick(['przelew', 'przelew', 'gotówka', 'karta płatnicza'])}</b><br>Termin płatności: <b>${dateOf(due)}</b>${paid ? `<br>Zapłacono: ${m(paid)} PLN<br>Pozostało do zapłaty: 0,00 PLN` : ''}</div>
<div style="text-align:right"><div class="due">Do zapłaty: ${m(s.total - paid)} PLN</div>Słownie: ${words}</div></div>
<div class="sign"><div>Osoba upoważniona do odbioru</div><div>Osoba upoważniona do wystawienia</div></div>`;
    return {
      html: page(PL_CSS, body, 'pl'),
      paper: { format: 'A4', margin: ['12mm', '12mm', '12mm', '12mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'PLN',
      }),
      logoOnly: only,
    };
  },
};
