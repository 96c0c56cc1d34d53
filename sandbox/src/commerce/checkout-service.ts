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

/** Saleor's default MAX_CHECKOUT_LINE_QUANTITY. */
export const MAX_LINE_QUANTITY = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LineInput {
  variantId: string;
  quantity: number;
}

export interface LineUpdateInput {
  lineId?: string | null;
  variantId?: string | null;
  quantity?: number | null;
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

  constructor(
    private readonly catalog: Catalog,
    private readonly stock: StockLedger,
    private readonly repo: CheckoutRepository,
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

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
      lines.push({
        line,
        variant,
        product,
        unitPrice: variant.price,
        undiscountedUnitPrice: variant.priceUndiscounted,
        totalPrice: roundCents(variant.price * line.quantity),
      });
    }
    const subtotal = roundCents(lines.reduce((sum, line) => sum + line.totalPrice, 0));
    const method =
      checkout.shippingMethodId === null ? undefined : this.catalog.shippingMethod(checkout.shippingMethodId);
    const shipping = method?.price ?? 0;
    return {
      lines,
      subtotal,
      shipping,
      total: roundCents(subtotal + shipping),
      quantity: checkout.lines.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  /** Shipping is to Peru only: with no Peruvian shipping address there is nothing to offer. */
  shippingMethodsFor(checkout: CheckoutRecord): ShippingMethodRecord[] {
    return checkout.shippingAddress?.country === 'PE' ? this.catalog.shippingMethods : [];
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
      const lines: LineInput[] = [];
      const errors: CheckoutErrorShape[] = [];
      for (const update of updates) {
        const quantity = update.quantity ?? 1;
        const existing = update.lineId
          ? checkout.lines.find((line) => toGlobalId('CheckoutLine', line.id) === update.lineId)
          : undefined;
        if (update.lineId && !existing) {
          errors.push(
            checkoutError('GRAPHQL_ERROR', 'lineId', `Couldn't resolve to a node: ${update.lineId}`, {
              lines: [update.lineId],
            }),
          );
          continue;
        }
        const variantId = existing ? toGlobalId('ProductVariant', existing.variantId) : update.variantId;
        if (!variantId) {
          errors.push(checkoutError('REQUIRED', 'lineId', 'Provide either lineId or variantId.'));
          continue;
        }
        lines.push({ variantId, quantity });
      }
      if (errors.length > 0) throw new MutationErrors(errors);
      const merged = this.mergeLines(checkout, lines, 'set');
      if (merged.errors.length > 0) throw new MutationErrors(merged.errors);
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
    return this.mutate(id, (checkout) => {
      if (deliveryMethodId === null) {
        checkout.shippingMethodId = null;
        return;
      }
      const methodId = fromGlobalIntId(deliveryMethodId, 'ShippingMethod');
      const method = methodId === null ? undefined : this.catalog.shippingMethod(methodId);
      if (!method) {
        throw new MutationErrors([
          checkoutError('NOT_FOUND', 'deliveryMethodId', `Couldn't resolve to a node: ${deliveryMethodId}`),
        ]);
      }
      if (!checkout.shippingAddress) {
        throw new MutationErrors([
          checkoutError(
            'SHIPPING_ADDRESS_NOT_SET',
            'shippingAddress',
            'Cannot choose a shipping method for a checkout without the shipping address.',
          ),
        ]);
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

  updateMetadata(id: string, items: { key: string; value: string }[]): Promise<Result<CheckoutRecord>> {
    return this.mutate(id, (checkout) => {
      const errors = metadataErrors(items, 'input');
      if (errors.length > 0) throw new MutationErrors(errors);
      for (const { key, value } of items) checkout.metadata[key] = value;
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
              })),
              shippingAddress,
              billingAddress,
              shippingMethodId: method.id,
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
    const orderId = fromGlobalId(id, 'Order');
    if (orderId !== null) {
      if (!UUID.test(orderId)) return { value: null, errors: [notFound(id)] };
      const pk = orderId.toLowerCase();
      return this.withLock(`order:${pk}`, async () => {
        const order = await this.repo.findOrder(pk);
        if (!order) return { value: null, errors: [notFound(id)] };
        order.privateMetadata = { ...(order.privateMetadata ?? {}) };
        for (const { key, value } of items) order.privateMetadata[key] = value;
        await this.repo.saveOrder(order);
        return { value: order, errors: [] };
      });
    }
    return this.mutate(id, (checkout) => {
      checkout.privateMetadata = { ...(checkout.privateMetadata ?? {}) };
      for (const { key, value } of items) checkout.privateMetadata[key] = value;
    });
  }

  /** Saleor's completion checks, in its order; on success the pieces the order needs. */
  private readyToComplete(
    checkout: CheckoutRecord,
  ):
    | { errors: CheckoutErrorShape[] }
    | { shippingAddress: AddressRecord; billingAddress: AddressRecord; method: ShippingMethodRecord } {
    const { shippingAddress, billingAddress } = checkout;
    const method =
      checkout.shippingMethodId === null ? undefined : this.catalog.shippingMethod(checkout.shippingMethodId);
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
      const existing = lines.find((line) => line.variantId === variant.id);
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
      if (quantity > this.stock.available(variant.id)) {
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
      } else if (quantity > 0) {
        lines.push({ id: randomUUID(), variantId: variant.id, quantity });
      }
    }
    return { lines: lines.filter((line) => line.quantity > 0), errors };
  }

  private async mutate(id: string, change: (checkout: CheckoutRecord) => void): Promise<Result<CheckoutRecord>> {
    const token = tokenOf(id);
    if (!token) return { value: null, errors: [notFound(id)] };
    return this.withLock(token, async () => {
      const checkout = await this.repo.find(token);
      if (!checkout) return { value: null, errors: [notFound(id)] };
      try {
        change(checkout);
      } catch (error) {
        if (error instanceof MutationErrors) return { value: null, errors: error.errors };
        throw error;
      }
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
