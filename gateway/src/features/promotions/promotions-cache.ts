import { limaWallTimeToDate, toLimaDateTime } from '@cuida/domain';
import type { Promocion } from './voucher-contract';

/**
 * The voucher service's promotion answers for catalogue badges (listings, product pages, category pages), read with
 * the gateway's service identity, kept a few seconds per process (docs/adr/0026). Never read for what decides money:
 * cart evaluation, coupons, checkout totals, placeOrder and redemption call the service every time.
 *
 * An entry lives until the first of: its TTL, the end of a promotion it holds (`vigencia.fin`, inclusive), a start the
 * answer announces, and the next Lima midnight, where the collections' day-long windows open and close. Bounded in
 * entries (least recently used out first) and in an estimate of the memory its answers take.
 */
export interface PromotionsCacheSettings {
  /** 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Milliseconds since the epoch: the clock, or a test's. */
  now?: () => number;
  onLookup?: (hit: boolean) => void;
}

/** The memory an instance's promotions cache may take, by its estimate (a listing's answer is a few kB). */
export const PROMOTIONS_CACHE_MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  promotions: Promocion[];
  expiresAt: number;
  bytes: number;
}

/** What a call sends that changes its answer: the trace's channel and the items, in the order sent. */
export function promotionsCacheKey(channelId: string, items: readonly { source_id: string; quantity: number }[]) {
  return `${channelId}|${JSON.stringify(items)}`;
}

export class PromotionsCache {
  /** In use order: a Map iterates in insertion order, and a hit is moved to the end. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;
  private midnight = { after: Number.NaN, at: Number.NaN };

  constructor(private readonly settings: PromotionsCacheSettings) {
    this.now = settings.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.settings.ttlMs > 0 && this.settings.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get(key: string): Promocion[] | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    const fresh = entry !== undefined && this.now() < entry.expiresAt;
    if (entry && !fresh) this.remove(key, entry);
    this.settings.onLookup?.(fresh);
    if (!entry || !fresh) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.promotions;
  }

  /** Keeps a successful, validated answer; one whose windows cannot be read is not kept. */
  set(key: string, promotions: Promocion[]): void {
    if (!this.enabled) return;
    const now = this.now();
    const expiresAt = this.expiryFor(promotions, now);
    if (expiresAt === null || expiresAt <= now) return;
    const bytes = estimateBytes(key, promotions);
    if (bytes > this.settings.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { promotions, expiresAt, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.settings.maxEntries && this.bytes <= this.settings.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The first edge after `now`, or null when a window is unreadable (the answer is then not kept). */
  private expiryFor(promotions: readonly Promocion[], now: number): number | null {
    let expiresAt = Math.min(now + this.settings.ttlMs, this.nextLimaMidnight(now));
    for (const { vigencia } of promotions) {
      if (!vigencia) continue;
      for (const [edge, after] of [
        [vigencia.inicio, 0],
        // `fin` is inclusive: the promotion still runs at that instant.
        [vigencia.fin, 1],
      ] as const) {
        if (edge === null || edge === undefined) continue;
        const at = Date.parse(edge);
        if (Number.isNaN(at)) return null;
        if (at + after > now) expiresAt = Math.min(expiresAt, at + after);
      }
    }
    return expiresAt;
  }

  /** Reading Lima's clock is slow (Intl): once a day, not once per miss. */
  private nextLimaMidnight(now: number): number {
    if (!(now >= this.midnight.after && now < this.midnight.at)) {
      const today = toLimaDateTime(new Date(now));
      this.midnight = { after: now, at: limaWallTimeToDate(today.year, today.month, today.day + 1).getTime() };
    }
    return this.midnight.at;
  }
}

/** Roughly what an entry holds in memory: two bytes a character, and the objects' own overhead. */
function estimateBytes(key: string, promotions: readonly Promocion[]): number {
  let bytes = 64 + key.length * 2;
  for (const promotion of promotions) {
    bytes += 160;
    bytes += (promotion.id.length + promotion.objeto.length + (promotion.banner?.length ?? 0)) * 2;
    bytes += (promotion.metadatos.canal.length + (promotion.vigencia?.inicio?.length ?? 0)) * 2;
    bytes += (promotion.vigencia?.fin?.length ?? 0) * 2;
    for (const sku of promotion.skusAplicables ?? []) bytes += 16 + sku.length * 2;
  }
  return bytes;
}

declare module '../../context' {
  interface GatewayServices {
    /** The promotions for catalogue badges, kept briefly per process (gateway.ts builds it from the configuration). */
    promotionsCache: PromotionsCache;
  }
}
