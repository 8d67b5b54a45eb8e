/** An order's figures in USD minor units: the goods, the shipping its parcels were quoted, and both. */
export interface Totals {
  subtotal: number;
  shipping: number;
  total: number;
}
