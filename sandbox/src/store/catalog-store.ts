import type { CatalogSeed } from '../catalog/model';
import type { Db, Queryable } from './db';

type DocumentKind = keyof CatalogSeed;
const KINDS: DocumentKind[] = [
  'channels',
  'attributes',
  'categories',
  'collections',
  'products',
  'menus',
  'pages',
  'shippingMethods',
];

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ value: string }>("SELECT value FROM store_info WHERE key = 'seeded_at'");
  return rows.length > 0;
}

/** Writes the catalogue documents and the initial stock in one transaction. */
export async function writeCatalog(db: Db, seed: CatalogSeed): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of KINDS) {
      const records = seed[kind];
      // Batches keep the statement count low (PGlite runs in-process; PostgreSQL pays a round trip per statement).
      for (let start = 0; start < records.length; start += 100) {
        const batch = records.slice(start, start + 100);
        const values = batch.map((_, index) => `($1, $${index * 2 + 2}, $${index * 2 + 3})`).join(', ');
        const params: unknown[] = [kind];
        for (const record of batch) params.push(record.id, JSON.stringify(record));
        await tx.query(`INSERT INTO catalog_document (kind, id, data) VALUES ${values}`, params);
      }
    }
    const variants = seed.products.flatMap((product) => product.variants);
    for (let start = 0; start < variants.length; start += 200) {
      const batch = variants.slice(start, start + 200);
      const values = batch.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(', ');
      await tx.query(
        `INSERT INTO stock (variant_id, quantity) VALUES ${values}`,
        batch.flatMap((variant) => [variant.id, variant.stock]),
      );
    }
    await tx.query("INSERT INTO store_info (key, value) VALUES ('seeded_at', $1)", [new Date().toISOString()]);
  });
}

export async function readCatalog(db: Db): Promise<CatalogSeed> {
  const rows = await db.query<{ kind: DocumentKind; data: unknown }>(
    'SELECT kind, data FROM catalog_document ORDER BY kind, id',
  );
  const seed: Record<DocumentKind, unknown[]> = {
    channels: [],
    attributes: [],
    categories: [],
    collections: [],
    products: [],
    menus: [],
    pages: [],
    shippingMethods: [],
  };
  for (const row of rows) seed[row.kind]?.push(typeof row.data === 'string' ? JSON.parse(row.data) : row.data);
  return seed as unknown as CatalogSeed;
}

/** Live stock per variant, mirrored in memory for reads and written through on every change. */
export class StockLedger {
  private constructor(private readonly levels: Map<number, number>) {}

  static async load(db: Queryable): Promise<StockLedger> {
    const rows = await db.query<{ variant_id: number; quantity: number }>('SELECT variant_id, quantity FROM stock');
    return new StockLedger(new Map(rows.map((row) => [row.variant_id, row.quantity])));
  }

  available(variantId: number): number {
    return this.levels.get(variantId) ?? 0;
  }

  /**
   * Takes the quantities out of stock inside the caller's transaction; throws InsufficientStockError naming the
   * variants that lack stock, so the caller's transaction rolls back. The memory mirror follows via `commit`.
   */
  async take(tx: Queryable, quantities: Map<number, number>): Promise<void> {
    const short: number[] = [];
    for (const [variantId, quantity] of quantities) {
      const rows = await tx.query<{ quantity: number }>(
        'UPDATE stock SET quantity = quantity - $2 WHERE variant_id = $1 AND quantity >= $2 RETURNING quantity',
        [variantId, quantity],
      );
      if (rows.length === 0) short.push(variantId);
    }
    if (short.length > 0) throw new InsufficientStockError(short);
  }

  commit(quantities: Map<number, number>): void {
    for (const [variantId, quantity] of quantities) this.levels.set(variantId, this.available(variantId) - quantity);
  }
}

export class InsufficientStockError extends Error {
  constructor(readonly variantIds: number[]) {
    super('Insufficient stock');
  }
}
