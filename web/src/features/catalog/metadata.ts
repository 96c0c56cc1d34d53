import type { Metadata } from 'next';
import { editorJsPlainText } from '@/features/content/editorjs';

/** What a category or collection page's metadata is made of. */
export interface CatalogueEntry {
  name: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  description?: string | null;
  backgroundImage?: { url: string } | null;
}

/** Title, description, canonical address and Open Graph of a category or collection page. */
export function catalogueMetadata(entry: CatalogueEntry, canonical: string): Metadata {
  const title = entry.seoTitle ?? entry.name;
  const description =
    entry.seoDescription ?? (editorJsPlainText(entry.description ?? null).slice(0, 160) || `${entry.name} en Cuida.`);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      images: entry.backgroundImage ? [{ url: entry.backgroundImage.url, alt: entry.name }] : undefined,
    },
  };
}
