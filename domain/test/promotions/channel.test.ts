import { describe, expect, it } from 'vitest';
import { channelForContext, matchesPromotionChannel, type SessionContext } from '../../src/promotions/channel';

const web: SessionContext = { appRimac: false, appCI: false, zonaNoClientes: false };
const rimac: SessionContext = { ...web, appRimac: true };
const appCI: SessionContext = { ...web, appCI: true };
const zona: SessionContext = { ...web, zonaNoClientes: true };
const contexts = { web, rimac, appCI, zona };

describe('matchesPromotionChannel', () => {
  it.each([
    // canal, web, rimac, appCI, non-customer zone
    ['all', true, true, true, true],
    ['rimac', false, true, false, false],
    ['appCI', false, false, true, false],
    ['web', true, false, true, true],
  ])('canal %s: web %s, rimac %s, appCI %s, zona %s', (canal, inWeb, inRimac, inAppCI, inZona) => {
    expect(matchesPromotionChannel(canal, contexts.web)).toBe(inWeb);
    expect(matchesPromotionChannel(canal, contexts.rimac)).toBe(inRimac);
    expect(matchesPromotionChannel(canal, contexts.appCI)).toBe(inAppCI);
    expect(matchesPromotionChannel(canal, contexts.zona)).toBe(inZona);
  });

  it('ignores case and surrounding spaces', () => {
    expect(matchesPromotionChannel(' Rimac ', rimac)).toBe(true);
    expect(matchesPromotionChannel('APPCI', appCI)).toBe(true);
  });

  it('never matches a missing or unknown channel', () => {
    for (const context of Object.values(contexts)) {
      expect(matchesPromotionChannel(undefined, context)).toBe(false);
      expect(matchesPromotionChannel('', context)).toBe(false);
      expect(matchesPromotionChannel('tienda', context)).toBe(false);
      expect(matchesPromotionChannel(1, context)).toBe(false);
    }
  });
});

describe('channelForContext', () => {
  it('names the channel of each session', () => {
    expect(channelForContext(web)).toBe('web');
    expect(channelForContext(rimac)).toBe('rimac');
    expect(channelForContext(appCI)).toBe('appCI');
    expect(channelForContext(zona)).toBe('web');
  });

  it('prefers the insurer app when both app flags are set', () => {
    expect(channelForContext({ appRimac: true, appCI: true, zonaNoClientes: false })).toBe('rimac');
  });

  it('derives a channel that the session itself matches', () => {
    for (const context of Object.values(contexts)) {
      expect(matchesPromotionChannel(channelForContext(context), context)).toBe(true);
    }
  });
});
