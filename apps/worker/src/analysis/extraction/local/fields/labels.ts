/**
 * The labels invoices print before their values, in English, German, French, Spanish and Dutch
 * (with some Italian). Case-insensitive; OCR may drop accents, so accented letters accept their
 * plain forms.
 */

/**
 * The kinds of invoice-number label: an explicit invoice-number label in one of the languages, a
 * title followed by its number, a payment symbol, a receipt or order confirmation, a reference, a
 * number label alone (number-candidates.ts gives each kind its feature).
 */
export type NumberLabelKind =
  | 'labelInvoiceNo'
  | 'labelTitle'
  | 'labelSymbol'
  | 'labelReceipt'
  | 'labelReference'
  | 'labelBareNumber';

/** The invoice-number labels with their kinds, in order of strength. */
/** The word "number" alone, in a label's languages (Czech's "číslo" only first, see below). */
const NUMBER_WORDS = String.raw`number|nummer|n[úu]mero|num[ée]ro|numer`;

export const INVOICE_NUMBER_LABEL_KINDS: readonly (readonly [NumberLabelKind, RegExp])[] = [
  // OCR reads a capital I as l, 1 or |, and O as 0 ("Invoice 1D"); a Czech "č." as "¢." (no Czech
  // OCR data).
  [
    'labelInvoiceNo',
    /(?:\b|(?<=[|1]))(?:[il1|]nvoice|[il1|]nv\.?|bill|receipt|credit\s*note|debit\s*note|fee\s*note|tax\s*[il1|]nvoice|doc(?:ument)?\.?)\s*(?:code\s*\/\s*)?(?:n[o0]\b\.?|number|num\b\.?|nr\b\.?|#|n[°º]|[il1|]d\b)\s*(?:n[o0]\b\.?)?\s*[:.#]?/i,
  ],
  [
    'labelInvoiceNo',
    /rechnungs?\s*-?\s*(?:nummer|nr\b\.?|no\b\.?)|\b(?:rech|re|rg)\.?\s*-?\s*nr\b\.?|\b(?:gutschrift|beleg|korrektur|quittung|kassenbon)s?\s*-?\s*(?:nummer|nr\b\.?)/i,
  ],
  [
    'labelInvoiceNo',
    /\b(?:n[°ºo]\.?|num[ée]ro)\s*(?:de\s*(?:la\s*)?)?(?:facture|l['’]avoir|avoir)\b|\b(?:facture|fact\.|avoir)\s*(?:n[°º]\.?|n[o0]\b\.?|num[ée]ro)/i,
  ],
  [
    'labelInvoiceNo',
    /\b(?:n[°ºo]\.?|n[úu]mero)\s*(?:de\s*)?factura\b|\bfactura\s*(?:n[°ºo]\.?|n[úu]m(?:ero)?\.?)/i,
  ],
  ['labelInvoiceNo', /\bfactuur\s*-?\s*(?:nummer|nr\b\.?|no\b\.?)|\bfactuurnr\b\.?/i],
  [
    'labelInvoiceNo',
    /\bfattura\s*(?:n[°ºo]\.?|n\.|numero)|\b(?:numero|num\.|n[°º.])\s*(?:della\s*)?fattura\b/i,
  ],
  // A document's number, as Italian, Spanish and Portuguese invoices print it: "N. documento",
  // "Numero documento", "Nº de documento".
  [
    'labelInvoiceNo',
    /(?<!\p{L})(?:n\.?\s?[°º]|n\.|n[úu]mero|num\.)\s*(?:de(?:l)?\s*|do\s*)?documento\b(?!\s*(?:de\s*identi|di\s*trasporto|de\s*transporte|d['’]identit))/iu,
  ],
  [
    'labelInvoiceNo',
    /(?<!\p{L})(?:laskun?\s*(?:numero|nro\b\.?|nr\b\.?)|laskunumero|[čc][íi]slo\s*faktury|[čc][íi]slo\s*dokladu|(?:da[ňn]ov[ýy]\s*)?doklad\s*[čc¢&€]\.|nr\.?\s*faktury|fakt[úu]ra\s*(?:vat\s*)?(?:[čc¢&€]\.|nr\.?|no\.?|numer)|fakturanummer|fakturanr\.?|numer\s*faktury|fakt[úu]ra\s*[čc][íi]slo|sz[áa]mla\s*(?:sorsz[áa]ma|sz[áa]ma)|bill\s*of\s*supply\s*(?:no\b\.?|number|#)|fatura\s*(?:n[°ºo]\.?|n\.\s?[°º]|n[úu]mero)|n[úu]mero\s*da\s*fatura|n\.?\s?[°º]\s*(?:da\s*)?fatura|ra[čc]un\s*(?:br\.?|broj|[šs&]t\.|[šs]tevilka)|broj\s*ra[čc]una|factur[aă]\s*nr\.?|nr\.?\s*factur[aăi]|seria\s+[\p{L}\d]{1,8}\s+nr\.?|comp(?:robante)?\.?\s*nro\.?)/iu,
  ],
  // A title followed by its number: "INVOICE 2024-117", "Rechnung Nr 12", "Facture FA-12".
  [
    'labelTitle',
    /^(?:tax\s+)?(?:invoice|rechnung|facture|factura|factuur|fattura|fakt[úu]ra(?:\s*vat|\s*[-–—]\s*da[ňn]ov[ýy]\s*doklad)?|fatura|lasku|ra[čc]un|gutschrift|avoir|credit\s*note)\b(?!\s*(?:for|to|date|due|address|an|à|a|para|aan)(?![\w-]))\s*(?:nr\.?|no\.?|n[°º]\.?|[čc¢]\.|(?<=fakt[úu]ra\s*)[&€]\.|br\.|(?<=ra[čc]un\s*)[šs&]t\.)?\s*[:#]?/i,
  ],
  // A payment symbol often repeats the number, but a title with its number says it directly.
  ['labelSymbol', /(?<!\p{L})variabiln[íi]\s*symbol/iu],
  // "Receipt # No.", "Reference" come last: a plain invoice label above wins. OCR reads that
  // '#' as a 4 now and then ("Receipt 4 No.").
  // A till receipt's number: "Ticket n°", "N° de ticket", "Bon-Nr.", "Scontrino n.".
  [
    'labelReceipt',
    /\b(?:receipt|order\s*confirmation)\s*(?:#|4(?=\s*no\b))?\s*(?:no\b\.?)?|(?<!(?:purchase|p\.?\s?o\.?|your|customer|sales|change|work)\s*)\border\s*(?:number|no\b\.?|#|nr\b\.?|id\b)|\bticket\s*(?:n[°º]\.?|no\b\.?|nr\b\.?|#|number)|\bn[°º]\s*(?:de\s*)?ticket\b|\bbon\s*-?\s*(?:nr\b\.?|nummer)|\bbonnummer\b|\bscontrino\s*(?:n[°º.]|no\b\.?|numero)/i,
  ],
  // A restaurant's check, heading its cell: "Check #6101" (number-candidates.ts passes over a
  // cheque paid, "Payment received - Check #4521").
  ['labelReceipt', /^(?:check|chk)\s*(?:#|no\b\.?)/i],
  // A hotel's bill, its folio: "Folio No. : 414298" (not a Mexican CFDI's "Folio fiscal", a UUID).
  ['labelReceipt', /\bfolio\s*(?:n[o°º]\b\.?|nr\b\.?|number|#)/i],
  // A statement's own number ("Statement No. 33387596", a practice's bill to its patient).
  ['labelReceipt', /\bstatement\s*(?:no\b\.?|nr\b\.?|number|#)/i],
  // A garage's repair order: "RO # 12356", "Repair Order No. 4471".
  ['labelReceipt', /(?<!\p{L})(?:repair\s*order|R\.?O\.?)\s*(?:#|no\b\.?|number)/iu],
  [
    'labelReference',
    /\bref(?:erence|\.)?\s*(?:no\b\.?|nr\b\.?|number|#)|^(?:ref\.?|reference|referencia|r[ée]f[ée]rence|referenz|riferimento|referentie)\s*:/i,
  ],
  // A number label alone ("Nr.: FV/2021/03", "No: 118", "Número: A-12") comes last of all.
  // OCR reads its colon as a semicolon now and then. The numero sign needs none ("Nº 1645"), nor
  // does OCR's reading of it as "Ne". (OCR reads the č of "Faktura č." as an ampersand or a euro
  // sign, "FAKTÚRA &. 20250208", and the š of "Račun št." as an ampersand.)
  [
    'labelBareNumber',
    /^(?:(?:n[o0]|nr|n[°º]|number|n[úu]mero|nummer|numer|[čc][íi]slo)\s*[.:;#]|n[°º](?=\s*\d)|(?<![\p{L}])[Nn]e(?=\s+\d{1,4}(?![\d\p{L}]))|№)/iu,
  ],
  // So does the word alone heading a column of the details ("Number" over "51-20682"), or two
  // languages' words for it, as Belgian and Swiss invoices print them ("Nummer / Numéro").
  [
    'labelBareNumber',
    new RegExp(String.raw`^(?:${NUMBER_WORDS}|[čc][íi]slo)(?:\s*\/\s*(?:${NUMBER_WORDS}))?$`, 'i'),
  ],
];

export const INVOICE_NUMBER_LABELS: readonly RegExp[] = INVOICE_NUMBER_LABEL_KINDS.map(
  ([, label]) => label,
);

/** The labels that name the issue date itself ("Invoice Date", "Rechnungsdatum"), not "Date:". */
export const ISSUE_DATE_LABELS: readonly RegExp[] = [
  /\b(?:invoice|inv\.?|issue|billing|bill|document|tax\s*point)\s*(?:date\b|dt\b\.?)|^(?:tax|receipt)\s*date\b|\bdate\s*(?:of\s*)?(?:issue|invoice)\b|\bdate\s*issued\b|\bissued\s*(?:on\b)?\s*:|^issued\s+on\b/i,
  /\b(?:rechnungs|ausstellungs|beleg|gutschrifts)[-\s]?datum\b|\bdatum\s*der\s*rechnung\b/i,
  /\bdate\s*(?:de\s*(?:la\s*)?)?facture\b|\bdate\s*d['’]\s*[ée]mission\b|\bfactur[ée]e?\s*le\b|\bdate\s*de\s*l['’]avoir\b/i,
  /\bfecha\s*(?:de\s*)?(?:la\s*)?(?:factura|emisi[óo]n|expedici[óo]n)\b/i,
  /\bfactuur\s*-?\s*datum\b|\bdatum\s*factuur\b/i,
  /\bfakturadato\b|\blaskun\s*(?:p[äa]iv[äa]m[äa][äa]r[äa]|pvm)|(?<![\p{L}])(?:p[äa]iv[äa]m[äa][äa]r[äa]|p[äa]iv[äa]ys)(?![\p{L}])/iu,
  /\bdata\s*(?:della\s*)?fattura\b/i,
  /\bd[áa]tum\s*vystaven[íi]a?(?![a-z\d])|\bsz[áa]mla\s*kelte\b|\bki[áa]ll[íi]t[áa]s\s*d[áa]tuma\b|\bfatura\s*tarihi\b|\bd[üu]zenleme\s*tarihi\b|\bdatum\s*vyst\.|\bvystaveno\b|\bdata\s*wystawienia\b|\bwystawion[aoey]\s*(?:dnia)?\b|\bdata\s*wyst\.|\bfakturadatum\b|\bdata\s*(?:de\s*)?emiss[ãa]o\b|\bdata\s*documento\b|\bdatum\s*(?:izdavanja|izdaje|ra[čc]una)\b|\bdata\s*(?:facturii|emiterii)\b/i,
];

/** Every date label: the issue date's own, then the title's number and date, then "Date:". */
export const DATE_LABELS: readonly RegExp[] = [
  ...ISSUE_DATE_LABELS,
  // The title's number, then its date: "Rechnung Nr. R18-31 vom 03.10.2018", "Invoice 42 dated …".
  /\b(?:\p{L}*rechnung|invoice|facture|factura|factuur|fattura|faktura|gutschrift|avoir)\s+(?:(?:n[°ºo]|nr|no|nummer|number|num[ée]ro)\.?\s*)?:?\s*#?[\p{L}\d][\p{L}\d./-]*\s+(?:vom|dated|du|del|de\s+fecha|van|z\s+dnia|ze\s+dne)(?![\p{L}\d])/iu,
  /^(?:date|datum|dated|fecha|data|dato)\b|\b(?:date|datum|fecha|dato)\s*:/i,
];

/**
 * A number's word in a label as a Slovenian invoice or a scan spells it, alternatives of a
 * regular expression (with the u flag): "št." and "številka" after "Račun", a scan's "&." or
 * "€." for "č.", "&t." for "št.", "Ne" alone for "Nº". Shared by the number's and the date's
 * candidates (find-identity.ts, date-candidates.ts).
 */
export const NUMBER_WORD_READINGS = String.raw`(?<![\p{L}&€])[&€](?=\.)|(?<=ra[čc]un\s*)[šs&]t(?=\.)|[šs]tevilka|^ne$`;

/** Dates that are not the issue date. */
export const OTHER_DATES =
  /due|f[äa]llig|zahlbar|zahlungsziel|[ée]ch[ée]ance|leistung|liefer|delivery|order|bestell|p[ée]riode|period|service|ship|valid|g[üu]ltig|paiement\s*avant|livraison|prestation|exp[ée]dition|vencimiento|vencimento|f[öo]rfallo|entrega|env[íi]o|vervaldatum|vervaldag|betalen\s*v[oó]{1,2}r|leverdatum|levering|scadenza|consegna|spedizione|supply|dispatch|despatch|versand|print|druck|erstellt|created|geboren|birth|sprzeda[żz]|dostaw|wykonani|\btermin\b|forfald|ordre|levert|bestilt|forfall|betalingsfrist|rettidig|er[äa]p[äa]iv|maksuehto|toimitus|toimitettu|p[łl]atno[śs]|zap[łl]at|splatn|pln[ěe]n|duzp|zdaniteln|dod[áa]n[íi]|isporu[kc]|opravljen|storitv|dobav|dospije|dospe[ćc]|scaden|teljes[íi]t[ée]s|hat[áa]rid|\bvade(?:si)?\b|irsaliye|\bvto\b|per[íi]od|inicio\s*de\s*actividad/i;

export const INVOICE_TITLE =
  /rechnung|invoice|facture|factura|factuur|fattura|gutschrift|avoir|credit\s*note|\blasku\b/i;

/** The codes of the United States' states and of its capital's district ("OH", "DC"). */
export const US_STATES = [
  ...['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN'],
  ...['IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH'],
  ...['NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT'],
  ...['VT', 'VA', 'WA', 'WV', 'WI', 'WY'],
];

/**
 * Legal forms. One spelt with three letters or more and dots may lose its last dot ("S.p.A",
 * "s.r.o"), as OCR and some invoices print it. None right after a bracket: "(AS)", "(SA)" and
 * "(AG)" after a town are its province (Asti, Salerno, Agrigento), and "(Pty) Ltd" has its form
 * after. Nor "AB" before a Canadian postal code ("Calgary, AB T2P 5K6": Alberta), nor "SA"
 * before an Australian one ("ADELAIDE SA 5000": South Australia).
 */
export const COMPANY_SUFFIX =
  /(?:(?<!\()\b(?:UG\s?\(haftungsbeschr[^\s)]{1,2}nkt\)|GmbH|gGmbH|GesmbH|Ges\.m\.b\.H(?:\.|(?!\.))|mbH|AG|KG|KGaA|OHG|UG|GbR|eG|e\.\s?K\.|e\.V\.|a\.G\.|Ltd\.?\s?Şti|Ltd|Limited|A\.Ş|LLC|L\.L\.C(?:\.|(?!\.))|LLP|Inc|Incorporated|Corp|Corporation|PLC|Pty|SARL|S\.A\.R\.L(?:\.|(?!\.))|SAS|S\.A\.S(?:\.|(?!\.))|SASU|EURL|SNC|SA(?!\s+\d{4}\b)|S\.A\.|S\.L\.U(?:\.|(?!\.))|SLU|S\.L\.|SL|S\.Coop\.|S\.R\.L\.S(?:\.|(?!\.))|S\.R\.L(?:\.|(?!\.))|SRL|S\.r\.l\.s(?:\.|(?!\.))|S\.r\.l(?:\.|(?!\.))|Srl|S\.n\.c(?:\.|(?!\.))|Snc|S\.a\.s(?:\.|(?!\.))|S\.p\.A(?:\.|(?!\.))|SpA|Ltda|Lda|s\.r\.o(?:\.|(?!\.))|a\.s\.|v\.o\.s(?:\.|(?!\.))|Kft|Zrt|Nyrt|[Ss]p\.\s?j\.|[Ss]p\.\s?k\.|[Ss]\.\s?c\.|OÜ|ASA|Oyj|HB|KB|BVBA|SPRL|SCRL|SELARL|PLLC|P\.C\.|L\.P\.|Pte|Sdn\.?\s?Bhd|B\.V\.|BV|N\.V\.|NV|V\.O\.F(?:\.|(?!\.))|VOF|Oy|Ky|Ay|Tmi|AB(?!\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b)|ApS|A\/S|[IKP]\/S|IVS|ANS|AS|[Ss]p\.\s?z\s?o\.\s?o\.|spol\.\s?s\s?r\.\s?o(?:\.|(?!\.))|d\.\s?o\.\s?o(?:\.|(?!\.))|d\.d\.|SE|K\.K\.|FZE|FZCO|FZC|DMCC|PJSC|GMBH|LTD|LIMITED|INC|CORP|LLC|SARL|PVT|DAC|CLG|ULC|Lt[ée]e|LT[ÉE]E|Limit[ée]e|LIMIT[ÉE]E)(?![\w])\.?|\bCo\.)/;

/** A legal form right after another ("Pty" then " Ltd", "GmbH" then " & Co." then " KG"). */
const NEXT_LEGAL_FORM = new RegExp(`^\\s*(?:&\\s*)?(?:${COMPANY_SUFFIX.source})`);

/**
 * The first legal form of a text with the ones right after it, as one: "Pty Ltd", "GmbH & Co.
 * KG", "SAS SASU" (where a name ends); null where the text has none.
 */
export function legalForm(text: string): { index: number; end: number } | null {
  const first = COMPANY_SUFFIX.exec(text);
  if (!first) return null;
  let end = first.index + first[0].length;
  for (let next = NEXT_LEGAL_FORM.exec(text.slice(end)); next;) {
    end += next[0].length;
    next = NEXT_LEGAL_FORM.exec(text.slice(end));
  }
  return { index: first.index, end };
}

/**
 * "Von:", "Van:", "De:", "Da:" (from) head the seller's block, only with their colon and only at
 * the start of a cell: "Van Dijk B.V." and "Da Vinci Srl" are names, and "Bestellung von: Max
 * Mustermann" names who ordered.
 */
const SHORT_VENDOR_LABELS = '(?:von|van|d[ea])(?=\\s*:)';

const VENDOR_LABEL_WORDS =
  'from|mittente|remitente|exp[ée]diteur|seller|vendor|supplier|service\\s*provider|issued\\s*by|bill\\s*from|(?:receipt|invoice)\\s+from|sold\\s*by|issuer|rechnungs(?:s|er)steller|aussteller|lieferant|ver\\s?k[äa]ufer|auftragnehmer|absender|fournisseur|vendeur|[ée]metteur|prestataire|prestador\\s+d[eo]s?\\s+servi(?:[çc]os?|cios?)|prestador(?=\\s*:)|proveedor|emisor|vendedor|leverancier|verkoper|afzender|dodavatel|dod[áa]vate[ľl]|prod[áa]vaj[íi]c[íi]|sprzedawca|sprzedaj[ąa]cy|s[äa]ljare|leverant[öo]r|leverand[øo]r|s[æa]lger|selger|myyj[äa]|fornitore|cedente|prestatore|fornecedor|emitente|furnizor|elad[óo]|[ée]mise?\\s*par|emitid[oa]\\s*por|emess[ao]\\s*da|ausgestellt\\s*von|dobavlja[čc]|sat[ıi]c[ıi]|(?:from\\s+)?contractor';

/**
 * A seller label heading a cell: "Seller:", "Lieferant", "Dodavatel"; on a scan, with the dash or
 * bar OCR reads of a ruling beside it ("DODAVATEL -"); with a second name for it after a slash and
 * a gloss in brackets, as an Italian e-invoice prints it ("Cedente/prestatore (fornitore)").
 */
export const VENDOR_LABELS = new RegExp(
  `^(?:${VENDOR_LABEL_WORDS}|${SHORT_VENDOR_LABELS})(?![\\p{L}\\d])(?:\\s*\\/\\s*(?:${VENDOR_LABEL_WORDS}))?(?:\\s*\\([\\p{L}\\s]+\\))?(?:\\s*:|[\\s|_~–—-]*$)`,
  'iu',
);

/**
 * A seller label before the name in the same text ("Dodavatel MARFIPA s.r.o.", "Seller: Acme
 * Ltd"); "From" only with its colon, since names begin with it too.
 */
export const LEADING_VENDOR_LABEL = new RegExp(
  `^(?:(?:${VENDOR_LABEL_WORDS}|${SHORT_VENDOR_LABELS})\\s*:|(?!from\\b)(?:${VENDOR_LABEL_WORDS})(?![\\p{L}\\d]))\\s*(?=\\p{L})`,
  'iu',
);

/** A seller label with its colon inside a line ("Rechnung Nr. 7 Aussteller: Acme Ltd"). */
export const INNER_VENDOR_LABEL = new RegExp(`(?:^|\\s)(?:${VENDOR_LABEL_WORDS})\\s*:\\s*`, 'i');

/**
 * A payment slip's label of who pays, alone in its cell: a Swiss QR-bill's "Zahlbar durch",
 * "Payable by", "Payable par", "Pagabile da" ("payable by bank transfer" is none); a Nordic
 * giro's "Paid by", "Betalt av", "Inbetalare".
 */
export const PAYER_LABEL =
  /^(?:zahlbar\s*durch|payable\s*(?:by|par)|pagabile\s*da|paid\s*by|betalt\s*a[vf]|inbetalare|einzahler)\s*:?$/i;

/** The labels of the person an invoice is for: "Attn.", "Attention:", "FAO:", "z. Hd.", "t.a.v.". */
const ATTENTION_WORDS = String.raw`attn\.?|att\.?\s*:|attention\s*:|f\.?a\.?o\.?(?=\s*:)|z\.\s?hd\.?|zu\s*h[äa]nden|[àa]\s*l['’]attention\s*de|t\.\s?a\.\s?v\.?|ter\s*attentie\s*van`;

/** The customer's labels that are a bare preposition: "To:", "An", "Aan", "Para". */
const BARE_CUSTOMER_WORDS = String.raw`to|an|aan|à|para|till`;

/**
 * A bare preposition alone as a customer label: a remittance slip heads its payee with it too
 * ("PAYMENT ADVICE · To: Acme Ltd").
 */
export const BARE_CUSTOMER_LABEL = new RegExp(String.raw`^(?:${BARE_CUSTOMER_WORDS})\s*:?$`, 'i');

/**
 * The heading of a remittance slip, the part of the page sent back with the payment ("PAYMENT
 * ADVICE", "Remittance slip"): its "To:" names who is paid, the issuer.
 */
export const REMITTANCE_HEADING =
  /^(?:payment|remittance)\s+(?:advice|slip|stub|coupon|counterfoil)\s*:?$|^remittance\s*:?$/i;
/** A remittance slip's field for the payer to fill in. */
export const SLIP_FIELD_LABEL = /^amount\s+(?:enclosed|remitted)\s*:?$/i;
/** A slip's "To" label, alone or before the payee's name ("To: Fenwick"). */
export const SLIP_TO_LABEL = /^to\s*(?::\s*|$)/i;
/** A slip's "From" label, alone or before the payer's name ("From: Northern Lights Ltée"). */
export const SLIP_FROM_LABEL = /^from\s*(?::|$)/i;

/**
 * The customer's labels; a bare "To:", "An:", "Aan:", "Para:" only where a cell begins with it, or
 * the word alone in its cell ("Aan" over the address); a payer's label; an insurance's holder of
 * the policy ("Policyholder", "Versicherungsnehmer").
 */
export const CUSTOMER_LABELS = new RegExp(
  String.raw`(?<![\p{L}\d])(?:^(?:${BARE_CUSTOMER_WORDS}|rechnung\s*an|factuur\s*aan|to\s+owner|al[ıi]c[ıi]|receptor)\s*(?::|$)|${PAYER_LABEL.source}|bill(?:ed)?\s*to|invoice\s*to|sold\s*to|ship(?:ped)?\s*to|deliver\s*to|customer|client|buyer|recipient|policy\s*-?holder|versicherungsnehmer(?:in)?|souscripteur|tomador|verzekeringnemer|contraente|rechnungs(?:empf[äa]nger|adresse)|(?:waren)?empf[äa]nger|(?<!ver\s?)k[äa]ufer|kunde|lieferadresse|leistungsempf[äa]nger|destinataire|factur[ée]e?\s*[àa]|adresse\s*de\s*(?:facturation|livraison)|acheteur|cliente|facturar\s*a|comprador|klant|afnemer|factuuradres|geleverd\s*aan|gefactureerd\s*aan|odb[ěeé]ratel|nabywca|k[öo]pare|kund|(?:leverans|faktura|delivery|billing|shipping|invoice|liefer|rechnungs|factuur|aflever|lever)\s*-?\s*ad+res+e?|sres\.|se[ñn]or(?:es|as?)|exm[oa]s?\.?(?:\s?\(s\))?\.?(?:\s*(?:sr[as]?|senhor(?:es|as?)?)\.?(?:\s?\(s\))?\.?)?|messrs\.?|${ATTENTION_WORDS}|committente|cessionario|destinat[áa]rio|adquirente|spett\.?\s?le|spettabile|kupuj[íi]c[íi]|kupuj[ąa]cy|faktureres\s*til|fakturamottaker|k[øo]ber|asiakas|laskutusosoite|ostaja|odberate[ľl]|kj[øo]per|ostaja|vev[őo]|cump[ăa]r[ăa]tor|kupa[cč]|kupec|say[ıi]n)(?![\p{L}\d])`,
  'iu',
);

/**
 * A card paid with, by its brand and its masked number: "Visa •••• 6842", "Mastercard ending in
 * 4821", "AMEX ****1005" (a receipt prints it under "Billed to", above the buyer's name).
 */
export const MASKED_CARD =
  /^(?:visa|master\s?card|mc|amex|american\s+express|maestro|discover|jcb|diners(?:\s+club)?|union\s?pay|cb|carte\s+bancaire|ec|girocard)(?:\s+(?:debit|credit))?\b[^\p{L}\d]*(?:(?:ending\s+in|endet\s+auf|se\s+terminant\s+par)\s*|(?:[•*·xX.]{2,}[\s-]*)+)\d{2,4}$/iu;

/**
 * A label heading the person an invoice is for within the customer's organisation, under its name
 * ("Acme Ltd" over "Attention: Liam Kelly").
 */
export const ATTENTION_LABEL = new RegExp(`^(?:${ATTENTION_WORDS})`, 'iu');

// ("ORYGINAŁ": its last letter is no word character to \b, so the word ends before it.)
export const DOCUMENT_TITLES =
  /^(?:(?:tax\s+|commercial\s+|proforma\s+|pro[\s-]*forma\s+)?invoice|receipt|credit\s*note|debit\s*note|fee\s*note|credit\s*memo|delivery\s*note|bill\s+of\s+supply|statement|project\s*statement|application\s+(?:and\s+certificate\s+)?for\s+payment|rechnung|gutschrift|quittung|facture|avoir|re[çc]u|factura|factuur|fattura|page|seite|original|origin[áa]l|oryginal|orygina(?=ł)|copy|kopie|kopia|duplicata?|faktura|fatura|fattura|da[ňn]ov[ýy]\s*doklad|kvitto|lasku)\b/i;

/** The words of a street's name, as a regular expression's alternatives ("rue", "Street", "Calle"). */
export const STREET_WORDS =
  'street|str\\.|stra[ßs]se|road|rd\\.?|avenue|ave\\.?|blvd|lane|drive|weg|laan|straat|plein|gracht|rue|boulevard|chemin|place|calle|avenida|carrera|plaza|paseo|rambla|via|viale|piazza|piazzale|corso|rua|pra[çc]a|largo|travessa|alameda|ulica|ul\\.|gatan|v[äa]gen|namesti|n[áa]m[ěe]st[íi]|jalan|jln\\.?|jl\\.|lorong';

/** A street's word beginning a name or a part of an address ("Via Roma", "Jalan PJU 7/3"). */
export const STREET_FIRST = new RegExp(`^(?:${STREET_WORDS})\\s`, 'i');

/** A street's name in a text: one of its words, or a German, Dutch or Swedish one glued on. */
export const STREET = new RegExp(
  `\\b(?:${STREET_WORDS})(?![\\p{L}])|\\p{L}(?:stra(?:ß|ss)e|str\\.|weg|gasse|allee|platz|laan|straat|gracht|gatan|v[äa]gen)(?![\\p{L}])`,
  'iu',
);

/** Contact details: an e-mail or web address, a telephone, fax or e-mail label. */
export const CONTACT =
  /@|www\.|https?:|\b(?:tel|phone|fax|mobile|e-?mail)\b|\bweb(?:[-\s]?site|seite)?\b(?=\s*:|\s+[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}(?![\p{L}\d]))/iu;

/**
 * A bank's own name: "mBank S.A.", "Komerční banka, a.s.", "Commerzbank AG", "Česká spořitelna",
 * "ČSOB". On a bank line, or before its account's label, it is the bank's even with a legal form.
 * "Bank" is a word of it, or ends its last word ("Raiffeisenbank a.s."), so "Riverbank Studios
 * Ltd" is none.
 */
export function isBankName(name: string): boolean {
  const core = name.replace(COMPANY_SUFFIX, '').replace(/[\s,.]+$/, '');
  return (
    /(?<![\p{L}])(?:bank[ay]?|banken|banco|banca|banque|sparkasse|caixa)(?![\p{L}])/iu.test(core) ||
    /\p{L}(?:bank(?:a|en)?|sparkasse)$/iu.test(core) ||
    /^mbank|spo[řr]iteln|raiffeisen|[čc]sob/iu.test(core) ||
    // Banks without the word, that freelancers' templates print over the account's number.
    /^(?:monzo|revolut|starling|n26|bunq|chime|wise|kbc|ing|abn\s+amro|rabobank|nordea|danske|handelsbanken|swedbank|seb|dnb)$/iu.test(
      core,
    )
  );
}

/** Lines about the bank, not the seller. */
export const BANK_WORDS =
  /\b(?:bank|banque|banco|sparkasse|volksbank|iban|bic|swift|konto|account|compte|cuenta|rekening|bankgiro|plusgiro)\b/i;

/** An IBAN in a text: "NL45 BUNQ 1959 9548 71", "NO93 8601 1117 947" (capitals only). */
export const IBAN_NUMBER = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/;

// ---------------------------------------------------------------------------------------------
// Amounts

export const TOTAL_STRONG =
  /\bbrutto\b|\b(?:inkl(?:usive)?|incl(?:uding|usive)?|einschl(?:ie(?:ß|ss)lich)?)\.?\s*(?:\d{1,2}(?:[.,]\d{1,3})?\s*%\s*)?(?:gesetzl(?:iche)?\.?\s*)?(?:[a-zäöü]*steuer|mwst|ust|vat|gst|tax|tva|iva|btw|moms|mva|alv)\b|grand\s*total|invoice\s*total|total\s*invoice|total\s*(?:amount\s*)?(?:due\s*)?\(?(?:incl\.?|inc\b\.?|including|inkl\.?)\s*(?:vat|tax|gst|mwst|ust)?|total\s*(?:gross|brut)|total\s*(?:amount\s*)?(?:after|with)\s*(?:vat|tax|gst)|gross\s*(?:amount|total)|total\s*t\.?t\.?c\.?|montant\w*\s*(?:total\s*)?t\.?t\.?c\.?|net\s*[àa]\s*payer|total\s*[àa]\s*payer|gesamtbetrag|rechnungsbetrag|rechnungssumme(?:\s*brutto)?|bruttobetrag|brutto\s*(?:gesamt|summe|betrag)|(?:gesamt|end)summe|summe\s*brutto|endbetrag|importe\s*total|total\s*(?:factura|a\s*pagar)|totaal\s*(?:incl\.?|inclusief|bedrag|factuur)|factuurbedrag|te\s*betalen|totale\s*(?:fattura|documento)|total\s*avoir|montant\s*total|celkem\s*(?:k\s*[úu]hrad[ěe]|s\s*dph|v[čc¢]\.?\s*dph)|k\s*[úu]hrad[ěe]|do\s*zap[łl]aty|warto[śs][ćc]\s*brutto|razem\s*(?:brutto|do\s*zap[łl]aty)|att\s*betala|summa\s*att\s*betala|totalt\s*(?:inkl|att)|inkl\.?\s*moms|[åa]\s*betale|total\s*a\s*pagar|total\s*(?:do\s*)?documento|total\s*(?:c\/|com|con)\s*(?:iva|imposto|impuestos?)|totale?\s*(?:iva|tva|mwst)\.?\s*(?:inclus[ae]?|incluid[ao]|inklusive)|total\s*geral|valor\s*total|i\s*alt\s*inkl|\bat\s*betale|totalbel[øo]p|yhteens[äa]\s*sis|maksettava|loppusumma|ukupno\s*za\s*(?:platiti|pla[ćc]anje|uplatu)|sveukupno|vergiler\s*dahil|genel\s*toplam|total\s*(?:de\s*plat[ăa]|factur[ăa])|brutt[óo]\s*(?:[öo]sszesen|[ée]rt[ée]k|v[ée]g[öo]sszeg)|v[ée]g[öo]sszeg/i;

export const TOTAL_WEAK =
  /\btotal\b|\bgesamt\b|\bsumme\b|\bmontant\b|\btotaal\b|amount\s*due|balance\s*due|amount\s*payable|saldo\s*adeudado|zu\s*zahlen|zahlbetrag|totale|\bimporte\b|\bcharges\b|\bcelkem\b|\brazem\b|\bsumma\b|\btotalt\b|\bi\s*alt\b|\bbrutto\b|yhteens[äa]|\bukupno\b|\btoplam\b|[öo]sszesen|[öo]denecek|fizetend[őo]/i;

/**
 * A rounding line's label: what a total rounded to whole units (or to 5 cents) adds to the net and
 * the tax ("Zaokrouhlení -0,44", "Öresavrundning 0,35", "Rundungsdifferenz 0,02").
 */
export const ROUNDING =
  /rounding|\bround(?:ed)?[\s-]*off\b|zaokrouhlen|zaokr[úu]hlen|zaokr[ąa]glen|kerek[íi]t|avrund|afrund|py[öo]ristys|rundung|arrondi|redondeo|arrotondament|afronding/i;

/** Amounts that differ from the invoice total when something was paid before or is carried. */
export const NOT_THE_TOTAL =
  /due|payable|balance|residual|solde|reste|restant|offen|zu\s*zahlen|zahlbetrag|zahlungsbetrag|already|bereits|paid|pay[ée]|acompte|anzahlung|vorauszahlung|prepa|advance|avance|abono|previous|vorheriger|carried|[üu]bertrag|report|pendiente|openstaand|voldaan|please\s*pay|beitrag|[öo]denecek|fizetend[őo]/i;

export const NET_LABEL =
  /sub\s*-?\s*total|mezisou[čc]et|veroton|ilman\s*alv|v[äa]lisumma|grun[nd]lag(?![a-zæøå])|(?:eks|ekskl)\.?\s*(?:mva|moms)|net\s*(?:amount|total|value|price)|total\s*\(?(?:net|excl\.?|exc?\b\.?\s*(?=vat|gst|tax|btw|mwst)|excluding|before\s*tax|w\/o|without|h\.?t\.?\b|hors\s*tax)|amount\s*\(?(?:excl|exc?\b\.?\s*(?=vat|gst|tax|btw|mwst)|before|net)|(?:netto|nettobetrag|nettosumme|warenwert|zwischensumme)|summe\s*netto|gesamt\s*netto|total\s*h\.?t\.?|montant\s*(?:total\s*)?h\.?t\.?|hors\s*(?:taxes?|tva)|sous[-\s]total|total\s*parcial|base\s*(?:imposable|ht)|imponibile|base\s*imponible|subtotaal|totaal\s*excl\.?|excl\.?\s*btw|bedrag\s*excl|steuerpflichtig|tax\s*basis|taxable\s*(?:amount|value)|montant\s*net|z[áa]klad(?:\s*dan[ěe])?|bez\s*dph|warto[śs][ćc]\s*netto|razem\s*netto|exkl\.?\s*moms|delsumma|netto\s*belopp|totale\s*imponibile|incid[êe]ncia|valor\s*(?:sem\s*iva|l[íi]quido)|total\s*il[íi]quido|(?:totale?|importe|importo|base|subtotal)\s*(?:s\/|sem|sin|senza)\s*(?:iva|imposto|impuestos?)|\biva\s*esclusa|\btva\s*exclue|base\s*tribut[áa]vel|\b(?:importe|total|valor|monto)\s*neto\b|\buntaxed\b|mal\s*hizmet\s*toplam|\bara\s*toplam|nett[óo]\s*(?:[öo]sszesen|[ée]rt[ée]k)|baza\s*de\s*impozitare|\bpre-?\s*tax\s*(?:amount|total|value)|^(?:net|netto|neto|nett|ht)\s*:?$/i;

export const TAX_LABEL =
  /\b(?:vat|v\.a\.t\.|taxe?s?|sales\s*tax|gst|hst|qst|pst|rst|tvh|igst|cgst|sgst|utgst|tvq|tps|mwst|m\.w\.st|ust|umsatzsteuer|mehrwertsteuer|versicherungs?steuer|tva|t\.v\.a\.|iva|i\.v\.a\.|impuestos?|btw|montant\s*(?:de\s*(?:la\s*)?)?tva|total\s*tva|dph|moms|merv[äa]rdesskatt|merverdiavgift|merv[æa]rdiafgift|mva|alv|arvonlis[äa]vero|kwota\s*vat|podatek|imposta|itbis|sst|pdv|kdv|ddv|pvm|pvn)\b|\b(?:[cis]|ut)gst\d{1,2}\b|steuer(?:betrag)?\b|(?<![a-zà-ÿ])[áÁ]fa(?![a-zà-ÿ])/i;

/**
 * A net label that names the tax only to leave it out ("Bedrag excl. BTW", "Total s/ IVA") or as
 * what it is the base of ("Základ DPH", "VAT base", "Podstawa opodatkowania VAT").
 */
export const TAX_EXCLUDED =
  /z[áa]klad\s*(?:dph|dan[ěe])|\b(?:vat|tax)\s*base\b|\bbase\s*(?:de\s*)?(?:tva|iva)\b|podstawa\s*(?:opodatkowania\s*)?vat|(?:excl\.?|\bexc?\.?|exkl\.?|excluding|exclusive\s+of|ohne|without|w\/o|before|hors|sans|sem|s\/|sin|zonder|senza|bez|vor|\beks\.?|\bekskl\.?|\bilman|f[ăa]r[ăa])\s*(?:de\s+|la\s+)?(?:vat|tax|mwst|ust|tva|t\.v\.a\.|iva|btw|moms|mva|alv|dph|gst|steuer|impuestos?|imposto|pdv|kdv|ddv|[áÁ]fa)\b|momsgrundlag|mva-?grunnlag|\b(?:iva|tva)\s*(?:esclus[ae]|exclue)\b/i;

/**
 * A total's label that says the tax is in it, after the total's own word: "Totaal incl. btw",
 * "Total c/ IVA", "Totale IVA inclusa", "Gesamt inkl. MwSt", "Total Amount after Tax". (A line
 * that starts with it, "incl. 21% btw", is the tax a receipt's total holds.)
 */
export const TAX_INCLUDED =
  /^\S.*?\s\(?(?:(?:incl\.?|inc\.?|inkl\.?|including|inclusive|einschl\.?|c\/|com|con|avec|met|inclus[ao]?|incluido|after|with|v[čc¢]\.|v[čc]etn[ěe]|sis\.?)\s*|(?<=(?:celkem|cena|[čc][áa]stka|razem|suma|warto[śs][ćc])\s+)[sz]\s+)(?:\d{1,2}(?:[.,]\d{1,2})?\s*%\s*)?(?:de\s+|la\s+)?(?:vat|tax|mwst|ust|tva|iva|btw|moms|mva|alv|dph|gst|impuestos?|imposto)\b|^(?:totale?|total\s+amount|gesamt\w*|montant(?:\s+total)?|importe(?:\s+total)?|totaal)\s+(?:vat|tax|mwst|ust|tva|iva|btw|gst)\.?\s*(?:inclus[ae]?|incluid[ao]|included|inklusive)\b/i;

/** Tax lines that carry an identifier, not an amount. */
export const TAX_ID_LINE =
  /(?:id\b|no\b|nr\b|n°|number|numéro|nummer|reg(?:istration)?\b|ident|intracom|uid\b|st\.?-?nr|steuer-?nr|steuernummer|nif\b|cif\b|#)/i;

/** A column's header over the items, alone in its cell ("Bezeichnung", "Qty", "Prix unitaire"). */
export const COLUMN_HEAD =
  /^(?:#|no\.?|pos\.?|item|items|description|desc\.?|article|product|service|details|qty|quantity|units?|hours|rate|price|unit\s*price|amount|total|line\s*total|tax|vat|discount|bezeichnung|beschreibung|artikel|leistung|menge|anzahl|einheit|einzelpreis|e-?preis|preis|betrag|gesamt(?:preis)?|summe|mwst\.?|ust\.?|d[ée]signation|quantit[ée]|qt[ée]\.?|prix(?:\s*unitaire)?|p\.?u\.?|montant(?:\s*ht)?|tva|concepto|descripci[óo]n|cantidad|cant\.?|precio|importe|iva|omschrijving|aantal|prijs|bedrag|btw|descrizione|q\.?\s?t[àa]\.?|quantit[àa]|prezzo|importo|totale)\s*(?:\([^)]*\))?:?$/iu;

/** An Indian GST number or tax line: the invoice is in rupees. */
export const GST_WORD = /\b(?:GSTIN|IGST|CGST|SGST|UTGST)\b/;

/** A bank code's label just before a number: "sort code 05-22-70", "BLZ", "routing", "ABA". */
export const BANK_CODE_BEFORE =
  /\b(?:sort\s*code|bsb|routing|blz|aba)\b[\s:.#]*(?:no\.?)?[\s:.#]*$/i;

/** Small words a name writes in lower case: "Müller und Söhne", "Banco de Chile", "Van het Hof". */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'a al am an and as at aux d da das de dei del della delle den der des di do dos du e el en et für het i im in la le les los ob of och og on sur ten ter the to und van von y zu zum zur'.split(
    ' ',
  ),
);

/**
 * The domains of mail providers, social sites and marketplaces (and Italian certified mail): an
 * address with them names no party of the invoice.
 */
export const HOSTS_NAMING_NO_ONE =
  /^(?:gmail|googlemail|outlook|hotmail|live|yahoo|icloud|gmx|aol|protonmail|proton|tonline|orange|wanadoo|libero|free|laposte|bluewin|xtra|bigpond|btinternet|seznam|onet|interia|virgilio|tiscali|yandex|legalmail|arubapec|pec|facebook|instagram|linkedin|twitter|youtube|tiktok|etsy|amazon|ebay|paypal|google|apple|microsoft)$/;
