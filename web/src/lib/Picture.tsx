import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { mediaSource } from './same-site-media';
import { siteUrl } from './site';
import { trimSrcSet } from './srcset';

export interface PictureOptions {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
}

/** The attributes of an optimised picture, for the <img> of `Picture` and for pictures in server-built HTML. */
export interface PictureAttributes {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  width: number | `${number}` | undefined;
  height: number | `${number}` | undefined;
  alt: string;
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
  decoding: 'sync' | 'async';
  style: { color: string } | undefined;
}

/**
 * Next's image optimizer attributes (srcset over the configured widths, quality 75), the srcset trimmed to the
 * source's width. `priority` marks the page's largest picture: eager, high fetch priority and a preload link in the
 * head (the preload is React's, so it works while a server component renders).
 */
export function pictureAttributes({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
}: PictureOptions): PictureAttributes {
  // Rendered on the server for pages, in the browser for the cards "Ver más productos" adds.
  const siteOrigin = typeof window === 'undefined' ? siteUrl().origin : window.location.origin;
  const { props } = getImageProps({
    src: mediaSource(src, siteOrigin),
    alt,
    width,
    height,
    sizes,
    quality: 75,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    // The largest picture is painted with the first frame it is ready for, not in a later one after the scripts ran.
    decoding: priority ? 'sync' : 'async',
  });
  const srcSet = trimSrcSet(props.srcSet, width);
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return {
    src: props.src,
    srcSet,
    sizes: props.sizes,
    width: props.width,
    height: props.height,
    alt,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: priority ? 'sync' : 'async',
    style: props.style?.color ? { color: props.style.color } : undefined,
  };
}

/** An optimised picture rendered as a plain <img>, with no client component to hydrate. */
export function Picture({ className, ...options }: PictureOptions & { className?: string }) {
  const attributes = pictureAttributes(options);
  // biome-ignore lint/performance/noImgElement: getImageProps gives the optimised attributes of next/image.
  return <img {...attributes} alt={options.alt} className={className} />;
}
