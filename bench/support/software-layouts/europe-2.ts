// A second round of European invoices, each a product or a case the first set does not show: a
// German sole trader's invoice from sevDesk or lexoffice's newer templates (the info row across
// the page, often a Kleinunternehmer under § 19 UStG without VAT, or a final invoice less a
// deposit invoice), a French invoice from Sellsy (référence column, remise globale, Total HT net,
// the TVA recap table, Net à payer after an acompte, the mentions légales), a Spanish
// freelancer's factura with the IRPF withholding (Base imponible, IVA 21 %, Total factura,
// Retención IRPF, Total a pagar), the courtesy copy of an Italian electronic invoice as the
// standard style sheet renders the XML (Cedente/prestatore and Cessionario/committente blocks,
// TD01, Codice destinatario, the cassa previdenziale and ritenuta d'acconto of professionals,
// RIEPILOGHI IVA E TOTALI, Netto a pagare) and a Dutch invoice from Exact Online (the field row
// with Debiteurnummer, btw verlegd, a G-rekening share).
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
  qty,
  SEP,
  sums,
  truthOf,
  type Layout,
  type Line,
  type Random,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { BIC, CATALOG, company, customer, draws, iban, person, TAX, stemOf } from './people.ts';

/** Net lines of a catalog: mostly at `standard`, sometimes some at a reduced rate. */
function mixed(
  r: Random,
  catalog: Parameters<typeof draws>[1],
  standard: number,
  reduced: number[],
  most = 5,
): Line[] {
  const mix = reduced.length > 0 && r.chance(0.25);
  return draws(r, catalog, r.int(1, most), () =>
    mix && r.chance(0.4) ? r.pick(reduced) : standard,
  );
}

// ---------------------------------------------------------------------------------------------
// Germany: a sole trader's invoice (sevDesk, lexoffice)

const SEV_CSS = (accent: string) => `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:8.6pt;color:#2d2d2d;line-height:1.45}
.top{display:flex;justify-content:space-between;align-items:flex-start;height:34mm}
.me{text-align:right;font-size:8pt;color:#555}
.me b{font-size:10pt;color:#2d2d2d}
.sender{font-size:6.5pt;color:#777;margin-top:4mm}
.to{margin-top:1.5mm;min-height:28mm;font-size:9.3pt}
h1{font-size:17pt;color:${accent};margin:6mm 0 3mm;font-weight:bold}
.info{display:flex;gap:9mm;border-top:0.6pt solid #ccc;border-bottom:0.6pt solid #ccc;padding:2mm 0;margin-bottom:5mm}
.info div span{display:block;font-size:7pt;color:#888}
table.items{width:100%}
table.items th{text-align:right;background:${accent}1a;color:#333;padding:1.8mm 1.5mm;font-size:7.8pt}
table.items th.l,table.items td.l{text-align:left}
table.items td{text-align:right;padding:1.8mm 1.5mm;border-bottom:0.4pt solid #e2e2e2;vertical-align:top}
table.items td small{display:block;color:#888}
table.sum{margin-left:auto;width:56%;margin-top:3mm}
table.sum td{padding:1mm 1.5mm;text-align:right}
table.sum td:first-child{text-align:left}
table.sum tr.g td{font-weight:bold;font-size:10pt;border-top:0.8pt solid #333}
table.sum tr.o td{color:${accent};font-weight:bold}
.after{margin-top:6mm}
.after p{margin:0 0 2.5mm}
`;

export const germanSoleTrader: Layout = {
  name: 'de-einzelunternehmen-rechnung',
  render(r) {
    const small = r.chance(0.5); // Kleinunternehmer (§ 19 UStG)
    const me = person(r, 'DE');
    const craft = r.pick([
      'Grafikdesign',
      'Fotografie',
      'IT-Service',
      'Übersetzungen',
      'Tischlerei',
      'Gartenpflege',
      'Webentwicklung',
      'Coaching',
    ]);
    const trade = r.pick([`${me.name} ${craft}`, `${craft} ${me.name.split(' ')[1]}`, me.name]);
    const vendor = trade;
    const buyer = customer(r, 'DE', me.stem, 0.3);
    const accent = r.pick(['#0f6fc6', '#2e8b57', '#c2185b', '#455a64', '#ef6c00', '#6a1b9a']);
    const lex = r.chance(0.5);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD.MM.YYYY');
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'after-space' });
    const number = lex
      ? `RE${String(r.int(1, 999)).padStart(4, '0')}`
      : r.pick([
          `${issued.slice(0, 4)}-${String(r.int(1, 199)).padStart(3, '0')}`,
          `RE-${r.int(1000, 1400)}`,
        ]);
    const items = mixed(r, CATALOG.servicesDe, small ? 0 : 19, small ? [] : [7]);
    const s = sums(items);
    // How a Kleinunternehmer's program sums up: only the total, a subtotal and the total, or a net,
    // "Umsatzsteuer 0 %" with 0,00 and the total.
    const kleinMode = small ? r.pick([0, 1, 2]) : -1;
    const deposit =
      !small && r.chance(0.2) ? Math.round((s.total * r.pick([30, 40, 50])) / 100) : 0;
    const depositNo = `${number}-A`;
    const { logo, only } = sellerLogo(r, vendor, {
      only: trade === me.name ? 0 : 0.25,
      any: 0.55,
      colour: accent,
    });
    const period = r.chance(0.4);
    const [from, to] = [addDays(issued, -r.int(20, 40)), addDays(issued, -r.int(0, 5))];
    const rows = items
      .map(
        (item, index) =>
          `<tr><td class="l">${index + 1}.</td><td class="l">${esc(item.description)}${r.chance(0.3) ? `<small>${esc(r.pick(['laut Angebot vom ' + dateOf(addDays(issued, -r.int(20, 60))), 'inkl. Material', 'Pauschale']))}</small>` : ''}</td><td>${qty(item.quantity, SEP.de, item.uom === 'h' ? 2 : undefined)}</td><td class="l">${item.uom === 'h' ? 'Std.' : r.pick(['Stk.', 'pauschal'])}</td><td>${m(item.unit)}</td>${s.taxes.length > 1 ? `<td>${item.rate} %</td>` : ''}<td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const sumRows = small
      ? [
          kleinMode === 1 ? `<tr><td>Zwischensumme</td><td>${m(s.net)}</td></tr>` : '',
          kleinMode === 2
            ? `<tr><td>Summe netto</td><td>${m(s.net)}</td></tr><tr><td>Umsatzsteuer 0 %</td><td>${m(0)}</td></tr>`
            : '',
          `<tr class="g"><td>Gesamtbetrag</td><td>${m(s.total)}</td></tr>`,
        ].join('')
      : [
          `<tr><td>${lex ? 'Gesamtbetrag netto' : 'Zwischensumme (netto)'}</td><td>${m(s.net)}</td></tr>`,
          ...s.taxes.map(
            (row) =>
              `<tr><td>${lex ? `zzgl. Umsatzsteuer ${row.rate} %` : `Umsatzsteuer ${row.rate} %`}</td><td>${m(row.tax)}</td></tr>`,
          ),
          `<tr class="g"><td>${lex ? 'Gesamtbetrag' : 'Gesamtbetrag (brutto)'}</td><td>${m(s.total)}</td></tr>`,
          deposit
            ? `<tr><td>abzgl. Abschlagsrechnung ${depositNo} vom ${dateOf(addDays(issued, -r.int(20, 60)))}</td><td>-${m(deposit)}</td></tr><tr class="o"><td>Noch zu zahlen</td><td>${m(s.total - deposit)}</td></tr>`
            : '',
        ].join('');
    const bank = iban(r, 'DE');
    const footer = `<div style="width:100%;padding:0 18mm;font-family:'DejaVu Sans',Arial,sans-serif;font-size:6.2pt;color:#777;display:flex;justify-content:space-between;line-height:1.4"><div>${only ? '' : `${esc(trade)}<br>`}Inhaber: ${esc(me.name)}<br>${esc(me.address.join(', '))}</div><div>Tel. ${esc(me.phone)}<br>${esc(me.email)}</div><div>${small || r.chance(0.5) ? `Steuernummer: ${TAX.steuernummer(r)}` : `USt-IdNr.: ${TAX.ustId(r)}`}<br>${r.pick(['GLS Bank', 'Sparkasse', 'Volksbank', 'N26', 'Commerzbank'])}</div><div>IBAN: ${bank}<br>BIC: ${r.pick(BIC.DE!)}</div></div>`;
    const body = `
<div class="top"><div>${logo ? img(logo, 'max-height:20mm') : ''}</div><div class="me">${only ? '' : `<b>${esc(trade)}</b><br>`}${lines([trade !== me.name && !only ? me.name : null, ...me.address, me.phone, me.email])}</div></div>
<div class="sender">${esc([only ? me.name : trade, ...me.address].join(' · '))}</div>
<div class="to">${lines([buyer.name, buyer.company ? `z. Hd. ${buyer.contact}` : null, ...buyer.address])}</div>
<h1>Rechnung${lex ? ` Nr. ${number}` : ''}</h1>
<div class="info"><div><span>Rechnungsnr.</span>${number}</div><div><span>Rechnungsdatum</span>${dateOf(issued)}</div><div><span>${period ? 'Leistungszeitraum' : 'Leistungsdatum'}</span>${period ? `${dateOf(from)} – ${dateOf(to)}` : dateOf(to)}</div><div><span>Kundennr.</span>${r.int(1000, 1999)}</div>${r.chance(0.4) ? `<div><span>Fällig am</span>${dateOf(addDays(issued, 14))}</div>` : ''}</div>
<p>${buyer.company ? 'Sehr geehrte Damen und Herren,' : `Hallo ${esc(buyer.name.split(' ')[0]!)},`}<br>${deposit ? 'hiermit stelle ich Ihnen die Schlussrechnung für das abgeschlossene Projekt:' : 'vielen Dank für Ihren Auftrag. Ich berechne Ihnen folgende Leistungen:'}</p>
<table class="items"><tr><th class="l">Pos.</th><th class="l">Beschreibung</th><th>Menge</th><th class="l">Einheit</th><th>Einzelpreis</th>${s.taxes.length > 1 ? '<th>USt.</th>' : ''}<th>Betrag</th></tr>${rows}</table>
<table class="sum">${sumRows}</table>
<div class="after">${small ? '<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</p>' : ''}<p>Bitte überweisen Sie den Betrag ${r.chance(0.5) ? `bis zum ${dateOf(addDays(issued, 14))}` : 'innerhalb von 14 Tagen'} unter Angabe der Rechnungsnummer auf das unten genannte Konto.</p><p>Mit freundlichen Grüßen<br>${esc(me.name)}</p></div>`;
    return {
      html: page(SEV_CSS(accent), body, 'de'),
      paper: { format: 'A4', margin: ['14mm', '18mm', '24mm', '20mm'], footer },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor,
        // A Kleinunternehmer charges no VAT: the tax is 0 only where "Umsatzsteuer 0 %" is
        // printed, else null; the net is printed as a subtotal or a "Summe netto", or not at all.
        // A final invoice's total is its whole gross; the deposit invoice deducted makes the
        // amount still to pay.
        amount: small ? (kleinMode === 0 ? null : s.net) : s.net,
        taxAmount: small ? (kleinMode === 2 ? 0 : null) : s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      ...(trade !== me.name && !only ? { aliases: [me.name] } : {}),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// France: Sellsy

const SELLSY_CSS = (accent: string) => `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:8.3pt;color:#222;line-height:1.4}
.head{display:flex;justify-content:space-between;align-items:flex-start}
.doc{text-align:right}
.doc h1{font-size:20pt;margin:0;color:${accent};letter-spacing:2px}
.doc table{margin-left:auto}
.doc td{padding:0.3mm 0 0.3mm 4mm}
.doc td:first-child{color:#777}
.addr{display:flex;justify-content:space-between;margin:7mm 0 6mm}
.addr>div{width:47%;border:0.6pt solid #ddd;padding:3mm;border-radius:1.5mm}
.lab{font-size:7pt;text-transform:uppercase;color:${accent};font-weight:bold;margin-bottom:1mm}
table.items{width:100%}
table.items th{background:${accent};color:#fff;padding:1.6mm;text-align:right;font-weight:normal;font-size:7.8pt}
table.items th.l,table.items td.l{text-align:left}
table.items td{padding:1.6mm;text-align:right;border-bottom:0.4pt solid #e6e6e6;vertical-align:top}
.bottom{display:flex;justify-content:space-between;margin-top:4mm;align-items:flex-start}
table.recap th{font-size:7pt;color:#777;font-weight:normal;text-align:right;padding:0.6mm 2mm;border-bottom:0.4pt solid #ccc}
table.recap td{text-align:right;padding:0.6mm 2mm}
table.recap tr.b td{font-weight:bold;border-top:0.4pt solid #ccc}
table.tot{width:46%}
table.tot td{padding:1mm 2mm;text-align:right}
table.tot td:first-child{text-align:left}
table.tot tr.ttc td{font-weight:bold;border-top:0.8pt solid #222}
table.tot tr.pay td{background:${accent};color:#fff;font-weight:bold;font-size:10pt}
.legal{margin-top:8mm;font-size:6.8pt;color:#555}
.legal p{margin:0 0 1.2mm}
`;

export const frenchSellsy: Layout = {
  name: 'fr-facture-sellsy',
  render(r) {
    const seller = company(r, 'FR', { form: 'always' });
    const buyer = company(r, 'FR', { form: 'always', avoid: stemOf(seller) });
    const accent = r.pick(['#1b4f72', '#8e44ad', '#16a085', '#c0392b', '#2c3e50']);
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const m = moneyOf({ sep: SEP.fr, symbol: '€', position: 'after-space' });
    const number = r.pick([
      `FA${issued.slice(2, 4)}${issued.slice(5, 7)}-${String(r.int(1, 999)).padStart(4, '0')}`,
      `F-${issued.slice(0, 4)}-${String(r.int(1, 2400)).padStart(5, '0')}`,
    ]);
    const items = mixed(r, CATALOG.servicesFr, 20, [10, 5.5], 6).map((item) =>
      r.chance(0.2)
        ? line(item.description, item.quantity, item.unit, item.rate, {
            ...item,
            discount: r.pick([5, 10]),
          })
        : item,
    );
    const remise = r.chance(0.3) ? r.pick([3, 5, 10]) : 0;
    const s = sums(items, { discountPercent: remise || undefined });
    const acompte = r.chance(0.25) ? Math.round((s.total * 30) / 100) : 0;
    const siren = TAX.siren(r);
    const siret = `${siren}${r.digits(5)}`;
    const tva = `FR${r.int(10, 99)}${siren}`;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.6, colour: accent });
    const rows = items
      .map(
        (item) =>
          `<tr><td class="l">${r.letters(3)}-${r.digits(3)}</td><td class="l">${esc(item.description)}</td><td>${qty(item.quantity, SEP.fr, 2)}</td><td>${m(item.unit)}</td><td>${item.discount ? `${item.discount} %` : ''}</td><td>${pct(item.rate, SEP.fr, true)}</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const recap = s.taxes
      .map(
        (row) =>
          `<tr><td>${m(row.base)}</td><td>${pct(row.rate, SEP.fr, true)}</td><td>${m(row.tax)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="head"><div>${logo ? `${img(logo, 'max-height:18mm')}<br>` : ''}${only ? '' : `<b style="font-size:11pt">${esc(seller.name)}</b><br>`}${lines([...seller.address, `Tél. : ${seller.phone}`, seller.email, seller.website])}</div>
<div class="doc"><h1>FACTURE</h1><table><tr><td>N°</td><td><b>${number}</b></td></tr><tr><td>Date</td><td>${dateOf(issued)}</td></tr><tr><td>Échéance</td><td>${dateOf(addDays(issued, r.pick([30, 45])))}</td></tr><tr><td>Code client</td><td>CL${r.digits(5)}</td></tr>${r.chance(0.5) ? `<tr><td>Votre commande</td><td>${r.pick(['BC', 'CMD-', ''])}${r.int(1000, 99999)}</td></tr>` : ''}<tr><td>Page</td><td>1/1</td></tr></table></div></div>
<div class="addr"><div><div class="lab">Adresse de facturation</div><b>${esc(buyer.name)}</b><br>${lines([`À l'attention de ${buyer.contact}`, ...buyer.address, `N° TVA : FR${r.int(10, 99)}${TAX.siren(r)}`])}</div><div><div class="lab">Adresse de livraison</div>${lines([buyer.name, ...buyer.address])}</div></div>
<table class="items"><tr><th class="l">Réf.</th><th class="l">Désignation</th><th>Qté</th><th>P.U. HT</th><th>Remise</th><th>TVA</th><th>Total HT</th></tr>${rows}</table>
<div class="bottom"><div><div class="lab">Récapitulatif TVA</div><table class="recap"><tr><th>Base HT</th><th>Taux</th><th>Montant TVA</th></tr>${recap}<tr class="b"><td>${m(s.net)}</td><td></td><td>${m(s.tax)}</td></tr></table></div>
<table class="tot">${remise ? `<tr><td>Total HT brut</td><td>${m(s.subtotal)}</td></tr><tr><td>Remise globale (${remise} %)</td><td>-${m(s.discount)}</td></tr>` : ''}<tr><td>${remise ? 'Total HT net' : 'Total HT'}</td><td>${m(s.net)}</td></tr><tr><td>Total TVA</td><td>${m(s.tax)}</td></tr><tr class="ttc"><td>Total TTC</td><td>${m(s.total)}</td></tr>${acompte ? `<tr><td>Acompte reçu le ${dateOf(addDays(issued, -r.int(15, 50)))}</td><td>-${m(acompte)}</td></tr>` : ''}<tr class="pay"><td>Net à payer</td><td>${m(s.total - acompte)}</td></tr></table></div>
<div class="legal"><p><b>Conditions de règlement :</b> ${r.pick(['30 jours date de facture', '45 jours fin de mois', 'à réception de facture'])} — Mode de règlement : virement bancaire — IBAN ${iban(r, 'FR')} — BIC ${r.pick(BIC.FR!)}</p>
<p>Escompte pour paiement anticipé : néant. En cas de retard de paiement, des pénalités de retard au taux de trois fois le taux d'intérêt légal seront appliquées, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).</p>
<p>${only ? 'Société' : esc(seller.name)} — ${seller.name.split(' ').pop()} au capital de ${num(r.pick([1000, 5000, 10000, 50000, 150000]) * 100, SEP.fr).replace(',00', '')} € — SIRET ${siret} — RCS ${r.pick(['Paris', 'Lyon', 'Nantes', 'Bordeaux', 'Lille'])} ${siren.replace(/(\d{3})(?=\d)/g, '$1 ')} — APE ${TAX.ape(r)} — TVA intracommunautaire ${tva}</p></div>`;
    return {
      html: page(SELLSY_CSS(accent), body, 'fr'),
      paper: { format: 'A4', margin: ['13mm', '14mm', '13mm', '14mm'] },
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
// Spain: a freelancer's factura with IRPF

const ES_CSS = (accent: string, font: string) => `
body{font-family:${font};font-size:8.8pt;color:#333;line-height:1.45}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2pt solid ${accent};padding-bottom:4mm}
.head h1{font-size:24pt;margin:0;color:${accent};font-weight:bold;letter-spacing:1px}
.meta td{padding:0.3mm 0 0.3mm 5mm}
.meta td:first-child{color:#888}
.parties{display:flex;justify-content:space-between;margin:6mm 0}
.parties>div{width:46%}
.lab{color:${accent};font-weight:bold;font-size:7.5pt;text-transform:uppercase;margin-bottom:1mm}
table.items{width:100%}
table.items th{border-bottom:1pt solid ${accent};text-align:right;padding:1.5mm;font-size:7.8pt;color:${accent}}
table.items th.l,table.items td.l{text-align:left}
table.items td{text-align:right;padding:1.8mm 1.5mm;border-bottom:0.4pt solid #eee}
table.tot{margin-left:auto;width:50%;margin-top:4mm}
table.tot td{padding:1.2mm 1.5mm;text-align:right}
table.tot td:first-child{text-align:left}
table.tot tr.f td{font-weight:bold;border-top:0.8pt solid #333}
table.tot tr.p td{font-weight:bold;font-size:10.5pt;background:${accent}18;color:${accent}}
.pay{margin-top:8mm;font-size:8pt}
`;

export const spanishIrpf: Layout = {
  name: 'es-factura-irpf',
  render(r) {
    const me = person(r, 'ES');
    const buyer = company(r, 'ES', { form: 'always', avoid: me.stem });
    const accent = r.pick(['#2563eb', '#0e7490', '#9333ea', '#dc2626', '#0f172a', '#15803d']);
    const font = r.pick([
      '"DejaVu Sans", sans-serif',
      '"Liberation Sans", Arial, sans-serif',
      '"Liberation Serif", serif',
    ]);
    const issued = issueDate(r);
    const longDate = r.chance(0.35);
    const dateOf = (iso: string) =>
      fmtDate(iso, longDate ? 'D de MMMM de YYYY' : 'DD/MM/YYYY', 'es');
    const m = moneyOf({
      sep: SEP.de,
      symbol: '€',
      position: r.chance(0.7) ? 'after-space' : 'after',
    });
    const number = r.pick([
      `${issued.slice(0, 4)}/${String(r.int(1, 120)).padStart(3, '0')}`,
      `F${issued.slice(0, 4)}-${String(r.int(1, 120)).padStart(3, '0')}`,
      `${String(r.int(1, 120)).padStart(4, '0')}`,
    ]);
    const irpf = r.chance(0.8) ? 15 : 7;
    const iva = 21;
    const items = draws(r, CATALOG.servicesEs, r.int(1, 4), iva);
    const s = sums(items);
    const retention = Math.round((s.net * irpf) / 100);
    const { logo, only } = sellerLogo(r, me.name, { only: 0.15, any: 0.35, colour: accent });
    const rows = items
      .map(
        (item) =>
          `<tr><td class="l">${esc(item.description)}</td><td>${qty(item.quantity, SEP.de)}</td><td>${m(item.unit)}</td><td>${item.rate} %</td><td>${m(item.amount)}</td></tr>`,
      )
      .join('');
    const totalLabel = r.pick(['TOTAL FACTURA', 'Total (base + IVA)', 'Total factura']);
    const payLabel = r.pick(['TOTAL A PAGAR', 'Líquido a percibir', 'Total a pagar']);
    const body = `
<div class="head"><div>${logo ? `${img(logo, 'max-height:16mm')}<br>` : ''}<h1>FACTURA</h1></div>
<table class="meta"><tr><td>Nº factura</td><td><b>${number}</b></td></tr><tr><td>Fecha de expedición</td><td>${dateOf(issued)}</td></tr><tr><td>Fecha de vencimiento</td><td>${dateOf(addDays(issued, r.pick([15, 30])))}</td></tr></table></div>
<div class="parties"><div><div class="lab">Emisor</div>${only ? '' : `<b>${esc(me.name)}</b><br>`}${lines([`NIF: ${TAX.dniES(r)}`, ...me.address, me.phone, me.email])}</div>
<div><div class="lab">Cliente</div><b>${esc(buyer.name)}</b><br>${lines([`CIF: ${TAX.nifES(r)}`, ...buyer.address])}</div></div>
<table class="items"><tr><th class="l">Concepto</th><th>Cantidad</th><th>Precio</th><th>IVA</th><th>Importe</th></tr>${rows}</table>
<table class="tot"><tr><td>Base imponible</td><td>${m(s.net)}</td></tr><tr><td>IVA ${iva} %</td><td>${m(s.tax)}</td></tr><tr class="f"><td>${totalLabel}</td><td>${m(s.total)}</td></tr><tr><td>Retención IRPF (-${irpf} %)</td><td>-${m(retention)}</td></tr><tr class="p"><td>${payLabel}</td><td>${m(s.total - retention)}</td></tr></table>
<div class="pay"><b>Forma de pago:</b> transferencia bancaria a la cuenta ${iban(r, 'ES')}${r.chance(0.5) ? ` (${r.pick(['CaixaBank', 'BBVA', 'Banco Santander', 'Sabadell'])})` : ''}<br>Vencimiento: ${r.pick(['30 días', '15 días', 'a la recepción de la factura'])}.${irpf === 7 ? '<br>Retención del 7 % aplicada por inicio de actividad (art. 95.1 RIRPF).' : ''}</div>`;
    return {
      html: page(ES_CSS(accent, font), body, 'es'),
      paper: { format: 'A4', margin: ['16mm', '16mm', '16mm', '16mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: me.name,
        amount: s.net,
        taxAmount: s.tax,
        // The IRPF withheld is income tax the client pays to the Agencia Tributaria on the
        // freelancer's account: like an amount paid, it lowers what the client transfers ("Total
        // a pagar"), not the invoice's gross total, which is the base plus IVA ("Total factura").
        total: s.total,
        currency: 'EUR',
      }),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Italy: the courtesy copy of an electronic invoice

const IT_FE_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.3pt;color:#000;line-height:1.35}
.parties{display:flex;gap:4mm}
.parties>div{flex:1;border:0.6pt solid #000;padding:2mm}
.parties .t{font-weight:bold;background:#e6e6e6;margin:-2mm -2mm 1.5mm;padding:1mm 2mm;border-bottom:0.6pt solid #000}
table.g{width:100%;margin-top:3mm;border:0.6pt solid #000}
table.g th{background:#e6e6e6;border:0.6pt solid #000;padding:0.8mm 1mm;font-weight:bold;text-align:left;font-size:6.8pt}
table.g td{border-left:0.6pt solid #000;border-right:0.6pt solid #000;border-bottom:0.3pt solid #bbb;padding:0.8mm 1mm;vertical-align:top}
table.g .n{text-align:right;white-space:nowrap}
.sect{font-weight:bold;margin-top:3mm}
.logo{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:3mm}
.note{margin-top:4mm;font-size:6.8pt;color:#333}
`;

export const italianCourtesyCopy: Layout = {
  name: 'it-fattura-elettronica-cortesia',
  render(r) {
    const professional = r.chance(0.4);
    const pro = professional ? person(r, 'IT') : null;
    const kind = r.pick([
      'Studio Tecnico',
      'Studio Legale',
      'Studio Commercialista',
      'Studio Associato',
    ]);
    const seller = pro
      ? { ...pro, name: `${kind} ${pro.name}` }
      : company(r, 'IT', { form: 'always' });
    const buyer = company(r, 'IT', { form: 'always', avoid: stemOf(seller) });
    const issued = issueDate(r);
    const dash = r.chance(0.6);
    const dateOf = (iso: string) => fmtDate(iso, dash ? 'DD-MM-YYYY' : 'DD/MM/YYYY');
    const n = (cents: number) => num(cents, SEP.de);
    const n2 = (value: number) => value.toFixed(2).replace('.', ',');
    const number = r.pick([
      `${r.int(1, 480)}/${issued.slice(0, 4)}`,
      `FPR ${r.int(1, 480)}/${issued.slice(2, 4)}`,
      `${issued.slice(0, 4)}-FE-${String(r.int(1, 480)).padStart(4, '0')}`,
    ]);
    const piva = TAX.pivaIT(r);
    const buyerPiva = TAX.pivaIT(r);
    const sdi = TAX.sdi(r);
    const items: Line[] = pro
      ? draws(
          r,
          CATALOG.servicesIt.filter((p) =>
            /Consulenza|Progettazione|Assistenza|Trasferta|Corso/.test(p.text),
          ),
          r.int(1, 3),
          22,
        )
      : mixed(r, CATALOG.servicesIt, 22, [10, 4], 6);
    // A professional adds the cassa previdenziale (4 %, subject to IVA) and withholds 20 % of the
    // fees as ritenuta d'acconto.
    const fees = items.reduce((sum, item) => sum + item.amount, 0);
    const cassaPct = pro ? r.pick([4, 4, 2]) : 0;
    const cassa = Math.round((fees * cassaPct) / 100);
    const withCassa = cassa
      ? [...items, line('Contributo cassa previdenziale', 1, cassa, 22)]
      : items;
    const s = sums(withCassa);
    const ritenuta = pro ? Math.round(fees * 0.2) : 0;
    const netto = s.total - ritenuta;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.4 });
    const due = addDays(issued, r.pick([30, 60]));
    const party = (title: string, p: typeof seller, vat: string, cf: string, extra: string[]) =>
      `<div><div class="t">${title}</div>${lines([`Identificativo fiscale ai fini IVA: IT${vat}`, `Codice fiscale: ${cf}`, `Denominazione: ${p.name}`, ...extra, `Indirizzo: ${p.address[0]}`, `Comune: ${p.city} Provincia: ${p.region}`, `Cap: ${p.postcode} Nazione: IT`])}</div>`;
    const sellerBlock = only
      ? `<div><div class="t">Cedente/prestatore (fornitore)</div>${lines([`Identificativo fiscale ai fini IVA: IT${piva}`, `Codice fiscale: ${pro ? TAX.cfIT(r, pro.name) : piva}`, `Regime fiscale: RF01 (ordinario)`, `Indirizzo: ${seller.address[0]}`, `Comune: ${seller.city} Provincia: ${seller.region}`, `Cap: ${seller.postcode} Nazione: IT`, `Telefono: ${seller.phone}`])}</div>`
      : party('Cedente/prestatore (fornitore)', seller, piva, pro ? TAX.cfIT(r, pro.name) : piva, [
          'Regime fiscale: RF01 (ordinario)',
        ]);
    const rows = withCassa
      .map(
        (item, index) =>
          `<tr><td>${item.description.startsWith('Contributo') ? '' : `ART${String(index + 1).padStart(3, '0')}`}</td><td>${esc(item.description)}</td><td class="n">${n2(item.quantity)}</td><td class="n">${n(item.unit)}</td><td>${item.uom === 'h' ? 'ore' : item.description.startsWith('Contributo') ? '' : 'pz'}</td><td></td><td class="n">${n2(item.rate)}</td><td class="n">${n(item.amount)}</td></tr>`,
      )
      .join('');
    const riep = s.taxes
      .map(
        (row) =>
          `<tr><td>I (esigibilità immediata)</td><td class="n">${n2(row.rate)}</td><td></td><td></td><td class="n">${n(row.base)}</td><td class="n">${n(row.tax)}</td></tr>`,
      )
      .join('');
    const body = `
<div class="logo"><div>${logo ? img(logo, 'max-height:15mm') : ''}</div><div style="text-align:right;font-size:6.8pt">Versione FPR12<br>Copia di cortesia</div></div>
<div class="parties">${sellerBlock}${party('Cessionario/committente (cliente)', buyer, buyerPiva, buyerPiva, [`Pec: amministrazione@pec.${buyer.domain}`])}</div>
<table class="g"><tr><th>Tipologia documento</th><th>Art. 73</th><th>Numero documento</th><th>Data documento</th><th>Codice destinatario</th></tr><tr><td>TD01 fattura</td><td></td><td>${number}</td><td>${dateOf(issued)}</td><td>${sdi}</td></tr></table>
${cassa ? `<table class="g"><tr><th>Dati cassa previdenziale</th><th>Aliquota contributo</th><th>Importo contributo</th><th>Imponibile previdenziale</th><th>%IVA</th></tr><tr><td>${r.pick(['TC04 Inarcassa', 'TC22 INPS', 'TC01 Cassa forense', 'TC11 CNPADC'])}</td><td class="n">${n2(cassaPct)}</td><td class="n">${n(cassa)}</td><td class="n">${n(fees)}</td><td class="n">22,00</td></tr></table>` : ''}
<table class="g"><tr><th>Cod. articolo</th><th>Descrizione</th><th class="n">Quantità</th><th class="n">Prezzo unitario</th><th>UM</th><th>Sconto o magg.</th><th class="n">%IVA</th><th class="n">Prezzo totale</th></tr>${rows}</table>
<div class="sect">RIEPILOGHI IVA E TOTALI</div>
<table class="g"><tr><th>esigibilità iva / riferimenti normativi</th><th class="n">%IVA</th><th>Spese accessorie</th><th>Arr.</th><th class="n">Totale imponibile</th><th class="n">Totale imposta</th></tr>${riep}</table>
<table class="g"><tr><th>Importo bollo</th><th>Sconto/Maggiorazione</th><th>Valuta</th><th class="n">Totale imponibile</th><th class="n">Totale imposta</th><th class="n">Totale documento</th></tr><tr><td></td><td></td><td>EUR</td><td class="n">${n(s.net)}</td><td class="n">${n(s.tax)}</td><td class="n"><b>${n(s.total)}</b></td></tr></table>
${ritenuta ? `<table class="g"><tr><th>Dati ritenuta d'acconto</th><th class="n">Aliquota ritenuta</th><th class="n">Importo ritenuta</th><th>Causale pagamento</th><th class="n">Netto a pagare</th></tr><tr><td>RT01 persone fisiche</td><td class="n">20,00</td><td class="n">${n(ritenuta)}</td><td>A</td><td class="n"><b>${n(netto)}</b></td></tr></table>` : ''}
<table class="g"><tr><th>Modalità pagamento</th><th>IBAN</th><th>Istituto</th><th>Data scadenza</th><th class="n">Importo</th></tr><tr><td>MP05 bonifico</td><td>${iban(r, 'IT')}</td><td>${r.pick(['Intesa Sanpaolo', 'UniCredit', 'Banco BPM', 'BPER Banca'])}</td><td>${dateOf(due)}</td><td class="n">${n(netto)}</td></tr></table>
<div class="note">Documento privo di valenza fiscale ai sensi dell'art. 21 D.P.R. 633/72. L'originale è disponibile all'indirizzo telematico da Lei fornito oppure nella Sua area riservata dell'Agenzia delle Entrate.</div>`;
    return {
      html: page(IT_FE_CSS, body, 'it'),
      paper: { format: 'A4', margin: ['10mm', '10mm', '10mm', '10mm'] },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // The cassa previdenziale is part of the taxable amount; the ritenuta d'acconto, like the
        // Spanish IRPF, is withheld from the payment ("Netto a pagare") and leaves the "Totale
        // documento" as the gross total.
        amount: s.net,
        taxAmount: s.tax,
        total: s.total,
        currency: 'EUR',
      }),
      ...(pro && !only ? { aliases: [pro.name] } : {}),
      logoOnly: only,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Netherlands: Exact Online

const EXACT_CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:8.5pt;color:#222;line-height:1.4}
.top{display:flex;justify-content:space-between;align-items:flex-start;height:42mm}
.to{font-size:9.5pt;margin-top:12mm}
h1{font-size:16pt;margin:4mm 0 3mm;font-weight:bold}
table.fields{width:100%;border-top:0.8pt solid #222;border-bottom:0.8pt solid #222}
table.fields th{text-align:left;font-weight:bold;font-size:7.5pt;padding:1mm 1mm 0}
table.fields td{padding:0 1mm 1mm}
table.items{width:100%;margin-top:5mm}
table.items th{text-align:right;border-bottom:0.8pt solid #222;padding:1mm;font-size:7.8pt}
table.items th.l,table.items td.l{text-align:left}
table.items td{text-align:right;padding:1.2mm 1mm;vertical-align:top}
.bottom{display:flex;justify-content:space-between;margin-top:4mm;border-top:0.8pt solid #222;padding-top:2mm}
table.spec th{text-align:right;font-size:7.5pt;padding:0.5mm 2mm;font-weight:bold}
table.spec td{text-align:right;padding:0.5mm 2mm}
table.tot td{padding:0.8mm 1mm;text-align:right}
table.tot td:first-child{text-align:left;padding-right:10mm}
table.tot tr.t td{font-weight:bold;border-top:0.8pt solid #222;font-size:9.5pt}
.pay{margin-top:8mm;font-size:8pt}
.foot{margin-top:8mm;font-size:7pt;color:#555;border-top:0.4pt solid #aaa;padding-top:1.5mm}
`;

export const dutchExact: Layout = {
  name: 'nl-factuur-exact',
  render(r) {
    const seller = company(r, 'NL', { form: 'always' });
    const buyer = company(r, 'NL', { form: 'always', avoid: stemOf(seller) });
    const issued = issueDate(r);
    const dateOf = (iso: string) => fmtDate(iso, 'DD-MM-YYYY');
    const n = (cents: number) => num(cents, SEP.de);
    const m = moneyOf({ sep: SEP.de, symbol: '€', position: 'before-space' });
    const number = r.pick([
      String(r.int(20240001, 20269999)),
      `${r.int(10000, 99999)}`,
      `VF${issued.slice(2, 4)}${r.digits(5)}`,
    ]);
    // Subcontracted construction work: VAT reverse-charged ("btw verlegd") and, often, part of
    // the payment due into the subcontractor's G-rekening.
    const verlegd = r.chance(0.2);
    const items = verlegd
      ? draws(
          r,
          CATALOG.servicesNl.filter((p) =>
            /Schilderwerk|Onderhoud|Voorrijkosten|Adviesuren/.test(p.text),
          ),
          r.int(1, 3),
          0,
        )
      : mixed(r, CATALOG.servicesNl, 21, [9], 6);
    const lineDiscount = r.chance(0.2);
    const priced = lineDiscount
      ? items.map((item) =>
          r.chance(0.5)
            ? line(item.description, item.quantity, item.unit, item.rate, {
                ...item,
                discount: r.pick([5, 10, 15]),
              })
            : item,
        )
      : items;
    const s = sums(priced);
    const gShare =
      verlegd && r.chance(0.6) ? Math.round((s.total * r.pick([25, 30, 35])) / 100) : 0;
    const { logo, only } = sellerLogo(r, seller.name, { only: 0.25, any: 0.7 });
    const rows = priced
      .map(
        (item) =>
          `<tr><td class="l">${r.letters(2)}${r.digits(3)}</td><td class="l">${esc(item.description)}</td><td>${qty(item.quantity, SEP.de, 2)}</td><td>${n(item.unit)}</td><td>${item.discount ? `${item.discount}%` : ''}</td><td>${verlegd ? 'verlegd' : `${item.rate}%`}</td><td>${n(item.amount)}</td></tr>`,
      )
      .join('');
    const spec = verlegd
      ? `<tr><td>Verlegd</td><td>${n(s.net)}</td><td>${n(0)}</td></tr>`
      : s.taxes
          .map(
            (row) => `<tr><td>${row.rate}%</td><td>${n(row.base)}</td><td>${n(row.tax)}</td></tr>`,
          )
          .join('');
    const kvk = TAX.kvk(r);
    const btw = TAX.btwNL(r);
    const bank = iban(r, 'NL');
    const body = `
<div class="top"><div class="to">${lines([buyer.name, `T.a.v. ${buyer.contact}`, ...buyer.address])}</div><div style="text-align:right">${logo ? `${img(logo, 'max-height:20mm;display:block;margin-left:auto')}` : ''}${only ? '' : `<b>${esc(seller.name)}</b><br>`}${lines([...seller.address, seller.phone, seller.website])}</div></div>
<h1>Factuur</h1>
<table class="fields"><tr><th>Factuurnummer</th><th>Factuurdatum</th><th>Vervaldatum</th><th>Debiteurnummer</th><th>Uw referentie</th></tr><tr><td>${number}</td><td>${dateOf(issued)}</td><td>${dateOf(addDays(issued, r.pick([14, 30, 30])))}</td><td>${r.int(10000, 99999)}</td><td>${r.chance(0.6) ? `${r.pick(['PO ', 'Project ', ''])}${r.int(100, 99999)}` : ''}</td></tr></table>
<table class="items"><tr><th class="l">Artikel</th><th class="l">Omschrijving</th><th>Aantal</th><th>Prijs</th><th>Korting</th><th>Btw</th><th>Bedrag</th></tr>${rows}</table>
<div class="bottom"><table class="spec"><tr><th>Btw %</th><th>Grondslag</th><th>Btw</th></tr>${spec}</table>
<table class="tot"><tr><td>Totaal excl. btw</td><td>${m(s.net)}</td></tr><tr><td>${verlegd ? 'Btw verlegd' : 'Btw'}</td><td>${m(s.tax)}</td></tr><tr class="t"><td>Totaal incl. btw</td><td>${m(s.total)}</td></tr></table></div>
<div class="pay">${verlegd ? `Btw verlegd naar afnemer (${buyer.name}, btw-nummer ${TAX.btwNL(r)}), art. 12 lid 5 Wet OB.<br>` : ''}${gShare ? `Wij verzoeken u ${m(gShare)} over te maken naar onze G-rekening ${iban(r, 'NL')} en ${m(s.total - gShare)} naar rekening ${bank}, onder vermelding van factuurnummer ${number}.` : `Wij verzoeken u vriendelijk het verschuldigde bedrag binnen de betalingstermijn over te maken op ${bank} onder vermelding van het factuurnummer.`}</div>
<div class="foot">${only ? '' : `${esc(seller.name)} · `}KvK ${kvk} · Btw-nr. ${btw} · IBAN ${bank} · BIC ${r.pick(BIC.NL!)} · Op al onze leveringen en diensten zijn onze algemene voorwaarden van toepassing.</div>`;
    return {
      html: page(EXACT_CSS, body, 'nl'),
      paper: { format: 'A4', margin: ['12mm', '16mm', '12mm', '18mm'] },
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
