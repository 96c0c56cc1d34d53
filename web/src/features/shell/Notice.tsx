import notices from '@/ui/notice.module.css';
/** A failure the shopper can do nothing about but wait: Spanish, no technical detail. */
export function GatewayNotice({ what }: { what: string }) {
  return (
    <p className={notices.notice} role="alert">
      No pudimos cargar {what}. Por favor, vuelve a intentarlo en unos minutos.
    </p>
  );
}
