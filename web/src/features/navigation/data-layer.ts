/**
 * The analytics data layer (requirements: "Data layer"): events are pushed to `window.dataLayer`, created when missing.
 * Every event (an object with `event`) carries `user_id` (requirements: "Analytics user id"; analytics-identity.ts);
 * the `{ ecommerce: null }` resets that precede e-commerce events are pushed as they are.
 */
import { type AnalyticsIdentityHost, currentAnalyticsUserId } from './analytics-identity';

export interface DataLayerHost extends AnalyticsIdentityHost {
  dataLayer?: unknown[];
}

export function pushDataLayer(host: DataLayerHost | undefined, event: object): void {
  if (!host) return;
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  host.dataLayer.push('event' in event ? { ...event, user_id: currentAnalyticsUserId(host) } : event);
}
