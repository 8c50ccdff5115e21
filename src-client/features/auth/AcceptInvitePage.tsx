import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { trpc } from '../../app/trpc.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** `/accept-invite?token=…`: creates an account with a one-time invite link. */
export function AcceptInvitePage({ token }: { token: string }) {
  useDocumentTitle('Accept invite · Platewise');
  const invite = trpc.user.checkInvite.useQuery({ token }, { retry: false, enabled: token !== '' });

  return (
    <AuthCard title="You are invited to Platewise" intro="Create your account to get your personal targets.">
      {token === '' || invite.isError ? (
        <Alert color="red" variant="light" role="alert" title="This invite cannot be used">
          {messageOf(invite.error, 'This link is not valid. Ask whoever invited you for a new one.')}
        </Alert>
      ) : invite.isPending ? (
        <Loader size="sm" mx="auto" display="block" role="status" aria-label="Checking the invite" />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            This invite works once, until {new Date(invite.data.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
          </Text>
          <RegisterForm inviteToken={token} />
        </Stack>
      )}
    </AuthCard>
  );
}
