'use client';

import { useEffect, useState } from 'react';
import buttons from '@/ui/button.module.css';
import type { StoreIdentity } from '../shell/store-identity';
import { ComplaintForm } from './ComplaintForm';
import { ComplaintLookup } from './ComplaintLookup';
import type { ComplaintReceipt, Receipt } from './ComplaintReceipt';
import { forgetReceipt, keepReceipt, keptReceipt } from './kept-receipt';

type ReceiptView = typeof ComplaintReceipt;

/**
 * The complaints book's page body (requirements: "Libro de Reclamaciones"): the form, or the receipt of the sheet just
 * filed or found again by its number and document. The receipt is kept in the tab, so a reload shows it again. Its
 * view is loaded with the first receipt to show: the page's first load stays within its JavaScript budget.
 */
export function ComplaintBook({ endpoint, store }: { endpoint: string; store: StoreIdentity }) {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // The form is drawn anew (a fresh idempotency key, empty fields) after "Registrar otra hoja".
  const [formKey, setFormKey] = useState(0);
  const [View, setView] = useState<ReceiptView | null>(null);
  const [viewFailed, setViewFailed] = useState(false);
  useEffect(() => setReceipt((current) => current ?? keptReceipt()), []);
  useEffect(() => {
    if (!receipt || View) return;
    let live = true;
    setViewFailed(false);
    import('./ComplaintReceipt').then(
      (loaded) => live && setView(() => loaded.ComplaintReceipt),
      () => live && setViewFailed(true),
    );
    return () => {
      live = false;
    };
  }, [receipt, View]);
  const show = (found: Receipt) => {
    keepReceipt(found);
    setReceipt(found);
  };

  if (receipt) {
    return (
      <>
        {View ? (
          <View receipt={receipt} store={store} />
        ) : (
          <p role="status" data-testid="complaint-receipt-loading">
            {viewFailed
              ? `No pudimos mostrar tu hoja N.° ${receipt.number}. Recarga la página para verla: la guardamos en esta pestaña.`
              : `Cargando tu hoja N.° ${receipt.number}…`}
          </p>
        )}
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} no-print`}
          onClick={() => {
            forgetReceipt();
            setFormKey((key) => key + 1);
            setReceipt(null);
          }}
        >
          Registrar otra hoja
        </button>
      </>
    );
  }
  return (
    <>
      <ComplaintLookup endpoint={endpoint} onFound={show} />
      <ComplaintForm key={formKey} endpoint={endpoint} onFiled={show} />
    </>
  );
}
