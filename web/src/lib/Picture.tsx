import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { mediaSource } from './same-site-media';
import { siteUrl } from './site';
import { trimSrcSet } from './srcset';

/**
 * An optimised picture (Next's image optimizer: srcset over the configured widths, quality 75) rendered as a plain
 * <img>, with no client component to hydrate. `priority` marks the page's largest picture: eager, high fetch
 * priority and a preload link in the head.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
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
  // biome-ignore lint/performance/noImgElement: getImageProps gives the optimised attributes of next/image.
  return <img {...props} srcSet={srcSet} alt={alt} className={className} />;
}
