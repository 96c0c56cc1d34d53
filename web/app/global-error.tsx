'use client';

/** The root layout itself failed: a page of its own, styled inline since the global styles are not loaded. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="es-PE">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem', color: '#1c2321' }}>
        <title>Algo salió mal · Cuida</title>
        <main>
          <h1>Algo salió mal</h1>
          <p>No pudimos cargar Cuida en este momento. Por favor, vuelve a intentarlo en unos minutos.</p>
          <button
            type="button"
            onClick={() => retry()}
            style={{ background: '#0b6e4f', color: '#fff', border: 0, borderRadius: 8, padding: '0.75rem 1.25rem' }}
          >
            Reintentar
          </button>
        </main>
      </body>
    </html>
  );
}
