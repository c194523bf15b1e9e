/**
 * Every name printed on an invoice is a candidate for the vendor (the issuer): each part of a
 * cell, cleaned of a leading label, that reads as a name. Each carries features (a seller label
 * before or above it, a legal form, the customer's block, a label or an address rather than a
 * name, where it stands and how large it is printed, whether the page's e-mail or web address
 * spells it, whether it stands beside the issuer's VAT id or IBAN) that a model trained on the
 * corpus turns into a probability (model/weights.ts). The most probable one is the vendor. The
 * name a customer label addresses is no candidate.
 */
import {
  type CellWord,
  type TextCell,
  type TextLine,
  medianLineSize,
  medianOf,
  printSize,
  STRAY_QUOTE,
} from '../page-text.js';
import { cellBelow } from './label-values.js';
import {
  isBankName,
  BANK_WORDS,
  COMPANY_SUFFIX,
  CONTACT,
  CUSTOMER_LABELS,
  DATE_LABELS,
  DOCUMENT_TITLES,
  INNER_VENDOR_LABEL,
  INVOICE_NUMBER_LABELS,
  legalForm,
  NAME_PARTICLES,
  NET_LABEL,
  PAYER_LABEL,
  REMITTANCE_HEADING,
  SLIP_FIELD_LABEL,
  SLIP_TO_LABEL,
  TAX_LABEL,
  STREET_FIRST,
  STREET_WORDS,
  TOTAL_STRONG,
  TOTAL_WEAK,
  VENDOR_LABELS,
  COLUMN_HEAD,
  US_STATES,
} from './labels.js';
import {
  customerCells,
  customerNamesByLabel,
  slipPayeeLabels,
  slipPayerLabels,
  findVendor,
  HEAD_SIZE,
  POSTCODE_AND_TOWN,
  UK_POSTCODE,
  sellerLabelLength,
  signedFor,
} from './find-identity.js';
import { fold, isCountryName, letters } from './issuer-country.js';
import type { TextCandidate } from './located.js';

export type VendorCandidate = TextCandidate;

/** Any word followed by a colon at the start of a part ("Säljare:", "To:", "Nazwa:"). */
const LEADING_LABEL = /^[\p{L}][\p{L} .'’/-]{0,39}:\s*/u;
const SEPARATOR = /\s[·•|]\s|\s[-–]\s(?=\S)|,\s(?=\d)|\s{3,}|\s(?=\S+@|www\.|https?:)/g;
/**
 * A stray sign OCR reads from a logo before a name: signs with one letter after them at most
 * (")À "), or a letter before a bracket or a bar ("A| "); not "A+ Electric" or "C++ Solutions".
 * Or a logo's strokes read as thin letters, a capital among small ones ("ulIl Ruby Taylor").
 * An underscore may be glued on ("_Faktura": a rule's piece).
 */
const OCR_MARK =
  /^(?:(?:[)\]|»«•*~^_=+<>{}\\#°¬¦]+\p{L}?|\p{L}[)\]|¦]+|(?=[lIiuj|1!\s]*[a-z][lIiuj|1!\s]*I)[lIiuj|1!](?:\s?[lIiuj|1!]){2,})\s+|_+)(?=\p{L}{2})/u;
/** The small words a name may begin with: a name's particles but single letters ("van Dijk"). */
const NAME_STARTS = [...NAME_PARTICLES, 'vom', 'die', 'af', 'bin']
  .filter((word) => word.length > 1)
  .join('|');

/**
 * A logo read as a small word before a name (OCR only): thin strokes read as small letters before
 * a capital ("ill Ruby Taylor"), a small word before a name set in capitals that is no small word
 * of a name ("all WATTLE LANDSCAPES LTD"; "van", "de", "la" stay), or before a name of two
 * capitalised words or more ("i Larkspur Electrical Ltd", "all Kalahari (Pty) Ltd"), or figures
 * around a colon ("1:4 Lago Blu Servizi S.n.c.").
 */
const OCR_MARK_WORD = new RegExp(
  String.raw`^(?:[lij1!|]{2,4}\s+(?=\p{Lu})|(?!(?:${[...NAME_PARTICLES].join('|')})\s)\p{Ll}{2,4}\s+(?=\p{Lu}{2,}(?:\s|$))|(?!(?:${NAME_STARTS})\s)\p{Ll}{1,3}\s+(?=\p{Lu}\p{Ll}+\s+\(?\p{Lu})|\d+[:;]\d*\s+(?=\p{Lu}))`,
  'u',
);
/** The first of a scan's marks before a name (OCR_MARK, OCR_MARK_WORD, STRAY_QUOTE) it starts with. */
function ocrMark(name: string): RegExpExecArray | null {
  return OCR_MARK.exec(name) ?? OCR_MARK_WORD.exec(name) ?? STRAY_QUOTE.exec(name);
}
/** One or two signs and a space before a word: a logo's mark as OCR reads it ("© ", "» "). */
const LEADING_SIGN = /^[^\p{L}\p{N}\s('"‘’“”&$€£]{1,2}\s+(?=\p{L})/u;
/** An e-mail or a web address in a text. */
const WEB_OR_MAIL = /@|www\.|https?:/i;
/** A copyright notice before the owner's name: "Copyright © 2024", "© 2019-2024", "(c) 2023". */
const COPYRIGHT = /^(?:copyright\s*)?(?:©|\(c\))\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*(?=\p{L}{2})/iu;
/** A template's placeholder for the seller's logo, before the name: "LOGO", "Your Logo Here". */
const LOGO_PLACEHOLDER =
  /^(?:(?:your|company|insert)\s+)?logo(?:\s+here)?\s+(?!here\b)(?=\p{L}{2})/iu;
const ADDRESS_WORDS = new RegExp(
  `\\b(?:${STREET_WORDS}|suite|floor|building|(?:unit|flat|apt\\.?)(?=\\s*\\d)|postfach|p\\.?\\s?o\\.?\\s?box|city|district|province|state|county)(?!\\w)`,
  'i',
);
const COUNTRY_LINE =
  /,\s*(?:uk|usa|us|germany|deutschland|france|spain|españa|italy|italia|japan|netherlands|nederland|sweden|sverige|poland|polska|czech\s*republic|austria|österreich|switzerland|schweiz|canada|australia|india|malaysia)\s*$/i;
/**
 * A town and its state or province, as US, Canadian and Australian addresses end: "Larch, TX",
 * "Springfield, IL 62704", "Toronto, ON M5V 2T6", "Parramatta NSW 2150"; a scan may read the space
 * before the code as a dash ("Columbus, OH-43215").
 */
const STATE_LINE = new RegExp(
  `(?:,\\s*(?:${[...US_STATES, 'ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE'].join(
    '|',
  )})|,?\\s+(?:NSW|VIC|QLD|TAS|ACT|WA|SA|NT)(?=\\s+\\d{4}\\s*$))(?:(?:\\s+|\\s*[-–]\\s*)(?:\\d{4,5}(?:-\\d{4})?|[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d))?\\s*$`,
);
const LEGAL_NOTICE =
  /\b(?:capital|stammkapital|grundkapital|registered\s*(?:office|in)|handelsregister|rcs|siret|kvk|company\s*(?:no|number|reg))/i;
/**
 * A register's notice or its court, which name where the issuer is registered, not the issuer:
 * "Registered in England and Wales", "Amtsgericht München", "Sitz der Gesellschaft: Köln".
 */
const REGISTER_NOTICE =
  /^(?:(?:company\s+)?registered\s+(?:in|office|at|address|with|number)\b|incorporated\s+in\b|(?:amts|register|handels|landes)gericht\b|handelsregister|registergericht|sitz(?:\s+(?:der\s+gesellschaft|des\s+unternehmens))?(?![\p{L}])|registre\s+du\s+commerce|si[eè]ge\s+social|tribunal\s+de\s+commerce|rcs\b|(?:inscrit[ao]\s+en\s+el\s+|iscritt[ao]\s+(?:al|nel)\s+)?registro\s+(?:mercantil|delle\s+imprese)|(?:matriculad[ao]\s+na\s+)?conservat[óo]ria\s+do\s+registo|kamer\s+van\s+koophandel|kvk\b|companies\s+house)/iu;
/**
 * A sole trader's legal or tax status, printed beside the name as the law asks: "Entrepreneur
 * individuel", "Einzelunternehmen", "Sole trader", "Godkänd för F-skatt". It names no one.
 */
const LEGAL_STATUS =
  /^(?:entrepreneur\s+individuel|e\.?\s?i\.?|(?:auto|micro)[\s-]*entrepreneur|entreprise\s+individuelle|einzel(?:unternehme(?:n|r(?:in)?)|firma)|kleinunternehme(?:n|r(?:in)?)|freiberufler(?:in)?|sole\s+(?:trader|proprietor(?:ship)?)|self[\s-]*employed|ditta\s+individuale|empresari[oa]\s+individual|trabajador(?:a)?\s+aut[óo]nom[oa]|aut[óo]nom[oa]|eenmanszaak|zzp(?:['’]er)?|enskild\s+(?:firma|n[äa]ringsidkare)|(?:godk[äa]nd\s+f[öo]r\s+|innehar\s+)?f-skatt(?:sedel)?|empres[áa]rio\s+em\s+nome\s+individual|osoba\s+fizyczna(?:\s+prowadz[ąa]ca\s+dzia[łl]alno[śs][ćc]\s+gospodarcz[ąa])?|fyzick[áa]\s+osoba(?:\s+podnikaj[íi]c[íi])?)$/iu;
/** A line of thanks or an exclamation ("Thank you for your business", "Tack för din beställning!"). */
const THANKS =
  /^(?:thank(?:s|\s+you)|many\s+thanks|(?:vielen\s+)?dank(?:e|\s+u)?|merci|gracias|grazie|obrigad[oa]|bedankt|tack)\b|!\s*$/iu;
/** The label of a place: "Place of issue", "Place of supply", "Lieu d'émission". */
const PLACE_LABEL =
  /^(?:place|port|point|country)\s+of\s+(?:issue|supply|delivery|payment|loading|origin|sale)$|^lieu\s+d['’]\s*(?:[ée]mission|ex[ée]cution|livraison)$|^(?:ausstellungs|liefer|leistungs)ort$/iu;
/** An owner's label before a person's name: "Inh. Jonas Hartmann", "Prop. J. Smith". */
const OWNER_LABEL =
  /^(?:inh(?:aber(?:in)?)?\.?|owner|prop(?:rietor|rietress|\.)|propri[ée]taire|titolare|propietari[oa])\s*:?\s+\p{L}/iu;
/** A way of paying, alone: "Bank Transfer", "Bonifico bancario", "Überweisung". */
const PAYMENT_METHOD =
  /^(?:bank\s*transfer|wire\s*transfer|direct\s*debit|credit\s*card|debit\s*card|cash|cheque|check|bonifico(?:\s*bancario)?|virement(?:\s*bancaire)?|pr[ée]l[èe]vement|[üu]berweisung|lastschrift|transferencia(?:\s*bancaria)?|domiciliaci[óo]n|overschrijving|incasso|przelew(?:\s*bankowy)?|p[řr]evodem)$/iu;
/** A tax or register id after its label, and nothing else: "ABN 90 826 132 899", "EIN 12-3456789". */
const TAX_ID_ALONE =
  /^(?:abn|acn|arbn|gst(?:in)?|hst|vat|tva|ust\.?-?id(?:nr)?|btw|kvk|siret|siren|ein|tin|nif|cif|uid|ico|i[čc]o?|di[čc]|nip|regon|org\.?\s*nr|cvr|se|mva)\b\.?\s*(?:no\.?|nr\.?|number|#)?\s*:?\s*[A-Z]{0,3}\s?\d[\d\s./-]{5,}$/iu;

/** A label naming one of the issuer's staff: "Server:", "Cashier:", "Bedient von:", "Caissier". */
const STAFF_LABEL =
  /^(?:your\s+)?(?:server|served\s+by|waiter|waitress|cashier|clerk|bartender|kassierer(?:in)?|bediener(?:in)?|bedienung|bedient\s+von|kellner(?:in)?|serveur|serveuse|caissier|caissi[èe]re|cajero|cajera|camarero|camarera|atendido\s+por|cameriere|cassiere|kassamedewerker|obsluha|pokladn[íi]|kelner)\s*[:#.]?$/iu;

/** The heading of a payment's or a bank's details: "Payment details", "Bankverbindung". */
const PAYMENT_HEADING =
  /^(?:(?:payment|bank(?:ing)?|remittance|wire|transfer|account)\s+(?:details|information|info|instructions)|payment\s+(?:method|type|terms)s?|terms\s+of\s+payment|conditions?\s+de\s+(?:paiement|pago)|condiciones\s+de\s+pago|betalingsvoorwaarden|betalningsvillkor|betalings(?:betingelser|vilk[åa]r)|condizioni\s+di\s+pagamento|(?:m[ée]thode|mode|moyen)\s+de\s+paiement|zahlungs(?:art|methode|weise)|m[ée]todo\s+de\s+pago|forma\s+de\s+pago|betaalmethode|betaalwijze|metodo\s+di\s+pagamento|how\s+to\s+pay|bankverbindung|bankdaten|zahlungs(?:informationen|details|bedingungen)|bankgegevens|betaalgegevens|coordonn[ée]es\s+bancaires|informations?\s+(?:de\s+)?paiement|datos\s+bancarios|dati\s+bancari|coordinate\s+bancarie|zp[ůu]sob\s+(?:[úu]hrady|platby)|sp[ôo]sob\s+(?:[úu]hrady|platby)|(?:forma|spos[óo]b)\s+p[łl]atno[śs]ci|forma\s+de\s+pagamento|na[čc]in\s+pla[ćc]anja|modalitate(?:a)?\s+de\s+plat[ăa]|fizet[ée]si\s+m[óo]d|[öo]deme\s+(?:[şs]ekli|y[öo]ntemi)|betalingsm[åa]de|betalningss[äa]tt)\s*:?$/iu;
const TAX_OR_BANK_ID =
  /\b(?:vat|tva|ust|mwst|btw|iva|nip|gstin|abn|dič|ič|org\.?\s*nr|tax\s*id|uid|siret|iban|bic|swift)\b/i;

const LABELS: readonly RegExp[] = [
  ...INVOICE_NUMBER_LABELS,
  ...DATE_LABELS,
  TOTAL_STRONG,
  TOTAL_WEAK,
  NET_LABEL,
  TAX_LABEL,
  CUSTOMER_LABELS,
];
/**
 * A reference label: "Your reference", "Er referens", "Ihr Zeichen", "Notre référence", or a
 * reference's abbreviation and what it refers to: "Rif. ordine", "Ref. pedido", "Réf. client".
 */
const REFERENCE_LABEL =
  /^(?:your|our|customer|order|booking|ihr|unser|er|v[åa]r|votre|notre|uw|onze|su|nuestra)\s+(?:ref(?:erence|erens|erentie|erencia)?|zeichen|r[ée]f[ée]rence)\b|^ref(?:erence|erens|erentie|erencia)?\.?$|^(?:rif(?:erimento)?|ref(?:erence|erencia|erentie|erens)?|r[ée]f(?:[ée]rence)?)\.?\s+(?:ordine|cliente|fattura|pedido|factura|client|commande|facture|order|customer|invoice|bestelling|klant|factuur|bestellung|kunde|auftrag|encomenda|ordre|kund)\.?$/iu;
/** A short label of an identifier: "Order No.", "Ert ordernr", "Kundennummer". */
const ID_LABEL =
  /^(?:\S+\s+){0,2}(?:(?:no|nr|n[°º]|number|nummer|num[ée]ro|n[úu]mero|numer|id)\.?|\p{L}+(?:nr|nummer)\.?|#)\s*:?$/iu;
/** A short label of any date: "Due Date", "Date paid", "Lieferdatum". */
const DATE_LABEL = /^(?:\S+\s+){0,2}(?:date|dated|datum|fecha|\p{L}+datum)(?:\s+\S+){0,2}$/iu;
/** A contact detail: "Tel: …", "Phone +44 …", "Fax (0)…" (a name may begin "Mobile" or "Web"). */
/**
 * A heading of contact or bank details alone, or a few of them ("Address", "Phone / e-mail",
 * "Adresse & Kontakt"): a footer's column heads, no one's name.
 */
const DETAIL = String.raw`(?:(?:postal|street|office|billing|head\s+office|post)\s+)?(?:address|adress|adresse|anschrift|direcci[óo]n|adres|indirizzo|endere[çc]o|phone|telephone|telefon|tel\.?|fax|mobile|e-?mail|web(?:site|seite)?|internet|contact|kontakt|contacto|contatti|bank|bankgiro|plusgiro|postgiro|giro)`;
/**
 * A section's heading of one or two words before "details" or "summary" ("Order details", "FARE
 * DETAILS", "Account summary"): what the section holds, not who issues it (a legal form after it
 * makes it a company's name).
 */
const SECTION_HEADING = /^(?:[\p{L}-]+\s+){1,2}(?:details|summary|overview|information)\s*:?$/iu;
const DETAIL_HEADING = new RegExp(
  String.raw`^${DETAIL}(?:\s*(?:/|&|,|\+|and|und|et|y|en|och|og)\s*${DETAIL})*\s*:?$`,
  'iu',
);
/**
 * A trade or a job title alone, as a freelancer's template prints it under or over the name
 * ("BRAND DESIGNER", "Freelance Photographer", "Fotografin"): what the issuer does, not who it is.
 */
const TRADE_TITLE = new RegExp(
  String.raw`^(?:(?:freelance|independent|creative|certified\s+public|public|patent|graphic|brand|web|ux|ui|ux/ui|digital|visual|interior|product|motion|wedding|portrait|event|commercial|software|full[- ]?stack|front[- ]?end|back[- ]?end|it|marketing|business|management|tax|financial|seo|content|social\s+media|video|landscape|fashion|senior|junior|lead|certified|chartered|licensed|sworn|professional)\s+){0,2}(?:designer|developer|photographer|videographer|consultant|illustrator|copywriter|writer|translator|interpreter|engineer|architect|accountant|bookkeeper|freelancer|contractor|coach|tutor|therapist|strategist|editor|artist|stylist|planner|programmer|marketer|advisor|adviser|(?:grafik)?designer(?:in)?|fotograf(?:in)?|[üu]bersetzer(?:in)?|berater(?:in)?|photographe|traduct(?:eur|rice)|graphiste|fot[óo]graf[oa]|diseñador(?:a)?|traductor(?:a)?|vertaler|ontwerper|attorney(?:s\s+at\s+law|\s+at\s+law)?|lawyer|solicitor|barrister|rechtsanw[äa]lt(?:in|e)?|steuerberater(?:in)?|avocat|abogad[oa]|advocaten|advocaat|notar(?:y|ies|is)?|cpa)s?$`,
  'iu',
);
/**
 * The version of the format a document is printed from, as an Italian e-invoice's courtesy copy
 * heads its page ("Versione FPR12") or a form prints it ("Version 2.1"), a stray quote OCR read
 * before it or not.
 */
const FORMAT_VERSION = /^[“"„']?\s*versi(?:on|one|ón)\s+[A-Z]{0,4}\d[\d.]*$/iu;
/**
 * The label of an Italian tax id, its value cut off: "Identificativo fiscale ai fini IVA",
 * "Codice fiscale", "Partita IVA".
 */
const ITALIAN_ID_LABEL = /^(?:identificativo\s+fiscale|codice\s+fiscale|partita\s+iva)\b/iu;
const CONTACT_DETAIL = /\b(?:tel|phone|fax|mobile|e-?mail|web)\b\.?\s*(?::|[+\d(])/iu;

/**
 * A kind of invoice, a word or a few before the title's word: "Sales Invoice", "Schlussrechnung",
 * "Registration confirmation & invoice".
 */
const QUALIFIED_TITLE =
  /^(?:(?:\p{L}+\s+)(?:(?:\p{L}+|&)\s+){0,2}(?:invoice|receipt|bill|credit\s*note|rechnung|facture|factura|factuur|fattura|faktura|fatura|avoir)|\p{L}*(?:rechnung|faktura))$/iu;

/** A document title with at most a word or a number after it ("Tax Invoice", "Rechnung Nr 7"). */
function isTitle(name: string): boolean {
  if (QUALIFIED_TITLE.test(name)) return true;
  // A title in two languages: "HANDELSFAKTURA / COMMERCIAL INVOICE".
  const parts = name.split(/\s+\/\s+/);
  if (parts.length > 1) return parts.every(isTitle);
  const title = DOCUMENT_TITLES.exec(name);
  if (!title) return false;
  const rest = name.slice(title[0].length).trim();
  return rest.split(/\s+/).filter(Boolean).length <= 1 || /\d/.test(rest);
}

/** A bank code's label: "BIC", "IBAN:", "Sort code", "SWIFT/BIC". */
const BANK_LABEL =
  /^(?:bic(?:\s*\/\s*swift)?|swift(?:\s*\/\s*bic)?|iban|blz|bsb|sort\s*code|routing(?:\s*no\.?)?|aba)\b[\s:.#-]*/i;
/** A bank account's label, or a bank code's: what follows a bank's name on its line. */
const BANK_CODE_NEXT =
  /^(?:(?:bic|swift|iban|blz|bsb|sort\s*code|routing|aba)\b|(?:account|acct|a\/c|konto|compte|rekening|cuenta)(?:\s*(?:no\.?|nr\.?|number|#))?\s*[:\d]|(?:nr\.?|numer)\s*(?:konta|rachunku)\b|[čc][íi]slo\s*[úu][čc]tu\b)/i;

/** A bank's code after its label: "BIC DEUTDEFF", "IBAN DE89 3704 …", "Sort code 20-00-00". */
function isBankId(name: string): boolean {
  const label = BANK_LABEL.exec(name);
  return label !== null && /^[A-Z0-9][A-Z0-9 -]{5,}$/.test(name.slice(label[0].length));
}

/** A cell of a number alone: a quantity, a price, an amount, a rate ("3", "3,869.68 €", "19%"). */
const NUMBER_CELL = /^[-+]?(?:[€$£]\s?)?\d[\d.,' ]*(?:\s?(?:[€$£%]|[A-Z]{3}))?$/;
/** An amount with its cents alone in its cell ("11,609.04", "1.234,50 €"): not a date or a phone. */
const WITH_CENTS = /^[-+]?(?:[€$£]\s?)?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?:\s?(?:[€$£]|[A-Z]{3}))?$/;

/**
 * A row of the items' table: two cells or more of a number alone after its first cell, one of
 * them an amount with its cents. A letterhead's or a footer's cells of numbers (a telephone, a
 * register number) carry no cents.
 */
function isItemRow(line: TextLine): boolean {
  const numbers = line.cells.slice(1).filter((cell) => NUMBER_CELL.test(cell.text.trim()));
  return numbers.length >= 2 && numbers.some((cell) => WITH_CENTS.test(cell.text.trim()));
}

/**
 * The items table's head: two of its cells or more column headers ("Bezeichnung | Menge |
 * Betrag"). Its headers are labels, never names.
 */
function isItemsHead(line: TextLine): boolean {
  return line.cells.filter((cell) => COLUMN_HEAD.test(cell.text.trim())).length >= 2;
}

/** A British or a Canadian postcode alone in its cell ("YO1 7HH", "SW1A 1AA", "H3B 4W8"). */
const POSTCODE_ALONE = new RegExp(String.raw`^(?:${UK_POSTCODE}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$`);
/** A town and its British postcode at a name's end ("Edinburgh EH2 4AD"). */
const UK_POSTCODE_AT_END = new RegExp(String.raw`(?:^|\s)${UK_POSTCODE}$`);

/**
 * Cells right over a postcode alone, on its left edge, centred over it or ending where it ends (a
 * block set flush right, "Exeter" over "EX1 1JG"): the post town's.
 */
function postTowns(lines: readonly TextLine[]): Set<TextCell> {
  const towns = new Set<TextCell>();
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    if (!above || above.page !== line.page) return;
    for (const cell of line.cells) {
      if (!POSTCODE_ALONE.test(cell.text.trim())) continue;
      const town = above.cells.find(
        (each) => alignedWith(each, cell, 3) || Math.abs(each.right - cell.right) <= 3,
      );
      if (town) towns.add(town);
    }
  });
  return towns;
}

/** Four digits and two capitals: a Dutch postcode, whose letters may spell a legal form. */
const DUTCH_POSTCODE = /(?<![\p{L}\d])\d{4}\s?[A-Z]{2}(?![\p{L}\d])/u;

/** A street and its number, the street's word glued on or not: "Papendorpseweg 100". */
const STREET_AND_NUMBER =
  /(?:stra(?:ß|ss)e|str\.|weg|gasse|allee|platz|ring|damm|laan|straat|gracht|plein|street|road|avenue|lane|drive|vej|gatan|v[äa]gen|ulica)\s+\d/iu;

/** A town and its country after a comma ("Dubai, UAE"), see cannotBeVendor. */
function townAndCountry(name: string): boolean {
  const comma = name.lastIndexOf(',');
  if (comma < 0) return false;
  const country = name.slice(comma + 1).trim();
  return isCountryName(country) && (/^[A-Z.]{2,}$/.test(country) || /\s/.test(country.trim()));
}

/**
 * What a vendor's name never is, whatever the model says (the hard constraints): a label ("Issue
 * Date", "Total:"), a document title, the customer's label, an e-mail or web address, or an
 * address line or a number ("Westminster, UK", "Papendorpseweg 100"). A legal form vouches for a
 * name that only looks like one of them ("Total Fitness Ltd", "City Electrical Factors Ltd").
 */
export function cannotBeVendor(text: string): boolean {
  // An underscore glued before a word is a rule's piece or a speck OCR read ("_Faktura").
  const name = text.replace(/^_+(?=\p{L})/u, '');
  if (WEB_OR_MAIL.test(name)) return true;
  // A template's placeholder for a logo names no one.
  if (/^(?:(?:your|company|insert)\s+)?logo(?:\s+here)?$/i.test(name.trim())) return true;
  // A copyright notice names a template's or a platform's owner as often as the issuer.
  if (/^(?:\(c\)|©|copyright\b)/i.test(name)) return true;
  // A line "care of" an agent is an address's: the party is the name its block is headed by.
  if (/^(?:c\/o|c\.\s?o\.|care\s+of)\s/i.test(name.trim())) return true;
  // A Dutch postcode's letters read as a legal form ("3851 SL ERMELO", "1012 AB").
  if (DUTCH_POSTCODE.test(name)) return true;
  // A bank's code after its label ("BIC DEUTDEFF", "IBAN DE89 …") names no issuer.
  if (isBankId(name)) return true;
  // A legal form alone ("SE", "GmbH", "Private Limited", "GmbH & Co. KG") names no one, nor does
  // it with the word "company" ("Société — EURL", a template's stand-in for the name).
  const bare = name.replace(LEGAL_FORMS, '').replace(FORM_WORDS, '');
  if (!/\p{L}{2}/u.test(bare) || GENERIC_COMPANY.test(bare.replace(/[^\p{L}\s]+/gu, ' ').trim()))
    return true;
  if (LEGAL_STATUS.test(name.trim())) return true;
  // A payee's label alone ("Konto / Zahlbar an", "Payable to:") names no one.
  const payee = PAYEE_LABEL.exec(name);
  if (payee && payee.index === 0 && !name.slice(payee[0].length).trim()) return true;
  // So does a seller's ("Dodavatel", "Cedente/prestatore (fornitore)").
  const seller = VENDOR_LABELS.exec(name.trim());
  if (seller && !name.trim().slice(seller[0].length).trim()) return true;
  // An identifier after its label, whatever letters it holds ("SE-nr. 60770328", a Danish VAT
  // number whose "SE" reads as a legal form).
  if (/\bnr\b\.?\s*:?\s*[A-Z]{0,3}\s?\d{5,}/i.test(name)) return true;
  // A tax or register id after its label alone ("ABN 90 826 132 899", "KvK 65521990").
  if (TAX_ID_ALONE.test(name.trim())) return true;
  // A line of thanks, even one that names the issuer ("Thank you for shopping with Northern & Co.!").
  if (THANKS.test(name)) return true;
  // A town and its state or province after a comma, whose code may read as a legal form ("Calgary,
  // AB": Alberta, not a Swedish aktiebolag); a partnership's "&" before it makes it a company's
  // ("Tedros-IT & Associate, AB").
  if (STATE_LINE.test(name) && !/[&+]/.test(name.slice(0, name.lastIndexOf(',')))) return true;
  // A trade name and its owner's together are two names (nameParts offers each).
  if (TRADING_AS.test(name)) return true;
  if (COMPANY_SUFFIX.test(name)) return false;
  // Words of a sentence to the reader, in small letters ("Enter the amount you", "are paying
  // above"): no name is written with them.
  if (READER_WORDS.test(name)) return true;
  // A remittance slip's heading ("PAYMENT ADVICE"), and its field for the amount paid.
  if (REMITTANCE_HEADING.test(name.trim()) || SLIP_FIELD_LABEL.test(name.trim())) return true;
  return (
    REGISTER_NOTICE.test(name) ||
    PAYMENT_METHOD.test(name.trim()) ||
    PAYMENT_HEADING.test(name.trim()) ||
    DETAIL_HEADING.test(name.trim()) ||
    SECTION_HEADING.test(name.trim()) ||
    TRADE_TITLE.test(name.trim()) ||
    FORMAT_VERSION.test(name.trim()) ||
    ITALIAN_ID_LABEL.test(name.trim()) ||
    PLACE_LABEL.test(name.trim()) ||
    LABELS.some((label) => label.test(name)) ||
    DATE_LABEL.test(name) ||
    REFERENCE_LABEL.test(name) ||
    ID_LABEL.test(name) ||
    /:$/.test(name) ||
    isTitle(name) ||
    CONTACT_DETAIL.test(name) ||
    // An address word alone may begin a name ("City Plumbing"); with a number or a comma, an address.
    (ADDRESS_WORDS.test(name) && /\d|,/.test(name)) ||
    COUNTRY_LINE.test(name) ||
    // A town and its country after a comma ("Dubai, UAE", "Auckland, New Zealand"): a country of
    // capitals or of two words or more, since "Brown, Jordan" is a person's name.
    townAndCountry(name) ||
    STATE_LINE.test(name) ||
    // A sentence: a capital's word, four small words or more, a full stop ("All images remain
    // the copyright of the photographer.").
    /^\p{Lu}\p{Ll}*(?:\s+\p{Ll}[\p{Ll}'’-]*){4,}.*\.$/u.test(name.trim()) ||
    // A town and its British postcode ("Edinburgh EH2 4AD").
    UK_POSTCODE_AT_END.test(name.trim()) ||
    isCountryName(name) ||
    STREET_AND_NUMBER.test(name) ||
    /\b\d{4,}\b/.test(name) ||
    // An identifier ("Momsreg.nr SE719600417501"): a name has no run of five digits, nor a code
    // of ten capitals and digits or more, three digits in it ("C.F. RSSMRA85T10A562S").
    /\d{5,}/.test(name) ||
    /(?<![\p{L}\d])(?=(?:[A-Z]*\d){3})[A-Z\d]{10,}(?![\p{L}\d])/u.test(name) ||
    /^\d/.test(name)
  );
}

/** Pronouns and verbs of a sentence to the reader, in small letters. */
const READER_WORDS =
  /(?<![\p{L}'’])(?:you|your|we|our|are|is|will|please|vous|votre|nous|gelieve)(?![\p{L}'’])/u;

const LEGAL_FORMS = new RegExp(COMPANY_SUFFIX.source, 'g');
/** The word "company" in the five languages and a few more: a stand-in, not a name. */
const GENERIC_COMPANY =
  /^(?:(?:the|la|le|die|el|de)\s+)?(?:soci[ée]t[ée]|company|firma|firm|entreprise|empresa|azienda|ditta|bedrijf|unternehmen|gesellschaft|societ[àa]|sociedad|spó[łl]ka)$/iu;
/** Words a legal form is written with besides its own ("Private Limited", "Pvt. Ltd.", "& Co."). */
const FORM_WORDS = /\b(?:private|pvt|public|co)\b\.?|&|\band\b/giu;

/** OCR words read with less confidence than this at the edges of a name are noise around it. */
const NOISE_CONFIDENCE = 0.3;
/** How far (a share) a mark's height may stray from the name's letters' before it is no letter. */
const LOGO_MARK = 0.25;
/** A word this many times as tall as the same word after it is a logo's wordmark. */
const WORDMARK = 1.6;
/** A tall mark of three signs OCR reads with less confidence than this is a monogram. */
const MONOGRAM_CONFIDENCE = 0.7;

/**
 * The name from `start` in the cell, without the barely legible OCR words at its edges ("MON
 * Tormos JAGOTA BROTHERS TRADING CO.,LTD" read off a stamp); null when no word of it is legible.
 * Text-layer words are all sure, so their names stay whole.
 */
function sureSpan(
  cell: TextCell,
  start: number,
  name: string,
  ocr: boolean,
): { name: string; start: number; end: number } | null {
  const end = start + name.length;
  const words = cell.words.filter(
    (word) => word.start >= start - 1 && word.start + word.text.length <= end + 1,
  );
  // A mark of one or two signs at an edge whose height is not the name's letters' is a piece of
  // a logo OCR read as letters ("JA Welplast", ")À Welplast"). The letters' height is its longer
  // words' (two such marks would be half of "ul Il Andre Carter").
  const longer = words.filter((word) => word.text.length > 2);
  const letters = glyphHeight(longer.length > 0 ? longer : words);
  // A monogram of three signs, half again as tall as the letters, is one too where a bracket is
  // in it or OCR is unsure of it ("(M) MARINA BAY LLC", "BF] BÄCKEREI", "Jal Jonas Hoffmann"); a
  // tall word OCR reads surely ("IBM Consulting") is not.
  const noise = (word: CellWord) =>
    word.confidence < NOISE_CONFIDENCE ||
    // Signs alone, or a bracket or a bar with a letter or two: a rule's or a frame's piece ("[TI
    // Tyler Kim Photography |").
    (ocr &&
      words.length > 1 &&
      (/^[^\p{L}\d&©]+$/u.test(word.text) ||
        (word.text.length <= 3 &&
          /^[()[\]{}|]|[()[\]{}|]$/u.test(word.text) &&
          // (A copyright's sign is no frame's: "(c) AWV e.V." names no issuer.)
          !/^\(c\)$/i.test(word.text)) ||
        // A small letter alone after the legal form that ends the name: a speck ("… EURL a").
        (word === words.at(-1) &&
          /^\p{Ll}$/u.test(word.text) &&
          COMPANY_SUFFIX.test(words.at(-2)?.text ?? '')))) ||
    (ocr &&
      !COMPANY_SUFFIX.test(word.text) &&
      words.length > 1 &&
      letters > 0 &&
      ((word.text.length <= 2 &&
        Math.abs(word.bottom - word.top - letters) > LOGO_MARK * letters) ||
        (word.text.length === 3 &&
          (/[()[\]{}|]/.test(word.text) || word.confidence < MONOGRAM_CONFIDENCE) &&
          word.bottom - word.top > (1 + 2 * LOGO_MARK) * letters)));
  // OCR's words glued without a space are one mark: "a", "ıl" and "|" read as "aıl|" before a
  // name is a piece of its logo, as the bar with them shows.
  const gluedToNext = (index: number) =>
    words[index + 1]?.start === words[index]!.start + words[index]!.text.length;
  const markOf = (index: number) => {
    let from = index;
    while (from > 0 && gluedToNext(from - 1)) from--;
    let to = index;
    while (to < words.length - 1 && gluedToNext(to)) to++;
    return words.slice(from, to + 1);
  };
  const barMark = (index: number) => {
    const text = markOf(index)
      .map((word) => word.text)
      .join('');
    return ocr && words.length > 1 && text.length <= 4 && /^\||\|$/u.test(text);
  };
  // A logo's wordmark OCR set on the name's line: the name's first word again, in letters far
  // taller ("JAGOTA JAGOTA BROTHERS TRADING CO.,LTD." off a photo of a letterhead).
  const wordmark = (index: number) => {
    const word = words[index]!;
    const next = words[index + 1];
    return (
      ocr &&
      next !== undefined &&
      word.text.toLowerCase() === next.text.toLowerCase() &&
      word.bottom - word.top > WORDMARK * (next.bottom - next.top)
    );
  };
  const dropped = (index: number) => noise(words[index]!) || barMark(index) || wordmark(index);
  let first = 0;
  let last = words.length - 1;
  while (first <= last && dropped(first)) first++;
  while (last >= first && dropped(last)) last--;
  if (words.length === 0 || (first === 0 && last === words.length - 1)) return { name, start, end };
  if (first > last) return null;
  const from = Math.max(start, words[first]!.start);
  const to = Math.min(end, words[last]!.start + words[last]!.text.length);
  const trimmed = cell.text
    .slice(from, to)
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,;-]+|[\s:,;]+$/g, '')
    .trim();
  return trimmed ? { name: trimmed, start: from, end: to } : null;
}

/**
 * The words (folded) of at least four letters between the dots of the page's e-mail and web
 * addresses, with how often each is printed; the customer's own (in its block) aside.
 */
function addressWordCounts(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { word } of addressWords(lines, customer))
    counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The words of the page's e-mail and web addresses (outside the customer's cells), each with the
 * index of its line, top of the first page first.
 */
export function addressWords(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell>,
): { word: string; lineIndex: number }[] {
  const words: { word: string; lineIndex: number }[] = [];
  lines.forEach((line, lineIndex) => {
    for (const cell of line.cells) {
      if (customer.has(cell)) continue;
      // (A scan may read a space after the "@": "office@ summitridge.com".)
      for (const match of cell.text.matchAll(
        /(?:[\w.+-]+@\s?|www\.|https?:\/\/(?:www\.)?)([\p{L}\d-]+(?:\.[\p{L}\d-]+)+)/giu,
      )) {
        // "oakfield-brightwater.co.uk": one word, its hyphens out, so that a name spelling only
        // one half of it spells less than the one that spells both.
        // The last part is the top-level domain (".shop", ".online"), which names no one.
        for (const part of fold(match[1] ?? '')
          .split('.')
          .slice(0, -1)) {
          const word = part.replace(/-/g, '');
          if (word.length >= 4) words.push({ word, lineIndex });
        }
      }
    }
  });
  return words;
}

/**
 * A logo's monogram OCR read before the name it holds the initials of ("T Tui Electrical" beside
 * office@tuielectrical.co.nz, "(NL) Northern Lights Corp." beside www.northernlights.ca): the name
 * without it, where the rest spells an address word whole.
 */
function withoutMonogram(name: string, domains: ReadonlySet<string>): string {
  const monogram = /^\(?(\p{Lu}{1,3})\)?\s+(?=\p{Lu})/u.exec(name);
  if (!monogram) return name;
  const rest = name.slice(monogram[0].length);
  const initials = rest
    .split(/\s+/)
    .slice(0, monogram[1]!.length)
    .map((word) => word[0])
    .join('');
  return initials === monogram[1] && spellsWhole(rest, domains) ? rest : name;
}

/**
 * A scan's reading of a name one letter off an address word the page prints twice ("Sonnleither"
 * beside office@sonnleitner.de and www.sonnleitner.de; printed once, the address may be what OCR
 * misread): the name as the address spells it, that letter in the case OCR read. Only a letter
 * read for a letter, in an address word of six letters or more, where the name does not hold one
 * whole already. OCR's commonest misreading, a capital I read as an l at the start of a word, is
 * respelled by any address word printed once ("lyer & Co." beside info@iyer.in): an address is
 * spelt in small letters, where the two are not confused.
 */
export function respelledByAddress(
  name: string,
  counts: ReadonlyMap<string, number>,
): string | null {
  const cut = joinedByAddress(name, counts);
  if (cut) return cut;
  const twice = new Set([...counts].filter(([, count]) => count >= 2).map(([word]) => word));
  if (spellsWhole(name, twice)) return null;
  const chars = [...name];
  // The letters and digits of the name's words, legal forms aside, run together, each with its
  // place in the name and whether it starts or ends its word.
  const legal = new Set<number>();
  for (const match of name.matchAll(LEGAL_FORMS))
    for (let at = match.index; at < match.index + match[0].length; at++) legal.add(at);
  const run: { letter: string; at: number; starts: boolean; ends: boolean }[] = [];
  chars.forEach((char, at) => {
    const folded = fold(char);
    if (legal.has(at) || !/^[\p{L}\d]$/u.test(folded)) return;
    const letterAt = (other: number) => /[\p{L}\d]/u.test(chars[other] ?? '');
    run.push({ letter: folded, at, starts: !letterAt(at - 1), ends: !letterAt(at + 1) });
  });
  // The name's first letter lost at a logo's edge ("akeshore Hosting LLC" beside
  // accounts@lakeshore.com): an address word of seven letters or more that its first word is, but
  // for its first letter.
  const first = run.findIndex((each) => each.ends);
  for (const [word] of counts)
    if (
      word.length >= 7 &&
      first === word.length - 2 &&
      run.slice(0, first + 1).every((each, k) => each.letter === word[k + 1])
    )
      return `${word[0]!.toUpperCase()}${name.slice(run[0]!.at)}`;
  for (const [word, count] of counts) {
    for (let start = 0; start + word.length <= run.length; start++) {
      // Whole words only ("Schmidt GmbH" is no misreading of "schmidts").
      if (!run[start]!.starts || !run[start + word.length - 1]!.ends) continue;
      const misses = [...word].flatMap((letter, k) =>
        run[start + k]!.letter === letter ? [] : [k],
      );
      if (misses.length !== 1) continue;
      const k = misses[0]!;
      const { at } = run[start + k]!;
      const read = chars[at]!;
      if (!/\p{L}/u.test(read) || !/\p{L}/u.test(word[k]!)) continue;
      // (A capital I read as an l: the name's word starts with it, and the I is a capital.)
      const capitalI = read === 'l' && word[k] === 'i' && run[start + k]!.starts;
      // (So is a capital read as a small letter at the start of the name: "iyngby Teknik ApS"
      // beside lyngbyteknik.dk. A name starts with a capital.)
      const smallStart = start + k === 0 && /\p{Ll}/u.test(read) && word.length >= 6;
      if (!capitalI && !smallStart && (word.length < 6 || count < 2)) continue;
      chars[at] =
        capitalI || smallStart || read === read.toUpperCase() ? word[k]!.toUpperCase() : word[k]!;
      return chars.join('');
    }
  }
  return null;
}

/** The fewest letters of an address word that joins a word OCR cut in two. */
const CUT_WORD_LETTERS = 6;

/**
 * A word OCR cut in two ("Glen more Ltd" beside hello@glenmore.ie): the name with the two joined,
 * where together they are an address word of CUT_WORD_LETTERS or more and the second begins in a
 * small letter and is no small word of a name ("Van den Berg" keeps its "den"); else null.
 */
function joinedByAddress(name: string, counts: ReadonlyMap<string, number>): string | null {
  const words = name.split(' ');
  for (let k = 1; k < words.length; k++) {
    const [before, word] = [words[k - 1]!, words[k]!];
    const joined = fold(`${before}${word}`);
    if (
      joined.length >= CUT_WORD_LETTERS &&
      /^\p{L}+$/u.test(joined) &&
      /^\p{Ll}/u.test(word) &&
      !NAME_PARTICLES.has(word) &&
      counts.has(joined)
    )
      return [...words.slice(0, k - 1), `${before}${word}`, ...words.slice(k + 1)].join(' ');
  }
  return null;
}

/**
 * The largest share of one of the page's address words that the name's words (of four letters or
 * more) spell: 1 when a word holds the address word whole ("harboursoft" in "Harboursoft Ltd").
 */
function spelledShare(name: string, domains: ReadonlySet<string>): number {
  const words = fold(name)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 4);
  let best = 0;
  for (const domain of domains) {
    if (words.some((word) => word.includes(domain))) return 1;
    const letters = words
      .filter((word) => domain.includes(word))
      .reduce((sum, word) => sum + word.length, 0);
    best = Math.max(best, Math.min(1, letters / domain.length));
  }
  return best;
}

/** Whether the name's letters, run together, hold one of the page's address words whole. */
export function spellsWhole(name: string, domains: ReadonlySet<string>): boolean {
  const run = fold(name).replace(/[^\p{L}\d]+/gu, '');
  return [...domains].some((domain) => run.includes(domain));
}

const normalise = letters;

/** A name without the legal form it ends with ("Larkspur Logistics Ltd" → "Larkspur Logistics"). */
function withoutLegalForm(name: string): string {
  const legal = legalForm(name);
  return legal && legal.end >= name.trimEnd().length - 1 && legal.index > 0
    ? name.slice(0, legal.index)
    : name;
}

/** Who is paid is the issuer: "Make cheques payable to Acme Ltd", "Kontoinhaber: Acme GmbH". */
const PAYEE_LABEL =
  /(?:^|\s)(?:(?:konto|compte|conto|account)\s*\/\s*(?:zahlbar\s+an|payable\s+(?:to|[àa])|pagabile\s+a)|(?:make\s+(?:all\s+)?(?:checks?|cheques?)\s+)?payable\s+to|pay\s+to|beneficiary(?:\s+name)?|account\s+(?:name|holder)|kontoinhaber(?:in)?|zahlungsempf[äa]nger|b[ée]n[ée]ficiaire|titulaire(?:\s+du\s+compte)?|beneficiario|titular(?:\s+de\s+la\s+cuenta)?|begunstigde|t\.\s?n\.\s?v\.?|ten\s+name\s+van|(?:for\s+and\s+)?on\s+behalf\s+of|authori[sz]ed\s+signatory\s+(?:of|for))\s*:?\s*/i;

/** How far (points) a seller label's value may stand beside it in a table of labels. */
const LABEL_VALUE_GAP = 120;

/** How far (points) the value after a payee's label may stand on its line. */
const PAYEE_GAP = 90;

/** An IBAN alone: two letters, two digits, then groups of letters and digits. */
const IBAN = /^[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?$/;

/** Where an address starts after a name: "Müller Hauptstraße 12", "Acme 12 High Street". */
const ADDRESS_START =
  /\s(?=[\p{L}-]*(?:stra(?:ß|ss)e|str\.|weg|gasse|allee|platz|ring|damm|laan|straat|gracht|plein|street|road|avenue|lane|drive|vej|gatan|v[äa]gen|ulica)\s+\d)|\s(?=(?:ul\.|rue|via|calle|avenida|avda\.?)\s)|\s(?=\d+[a-z]?,?\s+[\p{L}-]+\s+(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|drive|boulevard|blvd)\b)/iu;
/** Where a register or tax line starts after a name: "bol.com b.v. KvK Utrecht: 3214…". */
const REGISTER_START =
  /\s(?=(?:kvk|btw|vat|tva|ust|mwst|iva|nip|regon|krs|iban|bic|swift|hrb|hra|amtsgericht|registergericht|handelsregister|rcs|siret|siren|company\s*(?:no|number|reg)|reg(?:istered)?\.?\s*(?:no|office)|tel|phone|fax|e-?mail|www\.)\b)/i;

/**
 * The names a part of a cell may hold besides the whole part: the name before a comma ("Acme
 * GmbH, Main Street 1"), before an address or a register line on the same line, up to its legal
 * form ("Musterfirma AG Abteilung Buchhaltung"), and after a seller label inside the line.
 */
interface CellPart {
  text: string;
  start: number;
  /** The seller label inside the line the part follows. */
  label?: string;
  /** The part follows a payee label ("Payable to"). */
  payee?: boolean;
}

function nameParts(part: CellPart): CellPart[] {
  const found: CellPart[] = [];
  const prefix = (end: number) => {
    if (end > 1 && end < part.text.length)
      found.push({ text: part.text.slice(0, end), start: part.start });
  };
  // The town before an address line's country or state ("Larch, TX") is no name.
  if (!COUNTRY_LINE.test(part.text) && !STATE_LINE.test(part.text))
    prefix(part.text.search(/,\s(?!(?:ltd|inc|llc|s\.?a|gmbh|co|corp|b\.?v)\b)/i));
  prefix(part.text.search(ADDRESS_START));
  prefix(part.text.search(REGISTER_START));
  const legal = legalForm(part.text);
  if (legal && legal.index > 1) prefix(legal.end);
  const payee = PAYEE_LABEL.exec(part.text);
  if (payee) {
    const from = payee.index + payee[0].length;
    const rest = part.text.slice(from);
    const comma = rest.search(/,(?!\s*(?:ltd|inc|llc|s\.?a|gmbh|co|corp|b\.?v)\b)/i);
    if (rest.trim())
      found.push({
        text: comma > 1 ? rest.slice(0, comma) : rest,
        start: part.start + from,
        payee: true,
      });
  }
  // "Dodavatel MARFIPA s.r.o.": the label and the name in one text.
  const labelled = sellerLabelLength(part.text);
  if (labelled > 0)
    found.push({
      text: part.text.slice(labelled),
      start: part.start + labelled,
      label: part.text.slice(0, labelled).replace(/[\s:]+$/, ''),
    });
  // "Salt & Stone is a trading name of Harbourview Ltd", "Acme Ltd t/a Acme Tools": each name.
  const trading = TRADING_AS.exec(part.text);
  if (trading) {
    prefix(trading.index);
    const from = trading.index + trading[0].length;
    const rest = part.text.slice(from);
    // (The owner's name ends with its legal form, else before the sentence goes on: "… of J. Smith
    // & Sons Ltd. Registered in England", "… of Harbourview Co., Ltd.".)
    const form = legalForm(rest);
    const end = form ? form.end : rest.search(/;|,\s|\.\s+(?=\p{Lu}\p{Ll}{2,})|\.?$/u);
    // (A sentence's full stop after a legal form written out is none of it: "… Limited.")
    const owner = rest.slice(0, end).replace(/(?<=\p{L}{5})\.$/u, '');
    if (owner.trim()) found.push({ text: owner, start: part.start + from });
  }
  const inner = INNER_VENDOR_LABEL.exec(part.text);
  if (inner && inner.index > 0) {
    const from = inner.index + inner[0].length;
    const rest = part.text.slice(from);
    const comma = rest.search(/,(?!\s*(?:ltd|inc|llc|s\.?a|gmbh|co|corp|b\.?v)\b)/i);
    found.push({
      text: comma > 1 ? rest.slice(0, comma) : rest,
      start: part.start + from,
      label: inner[0].trim(),
    });
  }
  return found;
}

/**
 * The words between a trade name and its owner's: "is a trading name of", "trading as", "t/a"; on
 * a scan with a space OCR lost ("isa trading nameof").
 */
const TRADING_AS =
  /\s(?:is\s*(?:a\s*)?(?:the\s+)?trading\s*(?:name|style)\s*of|trading\s+as|t\/a)\s+/i;

/** The separator of a line's two halves that may make one name: " | ", " - ", " – ". */
const NAME_JOIN = /^\s(?:\||[-–])\s$/;

/**
 * Whether a cell's parts (split at its separators) are two halves of a name joined by a bar or a
 * dash ("Lektorat | Miriam Seidel"): two parts of letters, at most four words each, neither an address, an id, a label or a legal
 * form's company (then that half alone is the name).
 */
function twoNameHalves(text: string, parts: readonly CellPart[]): boolean {
  if (parts.length !== 2) return false;
  const [first, second] = parts as [CellPart, CellPart];
  if (!NAME_JOIN.test(text.slice(first.start + first.text.length, second.start))) return false;
  return parts.every(
    (half) =>
      /^[\p{L}][\p{L}&.'’ -]*$/u.test(half.text.trim()) &&
      half.text.trim().split(/\s+/).length <= 4 &&
      !COMPANY_SUFFIX.test(half.text) &&
      !cannotBeVendor(half.text.trim()),
  );
}

/** The names under a payer's label ("Zahlbar durch", "Payable by"), normalised. */
function payerNames(lines: readonly TextLine[]): Set<string> {
  const names = new Set<string>();
  lines.forEach((line, index) => {
    for (const cell of line.cells) {
      if (!PAYER_LABEL.test(cell.text.trim())) continue;
      const below = cellBelow(lines, index, cell);
      if (below) names.add(normalise(below.cell.text));
    }
  });
  return names;
}

/** A name found on a line, before its features are worked out. */
interface NameCandidate {
  name: string;
  /** Its line and cell. */
  index: number;
  cellIndex: number;
  start: number;
  end: number;
  senderLine: boolean;
  afterLabel: string;
  legal: boolean;
  payee: boolean;
  /** The name a signature block signs for ("For Acme Traders" over "Authorised Signatory"). */
  signed?: boolean;
  /**
   * A name wrapped onto the next line: that line's cell (the name's last part); `heading` where
   * the lines are one by their letters alone (set as the page's heading), not by how they end.
   */
  continued?: { index: number; cellIndex: number; heading: boolean };
}

export function vendorCandidates(
  lines: readonly TextLine[],
  customerLines: ReadonlySet<number>,
  customer: ReadonlySet<TextCell> = customerCells(lines),
): VendorCandidate[] {
  const addressCounts = addressWordCounts(lines, customer);
  const domains = new Set(addressCounts.keys());
  const namedByLabel = customerNamesByLabel(lines);
  const customerNames = new Set(namedByLabel.keys());
  // The layout rules' own pick (seller label, legal notice, sender line, largest at the top) is
  // one more piece of evidence.
  const rulePick = findVendor(
    lines,
    new Set(customerLines),
    (name) => !cannotBeVendor(name),
    customer,
  );
  const picked = rulePick ? normalise(rulePick.value) : null;
  const pageSizes = new Map<number, number>();
  for (const line of lines)
    pageSizes.set(line.page, Math.max(pageSizes.get(line.page) ?? 0, line.size));
  const medianSize = medianLineSize(lines);
  const lastPage = Math.max(...lines.map((line) => line.page));
  // Lines under (or beside) a seller label, and lines near the issuer's tax or bank ids.
  // The issuer's ids: tax or bank ids outside the customer's block, by line and column.
  const sellerLines = new Set<number>();
  // (A remittance slip's "From" names the payer: slipPayerLabels.)
  const slipPayers = slipPayerLabels(lines);
  // (Under a seller's label with its value beside it ("Issued by | Tulip Air"), the label's own
  // column holds the table's other labels: "Frequent flyer" under it names no seller.)
  const labelColumn = new Set<TextCell>();
  const idCells: { index: number; x: number }[] = [];
  lines.forEach((line, index) => {
    if (line.cells.some((cell) => VENDOR_LABELS.test(cell.text) && !slipPayers.has(cell)))
      for (let next = index; next <= index + 4 && next < lines.length; next++)
        sellerLines.add(next);
    line.cells.forEach((cell, cellIndex) => {
      const value = line.cells[cellIndex + 1];
      if (!VENDOR_LABELS.test(cell.text) || !value || !cannotBeVendor(cell.text.trim())) return;
      // (A value, close beside it: not another label, nor the next block's head.)
      if (
        value.x - cell.right > LABEL_VALUE_GAP ||
        /:\s*$/.test(value.text) ||
        VENDOR_LABELS.test(value.text) ||
        LABELS.some((label) => label.test(value.text))
      )
        return;
      for (let next = index + 1; next <= index + 4 && next < lines.length; next++)
        for (const each of lines[next]!.cells)
          if (lines[next]!.page === line.page && Math.abs(each.x - cell.x) <= 3)
            labelColumn.add(each);
    });
    for (const cell of line.cells)
      if (TAX_OR_BANK_ID.test(cell.text) && !customer.has(cell)) idCells.push({ index, x: cell.x });
  });
  const nearIssuerId = (index: number, x: number) =>
    idCells.some((id) => id.index >= index - 1 && id.index <= index + 3 && Math.abs(id.x - x) < 60);
  // The cell after a payee label that stands alone ("Account name" | "Acme Ltd"), or under it; a
  // remittance slip's "To" with its payee in the same cell ("To: Fenwick"), or after it or under it.
  const payeeCells = new Set<TextCell>();
  const slipLabels = slipPayeeLabels(lines);
  lines.forEach((line, index) => {
    line.cells.forEach((cell, cellIndex) => {
      if (slipLabels.has(cell) && cell.text.replace(SLIP_TO_LABEL, '').trim()) {
        payeeCells.add(cell);
        return;
      }
      const match = PAYEE_LABEL.exec(cell.text);
      const alone = match !== null && !cell.text.slice(match.index + match[0].length).trim();
      if (!alone && !slipLabels.has(cell)) return;
      const below = cellBelow(lines, index, cell);
      // The account's number may come first, then the holder ("Konto / Zahlbar an", "CH78 …",
      // "Acme AG", as a Swiss QR-bill prints them).
      const holder =
        below && IBAN.test(below.cell.text.trim())
          ? cellBelow(lines, below.lineIndex, below.cell)
          : below;
      // The cell after the label on its line, where it stands close: else the holder under it.
      const after = line.cells[cellIndex + 1];
      const next = after && after.x - cell.right <= PAYEE_GAP ? after : holder?.cell;
      if (next) payeeCells.add(next);
    });
  });
  const addressedTo = addressedBesideIssuer(lines, domains, customer);
  const candidates: NameCandidate[] = [];
  lines.forEach((line, index) => {
    if (line.page !== 1 && line.page !== lastPage) return;
    // An item's row ("Design work - brochure | 3 | 3,869.68 | 11,609.04") names what was sold.
    if (isItemRow(line)) return;
    // A section's heading right over a table's head ("PROFESSIONAL SERVICES" over "Date | Atty |
    // Description | Hours"): what the table holds, not who bills it.
    const next = lines[index + 1];
    if (
      line.cells.length === 1 &&
      next?.page === line.page &&
      isItemsHead(next) &&
      line.y - next.y < 3 * Math.max(line.size, 6) &&
      !COMPANY_SUFFIX.test(line.text)
    )
      return;
    const head = isItemsHead(line);
    line.cells.forEach((cell, cellIndex) => {
      // A column's header over the items is a label ("Bezeichnung"), a name beside it is not.
      if (head && COLUMN_HEAD.test(cell.text.trim())) return;
      if (line.source === 'ocr' && inSplitTitle(line.cells, cellIndex)) return;
      if (addressedTo.has(cell)) return;
      // "For Acme Traders" over "Authorised Signatory": the name the seller signs with, a mark
      // only the issuer prints, as its legal notice is.
      const signed = signedFor(lines, index, cell);
      const signedSpan = signed
        ? sureSpan(cell, signed.start, signed.name, line.source === 'ocr')
        : null;
      if (signedSpan && !cannotBeVendor(signedSpan.name))
        candidates.push({
          name: line.source === 'ocr' ? ocrLegalForm(signedSpan.name) : signedSpan.name,
          index,
          cellIndex,
          start: signedSpan.start,
          end: signedSpan.end,
          senderLine: false,
          afterLabel: '',
          payee: true,
          legal: true,
          signed: true,
        });
      const parts: CellPart[] = [];
      let from = 0;
      for (const match of cell.text.matchAll(SEPARATOR)) {
        parts.push({ text: cell.text.slice(from, match.index), start: from });
        from = (match.index ?? 0) + match[0].length;
      }
      parts.push({ text: cell.text.slice(from), start: from });
      // (On a scan, a logo's sign read before a part, a space after it, is no part of it: "©
      // sold by bluestem-outlet" is a seller's label and its name.)
      if (line.source === 'ocr')
        for (const part of parts) {
          const sign = LEADING_SIGN.exec(part.text)?.[0].length ?? 0;
          part.text = part.text.slice(sign);
          part.start += sign;
        }
      const senderLine = parts.length >= 3 && /[·•|]/.test(cell.text);
      // (Whether the cell stands right over a postcode and its town, or a bank's code: the same for
      // all its parts.)
      const below = lines[index + 1];
      const underIt = (test: (text: string) => boolean) =>
        below?.page === line.page &&
        below.cells.some((each) => Math.abs(each.x - cell.x) < 3 && test(each.text));
      const overTown = underIt((text) => POSTCODE_AND_TOWN.test(text));
      const bankCodeUnder = underIt((text) => BANK_CODE_NEXT.test(text.trim()));
      const halves = twoNameHalves(cell.text, parts);
      const seen = new Set(parts.map((part) => `${part.start}:${part.text}`));
      for (const part of [...parts])
        for (const name of nameParts(part))
          if (!seen.has(`${name.start}:${name.text}`)) {
            seen.add(`${name.start}:${name.text}`);
            parts.push(name);
          }
      // "Lektorat | Miriam Seidel", "Studio Rossi - Grafica": a trade and a name in one line,
      // neither a company's with its legal form, may be the name the seller goes by as a whole.
      if (halves) parts.push({ text: cell.text, start: 0 });
      for (const [partIndex, part] of parts.entries()) {
        const leading = part.label === undefined ? (LEADING_LABEL.exec(part.text)?.[0] ?? '') : '';
        // A letterhead's name alone on its line, in large print, with a speck read as a colon
        // after it ("Ò Holt Photo :"), is no label: labels are printed at the text's size.
        const label =
          leading === part.text &&
          line.cells.length === 1 &&
          line.source === 'ocr' &&
          line.size >= HEAD_SIZE * medianSize
            ? ''
            : leading;
        const raw = part.text.slice(label.length);
        // (A trailing bracket of figures and signs is no part of it: a rating, "(8,702 ★)".)
        let name = raw
          .replace(/\s+/g, ' ')
          .replace(/\s*\([^\p{L}()]*\)\s*$/u, '')
          .replace(/^[\s:,;-]+|[\s:,;]+$/g, '')
          .trim();
        let lead = raw.length - raw.trimStart().length;
        // OCR reads a logo's mark before the name as a stray sign (")À Welplast"), and a template
        // may print its logo's placeholder there ("LOGO LE FOURNISSEUR"): not the name's.
        // A copyright notice names the issuer where its cell carries the issuer's tax id too (an
        // app store's receipt: "Copyright © 2024 Apple Distribution International Ltd. …
        // VAT ID: IE…"); elsewhere it may name a template's or a platform's owner.
        const copyright =
          TAX_OR_BANK_ID.test(cell.text) && !customer.has(cell) ? COPYRIGHT.exec(name) : null;
        const junk =
          (line.source === 'ocr' ? ocrMark(name) : null) ??
          LOGO_PLACEHOLDER.exec(name) ??
          copyright;
        const stripped = junk !== null && raw.trimStart().startsWith(junk[0]);
        if (stripped) {
          name = name.slice(junk[0].length);
          lead += junk[0].length;
        }
        // (A label ending with "#", whose sign a scan's reading may leave out as a speck: "Order #".)
        if (/#\s*$/.test(name) && cannotBeVendor(name)) continue;
        const span = sureSpan(cell, part.start + label.length + lead, name, line.source === 'ocr');
        if (!span) continue;
        const { start, end } = span;
        const sure = line.source === 'ocr' ? ocrLegalForm(span.name) : span.name;
        if (sure.length < 2 || sure.length > 80 || !/\p{L}{2}/u.test(sure)) continue;
        if (cannotBeVendor(sure)) continue;
        // A street and, after its comma, the house number ("Via Roma, 64", "Calle del Sol, 2").
        if (
          STREET_FIRST.test(sure) &&
          !COMPANY_SUFFIX.test(sure) &&
          /^,\s?\d/.test(cell.text.slice(part.start + part.text.length))
        )
          continue;
        // A name that ends in a house number right over a postcode and its town is the street's
        // line of an address, whatever the street's word ("Bryggen 47" over "4006 Stavanger"), a
        // number of two parts too ("Prievozská 18/6" over "821 09 Bratislava", "Karlova 12-14"; a
        // business open "24/7" is a name's).
        if (
          overTown &&
          /\s\d{1,4}[a-z]?(?:[/–-]\d{1,4}[a-z]?)?$/i.test(sure) &&
          !/\s24[/–-]7$/.test(sure) &&
          !COMPANY_SUFFIX.test(sure)
        )
          continue;
        const next = parts[partIndex + 1]?.text ?? '';
        // The name before a bank's code on a line is the bank's ("Wells Fargo · Routing 1234…"),
        // unless it is a company's (the account holder's: "Acme Ltd · Sort code 20-00-00") that
        // is no bank ("mBank S.A. · Nr konta: …").
        if (BANK_CODE_NEXT.test(next) && !COMPANY_SUFFIX.test(sure)) continue;
        // A bank's name before its account's label anywhere on the line ("Česká spořitelna, a.s. ·
        // Číslo účtu: …"), with a legal form or none.
        if (
          isBankName(sure) &&
          parts.slice(partIndex + 1).some((later) => BANK_CODE_NEXT.test(later.text))
        )
          continue;
        // Or over it, on the next line at the same left edge ("Commonwealth Bank" over "Account:
        // 46857762").
        if (isBankName(sure) && !COMPANY_SUFFIX.test(sure) && bankCodeUnder) continue;
        candidates.push({
          name: sure,
          index,
          cellIndex,
          start,
          end,
          senderLine,
          // (A slip's "To" is no customer's label.)
          afterLabel: part.label ?? (slipLabels.has(cell) ? '' : label),
          payee: part.payee === true || payeeCells.has(cell),
          // (That copyright notice, with the issuer's tax id, is the issuer's legal notice.)
          legal:
            LEGAL_NOTICE.test(next) ||
            LEGAL_NOTICE.test(line.text) ||
            (stripped && junk === copyright),
        });
      }
    });
  });

  const wrapped = wrappedNames(lines, customer, lastPage, domains);
  // A heading's lines are one name, not names of their own ("Sri Venkateswara" over "Engineering
  // Works" in the page's largest letters).
  const headingCells = new Set(
    wrapped.flatMap(({ index, cellIndex, continued }) =>
      continued?.heading
        ? [`${index}:${cellIndex}`, `${continued.index}:${continued.cellIndex}`]
        : [],
    ),
  );
  for (let at = candidates.length - 1; at >= 0; at--)
    if (headingCells.has(`${candidates[at]!.index}:${candidates[at]!.cellIndex}`))
      candidates.splice(at, 1);
  candidates.push(...wrapped);
  // A line that ends with "&" or "and" goes on: where its next line was found ("Annapurna Sweets
  // &" over "Namkeen"), the name is the two together; where not, what stands before the "&".
  const wrappedFrom = new Set(
    candidates.flatMap((each) => (each.continued ? [`${each.index}:${each.cellIndex}`] : [])),
  );
  for (let at = candidates.length - 1; at >= 0; at--) {
    const candidate = candidates[at]!;
    if (candidate.continued || !DANGLING_AND.test(candidate.name)) continue;
    if (wrappedFrom.has(`${candidate.index}:${candidate.cellIndex}`)) candidates.splice(at, 1);
    else candidate.name = candidate.name.replace(DANGLING_AND, '').trim();
  }
  // A hard constraint: the name a customer label addresses ("Rechnungsadresse" over "Acme GmbH")
  // is the customer's, never the vendor, even where the page prints no other name (the seller's
  // is then in a logo: the field is left for the reviewer).
  const issuers = candidates.filter(
    (candidate) => !customerNames.has(lines[candidate.index]!.cells[candidate.cellIndex]!),
  );
  if (issuers.length < candidates.length) candidates.splice(0, candidates.length, ...issuers);
  // So is a person a staff label names ("Server: Marcus", "Kassierer: Jonas"): the issuer's staff.
  for (let at = candidates.length - 1; at >= 0; at--)
    if (STAFF_LABEL.test(candidates[at]!.afterLabel.trim())) candidates.splice(at, 1);
  // Another: a town printed on a line of its own over its postcode ("York" over "YO1 7HH") is an
  // address's, whatever stands near it; a legal form vouches for a name ("Leeds Ltd").
  const towns = postTowns(lines);
  const notTowns = candidates.filter(
    (candidate) =>
      !towns.has(lines[candidate.index]!.cells[candidate.cellIndex]!) ||
      COMPANY_SUFFIX.test(candidate.name),
  );
  if (notTowns.length < candidates.length) candidates.splice(0, candidates.length, ...notTowns);
  // Another: the person an owner's label names ("Inh. Jonas Hartmann" under a filling station's
  // logo) runs the business; its own name, where the page prints one, is the vendor.
  const notOwners = candidates.filter((candidate) => !OWNER_LABEL.test(candidate.name));
  if (notOwners.length > 0 && notOwners.length < candidates.length)
    candidates.splice(0, candidates.length, ...notOwners);
  // Another: the name a payment slip says pays ("Zahlbar durch" over "Acme AG") is the
  // customer's wherever else it is printed (a QR-bill repeats the invoice's addressee); so is the
  // name a customer label names (a remittance slip's "Customer | Acme Ltd" names the one the top
  // left addresses), but for a letterhead's, larger than the text, or a name a seller label
  // names too: a company that invoices itself.
  const payers = payerNames(lines);
  const customerNamed = new Set(
    [...namedByLabel].flatMap(([cell, onlyBare]) => (onlyBare ? [] : [normalise(cell.text)])),
  );
  const ownName = (candidate: NameCandidate) =>
    sellerLines.has(candidate.index) ||
    Math.max(...lines[candidate.index]!.cells[candidate.cellIndex]!.words.map((w) => w.size)) >=
      HEAD_SIZE * medianSize;
  // (Named with or without its legal form: a label's value wrapped before "Ltd".)
  const namedAsCustomer = (candidate: NameCandidate) =>
    customerNamed.has(normalise(candidate.name)) ||
    customerNamed.has(normalise(withoutLegalForm(candidate.name)));
  for (const candidate of candidates)
    if (ownName(candidate)) {
      customerNamed.delete(normalise(candidate.name));
      customerNamed.delete(normalise(withoutLegalForm(candidate.name)));
    }
  const notPayers = candidates.filter(
    (candidate) => !payers.has(normalise(candidate.name)) && !namedAsCustomer(candidate),
  );
  if (notPayers.length > 0 && notPayers.length < candidates.length)
    candidates.splice(0, candidates.length, ...notPayers);
  // Another: the name a signature block signs for is the issuer's, wherever else it is printed.
  const signedNames = new Set(
    candidates
      .filter((candidate) => candidate.signed)
      .map((candidate) => normalise(candidate.name)),
  );
  if (signedNames.size === 1)
    candidates.splice(
      0,
      candidates.length,
      ...candidates.filter((candidate) => signedNames.has(normalise(candidate.name))),
    );
  // A scan's name one letter off an address word of the page: spelled as the address spells it.
  for (const candidate of candidates)
    if (lines[candidate.index]!.source === 'ocr')
      candidate.name = withoutMonogram(
        respelledByAddress(candidate.name, addressCounts) ?? candidate.name,
        domains,
      );
  // How often each name is printed, a wrapped name aside (and the customer's address block
  // aside: printed again elsewhere, the customer's name is not "repeated" by it).
  const counts = new Map<string, number>();
  for (const candidate of candidates)
    if (candidate.continued === undefined)
      counts.set(normalise(candidate.name), (counts.get(normalise(candidate.name)) ?? 0) + 1);

  // Reading order among the first page's lines that hold a name, print too small to be read
  // aside (a scan's word in a logo, a fold mark): no letterhead prints its name at a third of the
  // body's size (a letter's sender line over the address window is printed at half of it).
  const nameLineRank = new Map<number, number>();
  for (const candidate of [...candidates].sort((a, b) => a.index - b.index))
    if (
      lines[candidate.index]!.page === 1 &&
      lines[candidate.index]!.size >= TINY_PRINT * medianSize &&
      !nameLineRank.has(candidate.index)
    )
      nameLineRank.set(candidate.index, nameLineRank.size);
  // How much of the page's e-mail or web address each name spells: the issuer's address spells
  // its name, and a customer that shares a word with it ("Brightwater & Summit Inc." beside
  // oakfieldbrightwater.co.uk) spells less of it.
  const spelled = candidates.map((candidate) => spelledShare(candidate.name, domains));
  const bestSpelled = Math.max(0, ...spelled);
  return candidates.map((candidate, position) => {
    const line = lines[candidate.index]!;
    const cell = line.cells[candidate.cellIndex]!;
    const { name } = candidate;
    const words = name.split(' ');
    const features: Record<string, number> = {
      bias: 1,
      // A wrapped name whose last line the rules picked is that pick, whole; so is a heading's
      // name whose first line they picked.
      rulePick: Number(
        picked !== null &&
          (normalise(name) === picked ||
            (candidate.continued !== undefined && normalise(name).endsWith(picked)) ||
            (candidate.continued?.heading === true && normalise(name).startsWith(`${picked} `))),
      ),
      rulePickPart: Number(
        picked !== null &&
          normalise(name) !== picked &&
          picked.includes(normalise(name)) &&
          normalise(name).length >= 4,
      ),
      companySuffix: Number(COMPANY_SUFFIX.test(name)),
      // (A line under the seller's label vouches for none of the customer's cells beside it: the
      // two blocks side by side under "Cedente/prestatore" and "Cessionario/committente".)
      sellerLabel: Number(
        (sellerLines.has(candidate.index) && !customer.has(cell) && !labelColumn.has(cell)) ||
          VENDOR_LABELS.test(candidate.afterLabel),
      ),
      customerBlock: Number(customer.has(cell)),
      customerLabel: Number(
        CUSTOMER_LABELS.test(candidate.afterLabel) || CUSTOMER_LABELS.test(name),
      ),
      otherLabel: Number(candidate.afterLabel !== '' && !VENDOR_LABELS.test(candidate.afterLabel)),
      isLabel: Number(LABELS.some((label) => label.test(name)) || /:$/.test(name)),
      title: Number(DOCUMENT_TITLES.test(name)),
      bank: Number(BANK_WORDS.test(name)),
      contact: Number(CONTACT.test(name)),
      address: Number(
        ADDRESS_WORDS.test(name) || COUNTRY_LINE.test(name) || /\b\d{4,6}\b/.test(name),
      ),
      digits: Number(/\d/.test(name)),
      startsWithDigit: Number(/^\d/.test(name)),
      oneWord: Number(words.length === 1),
      longName: Number(words.length > 6),
      allCaps: Number(name === name.toUpperCase() && /\p{Lu}{3}/u.test(name)),
      domainMatch: Number(spelled[position]! > 0 && spelled[position]! >= bestSpelled),
      // The address spelled whole ("delinde" by "De Linde", not by "Linde" alone).
      domainWhole: Number(spellsWhole(name, domains)),
      nearIssuerId: Number(nearIssuerId(candidate.index, cell.x)),
      legalNotice: Number(candidate.legal),
      senderLine: Number(candidate.senderLine),
      repeated: Number((counts.get(normalise(name)) ?? 0) > 1),
      firstPage: Number(line.page === 1),
      top: Number(line.page === 1 && line.top > 0.8),
      upperHalf: Number(line.page === 1 && line.top > 0.5),
      footer: Number(line.top < 0.12),
      largestOnPage: Number(line.size >= (pageSizes.get(line.page) ?? 0) - 0.01),
      sizeRatio: Math.min(3, line.size / medianSize),
      firstCell: Number(candidate.cellIndex === 0),
      payee: Number(candidate.payee),
      // Reading order: the first lines of the first page that hold a name.
      firstNameLine: Number(line.page === 1 && nameLineRank.get(candidate.index) === 0),
      earlyNameLine: Number(line.page === 1 && (nameLineRank.get(candidate.index) ?? 99) < 3),
      leftHalf: Number(cell.x < line.pageWidth / 2),
      wrapped: Number(candidate.continued !== undefined),
    };
    const continued = candidate.continued;
    return {
      located: {
        value: name,
        line,
        cell,
        start: candidate.start,
        end: candidate.end,
        certainty: 0,
        ...(continued
          ? {
              next: {
                line: lines[continued.index]!,
                cell: lines[continued.index]!.cells[continued.cellIndex]!,
              },
            }
          : {}),
      },
      features,
    };
  });
}

/** Print smaller than this share of the body's size is too small to be a letterhead's name. */
const TINY_PRINT = 0.4;

/** A Polish legal form OCR read with zeros for its o's: "sp.z.0.0" for "sp.z.o.o". */
const POLISH_FORM_READ_WITH_ZEROS = /\b(sp\.?\s?z\.?\s?)([o0])(\.?\s?)([o0])(?![\p{L}\d])/giu;

/**
 * A legal form whose last letter OCR read as the digit or the capital it looks like: the Czech or
 * Slovak "s.r.0." for "s.r.o.", the Italian "S.r.1." or "S.r.I." for "S.r.l.".
 */
const FORM_READ_AS_LOOKALIKE = /(\bs\.\s?r\.\s?)([01I])(?=\.|$|\s)/giu;

/** A legal form OCR glued to the name before it: "RohstoffAG" for "Rohstoff AG". */
const GLUED_LEGAL_FORM =
  /(?<=\p{Ll}{3})(GmbH|AG|KG|OHG|Ltd|LLC|Inc|SARL|SAS|BV|NV|SpA|Oy|AB)(?=\.?(?:\s|$|,))/gu;

/**
 * A capital I OCR read as a bar at a word's start, before a small letter or an initial's dot
 * ("|.K.E." for the Greek "I.K.E.", "|ndustrial"): a bar before a capital may be a table's rule.
 */
const CAPITAL_I_READ_AS_BAR = /(?<!\S)\|(?=\p{Ll}|\.\p{Lu})/gu;

/**
 * An ampersand OCR read as an eight between two words of a name ("PERETZ 8 MIZRAHI" in a logo):
 * firms are named "X & Y" far more often than with a lone digit between two words.
 */
const AMPERSAND_READ_AS_EIGHT = /(?<=\p{L}{2}) 8 (?=\p{Lu}\p{L})/gu;

/** A name as OCR read it, with the legal forms it misreads put right. */
function ocrLegalForm(name: string): string {
  return name
    .replace(CAPITAL_I_READ_AS_BAR, 'I')
    .replace(AMPERSAND_READ_AS_EIGHT, ' & ')
    .replace(
      POLISH_FORM_READ_WITH_ZEROS,
      (_all, sp: string, _o1: string, dot: string) => `${sp}o${dot}o`,
    )
    .replace(FORM_READ_AS_LOOKALIKE, (_all, form: string, read: string) =>
      read === '0' ? `${form}o` : `${form}l`,
    )
    .replace(GLUED_LEGAL_FORM, ' $1')
    .split(' ')
    .map((word, index, words) =>
      index === 0 && capitalIReadAsL(word, words) ? `I${word.slice(1)}` : word,
    )
    .join(' ');
}

/** Words with an l that begin in lower case inside a capitalised name ("Café de la Paix"). */
const NAME_PARTICLE = /^(?:la|le|les|los|las|lo|l['’].*)$/;

/**
 * A name's first word whose capital I OCR read as a lower-case l, as sans-serif fonts draw them
 * alike: "lKEA", or "lyer" before words that are all capitalised, a legal form aside ("lyer
 * Trading LLP"; not "lumen GmbH", which may be printed so).
 */
function capitalIReadAsL(word: string, words: readonly string[]): boolean {
  if (/^l\p{Lu}/u.test(word)) return true;
  if (!/^l\p{Ll}/u.test(word) || NAME_PARTICLE.test(word)) return false;
  const others = words
    .slice(1)
    .filter((other) => /^\p{L}/u.test(other) && !COMPANY_SUFFIX.test(other));
  return others.length > 0 && others.every((other) => /^\p{Lu}/u.test(other));
}

/**
 * The cells of a block of lines on one edge (left or right) under `head`: each next line's cell
 * on that edge, no more than two and a half lines lower, up to eight cells (a line of another
 * column between them passed over), with the lines they stand on.
 */
function blockUnder(lines: readonly TextLine[], index: number, head: TextCell): AddressBlock {
  const block = [head];
  const at = [index];
  let above = lines[index]!;
  for (let next = index + 1; next < lines.length && block.length < 8; next++) {
    const line = lines[next]!;
    if (line.page !== above.page || above.y - line.y > 2.5 * Math.max(printSize(line), 6)) break;
    const last = block.at(-1)!;
    const cell = line.cells.find(
      (each) => Math.abs(each.x - last.x) <= 3 || Math.abs(each.right - last.right) <= 3,
    );
    // A line of another column between two of the block's (its own line spacing, or a picture's
    // words read into the page) is passed over.
    if (!cell) continue;
    block.push(cell);
    at.push(next);
    above = line;
  }
  return { cells: block, lines: at };
}

/**
 * The cells of an address block addressed to someone beside the issuer's own: a block of the
 * first page's upper half with a name first, the envelope's window ("Grachtenhuis Bouw B.V." over
 * "5611 EM Eindhoven"). The issuer's own is known in three ways, the first that holds:
 * - the upper half prints the issuer's address with its tax or bank ids and no name in it (the
 *   name in a logo: "Havenstraat 52 · 2011 RC Haarlem · … · Btw-nr. NL… · IBAN …"): a block over
 *   another postcode and town, with no such ids, is the customer's;
 * - a block anywhere on the first page, with a postcode and town and tax or bank ids on its lines,
 *   holds the name the page's e-mail or web address spells whole: the issuer owns that address and
 *   those ids (a Fortnox footer, "Ekbacken AB" beside billing@ekbacken.se and its VAT and bank
 *   ids). A block over another postcode and town, with or without its own VAT id (a customer in
 *   business prints it), whose name the address does not spell, is the customer's;
 * - a legal line names the owner of that address with a tax id ("Wachau GmbH · UID-Nr. ATU… · FN
 *   …" beside faktura@wachau.at): a block whose words spell none of the page's addresses is the
 *   customer's ("Kahlenberg KG" over "4020 Linz").
 */
function addressedBesideIssuer(
  lines: readonly TextLine[],
  domains: ReadonlySet<string>,
  customer: ReadonlySet<TextCell>,
): Set<TextCell> {
  const blocks = addressBlocks(lines);
  const inUpperHalf = blocks.filter((block) => {
    const line = lines[block.lines[0]!]!;
    return line.page === 1 && line.top > 0.5;
  });
  const named = (block: AddressBlock) => !cannotBeVendor(block.cells[0]!.text.trim());
  const idOn = (cells: readonly TextCell[]) => cells.some((each) => TAX_OR_BANK_ID.test(each.text));
  // (Its letters and digits: OCR may read a speck after one of two spellings.)
  const town = (block: AddressBlock) =>
    normalise(block.cells.find((each) => POSTCODE_AND_TOWN.test(each.text))?.text ?? '');
  const addressedBy = (issuer: AddressBlock, addressed: (block: AddressBlock) => boolean) =>
    new Set(
      inUpperHalf
        .filter(
          (block) =>
            block !== issuer && named(block) && town(block) !== town(issuer) && addressed(block),
        )
        .flatMap((block) => block.cells),
    );

  const withIds = inUpperHalf.filter((block) => idOn(block.cells));
  // (Not the customer's block under its label, its name passed over: "Billed to" over "Nordwerk
  // Druckerei e.K.", "Gartenweg 118", "10115 Berlin", "VAT ID DE…".)
  const nameless = withIds.filter(
    (block) =>
      !block.cells.some((each) => customer.has(each)) &&
      block.cells.every((each) => cannotBeVendor(each.text.trim())),
  );
  if (nameless.length === 1) return addressedBy(nameless[0]!, (block) => !withIds.includes(block));

  const spelled = (cell: TextCell) =>
    !customer.has(cell) &&
    !cannotBeVendor(cell.text.trim()) &&
    !isBankName(cell.text.trim()) &&
    spellsWhole(cell.text, domains);
  const owners = blocks.filter(
    (block) => block.cells.some(spelled) && block.lines.some((index) => idOn(lines[index]!.cells)),
  );
  if (owners.length === 1) return addressedBy(owners[0]!, (block) => !block.cells.some(spelled));

  const legalLine = lines.some(
    (line) =>
      line.page === 1 &&
      idOn(line.cells) &&
      line.cells.some(
        (each) =>
          !customer.has(each) && !WEB_OR_MAIL.test(each.text) && spellsWhole(each.text, domains),
      ),
  );
  if (!legalLine) return new Set();
  return new Set(
    inUpperHalf
      .filter(
        (block) =>
          named(block) && block.cells.every((each) => spelledShare(each.text, domains) === 0),
      )
      .flatMap((block) => block.cells),
  );
}

interface AddressBlock {
  cells: TextCell[];
  lines: number[];
}

/** The first page's blocks (blockUnder) that hold a postcode and its town, top to bottom. */
function addressBlocks(lines: readonly TextLine[]): AddressBlock[] {
  const blocks: AddressBlock[] = [];
  const heads = new Set<TextCell>();
  lines.forEach((line, index) => {
    if (line.page !== 1) return;
    for (const cell of line.cells) {
      if (heads.has(cell)) continue;
      const block = blockUnder(lines, index, cell);
      for (const each of block.cells) heads.add(each);
      if (block.cells.some((each) => POSTCODE_AND_TOWN.test(each.text))) blocks.push(block);
    }
  });
  return blocks;
}

/** OCR's words of one phrase stand at most this many times their letters' height apart. */
const PHRASE_GAP = 2.5;

/**
 * Whether the cell is a word of a trade title that OCR parted in two cells, as it does where the
 * title's capitals are spaced out ("BRAND | DESIGNER", "GRAPHIC | DESIGNER" under a freelancer's
 * name): the cell with its neighbour on either side, standing a phrase's gap away, is the title.
 */
function inSplitTitle(cells: readonly TextCell[], index: number): boolean {
  const phrase = (left: TextCell | undefined, right: TextCell | undefined) =>
    left !== undefined &&
    right !== undefined &&
    right.x - left.right <= PHRASE_GAP * glyphHeight([...left.words, ...right.words]) &&
    TRADE_TITLE.test(`${left.text.trim()} ${right.text.trim()}`);
  const cell = cells[index];
  return phrase(cells[index - 1], cell) || phrase(cell, cells[index + 1]);
}

/** The median height of words' boxes (OCR gives a line the height of its tallest box). */
function glyphHeight(words: readonly CellWord[]): number {
  return medianOf(words.map((word) => word.bottom - word.top));
}

/** Where a cell's letters end, points from the page's top: the median of its words' bottoms. */
function lettersBottom(cell: TextCell): number {
  return medianOf(cell.words.map((word) => word.bottom));
}

/** Whether two cells stand on one left edge or centred on one middle, within `slack` points. */
function alignedWith(one: TextCell, other: TextCell, slack: number): boolean {
  const middle = (each: TextCell) => (each.x + each.right) / 2;
  return Math.abs(one.x - other.x) <= slack || Math.abs(middle(one) - middle(other)) <= slack;
}

/** A line's size from this many times the page's median on: a heading's. */
const HEADING_SIZE = 1.6;
/** From this many times: larger than the page's small print (a till roll's name). */
const LARGER_SIZE = 1.2;

/** How far (points) a wrapped name's lines' left edges or middles may stand apart. */
const ALIGNED = 2;
const ALIGNED_OCR = 5;

/**
 * A line of a name that the next line goes on: it ends with "&" or a word "and" ("und", "et",
 * "en"), in lower or upper case ("Annapurna Sweets &", "MÜLLER UND").
 */
const DANGLING_AND = /(?:^|\s)(?:&|and|und|et|en|AND|UND|ET|EN)$/u;

/** A wrapped name's first line: a few words, no digits, no legal form. */
const NAME_START = /^[\p{L}][\p{L}&.'’ -]{1,40}$/u;

/**
 * Names printed over two lines of a header, or three: "MVM Musterhafter" over "Versicherungsverein
 * Musterstadt a.G."; "Sunrise" over "Furnishings &" over "Co." beside a logo. A cell of a few words
 * without a legal form, and right under it, on the same left edge or centred on the same middle,
 * in the same size, a cell that ends with a legal form (or one more such cell of a few words, then
 * that one): together, one name.
 */
function wrappedNames(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell>,
  lastPage: number,
  domains: ReadonlySet<string>,
): NameCandidate[] {
  const found: NameCandidate[] = [];
  // Letters set as a heading (the name large over two or three lines ends where they end).
  const headingSize = HEADING_SIZE * medianLineSize(lines);
  const large = (lineIndex: number) => lines[lineIndex]!.size >= headingSize;
  // The first page's largest print, where only two lines of it are set in it (a till roll's name
  // over two lines, in a size less than a heading's above its small print).
  const firstPage = lines.filter((line) => line.page === 1 && line.source === 'text');
  const largest = Math.max(...firstPage.map((line) => line.size));
  const inLargest =
    largest >= LARGER_SIZE * medianLineSize(firstPage)
      ? lines.flatMap((line, lineIndex) =>
          line.page === 1 && line.source === 'text' && line.size === largest ? [lineIndex] : [],
        )
      : [];
  const onlyTwoLargest = (one: number, two: number) =>
    inLargest.length === 2 && inLargest[0] === one && inLargest[1] === two;
  const nameStart = (text: string, cell: TextCell) =>
    NAME_START.test(text) &&
    text.split(' ').length <= 4 &&
    !COMPANY_SUFFIX.test(text) &&
    !cannotBeVendor(text.replace(DANGLING_AND, '')) &&
    !customer.has(cell) &&
    // A seller label over the name ("DODAVATEL" over "Jiná firma s.r.o.") is no part of it.
    !VENDOR_LABELS.test(text);
  /**
   * The cell of the line after `index` under `cell` (aligned left or centred), in its size, at
   * most `reach` times its letters' height lower.
   */
  const under = (index: number, cell: TextCell, reach: number) => {
    const line = lines[index]!;
    // The next line with a cell in the name's column: a line only beside it ("Tax Invoice" in
    // the next column, between the name's lines) is passed over.
    let belowIndex = index + 1;
    while (
      lines[belowIndex] &&
      lines[belowIndex]!.page === line.page &&
      !lines[belowIndex]!.cells.some((each) => each.x < cell.right && each.right > cell.x)
    )
      belowIndex++;
    const below = lines[belowIndex];
    if (!below || below.page !== line.page) return null;
    // OCR's boxes hug the letters, so its edges and middles stray a little more.
    const slack = line.source === 'ocr' ? ALIGNED_OCR : ALIGNED;
    const nextIndex = below.cells.findIndex(
      (next) => alignedWith(next, cell, slack) && !customer.has(next),
    );
    const next = below.cells[nextIndex];
    if (!next) return null;
    // The same size of letters (OCR gives a line's size by its tallest box, so the words' own
    // heights are compared), and the next line of the same paragraph, not one further down.
    const height = glyphHeight(cell.words);
    const nextHeight = glyphHeight(next.words);
    if (Math.abs(nextHeight - height) > 0.3 * Math.max(height, nextHeight)) return null;
    // (Measured by the two cells' own letters: on a scan a logo's tall box beside one moves its
    // line's height down, "( N" beside "Distributors LLP".)
    if (lettersBottom(next) - lettersBottom(cell) > reach * Math.max(height, nextHeight))
      return null;
    return { index: belowIndex, cellIndex: nextIndex, cell: next };
  };
  lines.forEach((line, index) => {
    if (line.page !== 1 && line.page !== lastPage) return;
    line.cells.forEach((cell, cellIndex) => {
      const first = cell.text.replace(/\s+/g, ' ').trim();
      if (!nameStart(first, cell)) return;
      const parts = [first];
      let at: { index: number; cell: TextCell } = { index, cell };
      for (let more = 0; more < 2; more++) {
        // (A line ending with "&" goes on for sure: its next line may stand further apart.)
        const next = under(at.index, at.cell, DANGLING_AND.test(parts.at(-1)!) ? 3.2 : 2.2);
        if (!next) return;
        const text = next.cell.text.replace(/\s+/g, ' ').trim();
        // (A line the same as the one over it is a name printed twice, not one name wrapped: a
        // scan's logo over its wordmark, "Schelde" over "Schelde".)
        if (parts.some((part) => letters(part) === letters(text))) return;
        // Its last legal form ("Corporation LLP" ends with "LLP").
        const legal = [...text.matchAll(LEGAL_FORMS)].at(-1);
        // Or the name so far ends with "&" or "and": this line ends it ("Annapurna Sweets &"
        // over "Namkeen").
        const ended =
          (legal !== undefined && legal.index + legal[0].length >= text.length - 1) ||
          (DANGLING_AND.test(parts.at(-1)!) &&
            nameStart(text, next.cell) &&
            !DANGLING_AND.test(text));
        const heading =
          !ended &&
          // Or every line of it is set large, and the heading ends with this one ("Sri" over
          // "Venkateswara" over "Enterprises", an address under them in small letters): three
          // lines, or two that the page's e-mail or web address spells run together ("Ganga"
          // over "Packaging" beside sales@gangapackaging.com).
          ((large(index) &&
            large(next.index) &&
            (parts.length >= 2 || spellsWhole([...parts, text].join(' '), domains)) &&
            nameStart(text, next.cell) &&
            under(next.index, next.cell, 2.2) === null) ||
            // Or the two lines are all the page prints in its largest letters ("Sri Venkateswara"
            // over "Engineering Works" at the head of a till roll).
            (parts.length === 1 &&
              onlyTwoLargest(index, next.index) &&
              nameStart(text, next.cell)));
        if (ended || heading) {
          const name = [...parts, text].join(' ');
          // (The last line may be a legal form alone: "Co.")
          if (name.length > 80 || cannotBeVendor(name)) return;
          found.push({
            name,
            index,
            cellIndex,
            start: 0,
            end: cell.text.length,
            senderLine: false,
            afterLabel: '',
            legal: false,
            payee: false,
            continued: { index: next.index, cellIndex: next.cellIndex, heading },
          });
          return;
        }
        // A middle line of the name: a few words again, as its first ("Furnishings &").
        if (!nameStart(text, next.cell)) return;
        parts.push(text);
        at = next;
      }
    });
  });
  return found;
}
