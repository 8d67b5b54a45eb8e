// The picker's chunk loads when it is first opened (the header's currency button).
export const loadCurrencyPicker = () => import('./currency-picker');
export { CurrencyTrigger } from './currency-trigger';
export { useCurrencyStore } from './currency-store';
export { useExchangeRates, exchangeRatesQuery } from './get-exchange-rates';
export { useFreeShipping } from './use-free-shipping';
export { useMoney } from './use-money';
