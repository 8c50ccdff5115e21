import { Badge, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDto, OneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { useFormat } from '../../i18n/format.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { OneTimeLink } from './OneTimeLink.tsx';
import { RoleDialog, type RoleChange } from './RoleDialog.tsx';
import { UserActions } from './UserActions.tsx';

const JOINED: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** Every account: make or remove an admin, disable or enable, make a password-reset link, delete; the admin may step down. */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const users = trpc.admin.listUsers.useQuery();
  const me = trpc.user.me.useQuery().data;
  const [resetLink, setResetLink] = useState<(OneTimeLinkDto & { email: string }) | null>(null);
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null);
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="users-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="users-heading">
          {t('users.title')}
        </Title>
        {resetLink && (
          <OneTimeLink title={t('users.resetLink', { email: resetLink.email })} url={resetLink.url} expiresAt={resetLink.expiresAt} onDone={() => setResetLink(null)} />
        )}
        {users.isPending ? (
          <Loader size="sm" role="status" aria-label={t('users.loading')} />
        ) : users.isError ? (
          <Text size="sm" c="red.8">{t('users.loadFailed')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped>
              <Table.Caption>{t('users.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('users.columns.account')}</Table.Th>
                  <Table.Th scope="col">{t('users.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('users.columns.joined')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
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
                      {user.role === 'admin' && <Badge color="leaf.9">{t('users.admin')}</Badge>}
                      {user.disabled && <Badge color="red.9">{t('users.disabled')}</Badge>}
                      {user.role !== 'admin' && !user.disabled && <Text size="sm">{t('users.active')}</Text>}
                    </Table.Td>
                    <Table.Td>{format.dateTime(user.createdAt, JOINED)}</Table.Td>
                    <Table.Td>
                      <UserActions
                        user={user}
                        self={user.id === me?.id}
                        onResetLink={(link) => setResetLink({ ...link, email: user.email })}
                        onDelete={() => setDeleting(user)}
                        onRole={(role) => setRoleChange({ user, role, self: user.id === me?.id })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <RoleDialog change={roleChange} onClose={() => setRoleChange(null)} />
    </Paper>
  );
}
