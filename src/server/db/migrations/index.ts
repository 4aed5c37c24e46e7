import * as catalogue from './0001-catalogue.ts';
import * as auth from './0002-auth.ts';
import * as orders from './0003-orders.ts';
import * as newsletter from './0004-newsletter.ts';
import * as search from './0005-search.ts';
import * as catalogueVersion from './0006-catalogue-version.ts';
import * as webVitals from './0007-web-vitals.ts';
import * as moneyBigint from './0008-money-bigint.ts';
import * as signInLevel2 from './0009-sign-in-level-2.ts';
import * as stock from './0010-stock.ts';
import * as mailOutbox from './0011-mail-outbox.ts';
import * as invoices from './0012-invoices.ts';
import * as pinCodes from './0013-pin-codes.ts';
import * as shipments from './0014-shipments.ts';
import * as cashAndCreditNotes from './0015-cash-and-credit-notes.ts';
import * as codHolds from './0016-cod-holds.ts';
import * as operatorAccountsAndAudit from './0017-operator-accounts-and-audit.ts';
import * as upiPayments from './0018-upi-payments.ts';
import * as gatewayPayments from './0019-gateway-payments.ts';
import * as productLanguages from './0020-product-languages.ts';
import * as orderLanguage from './0021-order-language.ts';
import * as metalRates from './0022-metal-rates.ts';
import * as huids from './0023-huids.ts';
import * as deliveryDates from './0024-delivery-dates.ts';
import * as stockOutsideTheCatalogueVersion from './0025-stock-outside-the-catalogue-version.ts';
import * as auditChain from './0028-audit-chain.ts';
import * as deliveryPromise from './0031-delivery-promise.ts';
import * as upiReferences from './0032-upi-references.ts';
import * as trackingNumbers from './0033-tracking-numbers.ts';
import * as orderWordsAndPinTowns from './0034-order-words-and-pin-towns.ts';

/** Every migration, in order. Names sort in the order they must run. */
export const migrations = {
  '0001-catalogue': catalogue,
  '0002-auth': auth,
  '0003-orders': orders,
  '0004-newsletter': newsletter,
  '0005-search': search,
  '0006-catalogue-version': catalogueVersion,
  '0007-web-vitals': webVitals,
  '0008-money-bigint': moneyBigint,
  '0009-sign-in-level-2': signInLevel2,
  '0010-stock': stock,
  '0011-mail-outbox': mailOutbox,
  '0012-invoices': invoices,
  '0013-pin-codes': pinCodes,
  '0014-shipments': shipments,
  '0015-cash-and-credit-notes': cashAndCreditNotes,
  '0016-cod-holds': codHolds,
  '0017-operator-accounts-and-audit': operatorAccountsAndAudit,
  '0018-upi-payments': upiPayments,
  '0019-gateway-payments': gatewayPayments,
  '0020-product-languages': productLanguages,
  '0021-order-language': orderLanguage,
  '0022-metal-rates': metalRates,
  '0023-huids': huids,
  '0024-delivery-dates': deliveryDates,
  '0025-stock-outside-the-catalogue-version': stockOutsideTheCatalogueVersion,
  '0028-audit-chain': auditChain,
  '0031-delivery-promise': deliveryPromise,
  '0032-upi-references': upiReferences,
  '0033-tracking-numbers': trackingNumbers,
  '0034-order-words-and-pin-towns': orderWordsAndPinTowns,
};
