// Money and currencies alone (`@billfold/contract/money`): for code that needs the exact decimal
// helpers and the currency locales without the schemas and routes (and zod) of the whole contract,
// such as the web app's export worker.
export {
  CURRENCIES,
  CURRENCY_LOCALES,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  formatMoney,
} from './currency.js';
export {
  formatAmount,
  fromMinorUnits,
  invoiceTotal,
  MONEY_SCALE,
  sumMoney,
  toMinorUnits,
} from './decimal.js';
