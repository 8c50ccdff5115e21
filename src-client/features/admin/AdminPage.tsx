import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { InvitesSection } from './InvitesSection.tsx';
import { SignupModeSection } from './SignupModeSection.tsx';
import { UsersSection } from './UsersSection.tsx';

/** `/admin`: the instance's sign-up mode, invite links and accounts (admin only, decision 051). */
export function AdminPage() {
  useDocumentTitle('Administration · Platewise');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Administration</Title>
          <Text c="dimmed">Who may join this Platewise instance, and the accounts on it.</Text>
        </div>
        <SignupModeSection />
        <InvitesSection />
        <UsersSection />
      </Stack>
    </Container>
  );
}
