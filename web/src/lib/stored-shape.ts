/**
 * Readers for values the browser kept (local and session storage): each takes untrusted data and gives the value it
 * stands for, or `INVALID`. Objects keep only the keys their shape names, in its order; a missing or wrong key is
 * invalid. They accept what zod's matching schemas accept (tested against them), without loading zod: the saved cart
 * is read on every page's start-up, and zod's module with the cart's schema cost a throttled phone 0.5 s there.
 */
export const INVALID: unique symbol = Symbol('invalid');

export type Reader<T> = (value: unknown) => T | typeof INVALID;

/** A string of at most `max` (and at least `min`) UTF-16 units. */
export const text =
  (max: number, min = 0): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max && value.length >= min ? value : INVALID;

/** A finite number within [min, max]; `integer` asks for a safe integer. */
export const number =
  ({
    min = -Infinity,
    max = Infinity,
    integer = false,
  }: {
    min?: number;
    max?: number;
    integer?: boolean;
  } = {}): Reader<number> =>
  (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!integer || Number.isSafeInteger(value)) &&
    value >= min &&
    value <= max
      ? value
      : INVALID;

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

/** One of the given values (strings or numbers, compared as they are). */
export const oneOf =
  <const T extends readonly (string | number)[]>(...values: T): Reader<T[number]> =>
  (value) =>
    values.includes(value as T[number]) ? (value as T[number]) : INVALID;

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

/** Either reader's value, the first that accepts. */
export const either =
  <A, B>(first: Reader<A>, second: Reader<B>): Reader<A | B> =>
  (value) => {
    const read = first(value);
    return read === INVALID ? second(value) : read;
  };

export const list =
  <T>(read: Reader<T>, { min = 0, max }: { min?: number; max: number }): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return INVALID;
    const out: T[] = [];
    for (const item of value) {
      const readItem = read(item);
      if (readItem === INVALID) return INVALID;
      out.push(readItem);
    }
    return out;
  };

type Shape = Record<string, Reader<unknown>>;
type ShapeValue<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof INVALID> };

export const object =
  <S extends Shape>(shape: S): Reader<ShapeValue<S>> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const readKey = (shape[key] as Reader<unknown>)(source[key]);
      if (readKey === INVALID) return INVALID;
      out[key] = readKey;
    }
    return out as ShapeValue<S>;
  };

// RFC 9562's layout with a version 1–8 and its variant, or the nil and max ids (the form zod's `uuid()` accepts).
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export const uuid: Reader<string> = (value) => (typeof value === 'string' && UUID.test(value) ? value : INVALID);

/**
 * An absolute http(s) address of at most `max` characters, as written (trimmed, tabs and line breaks taken out, as
 * the URL parser itself does); `http:example.com` or `https:/path` are refused.
 */
export const httpUrl =
  (max: number): Reader<string> =>
  (value) => {
    if (typeof value !== 'string') return INVALID;
    const trimmed = value.trim();
    if (!/^https?:\/\//i.test(trimmed)) return INVALID;
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return INVALID;
    }
    if (!/^https?:$/.test(parsed.protocol)) return INVALID;
    const written = trimmed.replace(/[\t\n\r]/g, '');
    return written.length <= max ? written : INVALID;
  };
