/** The storefront sells in soles only (spec §9). */
export const CURRENCY = 'PEN';

/** Locale of every shopper-facing text and number (spec: Spanish, Peru). */
export const LOCALE = 'es-PE';

/** Sales channel slug used when none is stored (spec §1, §9). */
export const DEFAULT_CHANNEL = 'feria-cuida';
