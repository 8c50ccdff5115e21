import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: onlyFor('signedOut', 'incomplete'),
  staticData: { messages: ['auth'] },
  loader: loadScreen,
  component: ForgotPasswordPage,
});
