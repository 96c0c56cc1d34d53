/** The addresses of the worlds some agreements offer, each once, in the agreements' order (the sitemap lists them). */
export function worldPaths(agreements: readonly ({ worlds: readonly { slug: string }[] } | null)[]): string[] {
  const slugs = new Set<string>();
  for (const agreement of agreements) for (const world of agreement?.worlds ?? []) slugs.add(world.slug);
  return [...slugs].map((slug) => `/mundo/${encodeURIComponent(slug)}`);
}
