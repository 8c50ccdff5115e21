import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { InvitesSection } from './InvitesSection.tsx';
import { SignupModeSection } from './SignupModeSection.tsx';
import { UsersSection } from './UsersSection.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';

/** `/admin`: the instance's sign-up mode, invite links and accounts (admin only, decision 051). */
export function AdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('page.documentTitle'));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.intro')} />
        <SignupModeSection />
        <InvitesSection />
        <UsersSection />
      </Stack>
    </Container>
  );
}
