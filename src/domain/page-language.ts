/** The cookie that mirrors a language chosen on this device, so the server can answer in it too. */
export const LANGUAGE_COOKIE = 'platewise_language';
