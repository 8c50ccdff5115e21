import { createFileRoute } from '@tanstack/react-router';
import type { AuthState } from '../app/access.ts';
import { askForScreenNeeds, type ScreenNeeds } from '../app/screen-needs.ts';
import { dashboardNeeds } from '../features/dashboard/dashboard-needs.ts';
import { parseReturnSearch } from '../app/return-path.ts';
import { HomePage } from '../features/home/HomePage.tsx';

// `/` shows one screen per sign-in state: only that screen's needs load (the dashboard's as at /dashboard).
const screenNeeds: Record<AuthState, ScreenNeeds> = {
  signedOut: { messages: ['landing'] },
  incomplete: { messages: ['onboarding'] },
  complete: dashboardNeeds,
};

export const Route = createFileRoute('/')({
  // Onboarding reached from a deep link carries the way back (decision 052).
  validateSearch: parseReturnSearch,
  loader: ({ context }) => askForScreenNeeds(screenNeeds[context.auth], context.trpc),
  component: HomePage,
});
