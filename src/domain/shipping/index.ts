/** Shipping rules: zones, weight bands, parcels, arrival windows, working days and the Ethiopian calendar (no zod here: import `./api` for the contract). */
export * from './ethiopian-calendar';
export * from './holidays';
export * from './working-days';
export * from './zones';
export * from './parcels';
export * from './defaults';
export * from './arrival-text';
export * from './destination';
export * from './holiday-question';
export * from './arrivals';
export * from './card-arrival';
