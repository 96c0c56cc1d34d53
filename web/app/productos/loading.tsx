/** Shown at once while a page's data arrives: the shape of a listing, without layout shift when it is replaced. */
export default function Loading() {
  return (
    <div className="page skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Cargando…
      </p>
      <div className="skeleton-block skeleton-title" />
      <div className="skeleton-block skeleton-banner" />
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <div className="skeleton-block skeleton-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
