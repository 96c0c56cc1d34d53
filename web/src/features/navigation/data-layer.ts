/** The analytics data layer (spec §7): events are pushed to `window.dataLayer`, created when missing. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

export function pushDataLayer(host: DataLayerHost | undefined, event: object): void {
  if (!host) return;
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  host.dataLayer.push(event);
}
