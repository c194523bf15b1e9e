// The layouts of software-layout-invoices.ts, in the order they take turns.
import { freshbooks, quickbooks, wave, xero, zoho } from './accounting.ts';
import { appStoreReceipt, cloudBill, electricityBill, hotelFolio, mobileBill } from './bills.ts';
import { marketplace, paypal, shopify, square } from './commerce.ts';
import { marketplaceOrder, merchantOfRecord } from './commerce-2.ts';
import type { Layout } from './common.ts';
import {
  dutchExact,
  frenchSellsy,
  germanSoleTrader,
  italianCourtesyCopy,
  spanishIrpf,
} from './europe-2.ts';
import { businessCentral, multiPageInvoice, sageInvoice, sapRechnung } from './erp.ts';
import {
  dutchInvoice,
  frenchInvoice,
  germanLetter,
  italianInvoice,
  polishInvoice,
  spanishInvoice,
} from './europe.ts';
import {
  australianInvoice,
  canadianInvoice,
  freelancerInvoice,
  restaurantCheck,
  tillReceipt,
} from './local.ts';
import { clinicStatement, courierInvoice, lawFirmInvoice, progressBilling } from './services.ts';
import { airlineReceipt, frenchTicket, fuelReceipt, germanHotel, rideReceipt } from './receipts.ts';
import {
  austrianRechnung,
  belgianFactuur,
  fattureInCloud,
  handwerkerRechnung,
  lexofficeInvoice,
  moneybirdFactuur,
  odooInvoice,
  pennylaneFacture,
  swissQrBill,
} from './set3-europe.ts';
import {
  conferenceInvoice,
  courseReceipt,
  creditNote,
  insurancePremium,
  registrarReceipt,
  stadtwerkeAbrechnung,
  telecomRechnung,
} from './set3-bills.ts';
import { economicInvoice, fortnoxInvoice, tripletexInvoice } from './set3-nordic.ts';
import {
  autoRepairInvoice,
  canvaInvoice,
  contractorInvoice,
  freeAgentInvoice,
  photographerInvoice,
  soleTraderInvoice,
} from './set3-trades.ts';
import {
  japanInvoice,
  nzTradesInvoice,
  singaporeInvoice,
  tallyInvoice,
  zohoBooksIndia,
} from './set4-asia.ts';
import {
  freelancePlatformInvoice,
  hostingInvoice,
  invoiceNinja,
  rentalCommissionInvoice,
} from './set4-platforms.ts';
import {
  croatianRacun,
  dineroFaktura,
  fakturoidFaktura,
  portugueseFatura,
  smartBillFactura,
  szamlazzSzamla,
  vismaFaktura,
} from './set4-europe.ts';
import {
  carRentalInvoice,
  cateringInvoice,
  cisInvoice,
  footerSellerInvoice,
  sellerBottomRightInvoice,
} from './set4-trades.ts';
import { afipFactura, cfdiFactura, southAfricaInvoice, turkishEFatura } from './set4-world.ts';
import { erpDotMatrix, excelExport, typewriterInvoice } from './set5-legacy.ts';
import {
  buyerFirstInvoice,
  proformaFinalLu,
  selfBillingInvoice,
  tradingNameLetterhead,
} from './set5-letterheads.ts';
import {
  businessMarketplaceInvoice,
  devPlatformReceipt,
  dutyTaxInvoice,
  workspaceInvoice,
} from './set5-tech.ts';
import { balticInvoice, estonianArve } from './set5-baltic.ts';
import { belgianEnergyBill, uaeSchoolInvoice } from './set5-bills.ts';
import { barristerFeeNote, goaeRechnung, israelAccountantInvoice } from './set5-fees.ts';
import { bulgarianInvoice, greekInvoice, slovakFaktura, slovenianRacun } from './set5-europe.ts';
import { brazilNfse, commercialInvoice, koreanTaxInvoice } from './set5-world.ts';
import { cloudSuiteInvoice, collabSaasInvoice } from './set6-saas.ts';
import { auElectricityBill, frenchMobileFacture, quebecFacture } from './set6-bills.ts';
import { chileFactura, colombiaFactura, peruFactura } from './set6-latam.ts';
import { brazilDanfe } from './set6-danfe.ts';
import {
  indonesianFakturPajak,
  malaysianEInvoice,
  philippineInvoice,
  vietnameseVatInvoice,
} from './set6-asia.ts';
import { egyptianEInvoice, kenyanEtimsInvoice, nigerianInvoice } from './set6-africa.ts';
import { landscapeInvoice, paidWatermarkInvoice, twoPageInvoice } from './set6-features.ts';
import { remittanceSlipInvoice, scriptNameInvoice, translatorInvoice } from './set6-forms.ts';
import {
  crossBorderOrderInvoice,
  marketplaceSellerInvoice,
  stayGuestReceipt,
} from './set6-shops.ts';
import { stripeInvoice, stripeReceipt } from './stripe.ts';
import {
  googleDocsInvoice,
  harvestInvoice,
  mobileAppInvoice,
  officeTemplate,
} from './templates.ts';

export const LAYOUTS: Layout[] = [
  stripeInvoice,
  stripeReceipt,
  quickbooks,
  xero,
  freshbooks,
  zoho,
  wave,
  square,
  paypal,
  shopify,
  marketplace,
  cloudBill,
  appStoreReceipt,
  hotelFolio,
  electricityBill,
  mobileBill,
  germanLetter,
  frenchInvoice,
  spanishInvoice,
  italianInvoice,
  dutchInvoice,
  polishInvoice,
  freelancerInvoice,
  tillReceipt,
  restaurantCheck,
  canadianInvoice,
  australianInvoice,
];

// The second set (software-layout-invoices.ts --set 2), written later and as blind to the
// extractor as the first, in the order they take turns.
export const LAYOUTS_2: Layout[] = [
  officeTemplate,
  googleDocsInvoice,
  mobileAppInvoice,
  harvestInvoice,
  lawFirmInvoice,
  courierInvoice,
  businessCentral,
  sageInvoice,
  sapRechnung,
  germanSoleTrader,
  frenchSellsy,
  spanishIrpf,
  italianCourtesyCopy,
  dutchExact,
  multiPageInvoice,
  fuelReceipt,
  frenchTicket,
  rideReceipt,
  airlineReceipt,
  germanHotel,
  marketplaceOrder,
  merchantOfRecord,
  progressBilling,
  clinicStatement,
];

// The third set (software-layout-invoices.ts --set 3), written later still and as blind to the
// extractor as the first two, in the order they take turns.
export const LAYOUTS_3: Layout[] = [
  odooInvoice,
  lexofficeInvoice,
  handwerkerRechnung,
  austrianRechnung,
  swissQrBill,
  belgianFactuur,
  moneybirdFactuur,
  pennylaneFacture,
  fattureInCloud,
  contractorInvoice,
  autoRepairInvoice,
  soleTraderInvoice,
  freeAgentInvoice,
  canvaInvoice,
  photographerInvoice,
  telecomRechnung,
  stadtwerkeAbrechnung,
  insurancePremium,
  conferenceInvoice,
  registrarReceipt,
  courseReceipt,
  creditNote,
  economicInvoice,
  fortnoxInvoice,
  tripletexInvoice,
];

// The fourth set (software-layout-invoices.ts --set 4), written later still and as blind to the
// extractor as the first three, in the order they take turns.
export const LAYOUTS_4: Layout[] = [
  invoiceNinja,
  hostingInvoice,
  freelancePlatformInvoice,
  rentalCommissionInvoice,
  cisInvoice,
  carRentalInvoice,
  cateringInvoice,
  footerSellerInvoice,
  sellerBottomRightInvoice,
  fakturoidFaktura,
  portugueseFatura,
  smartBillFactura,
  szamlazzSzamla,
  croatianRacun,
  vismaFaktura,
  dineroFaktura,
  zohoBooksIndia,
  tallyInvoice,
  japanInvoice,
  singaporeInvoice,
  nzTradesInvoice,
  southAfricaInvoice,
  cfdiFactura,
  afipFactura,
  turkishEFatura,
];

// The fifth set (software-layout-invoices.ts --set 5), written later still and as blind to the
// extractor as the first four, in the order they take turns.
export const LAYOUTS_5: Layout[] = [
  erpDotMatrix,
  excelExport,
  typewriterInvoice,
  tradingNameLetterhead,
  buyerFirstInvoice,
  selfBillingInvoice,
  proformaFinalLu,
  barristerFeeNote,
  workspaceInvoice,
  devPlatformReceipt,
  businessMarketplaceInvoice,
  dutyTaxInvoice,
  estonianArve,
  balticInvoice,
  slovenianRacun,
  slovakFaktura,
  bulgarianInvoice,
  greekInvoice,
  brazilNfse,
  commercialInvoice,
  koreanTaxInvoice,
  belgianEnergyBill,
  goaeRechnung,
  uaeSchoolInvoice,
  israelAccountantInvoice,
];

// The sixth set (software-layout-invoices.ts --set 6), written later still and as blind to the
// extractor as the first five, in the order they take turns.
export const LAYOUTS_6: Layout[] = [
  collabSaasInvoice,
  cloudSuiteInvoice,
  marketplaceSellerInvoice,
  crossBorderOrderInvoice,
  stayGuestReceipt,
  frenchMobileFacture,
  auElectricityBill,
  quebecFacture,
  chileFactura,
  colombiaFactura,
  peruFactura,
  brazilDanfe,
  indonesianFakturPajak,
  philippineInvoice,
  malaysianEInvoice,
  vietnameseVatInvoice,
  kenyanEtimsInvoice,
  nigerianInvoice,
  egyptianEInvoice,
  twoPageInvoice,
  landscapeInvoice,
  paidWatermarkInvoice,
  scriptNameInvoice,
  remittanceSlipInvoice,
  translatorInvoice,
];
