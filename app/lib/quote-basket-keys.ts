/**
 * Where the quote basket is kept (decision 0037), apart from the code that reads it: every page's
 * header needs to know whether there is a basket at all, and only then loads the rest.
 */

/** The cookie that carries the basket (without JavaScript it is the basket itself). */
export const quoteCookie = 'quote_basket'
/** Where the browser keeps the basket when scripts run. */
export const quoteStorageKey = 'tasdeer.quote-basket'
/** Sent on `window` when this tab changes the basket (other tabs hear of it through `storage`). */
export const basketChangedEvent = 'tasdeer:basket-changed'
