export { CurrencyPicker } from './currency-picker';
export { useCurrencyStore } from './currency-store';
export { useExchangeRates, exchangeRatesQuery } from './get-exchange-rates';
export { useMoney } from './use-money';
