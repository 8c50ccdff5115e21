import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';

/** Only the instance's admin sees this screen; anyone else gets the not-found page. */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => {
    const user = context.auth === 'complete' ? await context.trpc.user.me.ensureData() : null;
    if (user?.role !== 'admin') throw notFound();
  },
  loader: loadMessages('admin'),
  component: AdminPage,
});
