'use client';

import { useEffect } from 'react';
import { reportBrowserError } from '@/lib/error-tracking/browser';
import buttons from '@/ui/button.module.css';

/** A page that failed (usually the gateway): a Spanish message and a retry, never a stack trace. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    void reportBrowserError(error, 'page');
  }, [error]);
  return (
    <div className="page message-page" role="alert">
      <h1>Algo salió mal</h1>
      <p>No pudimos cargar esta página. Por favor, vuelve a intentarlo en unos minutos.</p>
      <p className="actions">
        <button type="button" className={buttons.button} onClick={() => retry()}>
          Reintentar
        </button>
        <a href="/" className={`${buttons.button} ${buttons.secondary}`}>
          Ir al inicio
        </a>
      </p>
    </div>
  );
}
