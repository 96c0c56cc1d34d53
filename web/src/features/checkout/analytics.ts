/**
 * The purchase event (requirements: "Purchase event"), pushed once per order to the data layer and the native iOS
 * handler.
 */
import { type DataLayerHost, pushDataLayer } from '../navigation/data-layer';
import { type NativeHost, postNativeMessage } from '../navigation/native-bridge';
import { type PurchaseInput, purchaseOnce, type TrackedStore } from './purchase';

export function trackPurchase(input: PurchaseInput, store: TrackedStore | null): void {
  const event = purchaseOnce(input, store);
  if (!event) return;
  const host = window as unknown as DataLayerHost & NativeHost;
  pushDataLayer(host, { ecommerce: null });
  pushDataLayer(host, event);
  postNativeMessage(host, { type: 'analytics', ...event });
}
