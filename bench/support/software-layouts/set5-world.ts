// Set 5's invoices from Brazil, China and Korea: a Brazilian service invoice (NFS-e) as a city
// hall's system prints it (prestador and tomador with CNPJ or CPF and inscrição municipal, the
// verification code, the RPS it replaced, the free-text discriminação, the service value with ISS
// inside it, the federal withholdings, the approximate taxes under the transparency law), an
// exporter's commercial invoice in English from Hong Kong or mainland China (shipper, consignee
// and notify party, Incoterms, ports and vessel, HS codes, cartons and weights, the deposit and
// balance of T/T terms, the amount in words after "SAY", FOB with freight and insurance for CIF)
// and a Korean electronic tax invoice in its English form (approval number, the supplier's and
// recipient's grid side by side, supply value and tax amount in whole won, "This amount is
// claimed").
import {
  addDays,
  esc,
  fmtDate,
  issueDate,
  lines,
  num,
  page,
  SEP,
  truthOf,
  type Layout,
} from './common.ts';
import { img, sellerLogo } from './logo.ts';
import { company, person, type CountryCode } from './people.ts';
import { englishWords } from './set4-parties.ts';
import { brnKR, cnpj, cpf, org5, person5 } from './set5-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Brazil: NFS-e

const BR_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8px;color:#000;line-height:1.35;padding:9mm 10mm}
.f{border:1px solid #000}
.row{display:flex;border-top:1px solid #000}
.row:first-child{border-top:0}
.row>div{padding:1.5mm 2mm}
.row>div+div{border-left:1px solid #000}
.hd .pref{flex:1;display:flex;gap:3mm;align-items:center}
.hd .pref .c{width:14mm;height:16mm;border:1px solid #555;border-radius:0 0 7mm 7mm;text-align:center;font-size:6px;padding-top:4mm}
.hd .pref b{font-size:10px}
.hd .nf{width:62mm}
.hd .nf td{padding:0 2px}
.sec{background:#ddd;text-align:center;font-weight:bold;border-top:1px solid #000;padding:1mm}
.blk{padding:1.5mm 3mm;display:grid;grid-template-columns:2fr 1fr;gap:0.5mm 4mm}
.disc{padding:2mm 3mm;min-height:62mm;white-space:pre-wrap;font-family:"DejaVu Sans Mono","Liberation Mono",monospace;font-size:7.6px}
.tot{text-align:center;font-size:11px;font-weight:bold;border-top:1px solid #000;padding:1.5mm}
table.g{width:100%;border-collapse:collapse}
table.g td{border-top:1px solid #000;border-left:1px solid #000;padding:1mm 2mm;text-align:center}
table.g td:first-child{border-left:0}
table.g td small{display:block;font-size:6.6px}
.oi{padding:2mm 3mm;font-size:7.4px}
`;

const BR_SERVICES = [
  [
    '02800',
    'Análise e desenvolvimento de sistemas',
    [
      'Desenvolvimento de sistema web conforme proposta',
      'Manutenção evolutiva do sistema',
      'Horas de suporte técnico',
    ],
  ],
  [
    '02919',
    'Suporte técnico em informática',
    ['Suporte técnico mensal', 'Atendimento on-site', 'Configuração de rede e servidores'],
  ],
  [
    '03115',
    'Assessoria ou consultoria de qualquer natureza',
    ['Consultoria empresarial', 'Assessoria em processos', 'Relatório de diagnóstico'],
  ],
  [
    '02684',
    'Contabilidade, inclusive serviços técnicos e auxiliares',
    ['Honorários contábeis do mês', 'Elaboração de balancete', 'Declarações acessórias'],
  ],
  [
    '06298',
    'Propaganda e publicidade',
    ['Gestão de mídias sociais', 'Criação de campanha', 'Produção de conteúdo'],
  ],
] as const;

export const brazilNfse: Layout = {
  name: 'br-nfse',
  render(r) {
    const prestador = org5(r, 'BR', { form: 'always' });
    const tomadorCompany = r.chance(0.8);
    const tomador = tomadorCompany
      ? org5(r, 'BR', { avoid: prestador.stem, form: 'always' })
      : person5(r, 'BR');
    const issued = issueDate(r);
    const [code, serviceName, texts] = r.pick(BR_SERVICES);
    const simples = r.chance(0.4);
    const aliquota = r.pick([2, 2.9, 3, 5, 5]);
    const parts = r
      .some(texts, r.int(1, 3))
      .map((text) => ({ text, value: r.int(30, 900) * 1000 + r.pick([0, 0, 50, 990]) }));
    const total = parts.reduce((sum, part) => sum + part.value, 0);
    const iss = Math.round((total * aliquota) / 100);
    const retains = tomadorCompany && !simples && total > 21505;
    const ret = (rate: number) => (retains ? Math.round((total * rate) / 100) : 0);
    const pis = ret(0.65);
    const cofins = ret(3);
    const csll = ret(1);
    const irrf = retains && total > 66667 ? Math.round((total * 1.5) / 100) : 0;
    const issRetido = tomadorCompany && r.chance(0.3);
    const liquido = total - pis - cofins - csll - irrf - (issRetido ? iss : 0);
    const approx = Math.round((total * (simples ? 13.45 : 16.33)) / 100);
    const number = pad(r.int(1, 99999), 8);
    const rps = r.int(1, 20000);
    const n = (cents: number) => num(cents, SEP.de);
    const time = `${pad(r.int(8, 19), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}`;
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const city = prestador.place.city;
    const up = (text: string) => text.toUpperCase();
    const name = up(prestador.name);
    const im = `${r.int(1, 9)}.${r.digits(3)}.${r.digits(3)}-${r.int(0, 9)}`;
    const verification = `${r.alnum(4)}-${r.alnum(4)}`;
    const { logo } = sellerLogo(r, prestador.name, { only: 0, any: 0.4 });
    const discrimination = [
      ...parts.map((part) => `${part.text} ........ R$ ${n(part.value)}`),
      '',
      `Competência: ${fmtDate(issued, 'MM/YYYY')}`,
      r.chance(0.5) ? `Pedido/Contrato: ${r.digits(6)}` : '',
      `Vencimento: ${d(addDays(issued, r.pick([5, 10, 15, 30])))}`,
      `Dados bancários: Banco ${r.pick(['341 Itaú', '237 Bradesco', '001 Banco do Brasil', '260 Nu Pagamentos'])} Ag. ${r.digits(4)} C/C ${r.digits(5)}-${r.int(0, 9)} · PIX: ${cnpj(r).replace(/\D/g, '')}`,
      simples ? 'Documento emitido por ME ou EPP optante pelo Simples Nacional.' : '',
      `Valor aproximado dos tributos: R$ ${n(approx)} (${simples ? '13,45' : '16,33'}%) Fonte: IBPT`,
    ]
      .filter((text) => text !== '')
      .join('\n');
    const party = (
      label: string,
      who: typeof prestador,
      self: boolean,
    ) => `<div class="sec">${label}</div>
<div class="blk"><span>CPF/CNPJ: <b>${who.company ? cnpj(r) : cpf(r)}</b></span><span>Inscrição Municipal: ${who.company ? (self ? im : r.chance(0.5) ? `${r.int(1, 9)}.${r.digits(3)}.${r.digits(3)}-${r.int(0, 9)}` : '----') : '----'}</span>
<span style="grid-column:span 2">Nome/Razão Social: <b>${esc(self ? name : up(who.name))}</b></span>
<span style="grid-column:span 2">Endereço: ${esc(up(who.address.slice(0, 2).join(' - ')))} - ${esc(up(who.address[2] ?? ''))}</span>
<span>Município: ${esc(who.place.city)}</span><span>UF: ${who.place.region}</span>
<span style="grid-column:span 2">E-mail: ${esc(who.email)}</span></div>`;
    const body = `<div class="f">
<div class="row hd"><div class="pref"><div class="c">BRASÃO</div><div><b>PREFEITURA ${city === 'São Paulo' ? 'DO MUNICÍPIO DE SÃO PAULO' : `MUNICIPAL DE ${esc(up(city))}`}</b><br>SECRETARIA MUNICIPAL DA FAZENDA<br><b>NOTA FISCAL ELETRÔNICA DE SERVIÇOS - NFS-e</b><br>RPS Nº ${rps} Série ${r.pick(['A', '1', 'RPS'])}, emitido em ${d(addDays(issued, -r.int(0, 3)))}</div></div>
<div class="nf"><table><tr><td>Número da Nota</td></tr><tr><td><b style="font-size:11px">${number}</b></td></tr><tr><td>Data e Hora de Emissão</td></tr><tr><td><b>${d(issued)} ${time}</b></td></tr><tr><td>Código de Verificação</td></tr><tr><td><b>${verification}</b></td></tr></table></div></div>
${logo ? `<div style="padding:1.5mm 3mm;border-top:1px solid #000">${img(logo, 'max-height:30px')}</div>` : ''}
${party('PRESTADOR DE SERVIÇOS', prestador, true)}
${party('TOMADOR DE SERVIÇOS', tomador, false)}
<div class="sec">INTERMEDIÁRIO DE SERVIÇOS</div><div class="blk"><span>CPF/CNPJ: ----</span><span>Nome/Razão Social: ----</span></div>
<div class="sec">DISCRIMINAÇÃO DOS SERVIÇOS</div><div class="disc">${esc(discrimination)}</div>
<div class="tot">VALOR TOTAL DO SERVIÇO = R$ ${n(total)}</div>
<table class="g"><tr><td><small>INSS (R$)</small>${n(0)}</td><td><small>IRRF (R$)</small>${n(irrf)}</td><td><small>CSLL (R$)</small>${n(csll)}</td><td><small>COFINS (R$)</small>${n(cofins)}</td><td><small>PIS/PASEP (R$)</small>${n(pis)}</td></tr></table>
<table class="g"><tr><td colspan="5" style="text-align:left">Código do Serviço<br><b>${code} - ${esc(serviceName)}</b></td></tr>
<tr><td><small>Valor Total das Deduções (R$)</small>${n(0)}</td><td><small>Base de Cálculo (R$)</small>${n(total)}</td><td><small>Alíquota (%)</small>${String(aliquota).replace('.', ',')}%</td><td><small>Valor do ISS (R$)</small>${n(iss)}</td><td><small>Crédito (R$)</small>${n(0)}</td></tr>
<tr><td colspan="2"><small>Município da Prestação do Serviço</small>${esc(city)}</td><td><small>Número Inscrição da Obra</small>----</td><td colspan="2"><small>Valor Aproximado dos Tributos / Fonte</small>R$ ${n(approx)} / IBPT</td></tr></table>
<div class="sec">OUTRAS INFORMAÇÕES</div>
<div class="oi">(1) Esta NFS-e foi emitida com respaldo na legislação municipal vigente. (2) ${issRetido ? 'O ISS desta NFS-e será RETIDO pelo Tomador de Serviços, que deverá recolhê-lo.' : `Data de vencimento do ISS desta NFS-e: ${d(addDays(issued, 25))}.`} (3) Esta NFS-e substitui o RPS Nº ${rps}.${retains || issRetido ? ` (4) Valor líquido a pagar: R$ ${n(liquido)}.` : ''}</div></div>`;
    return {
      html: page(BR_CSS, body, 'pt'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        // In capitals, as the NFS-e prints the razão social.
        vendor: name,
        // ISS is inside the service value: no net is printed; the tax is the ISS, the total the
        // service value (not the "valor líquido" after withholdings, nor the IBPT estimate).
        amount: null,
        taxAmount: iss,
        total,
        currency: 'BRL',
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Hong Kong / China: an exporter's commercial invoice

const CI_CSS = `
body{font-family:Arial,"Liberation Sans",sans-serif;font-size:8.4px;color:#111;line-height:1.38;padding:10mm 12mm}
.lh{text-align:center;border-bottom:2px solid #111;padding-bottom:2mm}
.lh .n{font-size:17px;font-weight:bold;letter-spacing:.5px}
h1{text-align:center;font-size:15px;letter-spacing:3px;margin:3mm 0;text-decoration:underline}
table.h{width:100%;border:1px solid #111}
table.h td{border:1px solid #111;padding:1.5mm 2mm;vertical-align:top;width:50%}
table.h .lb{font-weight:bold;font-size:7.6px;text-transform:uppercase}
table.l{width:100%;margin-top:3mm;border:1px solid #111}
table.l th{border:1px solid #111;background:#eee;padding:1.5mm;font-size:7.6px}
table.l td{border-left:1px solid #111;border-right:1px solid #111;padding:1mm 1.5mm;text-align:right;vertical-align:top}
table.l td.t{text-align:left}
table.l tr.s td{border-top:1px solid #111;font-weight:bold}
.say{margin-top:2mm;font-weight:bold}
.sig{display:flex;justify-content:space-between;margin-top:8mm;align-items:flex-end}
.chop{width:30mm;height:30mm;border:2px solid #c0392b;border-radius:50%;color:#c0392b;display:flex;align-items:center;justify-content:center;text-align:center;font-size:6.5px;font-weight:bold;transform:rotate(-12deg);opacity:.75;margin-left:14mm}
`;

const CI_GOODS = [
  ['LED PANEL LIGHT 600X600MM 40W', '9405.42', 8, 22],
  ['BLUETOOTH SPEAKER, MODEL BT-', '8518.22', 6, 18],
  ['USB-C CHARGING CABLE 1M, BRAIDED', '8544.42', 0.6, 1.8],
  ['STAINLESS STEEL WATER BOTTLE 750ML', '9617.00', 2.5, 5.5],
  ['COTTON T-SHIRT, 180GSM, ASSORTED SIZES', '6109.10', 2.2, 4.8],
  ['SILICONE KITCHEN UTENSIL SET (6 PCS)', '3924.10', 3.1, 6.5],
  ['POWER BANK 10000MAH, MODEL PB-', '8507.60', 5.5, 12],
  ['PLASTIC STORAGE BOX 20L WITH LID', '3924.90', 1.4, 3.2],
  ['WIRELESS MOUSE 2.4G, MODEL WM-', '8471.60', 2.1, 4.9],
] as const;

export const commercialInvoice: Layout = {
  name: 'hk-cn-commercial-invoice',
  render(r) {
    const hk = r.chance(0.45);
    const seller = org5(r, hk ? 'HK' : 'CN', { form: 'always' });
    const buyerCode = r.pick<CountryCode>(['US', 'GB', 'DE', 'AU', 'NL', 'CA', 'FR']);
    const buyer = company(r, buyerCode, { form: 'always' });
    const issued = issueDate(r);
    const cur = r.chance(0.8) ? 'USD' : r.chance(0.5) ? 'EUR' : 'HKD';
    const rateFx = cur === 'HKD' ? 7.8 : 1;
    const n = (cents: number) => num(cents, SEP.en);
    const dFmt = r.pick(['MMM. D, YYYY', 'MMM D, YYYY', 'DD-MMM-YY', 'YYYY-MM-DD']);
    const d = (iso: string) => fmtDate(iso, dFmt).toUpperCase();
    const goods = r.some(CI_GOODS, r.int(1, 5)).map(([text, hs, low, high]) => {
      const quantity = r.int(5, 240) * r.pick([10, 12, 20, 50]);
      const unit = Math.round((low + r.next() * (high - low)) * 100 * rateFx);
      return {
        text: text.endsWith('-') ? `${text}${r.letters(1)}${r.digits(3)}` : text,
        hs,
        quantity,
        unit,
        amount: quantity * unit,
        cartons: Math.ceil(quantity / r.pick([10, 20, 24, 50, 100])),
      };
    });
    const fob = goods.reduce((sum, entry) => sum + entry.amount, 0);
    const cif = r.chance(0.35);
    const freight = cif ? r.int(600, 3800) * 100 * rateFx : 0;
    const insurance = cif ? Math.round(((fob + freight) * 1.1 * 0.003) / 1) : 0;
    const total = fob + freight + insurance;
    const depositShare = r.chance(0.5) ? r.pick([0.3, 0.3, 0.5]) : 0;
    const deposit = Math.round(total * depositShare);
    const prefix = seller.stem.replace(/[^A-Z]/g, '').slice(0, 3) || 'CI';
    const number = r.pick([
      `${prefix}${issued.slice(2, 4)}${pad(r.int(1, 999), 3)}`,
      `${prefix}-${issued.slice(0, 4)}-${pad(r.int(1, 9999), 4)}`,
      `CI${issued.slice(2, 4)}${issued.slice(5, 7)}${pad(r.int(1, 99), 2)}`,
    ]);
    const ports = hk
      ? ['HONG KONG', 'KWAI CHUNG, HONG KONG']
      : [
          'YANTIAN, SHENZHEN',
          'SHEKOU, SHENZHEN',
          'NINGBO',
          'SHANGHAI',
          'XIAMEN',
          'NANSHA, GUANGZHOU',
        ];
    const pol = r.pick(ports);
    const pod = {
      US: 'LOS ANGELES, USA',
      GB: 'FELIXSTOWE, UK',
      DE: 'HAMBURG, GERMANY',
      AU: 'SYDNEY, AUSTRALIA',
      NL: 'ROTTERDAM, NETHERLANDS',
      CA: 'VANCOUVER, CANADA',
      FR: 'LE HAVRE, FRANCE',
    }[buyerCode as 'US'];
    const incoterm = cif ? `CIF ${pod.split(',')[0]}` : `FOB ${pol.split(',')[0]}`;
    const cartons = goods.reduce((sum, entry) => sum + entry.cartons, 0);
    const nw = (cartons * r.int(40, 180)) / 10;
    const dollars = Math.floor(total / 100);
    const cents = total % 100;
    const currencyWords =
      cur === 'USD' ? 'US DOLLARS' : cur === 'EUR' ? 'EURO' : 'HONG KONG DOLLARS';
    const say = `SAY TOTAL ${currencyWords} ${englishWords(dollars).toUpperCase()}${cents ? ` AND CENTS ${englishWords(cents).toUpperCase()}` : ''} ONLY.`;
    const vessel = `${r.pick(['MSC', 'COSCO', 'OOCL', 'EVER', 'CMA CGM', 'MAERSK'])} ${r.pick(['AURORA', 'SHIPPING STAR', 'HARMONY', 'GENIUS', 'TIGRIS', 'ESSEX'])} V.${r.int(100, 999)}${r.pick(['E', 'W', 'N', 'S'])}`;
    const rows = goods
      .map(
        (entry, index) =>
          `<tr><td class="t">${index === 0 ? lines(r.chance(0.5) ? ['N/M'] : [buyer.stem.toUpperCase(), `C/NO. 1-${cartons}`, 'MADE IN CHINA']) : ''}</td><td class="t">${esc(entry.text)}</td><td>${entry.hs}</td><td>${n(entry.quantity * 100).slice(0, -3)} PCS</td><td>${cur} ${(entry.unit / 100).toFixed(2)}</td><td>${n(entry.amount)}</td></tr>`,
      )
      .join('');
    const totalsRows = cif
      ? `<tr class="s"><td class="t" colspan="3">FOB VALUE</td><td></td><td></td><td>${n(fob)}</td></tr><tr><td class="t" colspan="5">OCEAN FREIGHT</td><td>${n(freight)}</td></tr><tr><td class="t" colspan="5">INSURANCE (110% CIF, 0.3%)</td><td>${n(insurance)}</td></tr><tr class="s"><td class="t" colspan="3">TOTAL ${incoterm}:</td><td>${n(goods.reduce((s, e) => s + e.quantity, 0) * 100).slice(0, -3)} PCS</td><td>${cur}</td><td>${n(total)}</td></tr>`
      : `<tr class="s"><td class="t" colspan="3">TOTAL ${incoterm}:</td><td>${n(goods.reduce((s, e) => s + e.quantity, 0) * 100).slice(0, -3)} PCS</td><td>${cur}</td><td>${n(total)}</td></tr>`;
    const body = `<div class="lh"><div class="n">${esc(seller.name.toUpperCase())}</div>${lines([...seller.address.map((item) => item.toUpperCase()), `TEL: ${seller.phone}   FAX: ${seller.phone.slice(0, -4)}${r.digits(4)}   E-MAIL: ${seller.email}`])}</div>
<h1>COMMERCIAL INVOICE</h1>
<table class="h"><tr><td><div class="lb">Shipper / Exporter</div>${lines([seller.name.toUpperCase(), ...seller.address.map((item) => item.toUpperCase())])}</td><td><div class="lb">Invoice No. &amp; Date</div>NO.: <b>${esc(number)}</b><br>DATE: <b>${d(issued)}</b><br><span class="lb">P/O No.:</span> ${r.chance(0.8) ? `${r.letters(2)}${r.digits(5)}` : 'AS PER BUYER'}${r.chance(0.4) ? `<br><span class="lb">S/C No.:</span> ${prefix}SC${issued.slice(2, 4)}${r.digits(3)}` : ''}</td></tr>
<tr><td><div class="lb">Consignee</div>${lines([buyer.name.toUpperCase(), ...buyer.address.map((item) => item.toUpperCase()), buyer.country.name.toUpperCase(), `TEL: ${buyer.phone}`])}</td><td><div class="lb">Terms of delivery and payment</div>${lines([incoterm, depositShare ? `T/T ${depositShare * 100}% DEPOSIT, ${100 - depositShare * 100}% BALANCE AGAINST COPY OF B/L` : r.pick(['T/T 100% BEFORE SHIPMENT', 'L/C AT SIGHT', 'T/T 60 DAYS AFTER B/L DATE']), r.chance(0.3) ? `L/C NO.: ${r.letters(3)}${r.digits(9)}` : ''].filter(Boolean))}</td></tr>
<tr><td><div class="lb">Notify party</div>${r.chance(0.6) ? 'SAME AS CONSIGNEE' : lines([person(r, buyerCode).name.toUpperCase(), `${r.pick(['FLEXPORT', 'DSV', 'KUEHNE + NAGEL', 'DB SCHENKER'])} (CUSTOMS BROKER)`])}</td><td><div class="lb">Shipment</div>${lines([`PORT OF LOADING: ${pol}`, `PORT OF DISCHARGE: ${pod}`, `VESSEL / VOYAGE: ${vessel}`, `ETD: ${d(addDays(issued, r.int(2, 12)))}`, `COUNTRY OF ORIGIN: ${hk && r.chance(0.3) ? 'HONG KONG' : 'CHINA'}`])}</td></tr></table>
<table class="l"><tr><th>Marks &amp; Nos.</th><th>Description of goods</th><th>HS code</th><th>Quantity</th><th>Unit price</th><th>Amount (${cur})</th></tr>${rows}<tr><td class="t" style="height:10mm"></td><td></td><td></td><td></td><td></td><td></td></tr>${totalsRows}</table>
<div class="say">${esc(say)}</div>
<div style="margin-top:2mm">${lines([`TOTAL PACKAGES: ${cartons} CARTONS`, `N.W.: ${nw.toFixed(2)} KGS   G.W.: ${(nw * 1.12).toFixed(2)} KGS   MEAS.: ${(cartons * 0.045).toFixed(3)} CBM`, depositShare ? `DEPOSIT RECEIVED ${d(addDays(issued, -r.int(20, 60)))}: ${cur} ${n(deposit)}   BALANCE DUE: ${cur} ${n(total - deposit)}` : '', `BENEFICIARY BANK: ${r.pick(['HSBC HONG KONG', 'BANK OF CHINA (HONG KONG) LTD', 'STANDARD CHARTERED BANK (HK)', 'CHINA MERCHANTS BANK SHENZHEN'])}, A/C NO. ${r.digits(3)}-${r.digits(6)}-${r.digits(3)}, SWIFT ${r.pick(['HSBCHKHHHKH', 'BKCHHKHHXXX', 'SCBLHKHHXXX', 'CMBCCNBS'])}`].filter(Boolean))}</div>
<div class="sig"><div>WE HEREBY CERTIFY THAT THE ABOVE INFORMATION IS TRUE AND CORRECT.</div><div style="text-align:center">For and on behalf of<br><b>${esc(seller.name)}</b><div style="display:flex;align-items:flex-end"><div style="border-top:1px solid #111;width:45mm;margin-top:16mm">Authorized Signature(s)</div><div class="chop">${esc(seller.stem.toUpperCase())}<br>★</div></div></div></div>`;
    return {
      html: page(CI_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: seller.name,
        // No tax on an export invoice and no net apart from the total (FOB, or CIF with freight
        // and insurance); the deposit and balance are distractors.
        amount: null,
        taxAmount: null,
        total,
        currency: cur,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Korea: an electronic tax invoice in its English form

const KR_CSS = `
body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:7.8px;color:var(--c);line-height:1.3;padding:12mm 11mm}
table{width:100%;border:2px solid var(--c)}
td,th{border:1px solid var(--c);padding:1.2mm 1.5mm;font-weight:normal}
.v{color:#111}
.ti{font-size:17px;font-weight:bold;text-align:center;letter-spacing:2px}
.side{width:6mm;text-align:center;writing-mode:vertical-rl;font-weight:bold}
.k{width:22mm;text-align:center}
.num td{text-align:right}
`;

export const koreanTaxInvoice: Layout = {
  name: 'kr-tax-invoice-en',
  render(r) {
    const seller = org5(r, 'KR', { form: 'always' });
    const buyer = org5(r, 'KR', { avoid: seller.stem, form: 'always' });
    const issued = issueDate(r);
    const items = Array.from({ length: r.int(1, 4) }, () => {
      const quantity = r.int(1, 40);
      const unit = r.int(5, 900) * 1000;
      const supply = quantity * unit;
      return {
        day: addDays(issued, -r.int(0, 10)),
        item: r.pick([
          'Software maintenance',
          'Cloud server usage',
          'Consulting service',
          'Network equipment',
          'Office supplies',
          'Printing service',
          'Installation service',
          'Steel parts',
        ]),
        spec: r.pick(['EA', 'SET', 'M/M', 'BOX', '']),
        quantity,
        unit,
        supply,
        tax: Math.floor(supply / 10),
      };
    }).sort((a, b) => (a.day < b.day ? -1 : 1));
    const supply = items.reduce((sum, entry) => sum + entry.supply, 0);
    const tax = items.reduce((sum, entry) => sum + entry.tax, 0);
    const total = supply + tax;
    const won = (value: number) => num(value * 100, SEP.en).slice(0, -3);
    const approval = `${issued.replace(/-/g, '')}-${r.pick(['41000', '10000', '42000'])}${r.digits(3)}-${r.alnum(8).toLowerCase()}`;
    const claimed = r.chance(0.7);
    const recipientCopy = r.chance(0.5);
    const colour = recipientCopy ? '#1f3f8f' : '#b22222';
    const { logo } = sellerLogo(r, seller.name, { only: 0, any: 0.3, colour });
    const party = (label: string) => `<td class="side" rowspan="5">${label}</td>
<td class="k">Reg. No.</td><td class="v">${brnKR(r)}</td><td class="k">Sub. place No.</td><td class="v"></td>`;
    const rest = (who: typeof seller) => [
      `<td class="k">Company name</td><td class="v">${esc(who.name)}</td><td class="k">Representative</td><td class="v">${esc(who.contact)}</td>`,
      `<td class="k">Address</td><td class="v" colspan="3">${esc(who.address.join(' '))}</td>`,
      `<td class="k">Business type</td><td class="v">${r.pick(['Service', 'Wholesale', 'Manufacturing', 'Information & communication'])}</td><td class="k">Item</td><td class="v">${r.pick(['Software', 'IT consulting', 'Electronic parts', 'Office equipment'])}</td>`,
      `<td class="k">E-mail</td><td class="v" colspan="3">${esc(who.email)}</td>`,
    ];
    const s = rest(seller);
    const b = rest(buyer);
    const partyRows = [0, 1, 2, 3].map((i) => `<tr>${s[i]}${b[i]}</tr>`).join('');
    const itemRows = items
      .map(
        (entry) =>
          `<tr class="v"><td>${Number(entry.day.slice(5, 7))}</td><td>${Number(entry.day.slice(8))}</td><td colspan="3" style="text-align:left">${esc(entry.item)}</td><td>${entry.spec}</td><td style="text-align:right">${entry.quantity}</td><td style="text-align:right">${won(entry.unit)}</td><td style="text-align:right">${won(entry.supply)}</td><td style="text-align:right">${won(entry.tax)}</td><td></td></tr>`,
      )
      .join('');
    const blanks = Array.from(
      { length: Math.max(0, 4 - items.length) },
      () =>
        '<tr><td>&nbsp;</td><td></td><td colspan="3"></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>',
    ).join('');
    const body = `<div style="--c:${colour}">${logo ? `<div style="margin-bottom:2mm">${img(logo, 'max-height:30px')}</div>` : ''}
<table><tr><td class="ti" colspan="7">ELECTRONIC TAX INVOICE <span style="font-size:9px;font-weight:normal;letter-spacing:0">(${recipientCopy ? "for recipient's keeping" : "for supplier's keeping"})</span></td><td colspan="2">Approval No.</td><td class="v" colspan="2">${approval}</td></tr></table>
<table style="border-top:0"><tr>${party('SUPPLIER')}${party('RECIPIENT')}</tr>${partyRows}</table>
<table style="border-top:0"><tr><td>Date of issue</td><td>Supply value</td><td>Tax amount</td><td>Remarks</td></tr><tr class="v num"><td style="text-align:center">${fmtDate(issued, r.pick(['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY. MM. DD.']))}</td><td>${won(supply)}</td><td>${won(tax)}</td><td></td></tr></table>
<table style="border-top:0"><tr><td>Month</td><td>Day</td><td colspan="3">Item</td><td>Spec.</td><td>Qty</td><td>Unit price</td><td>Supply value</td><td>Tax amount</td><td>Remarks</td></tr>${itemRows}${blanks}</table>
<table style="border-top:0"><tr><td>Total amount</td><td>Cash</td><td>Check</td><td>Note</td><td>Credit (A/R)</td><td rowspan="2" style="text-align:center">This amount is<br><b>${claimed ? 'claimed' : 'receipted'}</b></td></tr><tr class="v num"><td>${won(total)}</td><td>${claimed ? '' : won(total)}</td><td></td><td></td><td>${claimed ? won(total) : ''}</td></tr></table>
<p class="v" style="margin-top:4mm;font-size:7px">This electronic tax invoice was issued and transmitted to the National Tax Service under Article 32 of the Value-Added Tax Act. Verify at hometax.go.kr with the approval number.${claimed ? ` Payment due ${fmtDate(addDays(issued, 30), 'YYYY-MM-DD')} to ${r.pick(['Shinhan Bank', 'KB Kookmin Bank', 'Woori Bank', 'Hana Bank'])} ${r.digits(3)}-${r.digits(3)}-${r.digits(6)}.` : ''}</p></div>`;
    return {
      html: page(KR_CSS, body),
      paper: { format: 'A4' },
      truth: truthOf({
        // The approval number is the invoice's only number.
        invoiceNumber: approval,
        date: issued,
        vendor: seller.name,
        amount: supply * 100,
        taxAmount: tax * 100,
        total: total * 100,
        currency: 'KRW',
      }),
    };
  },
};
