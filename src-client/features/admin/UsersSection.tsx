import { Badge, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { AdminUserDto, OneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { OneTimeLink } from './OneTimeLink.tsx';
import { UserActions } from './UserActions.tsx';

/** Every account: disable or enable, make a password-reset link, delete. */
export function UsersSection() {
  const users = trpc.admin.listUsers.useQuery();
  const me = trpc.user.me.useQuery().data;
  const [resetLink, setResetLink] = useState<(OneTimeLinkDto & { email: string }) | null>(null);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="users-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="users-heading">
          Accounts
        </Title>
        {resetLink && (
          <OneTimeLink title={`Password reset link for ${resetLink.email}`} url={resetLink.url} expiresAt={resetLink.expiresAt} onDone={() => setResetLink(null)} />
        )}
        {users.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading accounts" />
        ) : users.isError ? (
          <Text size="sm" c="red.8">Could not load the accounts.</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped>
              <Table.Caption>Accounts on this instance</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Account</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Joined</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                        {user.email}
                      </Text>
                      {user.name && (
                        <Text size="xs" c="dimmed">
                          {user.name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {user.role === 'admin' && <Badge color="leaf.9">Admin</Badge>}
                      {user.disabled && <Badge color="red.9">Disabled</Badge>}
                      {user.role !== 'admin' && !user.disabled && <Text size="sm">Active</Text>}
                    </Table.Td>
                    <Table.Td>{new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}</Table.Td>
                    <Table.Td>
                      {user.id !== me?.id && <UserActions user={user} onResetLink={(link) => setResetLink({ ...link, email: user.email })} onDelete={() => setDeleting(user)} />}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
