import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: onlyFor('signedOut', 'incomplete'),
  component: ForgotPasswordPage,
});
