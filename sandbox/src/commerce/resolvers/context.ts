import type { StockLedger } from '../../store/catalog-store';
import type { Catalog } from '../catalog';
import type { CheckoutService } from '../checkout-service';

export interface CommerceContext {
  catalog: Catalog;
  stock: StockLedger;
  checkouts: CheckoutService;
  /** Base of absolute media URLs, as browsers reach the sandbox. */
  publicUrl: string;
  /** The caller presented the app token (Saleor's app permissions: MANAGE_CHECKOUTS, HANDLE_CHECKOUTS, MANAGE_ORDERS). */
  app: boolean;
}

/** Saleor resolves prices and availability in the channel the query named; nested objects carry it along. */
export interface InChannel<T> {
  record: T;
  channel: string;
}

export const DEFAULT_CHANNEL = 'feria-cuida';
