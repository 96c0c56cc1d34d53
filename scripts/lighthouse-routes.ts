/** The build's route a measured path is served by (`/producto/x` → `/producto/[slug]`, the query left out). */
export function routeOf(path: string, routes: readonly string[]): string | null {
  const pathname = path.split('?')[0] ?? path;
  const exact = routes.find((route) => route === pathname);
  if (exact) return exact;
  return (
    routes.find((route) => {
      if (!route.includes('[')) return false;
      const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
      return pattern.test(pathname);
    }) ?? null
  );
}
