import { Button, Group, List, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { OneTimeLink } from './OneTimeLink.tsx';

const DAYS = ['1', '3', '7', '14', '30'];
const formatDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Invite links that sign up one account each before they expire. */
export function InvitesSection() {
  const utils = trpc.useUtils();
  const [days, setDays] = useState('7');
  const [made, setMade] = useState<OneTimeLinkDto | null>(null);
  const invites = trpc.admin.listInvites.useQuery();
  const create = trpc.admin.createInvite.useMutation({
    onSuccess: (link) => {
      setMade(link);
      void utils.admin.listInvites.invalidate();
    },
    onError: () => notifyError('Invite Failed', 'No invite link was made. Please try again.'),
  });
  const revoke = trpc.admin.revokeInvite.useMutation({
    onSuccess: () => {
      notifySuccess('Invite Revoked', 'That link can no longer be used.');
      void utils.admin.listInvites.invalidate();
    },
    onError: () => notifyError('Revoke Failed', 'The invite was not revoked. Please try again.'),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="invites-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="invites-heading">
            Invites
          </Title>
          <Text size="sm" c="dimmed">
            An invite link lets one person create an account while sign-ups are open or invite only.
          </Text>
        </div>
        {made && <OneTimeLink title="Invite link created" url={made.url} expiresAt={made.expiresAt} onDone={() => setMade(null)} />}
        <Group align="flex-end" gap="sm">
          <Select
            label="Valid for"
            data={DAYS.map((d) => ({ value: d, label: d === '1' ? '1 day' : `${d} days` }))}
            value={days}
            onChange={(value) => setDays(value ?? '7')}
            allowDeselect={false}
            w={140}
          />
          <Button onClick={() => create.mutate({ expiresInDays: Number(days) })} disabled={create.isPending}>
            Create invite link
          </Button>
        </Group>
        {invites.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading invites" />
        ) : invites.isError ? (
          <Text size="sm" c="red.8">Could not load the invites.</Text>
        ) : invites.data.length === 0 ? (
          <Text size="sm" c="dimmed">No unused invites.</Text>
        ) : (
          <List spacing="xs" listStyleType="none" aria-label="Unused invites">
            {invites.data.map((invite) => (
              <List.Item key={invite.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm">Made {formatDate(invite.createdAt)}, works until {formatDate(invite.expiresAt)}</Text>
                  <Button size="xs" variant="subtle" color="red" disabled={revoke.isPending} onClick={() => revoke.mutate({ inviteId: invite.id })}>
                    Revoke
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
