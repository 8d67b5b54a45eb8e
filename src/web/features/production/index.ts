// The production feature's public surface (issue 38): the order page's timeline and the studio line card's panel.
export { OrderProduction } from './order-production';
export { LineProductionPanel } from './line-production-panel';
