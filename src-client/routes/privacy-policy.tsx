import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage.tsx';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { messages: ['legal'] },
  loader: loadScreen,
  component: PrivacyPolicyPage,
});
