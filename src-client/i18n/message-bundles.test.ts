import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { messageBundleChunk, messageBundles } from './message-bundles.ts';

describe('messageBundleChunk', () => {
  it('puts a bundled namespace in its language and bundle', () => {
    expect(messageBundleChunk('/app/src-client/locales/de/tour.json')).toBe('messages-de-chrome');
    expect(messageBundleChunk('C:\\app\\src-client\\locales\\en\\water.json')).toBe('messages-en-dashboard');
  });

  it('leaves other namespaces and files alone', () => {
    expect(messageBundleChunk('/app/src-client/locales/en/food-log.json')).toBeNull();
    expect(messageBundleChunk('/app/src-client/features/water/WaterCard.tsx')).toBeNull();
  });
});

describe('the English chrome', () => {
  it('ships with the app, since every signed-in screen shows it at once', () => {
    for (const namespace of messageBundles.chrome) expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(true);
    expect(i18n.hasResourceBundle('en', 'dashboard')).toBe(false);
  });
});
