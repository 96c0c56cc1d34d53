/** One product in a GA4 ecommerce payload. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  price: number;
  quantity: number;
  discount: number;
  /** Position in the list, from 1; only lists (purchase) carry it. */
  index?: number;
}
