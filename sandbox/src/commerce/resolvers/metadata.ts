import type { Metadata } from '../../catalog/model';

/** The ObjectWithMetadata fields, for any record with a metadata map. */
export const metadataFields = <T>(metadataOf: (source: T) => Metadata) => ({
  metadata: (source: T) => Object.entries(metadataOf(source)).map(([key, value]) => ({ key, value })),
  metafield: (source: T, args: { key: string }) => metadataOf(source)[args.key] ?? null,
  metafields: (source: T, args: { keys?: string[] | null }) => {
    const metadata = metadataOf(source);
    if (!args.keys) return metadata;
    return Object.fromEntries(args.keys.filter((key) => key in metadata).map((key) => [key, metadata[key]]));
  },
});

export function mediaUrl(publicUrl: string, path: string, size?: number | null): string {
  return `${publicUrl}${path}${size ? `?size=${size}` : ''}`;
}
