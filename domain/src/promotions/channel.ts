/**
 * Session flags of the embedded partner apps (requirements: "Partner flags"), each true when the app opened the
 * storefront.
 */
export interface SessionContext {
  appRimac: boolean;
  appCI: boolean;
  zonaNoClientes: boolean;
}

/** Promotion channels named by the voucher service's `metadatos.canal` (requirements: "Promotion channels"). */
export type PromotionChannel = 'all' | 'rimac' | 'appCI' | 'web';

/**
 * Whether a promotion's channel applies in a session (requirements: "Promotion channels"): `all` always; `rimac` only
 * in the insurer app; `appCI` only in that embedded app; `web` only outside the insurer app (so also in appCI and the
 * non-customer zone, as the rule is worded). Compared ignoring case and surrounding spaces, since the value is typed by
 * hand in the voucher service; a missing or unknown channel never matches, so a mistyped promotion is not given to
 * everyone.
 */
export function matchesPromotionChannel(canal: unknown, context: SessionContext): boolean {
  if (typeof canal !== 'string') return false;
  switch (canal.trim().toLowerCase()) {
    case 'all':
      return true;
    case 'rimac':
      return context.appRimac;
    case 'appci':
      return context.appCI;
    case 'web':
      return !context.appRimac;
    default:
      return false;
  }
}

/**
 * The channel a session belongs to, as sent to the coupon service (its `canal`). The insurer app wins when
 * both app flags are set because its rule is the narrowest. The non-customer zone has no channel name of its own,
 * so it is `web`, which is also the only specific channel that matches there.
 */
export function channelForContext(context: SessionContext): Exclude<PromotionChannel, 'all'> {
  if (context.appRimac) return 'rimac';
  if (context.appCI) return 'appCI';
  return 'web';
}
