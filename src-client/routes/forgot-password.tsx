import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: onlyFor('signedOut', 'incomplete'),
  loader: loadMessages('auth'),
  component: ForgotPasswordPage,
});
