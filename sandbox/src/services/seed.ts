/**
 * Idempotent seed of the REST services' tables: coverage data, personas of the identity provider's seeded users,
 * María's subscriptions (real catalogue SKUs) and Lucía's verification codes. Safe to run at every start: rows that
 * exist are left as they are, except the seeded valid verification code, whose 24 h window restarts (unless used).
 */
import type { ProductRecord } from '../catalog/model';
import type { Catalog } from '../commerce/catalog';
import type { Db, Queryable } from '../store/db';
import { allowsSubscription } from './catalog-lookup';
import {
  COVERED_DISTRICTS,
  DELIVERY_OPTION_TIERS,
  DELIVERY_OPTIONS,
  DELIVERY_TIERS,
  EXPRESS_WINDOW,
} from './data/coverage';
import { SEEDED_PERSONAS, SEEDED_SUBSCRIPTIONS, SEEDED_VERIFICATION_CODES, type SubscriptionDef } from './data/people';
import type { StoredSubscriptionProduct } from './subscriptions';
import { VERIFICATION_CODE_TTL_MS } from './verification';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ServicesSeedOptions {
  clock?: () => Date;
}

export async function ensureServicesSeed(db: Db, catalog: Catalog, options: ServicesSeedOptions = {}): Promise<void> {
  const now = (options.clock ?? (() => new Date()))();
  await db.transaction(async (tx) => {
    await seedCoverage(tx);
    await seedPersonas(tx, now);
    await seedSubscriptions(tx, catalog, now);
    await seedVerificationCodes(tx, now);
  });
}

async function seedCoverage(tx: Queryable): Promise<void> {
  for (const [position, district] of COVERED_DISTRICTS.entries()) {
    await tx.query(
      `INSERT INTO coverage_district (id, name, province, ring, shipping_price, position) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [district.id, district.name, district.province, district.ring, district.shippingPrice, position + 1],
    );
  }
  for (const tier of DELIVERY_TIERS) {
    await tx.query(
      `INSERT INTO delivery_tier (id, ticket_threshold, delivery_price) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [tier.id, tier.threshold, tier.price],
    );
  }
  for (const [position, option] of DELIVERY_OPTIONS.entries()) {
    await tx.query(
      `INSERT INTO delivery_option (id, kind, name, description, is_default, position) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [option.id, option.kind, option.name, option.description, option.isDefault, position + 1],
    );
  }
  let tierId = 0;
  for (const option of DELIVERY_OPTIONS) {
    for (const tier of DELIVERY_OPTION_TIERS[option.kind] ?? []) {
      tierId += 1;
      await tx.query(
        `INSERT INTO delivery_option_tier (id, option_kind, ticket_threshold, delivery_price) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [tierId, option.kind, tier.threshold, tier.price],
      );
    }
  }
  for (const [key, value] of Object.entries(EXPRESS_WINDOW)) {
    await tx.query('INSERT INTO coverage_setting (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      `express.${key}`,
      value,
    ]);
  }
}

async function seedPersonas(tx: Queryable, now: Date): Promise<void> {
  for (const persona of SEEDED_PERSONAS) {
    await tx.query(
      `INSERT INTO persona (id, document_type, document_number, given_names, paternal_surname, maternal_surname,
                            birthdate, email, phone, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [
        persona.id,
        persona.documentType,
        persona.documentNumber,
        persona.givenNames,
        persona.paternalSurname,
        persona.maternalSurname,
        persona.birthdate,
        persona.email,
        persona.phone,
        new Date(now.getTime() - 400 * DAY_MS),
      ],
    );
    // Stores seeded before personas were linked to accounts get the link of the seeded account.
    if (persona.identitySub) {
      await tx.query('UPDATE persona SET identity_sub = $2 WHERE id = $1 AND identity_sub IS NULL', [
        persona.id,
        persona.identitySub,
      ]);
    }
  }
}

/** The subscription's products: the named catalogue products, or (another catalogue) eligible ones by position. */
export function resolveSubscriptionProducts(def: SubscriptionDef, catalog: Catalog): StoredSubscriptionProduct[] {
  const eligible = catalog.products.filter((product) => allowsSubscription(product) && product.isAvailableForPurchase);
  const offset = SEEDED_SUBSCRIPTIONS.indexOf(def) * 2;
  return def.products.flatMap((item, position) => {
    const named = catalog.productBySlug(item.slug);
    const product: ProductRecord | undefined =
      named && allowsSubscription(named) ? named : eligible[(offset + position) % Math.max(eligible.length, 1)];
    const variant = product?.variants[0];
    if (!product || !variant) return [];
    return [
      {
        sku: variant.sku,
        nombre: product.name,
        cantidad: item.quantity,
        frecuenciaDias: item.frequencyDays,
        precio: variant.price,
      },
    ];
  });
}

async function seedSubscriptions(tx: Queryable, catalog: Catalog, now: Date): Promise<void> {
  for (const def of SEEDED_SUBSCRIPTIONS) {
    const products = resolveSubscriptionProducts(def, catalog);
    if (products.length === 0) continue;
    const next = new Date(now.getTime() + def.nextDeliveryInDays * DAY_MS).toISOString().slice(0, 10);
    const shipping = { ...def.shipping, fechaProximoEnvio: next };
    const billing = { ...def.billing, fechaProximoCobro: next };
    await tx.query(
      `INSERT INTO subscription (id, persona_id, status, shipping, billing, products, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        def.id,
        def.personaId,
        def.status,
        JSON.stringify(shipping),
        JSON.stringify(billing),
        JSON.stringify(products),
        new Date(now.getTime() - def.createdDaysAgo * DAY_MS),
      ],
    );
  }
}

async function seedVerificationCodes(tx: Queryable, now: Date): Promise<void> {
  const { valid, expired } = SEEDED_VERIFICATION_CODES;
  await tx.query(
    `INSERT INTO verification_code (email, code, issued_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email, code) DO UPDATE SET issued_at = EXCLUDED.issued_at, expires_at = EXCLUDED.expires_at
     WHERE verification_code.verified_at IS NULL`,
    [valid.email, valid.code, now, new Date(now.getTime() + VERIFICATION_CODE_TTL_MS)],
  );
  await tx.query(
    `INSERT INTO verification_code (email, code, issued_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email, code) DO NOTHING`,
    [
      expired.email,
      expired.code,
      new Date(now.getTime() - 2 * VERIFICATION_CODE_TTL_MS),
      new Date(now.getTime() - VERIFICATION_CODE_TTL_MS),
    ],
  );
}
