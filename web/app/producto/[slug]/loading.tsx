/** The product page's shape while it loads: gallery, title, price and purchase panel. */
export default function ProductLoading() {
  return (
    <div className="page skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Cargando producto…
      </p>
      <div className="product-layout">
        <div className="skeleton-block skeleton-square" />
        <div>
          <div className="skeleton-block skeleton-title" />
          <div className="skeleton-block skeleton-line" />
          <div className="skeleton-block skeleton-panel" />
        </div>
      </div>
    </div>
  );
}
