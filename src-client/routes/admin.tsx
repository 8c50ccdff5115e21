import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { AdminPage } from '../features/admin/AdminPage.tsx';

/** Only the instance's admin sees this screen; anyone else gets the not-found page. */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => {
    const user = context.auth === 'complete' ? await context.trpc.user.me.ensureData() : null;
    if (user?.role !== 'admin') throw notFound();
  },
  staticData: { messages: ['admin'] },
  loader: loadScreen,
  component: AdminPage,
});
