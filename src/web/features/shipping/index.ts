// The shipping feature's public surface on the web (issue 40).
export { getShippingQuote, shippingQuoteQuery, useShippingQuote } from './get-shipping-quote';
