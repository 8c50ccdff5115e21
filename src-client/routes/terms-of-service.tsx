import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { TermsOfServicePage } from '../features/legal/TermsOfServicePage.tsx';

export const Route = createFileRoute('/terms-of-service')({
  loader: loadMessages('legal'),
  component: TermsOfServicePage,
});
