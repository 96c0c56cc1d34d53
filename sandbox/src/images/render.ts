/**
 * Placeholder pictures for the sandbox's media: deterministic, pleasant and text-free.
 * Colours and layout derive from a hash of the key, so the same (kind, key, size) always gives the same bytes.
 * - products: square; a pastel background with a pill box, bottle, blister pack or tube.
 * - categories, collections, banners: 3:1 (width = size); a gradient with a band and a centred emblem.
 * Shapes are signed distance functions drawn with one pixel of anti-aliasing, each over its bounding box only.
 */
import { encodePng } from './png';

export type ImageKind = 'products' | 'categories' | 'collections' | 'banners';

export const MIN_IMAGE_SIZE = 32;
export const MAX_IMAGE_SIZE = 1200;
const DEFAULT_SIZE = 400;
const CACHE_ENTRIES = 200;

type Rgb = readonly [number, number, number];
type Sdf = (x: number, y: number) => number;

/** The requested size clamped to 32..1200 (non-numbers fall back to 400). */
export function clampImageSize(size: number): number {
  if (!Number.isFinite(size)) return DEFAULT_SIZE;
  return Math.min(MAX_IMAGE_SIZE, Math.max(MIN_IMAGE_SIZE, Math.round(size)));
}

/** Pixel dimensions of a picture: square for products, 3:1 otherwise. */
export function imageDimensions(kind: ImageKind, size: number): { width: number; height: number } {
  const width = clampImageSize(size);
  return { width, height: kind === 'products' ? width : Math.max(1, Math.round(width / 3)) };
}

const cache = new Map<string, Buffer>();

/** A PNG picture for `key` (e.g. a product id); memoised in a small LRU. */
export function renderImage(kind: ImageKind, key: string, size: number): Buffer {
  const { width, height } = imageDimensions(kind, size);
  const cacheKey = `${kind}\u0000${key}\u0000${width}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const canvas = new Canvas(width, height);
  const palette = paletteFor(`${kind}:${key}`);
  if (kind === 'products') drawProduct(canvas, palette);
  else drawWide(canvas, kind, palette);
  const png = encodePng(width, height, canvas.pixels);
  cache.set(cacheKey, png);
  if (cache.size > CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return png;
}

// ---------------------------------------------------------------------------------------------------------------
// Colour

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche so that keys differing in one character get far-apart colours.
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

interface Palette {
  seed: number;
  backgroundFrom: Rgb;
  backgroundTo: Rgb;
  band: Rgb;
  accent: Rgb;
  accentLight: Rgb;
  shadow: Rgb;
  white: Rgb;
}

function paletteFor(key: string): Palette {
  const seed = hash(key);
  const hue = seed % 360;
  const accentHue = hue + 150 + ((seed >>> 9) % 60);
  return {
    seed,
    backgroundFrom: hsl(hue, 0.6, 0.92),
    backgroundTo: hsl(hue + 25, 0.5, 0.83),
    band: hsl(hue + 10, 0.45, 0.96),
    accent: hsl(accentHue, 0.55, 0.55),
    accentLight: hsl(accentHue, 0.6, 0.82),
    shadow: hsl(hue + 20, 0.3, 0.45),
    white: [252, 252, 250],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Canvas

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Linear gradient from `from` to `to`, vertical or horizontal. */
  gradient(from: Rgb, to: Rgb, direction: 'vertical' | 'horizontal'): void {
    const { width, height, pixels } = this;
    const steps = direction === 'vertical' ? height : width;
    const lut = new Uint8Array(steps * 3);
    const [r0, g0, b0] = from;
    const [r1, g1, b1] = to;
    for (let i = 0; i < steps; i++) {
      const t = steps > 1 ? i / (steps - 1) : 0;
      lut[i * 3] = Math.round(r0 + (r1 - r0) * t);
      lut[i * 3 + 1] = Math.round(g0 + (g1 - g0) * t);
      lut[i * 3 + 2] = Math.round(b0 + (b1 - b0) * t);
    }
    const row = new Uint8Array(width * 3);
    if (direction === 'horizontal') row.set(lut);
    for (let y = 0; y < height; y++) {
      if (direction === 'vertical') {
        const r = lut[y * 3] as number;
        const g = lut[y * 3 + 1] as number;
        const b = lut[y * 3 + 2] as number;
        for (let o = 0; o < row.length; o += 3) {
          row[o] = r;
          row[o + 1] = g;
          row[o + 2] = b;
        }
      }
      pixels.set(row, y * width * 3);
    }
  }

  /**
   * Blends `color` over the pixels of the box [x0, x1) × [y0, y1) where `sdf` (negative inside) covers them.
   * `softness` widens the edge (1 = one pixel of anti-aliasing; larger for shadows). Each shape passes its own
   * monomorphic distance function, which keeps this loop fast.
   */
  private fill(
    sdf: Sdf,
    box: readonly [number, number, number, number],
    color: Rgb,
    alpha: number,
    softness = 1,
  ): void {
    const { width, height, pixels } = this;
    const x0 = Math.max(0, Math.floor(box[0]));
    const y0 = Math.max(0, Math.floor(box[1]));
    const x1 = Math.min(width, Math.ceil(box[2]));
    const y1 = Math.min(height, Math.ceil(box[3]));
    const [r, g, b] = color;
    const inverse = 1 / softness;
    for (let y = y0; y < y1; y++) {
      let o = (y * width + x0) * 3;
      for (let x = x0; x < x1; x++, o += 3) {
        let coverage = 0.5 - sdf(x + 0.5, y + 0.5) * inverse;
        if (coverage <= 0) continue;
        if (coverage > 1) coverage = 1;
        const a = coverage * alpha;
        const pr = pixels[o] as number;
        const pg = pixels[o + 1] as number;
        const pb = pixels[o + 2] as number;
        pixels[o] = pr + (r - pr) * a;
        pixels[o + 1] = pg + (g - pg) * a;
        pixels[o + 2] = pb + (b - pb) * a;
      }
    }
  }

  roundedRect(cx: number, cy: number, hw: number, hh: number, radius: number, color: Rgb, alpha = 1): void {
    const r = Math.min(radius, hw, hh);
    const sdf: Sdf = (x, y) => {
      const qx = Math.abs(x - cx) - hw + r;
      const qy = Math.abs(y - cy) - hh + r;
      const ox = Math.max(qx, 0);
      const oy = Math.max(qy, 0);
      return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r;
    };
    this.fill(sdf, [cx - hw - 1, cy - hh - 1, cx + hw + 1, cy + hh + 1], color, alpha);
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    const sdf: Sdf = (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      return Math.sqrt(dx * dx + dy * dy) - radius;
    };
    this.fill(sdf, [cx - radius - 1, cy - radius - 1, cx + radius + 1, cy + radius + 1], color, alpha);
  }

  ring(cx: number, cy: number, radius: number, thickness: number, color: Rgb, alpha = 1): void {
    const half = thickness / 2;
    const sdf: Sdf = (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      return Math.abs(Math.sqrt(dx * dx + dy * dy) - radius) - half;
    };
    const r = radius + half;
    this.fill(sdf, [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1], color, alpha);
  }

  /** A soft elliptical shadow. */
  shadow(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha: number): void {
    const blur = Math.max(2, ry * 0.8);
    const scale = Math.min(rx, ry);
    // The (approximate) distance is scaled by the short radius, so the soft edge reaches `extent` radii out.
    const extent = 1 + blur / (2 * scale);
    const sdf: Sdf = (x, y) => {
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      return (Math.sqrt(dx * dx + dy * dy) - 1) * scale;
    };
    this.fill(
      sdf,
      [cx - rx * extent - 1, cy - ry * extent - 1, cx + rx * extent + 1, cy + ry * extent + 1],
      color,
      alpha,
      blur,
    );
  }

  /** A pharmacy cross. */
  cross(cx: number, cy: number, arm: number, color: Rgb, alpha = 1): void {
    const t = arm * 0.34;
    const r = t * 0.3;
    this.roundedRect(cx, cy, arm, t, r, color, alpha);
    this.roundedRect(cx, cy, t, arm, r, color, alpha);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes

function drawProduct(canvas: Canvas, palette: Palette): void {
  const s = canvas.width;
  canvas.gradient(palette.backgroundFrom, palette.backgroundTo, 'vertical');
  canvas.circle(s * 0.5, s * 0.5, s * 0.4, palette.band, 0.55);
  const variant = (palette.seed >>> 24) % 4;
  const { white, accent, accentLight, shadow } = palette;
  switch (variant) {
    case 0: {
      // Pill box with a band and a pharmacy cross.
      canvas.shadow(s * 0.5, s * 0.79, s * 0.31, s * 0.045, shadow, 0.3);
      canvas.roundedRect(s * 0.5, s * 0.52, s * 0.28, s * 0.26, s * 0.03, white);
      canvas.roundedRect(s * 0.5, s * 0.66, s * 0.28, s * 0.055, 0, accent, 0.9);
      canvas.roundedRect(s * 0.73, s * 0.52, s * 0.05, s * 0.26, s * 0.03, shadow, 0.08);
      canvas.cross(s * 0.5, s * 0.43, s * 0.075, accent);
      break;
    }
    case 1: {
      // Bottle with a cap and a label.
      canvas.shadow(s * 0.5, s * 0.84, s * 0.21, s * 0.04, shadow, 0.3);
      canvas.roundedRect(s * 0.5, s * 0.58, s * 0.17, s * 0.25, s * 0.06, white);
      canvas.roundedRect(s * 0.5, s * 0.31, s * 0.09, s * 0.04, s * 0.01, white);
      canvas.roundedRect(s * 0.5, s * 0.24, s * 0.11, s * 0.055, s * 0.015, accent);
      canvas.roundedRect(s * 0.5, s * 0.61, s * 0.17, s * 0.1, 0, accentLight);
      canvas.cross(s * 0.5, s * 0.61, s * 0.045, accent);
      canvas.roundedRect(s * 0.39, s * 0.56, s * 0.014, s * 0.17, s * 0.014, white, 0.6);
      break;
    }
    case 2: {
      // Blister pack of eight pills.
      canvas.shadow(s * 0.5, s * 0.78, s * 0.32, s * 0.04, shadow, 0.3);
      canvas.roundedRect(s * 0.5, s * 0.53, s * 0.3, s * 0.21, s * 0.035, [228, 231, 238]);
      for (let row = 0; row < 2; row++) {
        for (let col = 0; col < 4; col++) {
          const cx = s * (0.32 + col * 0.12);
          const cy = s * (0.45 + row * 0.16);
          canvas.circle(cx, cy, s * 0.052, white);
          canvas.circle(cx, cy, s * 0.04, accent);
          canvas.circle(cx - s * 0.012, cy - s * 0.012, s * 0.012, white, 0.7);
        }
      }
      break;
    }
    default: {
      // Cream tube standing on its cap.
      canvas.shadow(s * 0.5, s * 0.86, s * 0.16, s * 0.035, shadow, 0.3);
      canvas.roundedRect(s * 0.5, s * 0.48, s * 0.13, s * 0.3, s * 0.05, white);
      canvas.roundedRect(s * 0.5, s * 0.18, s * 0.145, s * 0.018, s * 0.005, [205, 208, 215]);
      canvas.roundedRect(s * 0.5, s * 0.81, s * 0.085, s * 0.045, s * 0.012, accent);
      canvas.roundedRect(s * 0.5, s * 0.5, s * 0.13, s * 0.08, 0, accentLight);
      canvas.cross(s * 0.5, s * 0.5, s * 0.04, accent);
      break;
    }
  }
}

function drawWide(canvas: Canvas, kind: Exclude<ImageKind, 'products'>, palette: Palette): void {
  const { width: w, height: h } = canvas;
  canvas.gradient(palette.backgroundFrom, palette.backgroundTo, 'horizontal');
  canvas.roundedRect(w / 2, h / 2, w / 2 + 2, h * 0.18, 0, palette.band, 0.6);

  // Decorative dots placed from the key's hash.
  let state = palette.seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  for (let i = 0; i < 7; i++) {
    const x = next() * w;
    const y = next() * h;
    canvas.circle(x, y, h * (0.04 + next() * 0.08), palette.white, 0.35);
  }

  const cx = w / 2;
  const cy = h / 2;
  const r = h * 0.32;
  canvas.shadow(cx, cy + r * 1.02, r * 0.9, r * 0.12, palette.shadow, 0.25);
  switch (kind) {
    case 'categories':
      canvas.circle(cx, cy, r, palette.accent);
      canvas.circle(cx, cy, r * 0.62, palette.white, 0.9);
      canvas.cross(cx, cy, r * 0.36, palette.accent);
      break;
    case 'collections':
      canvas.circle(cx, cy, r, palette.white, 0.95);
      canvas.ring(cx, cy, r * 0.72, r * 0.16, palette.accent);
      canvas.circle(cx, cy, r * 0.3, palette.accentLight);
      break;
    case 'banners':
      canvas.circle(cx - r * 0.7, cy, r * 0.85, palette.accentLight, 0.9);
      canvas.circle(cx + r * 0.7, cy, r * 0.85, palette.accent, 0.85);
      canvas.roundedRect(cx, cy, r * 0.5, r * 0.22, r * 0.22, palette.white);
      break;
  }
}
