export { CurrencyPicker } from './currency-picker';
export { CurrencyTrigger } from './currency-trigger';
export { useCurrencyStore } from './currency-store';
export { useExchangeRates, exchangeRatesQuery } from './get-exchange-rates';
export { useMoney } from './use-money';
