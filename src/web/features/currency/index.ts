export { CurrencyPicker } from './currency-picker';
export { CurrencyTrigger } from './currency-trigger';
export { useCurrencyStore } from './currency-store';
export { useExchangeRates, exchangeRatesQuery } from './get-exchange-rates';
export { useFreeShipping } from './use-free-shipping';
export { useMoney } from './use-money';
