import { channelForContext, type SessionContext } from '@cuida/domain';

const TO_ENUM: Record<string, 'ALL' | 'WEB' | 'RIMAC' | 'APP_CI'> = {
  all: 'ALL',
  web: 'WEB',
  rimac: 'RIMAC',
  appCI: 'APP_CI',
};

/** The voucher service's `canal` as the schema's PromotionChannel (unknown values read as ALL never happen: filtered). */
export const channelEnum = (canal: string) => TO_ENUM[canal] ?? 'ALL';

export const contextChannelEnum = (context: SessionContext) => channelEnum(channelForContext(context));
