'use client';

import { COMPLAINT_KIND_LABELS, documentTypeLabel } from '@cuida/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FileComplaintMutation } from '../../gql/graphql';
import { Price } from '../../lib/Price';
import type { StoreIdentity } from '../shell/store-identity';
import styles from './ComplaintReceipt.module.css';
import { formatFiledAt } from './complaint-form';

export type Receipt = FileComplaintMutation['fileComplaint'];

/**
 * The filed sheet, as the consumer keeps it: its number and date, the provider, everything the consumer wrote, the
 * deadline for the answer. Printable (the print style leaves only this), and its heading takes the focus.
 */
export function ComplaintReceipt({ receipt, store }: { receipt: Receipt; store: StoreIdentity }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const kind = COMPLAINT_KIND_LABELS[receipt.kind].label;
  const { consumer, guardian, item } = receipt;
  return (
    <section className={styles.complaintReceipt} aria-labelledby="hoja-registrada" data-testid="complaint-receipt">
      <h2 id="hoja-registrada" ref={heading} tabIndex={-1}>
        Hoja de reclamación N.° <span data-testid="complaint-number">{receipt.number}</span>
      </h2>
      <p role="status">
        Registramos tu {kind.toLowerCase()} el{' '}
        <span data-testid="complaint-date">{formatFiledAt(receipt.submittedAt)}</span>. Te responderemos en un plazo no
        mayor a {receipt.responseDueBusinessDays} días hábiles al correo {consumer.email}. Guarda o imprime esta
        constancia.
      </p>
      <dl className={styles.receiptData}>
        {(store.legalName || store.ruc) && (
          <Row
            term="Proveedor"
            value={[store.legalName, store.ruc ? `RUC ${store.ruc}` : null, store.address].filter(Boolean).join(' · ')}
          />
        )}
        <Row term="Fecha de registro" value={formatFiledAt(receipt.submittedAt)} />
        <Row term="Consumidor" value={`${consumer.firstName} ${consumer.lastName}`} />
        <Row term="Documento" value={`${documentTypeLabel(consumer.documentType) ?? ''} ${consumer.documentNumber}`} />
        <Row term="Domicilio" value={consumer.address} />
        <Row term="Teléfono" value={consumer.phone} />
        <Row term="Correo electrónico" value={consumer.email} />
        {guardian && (
          <Row
            term="Padre, madre o apoderado"
            value={`${guardian.fullName} (${documentTypeLabel(guardian.documentType) ?? ''} ${guardian.documentNumber})`}
          />
        )}
        <Row
          term="Bien contratado"
          value={`${item.type === 'PRODUCTO' ? 'Producto' : 'Servicio'}: ${item.description}`}
        />
        {typeof item.amount === 'number' && <Row term="Monto reclamado" value={<Price amount={item.amount} />} />}
        {item.orderNumber && <Row term="Número de pedido" value={item.orderNumber} />}
        <Row term="Tipo" value={kind} />
        <Row term="Detalle" value={receipt.detail} />
        <Row term="Pedido del consumidor" value={receipt.request} />
      </dl>
      <p className="muted">
        La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo
        para interponer una denuncia ante el INDECOPI.
      </p>
      <button type="button" className="button no-print" onClick={() => window.print()}>
        Imprimir o guardar constancia
      </button>
    </section>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
