import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { PrivacyPolicyPage } from '../features/legal/PrivacyPolicyPage.tsx';

export const Route = createFileRoute('/privacy-policy')({
  loader: loadMessages('legal'),
  component: PrivacyPolicyPage,
});
