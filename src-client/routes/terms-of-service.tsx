import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { TermsOfServicePage } from '../features/legal/TermsOfServicePage.tsx';

export const Route = createFileRoute('/terms-of-service')({
  staticData: { messages: ['legal'] },
  loader: loadScreen,
  component: TermsOfServicePage,
});
