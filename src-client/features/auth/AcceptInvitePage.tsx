import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useFormat } from '../../i18n/format.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** `/accept-invite?token=…`: creates an account with a one-time invite link. */
export function AcceptInvitePage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  useDocumentTitle(t('invite.documentTitle'));
  const invite = trpc.user.checkInvite.useQuery({ token }, { retry: false, enabled: token !== '' });

  return (
    <AuthCard title={t('invite.title')} intro={t('invite.intro')}>
      {token === '' || invite.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('invite.unusable')}>
          {messageOf(invite.error, t('invite.invalid'))}
        </Alert>
      ) : invite.isPending ? (
        <Loader size="sm" mx="auto" display="block" role="status" aria-label={t('invite.checking')} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invite.validUntil', { date: format.dateTime(invite.data.expiresAt, { dateStyle: 'medium' }) })}
          </Text>
          <RegisterForm inviteToken={token} />
        </Stack>
      )}
    </AuthCard>
  );
}
