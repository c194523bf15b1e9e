// The layouts of software-layout-invoices.ts, in the order they take turns.
import { freshbooks, quickbooks, wave, xero, zoho } from './accounting.ts';
import { appStoreReceipt, cloudBill, electricityBill, hotelFolio, mobileBill } from './bills.ts';
import { marketplace, paypal, shopify, square } from './commerce.ts';
import type { Layout } from './common.ts';
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
import { stripeInvoice, stripeReceipt } from './stripe.ts';

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
