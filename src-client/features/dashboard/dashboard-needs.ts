import type { ScreenNeeds } from '../../app/screen-needs.ts';
import { messageBundles } from '../../i18n/message-bundles.ts';
import { prefetchToday } from '../food-log/use-user-today.ts';

/** The dashboard's messages and the data it opens on, at /dashboard and at / for a complete user. */
export const dashboardNeeds: ScreenNeeds = { messages: messageBundles.dashboard, prefetch: prefetchToday };
