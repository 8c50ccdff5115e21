import { Button, Group, List, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useFormat } from '../../i18n/format.ts';
import { OneTimeLink } from './OneTimeLink.tsx';

const DAYS = ['1', '3', '7', '14', '30'];

/** Invite links that sign up one account each before they expire. */
export function InvitesSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const utils = trpc.useUtils();
  const [days, setDays] = useState('7');
  const [made, setMade] = useState<OneTimeLinkDto | null>(null);
  const invites = trpc.admin.listInvites.useQuery();
  const create = trpc.admin.createInvite.useMutation({
    onSuccess: (link) => {
      setMade(link);
      void utils.admin.listInvites.invalidate();
    },
    onError: () => notifyError(t('invites.createFailed'), t('invites.createFailedDetail')),
  });
  const revoke = trpc.admin.revokeInvite.useMutation({
    onSuccess: () => {
      notifySuccess(t('invites.revoked'), t('invites.revokedDetail'));
      void utils.admin.listInvites.invalidate();
    },
    onError: () => notifyError(t('invites.revokeFailed'), t('invites.revokeFailedDetail')),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invites-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="invites-heading">
            {t('invites.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invites.description')}
          </Text>
        </div>
        {made && <OneTimeLink title={t('invites.created')} url={made.url} expiresAt={made.expiresAt} onDone={() => setMade(null)} />}
        <Group align="flex-end" gap="sm">
          <Select
            label={t('invites.validFor')}
            data={DAYS.map((d) => ({ value: d, label: t('invites.days', { count: Number(d) }) }))}
            value={days}
            onChange={(value) => setDays(value ?? '7')}
            allowDeselect={false}
            w={140}
          />
          <Button onClick={() => create.mutate({ expiresInDays: Number(days) })} disabled={create.isPending}>
            {t('invites.create')}
          </Button>
        </Group>
        {invites.isPending ? (
          <Loader size="sm" role="status" aria-label={t('invites.loading')} />
        ) : invites.isError ? (
          <Text size="sm" c="red.8">{t('invites.loadFailed')}</Text>
        ) : invites.data.length === 0 ? (
          <Text size="sm" c="dimmed">{t('invites.empty')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" aria-label={t('invites.listLabel')}>
            {invites.data.map((invite) => (
              <List.Item key={invite.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm">{t('invites.item', { made: format.dateTime(invite.createdAt), until: format.dateTime(invite.expiresAt) })}</Text>
                  <Button size="xs" variant="subtle" color="red" disabled={revoke.isPending} onClick={() => revoke.mutate({ inviteId: invite.id })}>
                    {t('invites.revoke')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
