// Every message of the shop in both languages: one file per area of the storefront and language
// (en/*.ts, ar/*.ts; the Arabic file must have every key of its English one, or the build
// fails). Server only: the browser fetches its page's language compiled (/messages/{language}),
// so no catalogue sits in the script.
import arAccount from "./ar/account";
import arAddress from "./ar/address";
import arCart from "./ar/cart";
import arCatalogue from "./ar/catalogue";
import arCheckout from "./ar/checkout";
import arCommon from "./ar/common";
import arDocuments from "./ar/documents";
import arEmails from "./ar/emails";
import arGift from "./ar/gift";
import arHome from "./ar/home";
import arItem from "./ar/item";
import arLayout from "./ar/layout";
import arPages from "./ar/pages";
import arPay from "./ar/pay";
import arPolicies from "./ar/policies";
import arRecipient from "./ar/recipient";
import arTracking from "./ar/tracking";
import arZones from "./ar/zones";
import enAccount from "./en/account";
import enAddress from "./en/address";
import enCart from "./en/cart";
import enCatalogue from "./en/catalogue";
import enCheckout from "./en/checkout";
import enCommon from "./en/common";
import enDocuments from "./en/documents";
import enEmails from "./en/emails";
import enGift from "./en/gift";
import enHome from "./en/home";
import enItem from "./en/item";
import enLayout from "./en/layout";
import enPages from "./en/pages";
import enPay from "./en/pay";
import enPolicies from "./en/policies";
import enRecipient from "./en/recipient";
import enTracking from "./en/tracking";
import enZones from "./en/zones";

export const english = {
  ...enCommon,
  ...enAddress,
  ...enCart,
  ...enCatalogue,
  ...enCheckout,
  ...enDocuments,
  ...enEmails,
  ...enGift,
  ...enHome,
  ...enItem,
  ...enLayout,
  ...enPages,
  ...enPay,
  ...enPolicies,
  ...enRecipient,
  ...enTracking,
  ...enZones,
  ...enAccount,
};

export type MessageId = keyof typeof english;

export const arabic: { readonly [Key in MessageId]: string } = {
  ...arCommon,
  ...arAddress,
  ...arCart,
  ...arCatalogue,
  ...arCheckout,
  ...arDocuments,
  ...arEmails,
  ...arGift,
  ...arHome,
  ...arItem,
  ...arLayout,
  ...arPages,
  ...arPay,
  ...arPolicies,
  ...arRecipient,
  ...arTracking,
  ...arZones,
  ...arAccount,
};
