import { randomUUID } from 'node:crypto';
import type { ProductRecord, ShippingMethodRecord, VariantRecord } from '../catalog/model';
import { InsufficientStockError, type StockLedger } from '../store/catalog-store';
import type { Db } from '../store/db';
import { type AddressInputShape, normalizeAddress } from './address';
import type { Catalog } from './catalog';
import type {
  AddressRecord,
  CheckoutLineRecord,
  CheckoutRecord,
  ExternalShippingMethodRecord,
  OrderRecord,
  TransactionEventRecord,
  TransactionRecord,
} from './checkout-model';
import type { CheckoutRepository, OrderFilter } from './checkout-repository';
import { type CheckoutErrorShape, checkoutError, MutationErrors } from './errors';
import { fromGlobalId, fromGlobalIntId, toGlobalId } from './global-id';
import { EMAIL_MAX_LENGTH, metadataErrors, tooLong } from './input-limits';
import { roundCents } from './money';
import { DUMMY_PAYMENT_APP_ID, dummyCharge, type PaymentSummary, paymentSummary } from './payments';
import {
  externalMethodGlobalId,
  externalMethodIdOf,
  type ShippingApp,
  ShippingAppUnavailable,
  type ShippingListPayload,
} from './shipping-app';

/** Saleor's default MAX_CHECKOUT_LINE_QUANTITY. */
export const MAX_LINE_QUANTITY = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LineInput {
  variantId: string;
  quantity: number;
  /** Custom unit price (apps with HANDLE_CHECKOUTS only; the resolver checks). */
  price?: number | null;
  priceOverrideReason?: string | null;
  /** A line of its own even when the checkout has one of the same variant (a gift of a variant also bought). */
  forceNewLine?: boolean | null;
  metadata?: { key: string; value: string }[] | null;
}

export interface LineUpdateInput {
  lineId?: string | null;
  variantId?: string | null;
  quantity?: number | null;
  price?: number | null;
  priceOverrideReason?: string | null;
  metadata?: { key: string; value: string }[] | null;
}

export interface CreateInput {
  channel?: string | null;
  email?: string | null;
  lines: LineInput[];
  shippingAddress?: AddressInputShape | null;
  billingAddress?: AddressInputShape | null;
  languageCode?: string | null;
  /** Only apps may set it (the resolver checks the permission). */
  privateMetadata?: { key: string; value: string }[] | null;
  /** Applied by the resolver after creation (updateMetadata); checked here, before anything is created. */
  metadata?: { key: string; value: string }[] | null;
}

export interface PricedLine {
  line: CheckoutLineRecord;
  variant: VariantRecord;
  product: ProductRecord;
  unitPrice: number;
  undiscountedUnitPrice: number;
  totalPrice: number;
}

export interface CheckoutTotals {
  lines: PricedLine[];
  subtotal: number;
  shipping: number;
  total: number;
  quantity: number;
}

type Result<T> = { value: T | null; errors: CheckoutErrorShape[] };

/** Saleor's TransactionInitializeError / TransactionRequestActionError shape. */
export interface PaymentErrorShape {
  field: string | null;
  message: string;
  code: string;
}

export interface TransactionInitializeInput {
  amount?: number | null;
  idempotencyKey?: string | null;
  paymentGateway: { id: string; data?: unknown };
}

export interface InitializedTransaction {
  transaction: TransactionRecord;
  event: TransactionEventRecord;
  data: unknown;
}

/** Saleor's limit of transaction items per checkout or order. */
export const TRANSACTION_ITEMS_LIMIT = 100;

/**
 * Saleor's checkout rules over the sandbox store: line validation (stock, limits, channel, availability),
 * addresses, delivery methods, metadata and completion into an order with a dummy payment.
 */
export class CheckoutService {
  private readonly locks = new Map<string, Promise<unknown>>();
  private shippingApp: ShippingApp | null = null;

  constructor(
    private readonly catalog: Catalog,
    private readonly stock: StockLedger,
    private readonly repo: CheckoutRepository,
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Delivery methods listed and priced by an app (Saleor's external shipping methods) instead of the channel's own:
   * the deployment's choice, as a Saleor channel without shipping zones whose app lists the methods.
   */
  useShippingApp(app: ShippingApp | null): void {
    this.shippingApp = app;
  }

  /** The global id a checkout's delivery method is known by (an app's or a channel's method). */
  shippingMethodGlobalId(method: ShippingMethodRecord | ExternalShippingMethodRecord): string {
    return typeof method.id === 'string' && this.shippingApp
      ? externalMethodGlobalId(this.shippingApp.appId, method.id)
      : toGlobalId('ShippingMethod', method.id);
  }

  /** The method the checkout has chosen: the app's (as last listed) or the channel's. */
  selectedMethod(checkout: CheckoutRecord): ShippingMethodRecord | ExternalShippingMethodRecord | undefined {
    if (this.shippingApp) return checkout.externalShippingMethod ?? undefined;
    return checkout.shippingMethodId === null ? undefined : this.catalog.shippingMethod(checkout.shippingMethodId);
  }

  /** Resolves a checkout global id (or bare token) to its stored record. */
  async find(idOrToken: string): Promise<CheckoutRecord | null> {
    const token = tokenOf(idOrToken);
    return token ? this.repo.find(token) : null;
  }

  findOrder(id: string): Promise<OrderRecord | null> {
    return this.repo.findOrder(id);
  }

  /** Saleor's `orders(where)`, sorted by number (the order of creation). */
  findOrders(filter: OrderFilter, descending: boolean): Promise<OrderRecord[]> {
    return this.repo.findOrders(filter, descending);
  }

  async findOrderByCheckout(idOrToken: string): Promise<OrderRecord | null> {
    const token = tokenOf(idOrToken);
    return token ? this.repo.findOrderByCheckout(token) : null;
  }

  totals(checkout: CheckoutRecord): CheckoutTotals {
    const lines: PricedLine[] = [];
    for (const line of checkout.lines) {
      const found = this.catalog.variant(line.variantId);
      if (!found) continue;
      const { variant, product } = found;
      const unitPrice = line.priceOverride ?? variant.price;
      lines.push({
        line,
        variant,
        product,
        unitPrice,
        undiscountedUnitPrice: variant.priceUndiscounted,
        totalPrice: roundCents(unitPrice * line.quantity),
      });
    }
    const subtotal = roundCents(lines.reduce((sum, line) => sum + line.totalPrice, 0));
    const shipping = this.selectedMethod(checkout)?.price ?? 0;
    return {
      lines,
      subtotal,
      shipping,
      total: roundCents(subtotal + shipping),
      quantity: checkout.lines.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  /** Shipping is to Peru only: with no Peruvian shipping address there is nothing to offer. */
  shippingMethodsFor(checkout: CheckoutRecord): (ShippingMethodRecord | ExternalShippingMethodRecord)[] {
    if (checkout.shippingAddress?.country !== 'PE') return [];
    return this.shippingApp ? (checkout.externalShippingMethods ?? []) : this.catalog.shippingMethods;
  }

  /**
   * Asks the shipping app for this checkout's methods again (Saleor does when the cached list is no longer valid) and
   * keeps the chosen one only if it is still listed, at its new price. Throws ShippingAppUnavailable when the app
   * gives no list: the caller decides whether the old list may stand.
   */
  private async refreshExternalMethods(checkout: CheckoutRecord): Promise<void> {
    const app = this.shippingApp;
    if (!app) return;
    if (checkout.shippingAddress?.country !== 'PE') {
      checkout.externalShippingMethods = [];
      checkout.externalShippingMethod = null;
      return;
    }
    const listed = await app.list(this.shippingPayload(checkout));
    checkout.externalShippingMethods = listed;
    const chosen = checkout.externalShippingMethod;
    checkout.externalShippingMethod = chosen ? (listed.find((method) => method.id === chosen.id) ?? null) : null;
  }

  private shippingPayload(checkout: CheckoutRecord): ShippingListPayload {
    const totals = this.totals(checkout);
    const pen = (amount: number) => ({ amount: roundCents(amount), currency: 'PEN' });
    const address = checkout.shippingAddress;
    return {
      checkout: {
        id: toGlobalId('Checkout', checkout.token),
        channel: { slug: checkout.channelSlug },
        shippingAddress: address ? { ...address } : null,
        lines: totals.lines.map((priced) => ({
          id: toGlobalId('CheckoutLine', priced.line.id),
          quantity: priced.line.quantity,
          unitPrice: { gross: pen(priced.unitPrice) },
          variant: {
            id: toGlobalId('ProductVariant', priced.variant.id),
            sku: priced.variant.sku,
            pricing: { price: { gross: pen(priced.variant.price) } },
          },
          metadata: Object.entries(priced.line.metadata ?? {}).map(([key, value]) => ({ key, value })),
        })),
        subtotalPrice: { gross: pen(totals.subtotal) },
        metadata: Object.entries(checkout.metadata).map(([key, value]) => ({ key, value })),
      },
    };
  }

  async create(input: CreateInput): Promise<Result<CheckoutRecord>> {
    const errors: CheckoutErrorShape[] = [];
    const channelSlug =
      input.channel ?? (this.catalog.channels.length === 1 ? this.catalog.channels[0]?.slug : undefined);
    if (!channelSlug) {
      return fail(checkoutError('MISSING_CHANNEL_SLUG', 'channel', 'You need to provide channel slug.'));
    }
    const channel = this.catalog.channel(channelSlug);
    if (!channel)
      return fail(checkoutError('NOT_FOUND', 'channel', `Channel with '${channelSlug}' slug does not exist.`));
    if (!channel.isActive)
      return fail(checkoutError('CHANNEL_INACTIVE', 'channel', 'Cannot create checkout in an inactive channel.'));
    const email = input.email?.trim() || null;
    const emailTooLong = tooLong('email', email, EMAIL_MAX_LENGTH);
    if (emailTooLong) errors.push(emailTooLong);
    else if (email && !EMAIL.test(email))
      errors.push(checkoutError('INVALID', 'email', 'Enter a valid email address.'));
    errors.push(
      ...metadataErrors(input.metadata, 'metadata'),
      ...metadataErrors(input.privateMetadata, 'privateMetadata'),
    );
    const now = this.clock().toISOString();
    const checkout: CheckoutRecord = {
      token: randomUUID(),
      channelSlug,
      email: email?.toLowerCase() ?? null,
      lines: [],
      shippingAddress: null,
      billingAddress: null,
      shippingMethodId: null,
      metadata: {},
      privateMetadata: Object.fromEntries((input.privateMetadata ?? []).map(({ key, value }) => [key, value])),
      created: now,
      lastChange: now,
      languageCode: input.languageCode ?? 'ES',
    };
    const merged = this.mergeLines(checkout, input.lines, 'add');
    errors.push(...merged.errors);
    for (const [key, addressType] of [
      ['shippingAddress', 'SHIPPING'],
      ['billingAddress', 'BILLING'],
    ] as const) {
      const addressInput = input[key];
      if (!addressInput) continue;
      const normalized = normalizeAddress(addressInput, addressType);
      if (normalized.address) checkout[key] = normalized.address;
      else errors.push(...normalized.errors);
    }
    if (errors.length > 0) return { value: null, errors };
    checkout.lines = merged.lines;
    await this.refreshExternalMethods(checkout).catch(ignoreUnavailableApp);
    await this.repo.insert(checkout);
    return { value: checkout, errors: [] };
  }

  linesAdd(id: string, lines: LineInput[]): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const merged = this.mergeLines(checkout, lines, 'add');
      if (merged.errors.length > 0) throw new MutationErrors(merged.errors);
      checkout.lines = merged.lines;
    });
  }

  linesUpdate(id: string, updates: LineUpdateInput[]): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const byVariant: LineInput[] = [];
      const errors: CheckoutErrorShape[] = [];
      const lines = checkout.lines.map((line) => ({ ...line }));
      for (const update of updates) {
        const quantity = update.quantity ?? 1;
        if (update.lineId) {
          // A line named by its id is changed alone (another line may hold the same variant: a gift).
          const existing = lines.find((line) => toGlobalId('CheckoutLine', line.id) === update.lineId);
          if (!existing) {
            errors.push(
              checkoutError('GRAPHQL_ERROR', 'lineId', `Couldn't resolve to a node: ${update.lineId}`, {
                lines: [update.lineId],
              }),
            );
            continue;
          }
          if (quantity < 0) {
            errors.push(
              checkoutError('ZERO_QUANTITY', 'quantity', 'The quantity should be higher or equal zero.', {
                variants: [toGlobalId('ProductVariant', existing.variantId)],
              }),
            );
            continue;
          }
          existing.quantity = quantity;
          applyLineExtras(existing, update);
          continue;
        }
        if (!update.variantId) {
          errors.push(checkoutError('REQUIRED', 'lineId', 'Provide either lineId or variantId.'));
          continue;
        }
        byVariant.push({ ...update, variantId: update.variantId, quantity });
      }
      if (errors.length > 0) throw new MutationErrors(errors);
      const merged = this.mergeLines({ ...checkout, lines }, byVariant, 'set');
      if (merged.errors.length > 0) throw new MutationErrors(merged.errors);
      const checked = this.lineQuantityErrors(merged.lines, checkout.channelSlug);
      if (checked.length > 0) throw new MutationErrors(checked);
      checkout.lines = merged.lines;
    });
  }

  linesDelete(id: string, linesIds: string[]): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const known = new Set(checkout.lines.map((line) => toGlobalId('CheckoutLine', line.id)));
      const unknown = linesIds.filter((lineId) => !known.has(lineId));
      if (unknown.length > 0) {
        throw new MutationErrors([
          checkoutError('INVALID', 'lineId', "Provided line_ids aren't part of checkout.", { lines: unknown }),
        ]);
      }
      const removed = new Set(linesIds);
      checkout.lines = checkout.lines.filter((line) => !removed.has(toGlobalId('CheckoutLine', line.id)));
    });
  }

  emailUpdate(id: string, email: string): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const trimmed = email.trim();
      const emailTooLong = tooLong('email', trimmed, EMAIL_MAX_LENGTH);
      if (emailTooLong) throw new MutationErrors([emailTooLong]);
      if (!EMAIL.test(trimmed))
        throw new MutationErrors([checkoutError('INVALID', 'email', 'Enter a valid email address.')]);
      checkout.email = trimmed.toLowerCase();
    });
  }

  addressUpdate(
    id: string,
    addressType: 'BILLING' | 'SHIPPING',
    input: AddressInputShape,
  ): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const normalized = normalizeAddress(input, addressType);
      if (!normalized.address) throw new MutationErrors(normalized.errors);
      if (addressType === 'BILLING') {
        checkout.billingAddress = normalized.address;
        return;
      }
      checkout.shippingAddress = normalized.address;
      // A method chosen for the old address may not serve the new one.
      if (!this.shippingMethodsFor(checkout).some((method) => method.id === checkout.shippingMethodId)) {
        checkout.shippingMethodId = null;
      }
    });
  }

  deliveryMethodUpdate(id: string, deliveryMethodId: string | null): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, async (checkout) => {
      if (deliveryMethodId === null) {
        checkout.shippingMethodId = null;
        checkout.externalShippingMethod = null;
        return;
      }
      if (this.shippingApp) {
        await this.chooseExternalMethod(checkout, deliveryMethodId);
        return;
      }
      const methodId = fromGlobalIntId(deliveryMethodId, 'ShippingMethod');
      const method = methodId === null ? undefined : this.catalog.shippingMethod(methodId);
      if (!method) {
        throw new MutationErrors([methodNotFound(deliveryMethodId)]);
      }
      if (!checkout.shippingAddress) {
        throw new MutationErrors([noShippingAddress()]);
      }
      if (!this.shippingMethodsFor(checkout).some((available) => available.id === method.id)) {
        throw new MutationErrors([
          checkoutError(
            'DELIVERY_METHOD_NOT_APPLICABLE',
            'deliveryMethodId',
            'This shipping method is not applicable.',
          ),
        ]);
      }
      checkout.shippingMethodId = method.id;
    });
  }

  /** Chooses one of the shipping app's methods, listed afresh (the app prices it for the checkout as it is now). */
  private async chooseExternalMethod(checkout: CheckoutRecord, deliveryMethodId: string): Promise<void> {
    const app = this.shippingApp;
    const methodId = app ? externalMethodIdOf(deliveryMethodId, app.appId) : null;
    if (!methodId) {
      throw new MutationErrors([methodNotFound(deliveryMethodId)]);
    }
    if (!checkout.shippingAddress) {
      throw new MutationErrors([noShippingAddress()]);
    }
    try {
      await this.refreshExternalMethods(checkout);
    } catch (error) {
      ignoreUnavailableApp(error);
      checkout.externalShippingMethods = [];
    }
    const method = checkout.externalShippingMethods?.find((listed) => listed.id === methodId);
    if (!method) {
      throw new MutationErrors([
        checkoutError('DELIVERY_METHOD_NOT_APPLICABLE', 'deliveryMethodId', 'This shipping method is not applicable.'),
      ]);
    }
    checkout.externalShippingMethod = method;
    checkout.shippingMethodId = null;
  }

  updateMetadata(id: string, items: { key: string; value: string }[]): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const errors = metadataErrors(items, 'input');
      if (errors.length > 0) throw new MutationErrors(errors);
      for (const { key, value } of items) checkout.metadata[key] = value;
    });
  }

  deleteMetadata(id: string, keys: readonly string[]): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      for (const key of keys) delete checkout.metadata[key];
    });
  }

  /** Completes the checkout into an order; the sandbox stands in for Saleor's dummy payment gateway. */
  async complete(id: string): Promise<Result<OrderRecord>> {
    const token = tokenOf(id);
    if (!token) return { value: null, errors: [notFound(id)] };
    return this.withLock(token, async () => {
      const checkout = await this.repo.find(token);
      if (!checkout) {
        // Saleor answers a repeated completion with the order the checkout already became.
        const order = await this.repo.findOrderByCheckout(token);
        return order ? { value: order, errors: [] } : { value: null, errors: [notFound(id)] };
      }
      if (this.shippingApp && checkout.externalShippingMethod) {
        // The app prices the delivery as the checkout is now: a method it no longer lists cannot be completed.
        try {
          await this.refreshExternalMethods(checkout);
        } catch (error) {
          ignoreUnavailableApp(error);
          return {
            value: null,
            errors: [
              checkoutError('DELIVERY_METHOD_NOT_APPLICABLE', 'shippingMethod', 'The shipping app did not answer.'),
            ],
          };
        }
        if (!checkout.externalShippingMethod) {
          await this.repo.save(checkout);
          return {
            value: null,
            errors: [
              checkoutError(
                'DELIVERY_METHOD_NOT_APPLICABLE',
                'shippingMethod',
                'This shipping method is not applicable.',
              ),
            ],
          };
        }
      }
      const ready = this.readyToComplete(checkout);
      if ('errors' in ready) return { value: null, errors: ready.errors };
      const { shippingAddress, billingAddress, method } = ready;
      const totals = this.totals(checkout);
      // Without allowUnpaidOrders, only checkouts whose transactions cover the total become orders.
      const payments = paymentSummary(await this.repo.transactionsOfCheckout(checkout.token), totals.total);
      if (!this.allowsUnpaidOrders(checkout.channelSlug) && payments.authorizeStatus !== 'FULL') {
        return {
          value: null,
          errors: [
            checkoutError(
              'CHECKOUT_NOT_FULLY_PAID',
              'id',
              "The authorized amount doesn't cover the checkout's total amount.",
            ),
          ],
        };
      }
      const quantities = new Map<number, number>();
      for (const line of checkout.lines)
        quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
      try {
        const order = await this.db.transaction(async (tx) => {
          await this.stock.take(tx, quantities);
          const created = await this.repo.insertOrder(
            {
              id: randomUUID(),
              checkoutToken: checkout.token,
              channelSlug: checkout.channelSlug,
              created: this.clock().toISOString(),
              status: 'UNFULFILLED',
              userEmail: checkout.email ?? '',
              lines: totals.lines.map((priced) => ({
                id: randomUUID(),
                variantId: priced.variant.id,
                productName: priced.product.name,
                variantName: priced.variant.name,
                productSku: priced.variant.sku,
                quantity: priced.line.quantity,
                unitPrice: priced.unitPrice,
                undiscountedUnitPrice: priced.variant.price,
                priceOverrideReason: priced.line.priceOverrideReason ?? null,
                metadata: { ...(priced.line.metadata ?? {}) },
              })),
              shippingAddress,
              billingAddress,
              shippingMethodId: typeof method.id === 'string' ? this.shippingMethodGlobalId(method) : method.id,
              shippingMethodName: method.name,
              shippingPrice: totals.shipping,
              subtotal: totals.subtotal,
              total: totals.total,
              metadata: { ...checkout.metadata },
              privateMetadata: { ...(checkout.privateMetadata ?? {}) },
            },
            tx,
          );
          await this.repo.moveTransactionsToOrder(checkout.token, created.id, tx);
          await this.repo.delete(checkout.token, tx);
          return created;
        });
        this.stock.commit(quantities);
        return { value: order, errors: [] };
      } catch (error) {
        if (error instanceof InsufficientStockError) {
          return {
            value: null,
            errors: [
              checkoutError('INSUFFICIENT_STOCK', 'quantity', 'Insufficient product stock.', {
                variants: error.variantIds.map((variantId) => toGlobalId('ProductVariant', variantId)),
              }),
            ],
          };
        }
        throw error;
      }
    });
  }

  /** Whether the channel lets checkoutComplete create orders its transactions do not cover. */
  allowsUnpaidOrders(channelSlug: string): boolean {
    return this.catalog.channel(channelSlug)?.allowUnpaidOrders !== false;
  }

  transactionsOfCheckout(token: string): Promise<TransactionRecord[]> {
    return this.repo.transactionsOfCheckout(token);
  }

  findTransaction(id: string): Promise<TransactionRecord | null> {
    return this.repo.findTransaction(id);
  }

  transactionsOfOrder(orderId: string): Promise<TransactionRecord[]> {
    return this.repo.transactionsOfOrder(orderId);
  }

  /** Charge and authorize statuses of a checkout against its total (Saleor's checkout.chargeStatus). */
  async checkoutPayments(checkout: CheckoutRecord): Promise<PaymentSummary> {
    return paymentSummary(await this.repo.transactionsOfCheckout(checkout.token), this.totals(checkout).total);
  }

  /**
   * Saleor's transactionInitialize for a checkout, with the dummy payment app as the only installed payment app:
   * the app charges at once (CHARGE_SUCCESS) or declines (CHARGE_FAILURE), and the transaction keeps both events. An
   * idempotency key already used on this checkout answers its transaction again without calling the app (same
   * amount) or UNIQUE (another amount), so repeated or concurrent calls charge once.
   */
  async transactionInitialize(
    id: string,
    input: TransactionInitializeInput,
  ): Promise<{ value: InitializedTransaction | null; errors: PaymentErrorShape[] }> {
    const fail = (code: string, field: string | null, message: string) => ({
      value: null,
      errors: [{ code, field, message }],
    });
    const token = tokenOf(id);
    if (!token) return fail('NOT_FOUND', 'id', `Couldn't resolve to a node: ${id}`);
    if (input.idempotencyKey === '') return fail('INVALID', 'idempotencyKey', 'Cannot be provided as an empty string.');
    return this.withLock(token, async () => {
      const checkout = await this.repo.find(token);
      if (!checkout) return fail('NOT_FOUND', 'id', `Couldn't resolve to a node: ${id}`);
      if (input.paymentGateway.id !== DUMMY_PAYMENT_APP_ID) {
        return fail('NOT_FOUND', 'paymentGateway', 'App with provided identifier not found.');
      }
      const existing = await this.repo.transactionsOfCheckout(token);
      const total = this.totals(checkout).total;
      const amount = roundCents(input.amount ?? Math.max(0, total - paymentSummary(existing, total).charged));
      const key = input.idempotencyKey ?? randomUUID();
      const repeated = existing.find((transaction) => transaction.events.some((event) => event.idempotencyKey === key));
      if (repeated) {
        const request = repeated.events.find((event) => event.idempotencyKey === key);
        if (repeated.appId !== input.paymentGateway.id || request?.amount !== amount) {
          return fail(
            'UNIQUE',
            'idempotencyKey',
            'Different transaction with provided idempotency key already exists.',
          );
        }
        const answer = repeated.events[repeated.events.length - 1] ?? request;
        return { value: { transaction: repeated, event: answer, data: null }, errors: [] };
      }
      if (existing.length >= TRANSACTION_ITEMS_LIMIT) {
        return fail('INVALID', 'id', `Checkout transactions limit of ${TRANSACTION_ITEMS_LIMIT} reached.`);
      }
      const now = this.clock().toISOString();
      const charge = dummyCharge(input.paymentGateway.data);
      const request: TransactionEventRecord = {
        id: randomUUID(),
        type: 'CHARGE_REQUEST',
        amount,
        createdAt: now,
        message: '',
        pspReference: '',
        idempotencyKey: key,
      };
      const answer: TransactionEventRecord = {
        id: randomUUID(),
        type: charge.type,
        amount,
        createdAt: now,
        message: charge.message,
        pspReference: charge.pspReference,
        idempotencyKey: null,
      };
      const transaction: TransactionRecord = {
        id: randomUUID(),
        checkoutToken: token,
        orderId: null,
        appId: input.paymentGateway.id,
        name: 'Dummy payment',
        message: charge.message,
        pspReference: charge.pspReference,
        createdAt: now,
        modifiedAt: now,
        authorizedAmount: 0,
        chargedAmount: charge.type === 'CHARGE_SUCCESS' ? amount : 0,
        refundedAmount: 0,
        events: [request, answer],
      };
      await this.repo.insertTransaction(transaction);
      return { value: { transaction, event: answer, data: charge.data }, errors: [] };
    });
  }

  /**
   * Saleor's transactionRequestAction, answered by the dummy app at once: REFUND gives charged funds back (all of
   * them without an amount). It has nothing authorized, so CHARGE and CANCEL have nothing to act on.
   */
  async transactionRequestAction(
    transactionId: string,
    actionType: string,
    amount: number | null | undefined,
  ): Promise<{ value: TransactionRecord | null; errors: PaymentErrorShape[] }> {
    const fail = (code: string, field: string | null, message: string) => ({
      value: null,
      errors: [{ code, field, message }],
    });
    const found = await this.repo.findTransaction(transactionId);
    if (!found) return fail('NOT_FOUND', 'id', `Couldn't resolve to a node: ${transactionId}`);
    return this.withLock(found.checkoutToken, async () => {
      const transaction = (await this.repo.findTransaction(transactionId)) ?? found;
      if (actionType !== 'REFUND') {
        return fail('INVALID', 'actionType', `The transaction has no authorized funds to ${actionType.toLowerCase()}.`);
      }
      const refund = roundCents(amount ?? transaction.chargedAmount);
      if (refund <= 0 || Math.round(refund * 100) > Math.round(transaction.chargedAmount * 100)) {
        return fail('INVALID', 'amount', 'The refund amount exceeds the charged amount.');
      }
      const now = this.clock().toISOString();
      const event = (type: string): TransactionEventRecord => ({
        id: randomUUID(),
        type,
        amount: refund,
        createdAt: now,
        message: type === 'REFUND_SUCCESS' ? 'Refunded by the dummy payment app.' : '',
        pspReference: transaction.pspReference,
        idempotencyKey: null,
      });
      transaction.events.push(event('REFUND_REQUEST'), event('REFUND_SUCCESS'));
      transaction.chargedAmount = roundCents(transaction.chargedAmount - refund);
      transaction.refundedAmount = roundCents(transaction.refundedAmount + refund);
      transaction.modifiedAt = now;
      await this.repo.saveTransaction(transaction);
      return { value: transaction, errors: [] };
    });
  }

  /** Saleor's updatePrivateMetadata on a checkout (by id or token) or an order (by id); the resolver checks the app. */
  async updatePrivateMetadata(
    id: string,
    items: { key: string; value: string }[],
  ): Promise<Result<CheckoutRecord | OrderRecord>> {
    const errors = metadataErrors(items, 'input');
    if (errors.length > 0) return { value: null, errors };
    if (fromGlobalId(id, 'Order') !== null) return this.updateOrderMetadata(id, items, 'privateMetadata');
    return this.mutate(id, (checkout) => {
      checkout.privateMetadata = { ...(checkout.privateMetadata ?? {}) };
      for (const { key, value } of items) checkout.privateMetadata[key] = value;
    });
  }

  /** Saleor's updateMetadata / updatePrivateMetadata on an order (by id); the resolver checks the app. */
  async updateOrderMetadata(
    id: string,
    items: { key: string; value: string }[],
    which: 'metadata' | 'privateMetadata',
  ): Promise<Result<OrderRecord>> {
    const errors = metadataErrors(items, 'input');
    if (errors.length > 0) return { value: null, errors };
    const orderId = fromGlobalId(id, 'Order');
    if (orderId === null || !UUID.test(orderId)) return { value: null, errors: [notFound(id)] };
    const pk = orderId.toLowerCase();
    return this.withLock(`order:${pk}`, async () => {
      const order = await this.repo.findOrder(pk);
      if (!order) return { value: null, errors: [notFound(id)] };
      const written = { ...(order[which] ?? {}) };
      for (const { key, value } of items) written[key] = value;
      order[which] = written;
      await this.repo.saveOrder(order);
      return { value: order, errors: [] };
    });
  }

  /** Saleor's completion checks, in its order; on success the pieces the order needs. */
  private readyToComplete(checkout: CheckoutRecord):
    | { errors: CheckoutErrorShape[] }
    | {
        shippingAddress: AddressRecord;
        billingAddress: AddressRecord;
        method: ShippingMethodRecord | ExternalShippingMethodRecord;
      } {
    const { shippingAddress, billingAddress } = checkout;
    const method = this.selectedMethod(checkout);
    if (checkout.lines.length === 0) {
      return { errors: [checkoutError('NO_LINES', 'lines', 'Cannot complete checkout without lines.')] };
    }
    if (!checkout.email) return { errors: [checkoutError('EMAIL_NOT_SET', 'email', 'Checkout email must be set.')] };
    if (!shippingAddress) {
      return { errors: [checkoutError('SHIPPING_ADDRESS_NOT_SET', 'shippingAddress', 'Shipping address is not set.')] };
    }
    if (!billingAddress) {
      return { errors: [checkoutError('BILLING_ADDRESS_NOT_SET', 'billingAddress', 'Billing address is not set.')] };
    }
    if (!method)
      return { errors: [checkoutError('SHIPPING_METHOD_NOT_SET', 'shippingMethod', 'Shipping method is not set.')] };
    // Availability can change between adding and paying.
    const revalidated = this.mergeLines(
      { ...checkout, lines: [] },
      checkout.lines.map((line) => ({
        variantId: toGlobalId('ProductVariant', line.variantId),
        quantity: line.quantity,
        forceNewLine: true,
      })),
      'add',
    );
    if (revalidated.errors.length > 0) return { errors: revalidated.errors };
    return { shippingAddress, billingAddress, method };
  }

  /**
   * Applies line changes ('add' sums with the existing line of the variant, 'set' replaces its quantity and
   * removes it at 0) and validates the result as Saleor does. Returns the new lines or the errors.
   */
  private mergeLines(
    checkout: CheckoutRecord,
    inputs: LineInput[],
    mode: 'add' | 'set',
  ): { lines: CheckoutLineRecord[]; errors: CheckoutErrorShape[] } {
    const errors: CheckoutErrorShape[] = [];
    const lines = checkout.lines.map((line) => ({ ...line }));
    for (const input of inputs) {
      const variantPk = fromGlobalIntId(input.variantId, 'ProductVariant');
      const found = variantPk === null ? undefined : this.catalog.variant(variantPk);
      if (!found) {
        errors.push(
          checkoutError('NOT_FOUND', 'variantId', `Couldn't resolve to a node: ${input.variantId}`, {
            variants: [input.variantId],
          }),
        );
        continue;
      }
      const { variant, product } = found;
      const variants = [input.variantId];
      if (input.quantity < 0 || (mode === 'add' && input.quantity === 0)) {
        errors.push(
          checkoutError(
            'ZERO_QUANTITY',
            'quantity',
            mode === 'add'
              ? 'The quantity should be higher than zero.'
              : 'The quantity should be higher or equal zero.',
            { variants },
          ),
        );
        continue;
      }
      if (!this.catalog.isProductInChannel(product, checkout.channelSlug)) {
        errors.push(
          checkoutError('UNAVAILABLE_VARIANT_IN_CHANNEL', 'lines', 'Cannot add lines with unavailable variants.', {
            variants,
          }),
        );
        continue;
      }
      // Saleor refuses unpublished products to every requester, apps included.
      if (!product.isPublished) {
        errors.push(
          checkoutError('PRODUCT_NOT_PUBLISHED', 'lines', 'Cannot add lines for unpublished variants.', { variants }),
        );
        continue;
      }
      if (!product.isAvailableForPurchase) {
        errors.push(
          checkoutError(
            'PRODUCT_UNAVAILABLE_FOR_PURCHASE',
            'lines',
            'Cannot add lines for unavailable for purchase variants.',
            { variants },
          ),
        );
        continue;
      }
      const existing = input.forceNewLine ? undefined : lines.find((line) => line.variantId === variant.id);
      const quantity = mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
      const limit = Math.min(MAX_LINE_QUANTITY, variant.quantityLimitPerCustomer ?? MAX_LINE_QUANTITY);
      if (quantity > limit) {
        errors.push(
          checkoutError(
            'QUANTITY_GREATER_THAN_LIMIT',
            'quantity',
            `Cannot add more than ${limit} times this item: ${variant.sku}.`,
            { variants },
          ),
        );
        continue;
      }
      const elsewhere = lines
        .filter((line) => line.variantId === variant.id && line !== existing)
        .reduce((sum, line) => sum + line.quantity, 0);
      if (quantity + elsewhere > this.stock.available(variant.id)) {
        errors.push(
          checkoutError(
            'INSUFFICIENT_STOCK',
            'quantity',
            `Could not add items ${variant.sku}. Only ${this.stock.available(variant.id)} remaining in stock.`,
            { variants },
          ),
        );
        continue;
      }
      if (existing) {
        existing.quantity = quantity;
        applyLineExtras(existing, input);
      } else if (quantity > 0) {
        const line: CheckoutLineRecord = { id: randomUUID(), variantId: variant.id, quantity };
        applyLineExtras(line, input);
        lines.push(line);
      }
    }
    return { lines: lines.filter((line) => line.quantity > 0), errors };
  }

  /** Limits and stock for lines changed by id: each line within the variant's limit, all its lines within stock. */
  private lineQuantityErrors(lines: readonly CheckoutLineRecord[], channelSlug: string): CheckoutErrorShape[] {
    const errors: CheckoutErrorShape[] = [];
    const perVariant = new Map<number, number>();
    for (const line of lines) perVariant.set(line.variantId, (perVariant.get(line.variantId) ?? 0) + line.quantity);
    for (const line of lines) {
      const found = this.catalog.variant(line.variantId);
      if (!found || !this.catalog.isProductInChannel(found.product, channelSlug)) continue;
      const variants = [toGlobalId('ProductVariant', line.variantId)];
      const limit = Math.min(MAX_LINE_QUANTITY, found.variant.quantityLimitPerCustomer ?? MAX_LINE_QUANTITY);
      if (line.quantity > limit) {
        errors.push(
          checkoutError(
            'QUANTITY_GREATER_THAN_LIMIT',
            'quantity',
            `Cannot add more than ${limit} times this item: ${found.variant.sku}.`,
            { variants },
          ),
        );
      } else if ((perVariant.get(line.variantId) ?? 0) > this.stock.available(line.variantId)) {
        errors.push(
          checkoutError(
            'INSUFFICIENT_STOCK',
            'quantity',
            `Could not add items ${found.variant.sku}. Only ${this.stock.available(line.variantId)} remaining in stock.`,
            { variants },
          ),
        );
      }
    }
    return errors;
  }

  private async mutate(
    id: string,
    change: (checkout: CheckoutRecord) => void | Promise<void>,
  ): Promise<Result<CheckoutRecord>> {
    const token = tokenOf(id);
    if (!token) return { value: null, errors: [notFound(id)] };
    return this.withLock(token, async () => {
      const checkout = await this.repo.find(token);
      if (!checkout) return { value: null, errors: [notFound(id)] };
      const before = shippingInputs(checkout);
      try {
        await change(checkout);
      } catch (error) {
        if (error instanceof MutationErrors) return { value: null, errors: error.errors };
        throw error;
      }
      // The app's list (and the chosen method's price) follows the lines and the address it was computed from.
      if (shippingInputs(checkout) !== before) await this.refreshExternalMethods(checkout).catch(ignoreUnavailableApp);
      checkout.lastChange = this.clock().toISOString();
      await this.repo.save(checkout);
      return { value: checkout, errors: [] };
    });
  }

  /** One change at a time per checkout: concurrent mutations must not overwrite each other's lines. */
  private async withLock<T>(token: string, task: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(token) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(task);
    this.locks.set(token, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(token) === run) this.locks.delete(token);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tokenOf(idOrToken: string): string | null {
  if (UUID.test(idOrToken)) return idOrToken.toLowerCase();
  const pk = fromGlobalId(idOrToken, 'Checkout');
  return pk && UUID.test(pk) ? pk.toLowerCase() : null;
}

function notFound(id: string): CheckoutErrorShape {
  return checkoutError('NOT_FOUND', 'id', `Couldn't resolve to a node: ${id}`);
}

function fail(error: CheckoutErrorShape): Result<never> {
  return { value: null, errors: [error] };
}

/** A custom price (with its reason) and metadata given with a line: the price replaces, metadata merges. */
function applyLineExtras(
  line: CheckoutLineRecord,
  input: Pick<LineInput, 'price' | 'priceOverrideReason' | 'metadata'>,
): void {
  if (input.price != null) {
    line.priceOverride = roundCents(input.price);
    // Saleor: a new price without a reason clears the previous reason; blank is no reason; at most 255 characters.
    line.priceOverrideReason = input.priceOverrideReason?.trim().slice(0, 255) || null;
  }
  if (input.metadata?.length) {
    line.metadata = { ...(line.metadata ?? {}) };
    for (const { key, value } of input.metadata) line.metadata[key] = value;
  }
}

/** A shipping app that does not answer leaves the checkout with the methods it had (Saleor's cached list). */
function ignoreUnavailableApp(error: unknown): void {
  if (!(error instanceof ShippingAppUnavailable)) throw error;
}

/** What a shipping app's list depends on: the lines (with their prices and metadata) and the shipping address. */
function shippingInputs(checkout: CheckoutRecord): string {
  return JSON.stringify([checkout.lines, checkout.shippingAddress, checkout.metadata]);
}

/** A delivery method id that names no method (of the channel or of the shipping app). */
const methodNotFound = (id: string) =>
  checkoutError('NOT_FOUND', 'deliveryMethodId', `Couldn't resolve to a node: ${id}`);

const noShippingAddress = () =>
  checkoutError(
    'SHIPPING_ADDRESS_NOT_SET',
    'shippingAddress',
    'Cannot choose a shipping method for a checkout without the shipping address.',
  );
