/**
 * The partner query flags (requirements: "Partner flags in navigation", "Partner flags"): appRimac, zonaNoClientes and
 * appCI, each with the value 'true'. They are kept on every navigation: every internal link carries the flags of the
 * current address.
 */
export const PARTNER_FLAGS = ['appRimac', 'zonaNoClientes', 'appCI'] as const;
export type PartnerFlag = (typeof PARTNER_FLAGS)[number];
/** Only the flags that are set; a flag is set when its value is exactly 'true'. */
export type PartnerFlags = Partial<Record<PartnerFlag, true>>;

type SearchLike = string | URLSearchParams | { get(name: string): string | null };

/** The flags set in a query string ('?appRimac=true'), URLSearchParams or Next's ReadonlyURLSearchParams. */
export function readFlags(search: SearchLike | null | undefined): PartnerFlags {
  if (!search) return {};
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flags: PartnerFlags = {};
  for (const flag of PARTNER_FLAGS) if (params.get(flag) === 'true') flags[flag] = true;
  return flags;
}

/** Flags from untrusted JSON (session storage): anything but `true` is dropped. */
export function sanitizeFlags(value: unknown): PartnerFlags {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const flags: PartnerFlags = {};
  for (const flag of PARTNER_FLAGS) if (record[flag] === true) flags[flag] = true;
  return flags;
}

export function hasFlags(flags: PartnerFlags): boolean {
  return PARTNER_FLAGS.some((flag) => flags[flag] === true);
}

export function sameFlags(a: PartnerFlags, b: PartnerFlags): boolean {
  return PARTNER_FLAGS.every((flag) => (a[flag] === true) === (b[flag] === true));
}

/** An address inside the storefront: a path ('/x', '?q', '#a'), not another origin, scheme or protocol-relative URL. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) || href.startsWith('?');
}

/**
 * The internal `href` with the current flags added (a flag already in the href keeps its value); other addresses are
 * returned unchanged. Query order is kept, the hash stays last: '/x?a=1#b' + appRimac → '/x?a=1&appRimac=true#b'.
 */
export function withFlags(href: string, flags: PartnerFlags): string {
  if (!isInternalHref(href) || !hasFlags(flags)) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const flag of PARTNER_FLAGS) {
    if (flags[flag] && !params.has(flag)) params.append(flag, 'true');
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** The flags as hidden form fields, so GET forms (search, filters) keep them too. */
export function flagEntries(flags: PartnerFlags): [PartnerFlag, 'true'][] {
  return PARTNER_FLAGS.filter((flag) => flags[flag]).map((flag) => [flag, 'true']);
}
