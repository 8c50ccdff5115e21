import type { Page } from 'playwright-core';

/**
 * Waits until the service worker controls the page and the query cache saved on the device for offline
 * use (IndexedDB `platewise-cache`) holds every one of `texts`: the save follows a change by a moment.
 */
export async function waitUntilSavedForOffline(page: Page, texts: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Polled from here: `waitForFunction` takes the promise an async predicate returns as a truthy answer.
  const deadline = Date.now() + 15_000;
  while (!(await savedHolds(page, texts))) {
    if (Date.now() > deadline) throw new Error(`The copy saved for offline use never held all of ${texts.join(', ')}`);
    await page.waitForTimeout(250);
  }
}

function savedHolds(page: Page, texts: string[]): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    // Opening a database that is not there would create it empty, before the app makes its store.
    if (!(await indexedDB.databases()).some((db) => db.name === 'platewise-cache')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('platewise-cache');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('queries')) {
          db.close();
          return resolve(false);
        }
        const all = db.transaction('queries').objectStore('queries').getAll();
        all.onerror = () => resolve(false);
        all.onsuccess = () => {
          const saved = JSON.stringify(all.result);
          db.close();
          resolve(wanted.every((text) => saved.includes(text)));
        };
      };
    });
  }, texts);
}
