// Set 6's Brazilian product invoice: the DANFE, the printed summary of an NF-e, as the emitting
// systems print it on one portrait page (the receipt stub with the number and series; the
// emitter's block beside "DANFE", 0 - ENTRADA / 1 - SAÍDA, the number as 000.012.345, the
// series and the sheet; the access key of 44 digits under its barcode, its check digit computed;
// the nature of the operation and the authorisation protocol; state registration and CNPJ; the
// recipient's block with the dates of issue and of departure; the instalments (duplicatas); the
// tax calculation grid, ICMS on a base with the freight and without the discount, IPI 0,00 for a
// trader; the carrier and volumes; the products with NCM, CST, CFOP and their ICMS; additional
// data with the approximate taxes of the transparency law).
import { addDays, esc, fmtDate, num, page, SEP, truthOf, type Layout } from './common.ts';
import { img } from './logo.ts';
import { cnpj, org5 } from './set5-parties.ts';
import { barcodePicture, pastDate } from './set6-parties.ts';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const DANFE_CSS = `
body{font-family:"Times New Roman","Liberation Serif",serif;font-size:7.6px;color:#000;line-height:1.15;padding:7mm 8mm}
table{width:100%;border-collapse:collapse;table-layout:fixed}
td{border:1px solid #000;padding:0.6mm 1mm;vertical-align:top;overflow:hidden}
td small{display:block;font-family:Arial,"Liberation Sans",sans-serif;font-size:5.4px;text-transform:uppercase}
td b{font-size:8px}
.sec{font-family:Arial,"Liberation Sans",sans-serif;font-size:6.2px;font-weight:bold;margin:1.4mm 0 0.3mm}
.c{text-align:center}
.n{text-align:right}
.big{font-size:13px;font-weight:bold}
.prod td{border-top:0;border-bottom:0;font-size:6.6px}
.prod tr.h td{border:1px solid #000;font-family:Arial,"Liberation Sans",sans-serif;font-size:5.4px;text-align:center;font-weight:bold}
.prod tr:last-child td{border-bottom:1px solid #000}
.stub{border-bottom:1px dashed #000;padding-bottom:1.5mm;margin-bottom:1.5mm}
`;

const DANFE_GOODS = [
  ['CADEIRA DE ESCRITORIO GIRATORIA C/ BRACOS', '94013090', 'UN', 380, 1200],
  ['NOTEBOOK 15.6" CORE I5 8GB SSD 256GB', '84713012', 'UN', 2900, 4800],
  ['MONITOR LED 24" FULL HD', '85285200', 'UN', 650, 1100],
  ['PAPEL SULFITE A4 75G CX C/ 10 RESMAS', '48025610', 'CX', 180, 290],
  ['TONER COMPATIVEL 85A PRETO', '84439933', 'UN', 45, 120],
  ['CABO DE REDE CAT6 CX 305M AZUL', '85444900', 'CX', 480, 890],
  ['FILTRO DE LINHA 6 TOMADAS BIVOLT', '85363000', 'UN', 35, 90],
  ['LUVA NITRILICA S/ PO CX C/ 100', '40151900', 'CX', 28, 55],
  ['OLEO LUBRIFICANTE HIDRAULICO 68 BALDE 20L', '27101932', 'BD', 320, 560],
  ['PARAFUSO SEXTAVADO M8X30 ZINCADO CX C/ 100', '73181500', 'CX', 22, 48],
  ['DISJUNTOR TERMOMAGNETICO BIPOLAR 32A', '85362000', 'PC', 38, 85],
] as const;

const UF_CODE: Record<string, string> = { SP: '35', RJ: '33', MG: '31', PR: '41', RS: '43' };
const INTRA: Record<string, number> = { SP: 18, RJ: 20, MG: 18, PR: 19.5, RS: 17 };

/** The NF-e access key's check digit: weights 2 to 9 from the right, modulo 11. */
function keyDigit(digits: string): number {
  const sum = [...digits]
    .reverse()
    .reduce((acc, char, index) => acc + Number(char) * ((index % 8) + 2), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export const brazilDanfe: Layout = {
  name: 'br-danfe',
  render(r) {
    const seller = org5(r, 'BR', {
      form: 'always',
      trades: ['Comércio', 'Distribuidora', 'Comercial', 'Suprimentos'],
    });
    const buyer = org5(r, 'BR', { avoid: seller.stem, form: 'always' });
    const name = seller.name.toUpperCase();
    const issued = pastDate(r);
    const time = `${pad(r.int(7, 18), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}`;
    const ufS = seller.place.region;
    const ufB = buyer.place.region;
    const interstate = ufS !== ufB;
    const rate = interstate ? 12 : (INTRA[ufS] ?? 18);
    const cfop = interstate ? '6102' : '5102';
    const n = (cents: number) => num(cents, SEP.de);
    const goods = r.some(DANFE_GOODS, r.int(1, 7)).map(([text, ncm, unit, low, high]) => {
      const quantity = high < 130 ? r.int(5, 120) : r.int(1, 12);
      const price = Math.round((low + r.next() * (high - low)) * 100);
      return {
        code: pad(r.int(100, 99999), 6),
        text,
        ncm,
        unit,
        quantity,
        price,
        total: quantity * price,
      };
    });
    const products = goods.reduce((sum, entry) => sum + entry.total, 0);
    const freight = r.chance(0.4) ? r.int(2500, 45000) : 0;
    const discount = r.chance(0.25) ? Math.round(products * r.pick([0.02, 0.03, 0.05])) : 0;
    // The freight and the discount shared over the lines, each line's ICMS rounded once.
    let freightLeft = freight;
    let discountLeft = discount;
    const lines = goods.map((entry, index) => {
      const last = index === goods.length - 1;
      const f = last ? freightLeft : Math.round((freight * entry.total) / products);
      const dsc = last ? discountLeft : Math.round((discount * entry.total) / products);
      freightLeft -= f;
      discountLeft -= dsc;
      const base = entry.total + f - dsc;
      return { ...entry, base, icms: Math.round((base * rate) / 100) };
    });
    const base = lines.reduce((sum, entry) => sum + entry.base, 0);
    const icms = lines.reduce((sum, entry) => sum + entry.icms, 0);
    const total = products + freight - discount;
    const nNF = r.int(1, 999999);
    const number = `${pad(Math.floor(nNF / 1_000_000), 3)}.${pad(Math.floor(nNF / 1000) % 1000, 3)}.${pad(nNF % 1000, 3)}`;
    const serie = r.pick(['1', '001', '2']);
    const sellerCnpj = cnpj(r);
    const body44 = `${UF_CODE[ufS] ?? '35'}${issued.slice(2, 4)}${issued.slice(5, 7)}${sellerCnpj.replace(/\D/g, '')}55${pad(Number(serie), 3)}${pad(nNF, 9)}1${r.digits(8)}`;
    const key = `${body44}${keyDigit(body44)}`;
    const keyText = key.replace(/(\d{4})(?=\d)/g, '$1 ');
    const protocol = `1${UF_CODE[ufS] ?? '35'}${issued.slice(2, 4)}${r.digits(10)}`;
    const ie = (uf: string) =>
      uf === 'SP'
        ? `${r.digits(3)}.${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`
        : r.digits(uf === 'MG' ? 13 : 10);
    const d = (iso: string) => fmtDate(iso, 'DD/MM/YYYY');
    const out = addDays(issued, r.int(0, 2));
    const bairro = (who: typeof seller) => who.address[1]?.split(' - ')[0] ?? 'CENTRO';
    const up = (text: string) => esc(text.toUpperCase());
    const installments = r.chance(0.6) ? r.int(1, 3) : 0;
    const dups = Array.from({ length: installments }, (_, index) => {
      const share = Math.floor(total / installments);
      const value = index === installments - 1 ? total - share * (installments - 1) : share;
      return `<td><small>Núm. ${pad(index + 1, 3)} · Venc. ${d(addDays(issued, 30 * (index + 1)))}</small>R$ ${n(value)}</td>`;
    });
    const fob = !freight && r.chance(0.5);
    const carrier = r.pick([
      'TRANSPORTADORA RAPIDO SUL LTDA',
      'EXPRESSO SERRA AZUL TRANSPORTES LTDA',
      'JAMEF TRANSPORTES LTDA',
      'CORREIOS',
    ]);
    const volumes = r.int(1, 24);
    const weight = (volumes * r.int(20, 220)) / 10;
    const approx = Math.round(total * 0.3123);
    const barcode = barcodePicture(r, 250, 34);
    const rows = lines
      .map(
        (entry) =>
          `<tr><td>${entry.code}</td><td style="width:30%">${esc(entry.text)}</td><td class="c">${entry.ncm}</td><td class="c">000</td><td class="c">${cfop}</td><td class="c">${entry.unit}</td><td class="n">${n(entry.quantity * 100).replace(',00', ',0000')}</td><td class="n">${n(entry.price)}</td><td class="n">${n(entry.total)}</td><td class="n">${n(entry.base)}</td><td class="n">${n(entry.icms)}</td><td class="n">0,00</td><td class="n">${String(rate).replace('.', ',')}</td><td class="n">0,00</td></tr>`,
      )
      .join('');
    const fill = Math.max(0, 14 - lines.length);
    const body = `<div class="stub"><table><tr><td colspan="2" style="width:80%"><small>Recebemos de ${up(name)} os produtos e/ou serviços constantes da nota fiscal eletrônica indicada ao lado. Emissão: ${d(issued)} Valor total: R$ ${n(total)} Destinatário: ${up(buyer.name)}</small>&nbsp;</td><td rowspan="2" class="c"><b>NF-e</b><br>Nº ${number}<br>Série ${serie}</td></tr><tr><td style="width:22%"><small>Data de recebimento</small>&nbsp;</td><td><small>Identificação e assinatura do recebedor</small>&nbsp;</td></tr></table></div>
<table><tr><td style="width:38%"><small>Identificação do emitente</small><b style="font-size:10px">${up(name)}</b><br>${up(seller.address[0]!)}<br>${up(bairro(seller))} - ${up(seller.place.city)} - ${ufS}<br>CEP: ${seller.place.postcode} · Fone: ${seller.phone}</td>
<td class="c" style="width:20%"><span class="big">DANFE</span><br>Documento Auxiliar da<br>Nota Fiscal Eletrônica<br><br>0 - ENTRADA<br>1 - SAÍDA &nbsp;<b style="border:1px solid #000;padding:0 3px">1</b><br><br><b>Nº ${number}</b><br><b>SÉRIE ${serie}</b><br>FOLHA 1/1</td>
<td class="c">${img(barcode, 'width:100%;height:34px;max-width:none')}<small>Chave de acesso</small><b>${keyText}</b><br><br>Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora</td></tr></table>
<table><tr><td style="width:58%"><small>Natureza da operação</small>VENDA DE MERCADORIA ADQUIRIDA OU RECEBIDA DE TERCEIROS</td><td><small>Protocolo de autorização de uso</small>${protocol} - ${d(issued)} ${time}</td></tr></table>
<table><tr><td><small>Inscrição estadual</small>${ie(ufS)}</td><td><small>Inscrição estadual do subst. trib.</small>&nbsp;</td><td><small>CNPJ</small>${sellerCnpj}</td></tr></table>
<div class="sec">DESTINATÁRIO / REMETENTE</div>
<table><tr><td style="width:56%"><small>Nome / Razão social</small>${up(buyer.name)}</td><td><small>CNPJ / CPF</small>${cnpj(r)}</td><td style="width:16%"><small>Data da emissão</small>${d(issued)}</td></tr>
<tr><td><small>Endereço</small>${up(buyer.address[0]!)}</td><td><small>Bairro / Distrito</small>${up(bairro(buyer))}</td><td><small>Data da saída/entrada</small>${d(out)}</td></tr></table>
<table><tr><td style="width:36%"><small>Município</small>${up(buyer.place.city)}</td><td style="width:8%"><small>UF</small>${ufB}</td><td><small>CEP</small>${buyer.place.postcode}</td><td><small>Fone / Fax</small>${buyer.phone}</td><td><small>Inscrição estadual</small>${ie(ufB)}</td><td style="width:16%"><small>Hora da saída</small>${time}</td></tr></table>
${dups.length ? `<div class="sec">FATURA / DUPLICATAS</div><table><tr>${dups.join('')}${'<td>&nbsp;</td>'.repeat(4 - dups.length)}</tr></table>` : ''}
<div class="sec">CÁLCULO DO IMPOSTO</div>
<table><tr><td><small>Base de cálculo do ICMS</small><span class="n" style="display:block">${n(base)}</span></td><td><small>Valor do ICMS</small><span class="n" style="display:block">${n(icms)}</span></td><td><small>Base de cálc. ICMS S.T.</small><span class="n" style="display:block">0,00</span></td><td><small>Valor do ICMS subst.</small><span class="n" style="display:block">0,00</span></td><td><small>Valor total dos produtos</small><span class="n" style="display:block">${n(products)}</span></td></tr>
<tr><td><small>Valor do frete</small><span class="n" style="display:block">${n(freight)}</span></td><td><small>Valor do seguro</small><span class="n" style="display:block">0,00</span></td><td><small>Desconto</small><span class="n" style="display:block">${n(discount)}</span></td><td><small>Outras despesas acessórias</small><span class="n" style="display:block">0,00</span></td><td><small>Valor total do IPI</small><span class="n" style="display:block">0,00</span></td></tr>
<tr><td colspan="4" style="border-right:0"></td><td><small>Valor total da nota</small><span class="n" style="display:block"><b>${n(total)}</b></span></td></tr></table>
<div class="sec">TRANSPORTADOR / VOLUMES TRANSPORTADOS</div>
<table><tr><td style="width:34%"><small>Razão social</small>${carrier}</td><td><small>Frete por conta</small>${fob ? '1-Destinatário (FOB)' : '0-Emitente (CIF)'}</td><td><small>Código ANTT</small>&nbsp;</td><td><small>Placa do veículo</small>${carrier === 'CORREIOS' ? '' : `${r.letters(3)}${r.int(0, 9)}${r.letters(1)}${r.digits(2)}`}</td><td style="width:6%"><small>UF</small>${ufS}</td><td><small>CNPJ / CPF</small>${cnpj(r)}</td></tr>
<tr><td><small>Quantidade</small>${volumes}</td><td><small>Espécie</small>${r.pick(['CAIXA', 'VOLUME', 'PALETE'])}</td><td><small>Marca</small>&nbsp;</td><td><small>Numeração</small>&nbsp;</td><td colspan="2"><small>Peso bruto / Peso líquido</small>${weight.toFixed(3).replace('.', ',')} / ${(weight * 0.92).toFixed(3).replace('.', ',')}</td></tr></table>
<div class="sec">DADOS DO PRODUTO / SERVIÇO</div>
<table class="prod"><tr class="h"><td>Código produto</td><td style="width:30%">Descrição do produto / serviço</td><td>NCM/SH</td><td>O/CST</td><td>CFOP</td><td>UN</td><td>Quant.</td><td>Valor unit.</td><td>Valor total</td><td>B. cálc. ICMS</td><td>Valor ICMS</td><td>Valor IPI</td><td>Alíq. ICMS</td><td>Alíq. IPI</td></tr>${rows}${'<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(fill)}</table>
<div class="sec">DADOS ADICIONAIS</div>
<table><tr><td style="width:66%;height:22mm"><small>Informações complementares</small>Pedido ${r.int(10000, 99999)}${r.chance(0.5) ? ` · Seu pedido de compra ${r.digits(7)}` : ''} · Vendedor: ${esc(seller.contact)}. Valor aproximado dos tributos: R$ ${n(approx)} (31,23%) Fonte: IBPT. ${interstate ? 'Operação interestadual.' : ''} Dados bancários: Banco ${r.pick(['341', '237', '001', '033'])} Ag. ${r.digits(4)} C/C ${r.digits(5)}-${r.int(0, 9)}.</td><td><small>Reservado ao fisco</small>&nbsp;</td></tr></table>`;
    return {
      html: page(DANFE_CSS, body, 'pt'),
      paper: { format: 'A4' },
      truth: truthOf({
        invoiceNumber: number,
        date: issued,
        vendor: name,
        // The ICMS is inside the products' value: no net is printed; the tax is the ICMS (IPI
        // 0,00 for a trader); the total is the note's total (not an instalment).
        amount: null,
        taxAmount: icms,
        total,
        currency: 'BRL',
      }),
    };
  },
};
