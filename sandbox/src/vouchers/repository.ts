/**
 * The voucher service's store (migration 004_vouchers.sql): promotions and coupons as JSON documents, redemptions,
 * and coupon uses per document. The same SQL runs on PGlite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import type { Catalog } from '../commerce/catalog';
import type { Db, Queryable } from '../store/db';
import type { RedencionItem } from './contract';
import { type Cupon, normalizarCodigo, type ObjetoRedimible, type PromocionTier, type RedimibleRef } from './model';
import { buildVoucherSeed } from './seed';

export interface ResultadoRedencion {
  id: string;
  objeto: ObjetoRedimible;
  descuentoAplicadoTotal: number;
}

export interface RedencionRecord {
  /** `r_` and 24 hex digits. */
  id: string;
  redeemables: RedimibleRef[];
  /** As sent: price is the unit price in hundredths. */
  orderItems: RedencionItem[];
  status: 'PAID';
  session: { type: 'LOCK'; key: string };
  resultados: ResultadoRedencion[];
  /** PEN. */
  descuentoTotal: number;
  callerSub: string;
  numeroDocumento: string | null;
  /** ISO 8601. */
  createdAt: string;
}

export interface NuevaRedencion extends Omit<RedencionRecord, 'id'> {
  /** Coupons this redemption uses (recorded per document when numeroDocumento is set). */
  cupones: { codigo: string; usoUnico: boolean }[];
}

/** A single-use coupon the document already redeemed (raised by registrarRedencion, nothing recorded). */
export class CuponYaUsadoError extends Error {
  constructor(readonly codigo: string) {
    super(`coupon ${codigo} already used by this document`);
  }
}

interface RedencionRow {
  id: string;
  redeemables: unknown;
  order_items: unknown;
  status: 'PAID';
  session_type: 'LOCK';
  session_key: string;
  results: unknown;
  discount_total_cents: number;
  caller_sub: string;
  document_number: string | null;
  created_at: Date | string;
}

const parse = <T>(data: unknown): T => (typeof data === 'string' ? JSON.parse(data) : data) as T;
const isoDe = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

const toRecord = (row: RedencionRow): RedencionRecord => ({
  id: row.id,
  redeemables: parse(row.redeemables),
  orderItems: parse(row.order_items),
  status: row.status,
  session: { type: row.session_type, key: row.session_key },
  resultados: parse(row.results),
  descuentoTotal: Number(row.discount_total_cents) / 100,
  callerSub: row.caller_sub,
  numeroDocumento: row.document_number,
  createdAt: isoDe(row.created_at),
});

const REDENCION_COLUMNS =
  'id, redeemables, order_items, status, session_type, session_key, results, discount_total_cents, caller_sub, document_number, created_at';

function violacionUnica(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return null;
  if (typeof constraint === 'string') return constraint;
  return typeof message === 'string' ? message : '';
}

const nuevoId = (): string => `r_${randomBytes(12).toString('hex')}`;

export class VoucherRepository {
  constructor(private readonly db: Db) {}

  /** Every promotion tier, in the service's order. */
  async promociones(): Promise<PromocionTier[]> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM voucher_promotion ORDER BY position, id');
    return rows.map((row) => parse<PromocionTier>(row.data));
  }

  async cupones(): Promise<Cupon[]> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM voucher_coupon ORDER BY code');
    return rows.map((row) => parse<Cupon>(row.data));
  }

  async cupon(codigo: string): Promise<Cupon | null> {
    const rows = await this.db.query<{ data: unknown }>('SELECT data FROM voucher_coupon WHERE code = $1', [
      normalizarCodigo(codigo),
    ]);
    return rows[0] ? parse<Cupon>(rows[0].data) : null;
  }

  /** Codes of the single-use coupons this document already redeemed. */
  async cuponesUsadosPor(numeroDocumento: string | null | undefined): Promise<Set<string>> {
    if (!numeroDocumento) return new Set();
    const rows = await this.db.query<{ code: string }>(
      'SELECT code FROM voucher_coupon_use WHERE document_number = $1 AND single_use',
      [numeroDocumento],
    );
    return new Set(rows.map((row) => row.code));
  }

  async redencion(id: string): Promise<RedencionRecord | null> {
    const rows = await this.db.query<RedencionRow>(
      `SELECT ${REDENCION_COLUMNS} FROM voucher_redemption WHERE id = $1`,
      [id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async redencionPorSesion(key: string, tx: Queryable = this.db): Promise<RedencionRecord | null> {
    if (key === '') return null;
    const rows = await tx.query<RedencionRow>(
      `SELECT ${REDENCION_COLUMNS} FROM voucher_redemption WHERE session_key = $1`,
      [key],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Redemptions, newest first. */
  async redenciones(options: { limite?: number; desplazamiento?: number } = {}): Promise<RedencionRecord[]> {
    const rows = await this.db.query<RedencionRow>(
      `SELECT ${REDENCION_COLUMNS} FROM voucher_redemption ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [options.limite ?? 50, options.desplazamiento ?? 0],
    );
    return rows.map(toRecord);
  }

  /**
   * Records a redemption and its coupon uses in one transaction. A non-empty session key already recorded answers
   * the earlier redemption (`repetida`). Throws CuponYaUsadoError when a single-use coupon was already redeemed by
   * the document (also under concurrent calls: the store's unique index decides).
   */
  async registrarRedencion(nueva: NuevaRedencion): Promise<{ redencion: RedencionRecord; repetida: boolean }> {
    const redencion: RedencionRecord = {
      id: nuevoId(),
      redeemables: nueva.redeemables,
      orderItems: nueva.orderItems,
      status: nueva.status,
      session: nueva.session,
      resultados: nueva.resultados,
      descuentoTotal: nueva.descuentoTotal,
      callerSub: nueva.callerSub,
      numeroDocumento: nueva.numeroDocumento,
      createdAt: nueva.createdAt,
    };
    try {
      return await this.db.transaction(async (tx) => {
        const previa = await this.redencionPorSesion(nueva.session.key, tx);
        if (previa) return { redencion: previa, repetida: true };
        await tx.query(
          `INSERT INTO voucher_redemption (${REDENCION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            redencion.id,
            JSON.stringify(redencion.redeemables),
            JSON.stringify(redencion.orderItems),
            redencion.status,
            redencion.session.type,
            redencion.session.key,
            JSON.stringify(redencion.resultados),
            Math.round(redencion.descuentoTotal * 100),
            redencion.callerSub,
            redencion.numeroDocumento,
            redencion.createdAt,
          ],
        );
        if (redencion.numeroDocumento) {
          for (const cupon of nueva.cupones) {
            await tx.query(
              'INSERT INTO voucher_coupon_use (code, document_number, redemption_id, single_use, used_at) VALUES ($1, $2, $3, $4, $5)',
              [
                normalizarCodigo(cupon.codigo),
                redencion.numeroDocumento,
                redencion.id,
                cupon.usoUnico,
                redencion.createdAt,
              ],
            );
          }
        }
        return { redencion, repetida: false };
      });
    } catch (error) {
      const violacion = violacionUnica(error);
      if (violacion === null) throw error;
      if (violacion.includes('voucher_redemption_session_key')) {
        const previa = await this.redencionPorSesion(nueva.session.key);
        if (previa) return { redencion: previa, repetida: true };
      }
      const usado = nueva.cupones.find((cupon) => cupon.usoUnico);
      if (violacion.includes('voucher_coupon_use_single') && usado) throw new CuponYaUsadoError(usado.codigo);
      throw error;
    }
  }
}

/**
 * Seeds the promotions and coupons on first use (relative to `now`); later calls change nothing. Returns whether it
 * seeded. Safe under concurrent first calls (inserts ignore rows already there).
 */
export async function ensureVoucherSeed(db: Db, catalog: Catalog, now: Date): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_promotion');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const seed = buildVoucherSeed(catalog, now);
  await db.transaction(async (tx) => {
    for (const [position, promocion] of seed.promociones.entries()) {
      await tx.query(
        'INSERT INTO voucher_promotion (id, position, data) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
        [promocion.id, position, JSON.stringify(promocion)],
      );
    }
    for (const cupon of seed.cupones) {
      await tx.query('INSERT INTO voucher_coupon (code, data) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
        normalizarCodigo(cupon.codigo),
        JSON.stringify({ ...cupon, codigo: normalizarCodigo(cupon.codigo) }),
      ]);
    }
  });
  return true;
}
