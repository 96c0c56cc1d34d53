import { LIMA_TIME_ZONE, LOCALE } from '@cuida/domain';

// Built on first use, not when the module loads (a formatter costs start-up time on pages that show no badge).
let dayMonthFormat: Intl.DateTimeFormat | undefined;
const dayMonth = (): Intl.DateTimeFormat => {
  dayMonthFormat ??= new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: LIMA_TIME_ZONE });
  return dayMonthFormat;
};

export interface PromotionWindowView {
  isActive: boolean;
  discountPercent?: number | null;
  endsAt: string;
}

/** The badge of an open promotion window, e.g. "20 % de descuento hasta el 2 de diciembre"; null when closed. */
export function promotionBadgeText(window: PromotionWindowView | null | undefined): string | null {
  if (!window?.isActive) return null;
  const end = new Date(window.endsAt);
  const until = Number.isNaN(end.getTime()) ? '' : ` hasta el ${dayMonth().format(end)}`;
  const percent = window.discountPercent;
  return typeof percent === 'number' && percent > 0
    ? `${percent.toLocaleString(LOCALE)} % de descuento${until}`
    : `Promoción vigente${until}`;
}
