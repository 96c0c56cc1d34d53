/** The storefront sells in soles only (requirements: "Currency and rounding"). */
export const CURRENCY = 'PEN';

/** Locale of every shopper-facing text and number (Spanish, Peru). */
export const LOCALE = 'es-PE';

/** Sales channel slug used when none is stored (requirements: "Product and audiences"). */
export const DEFAULT_CHANNEL = 'feria-cuida';
