import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUserDto, UserRole } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';

export interface RoleChange {
  user: AdminUserDto;
  role: UserRole;
  self: boolean;
}

const kindOf = ({ role, self }: RoleChange) => (role === 'admin' ? 'makeAdmin' : self ? 'stepDown' : 'removeAdmin');

/** Asks before making an account admin, removing the role, or stepping down; the server keeps one admin at least. */
export function RoleDialog({ change, onClose }: { change: RoleChange | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const email = change?.user.email ?? '';
  const save = trpc.admin.setUserRole.useMutation({
    onSuccess: async ({ role }) => {
      notifySuccess(t('role.changed'), t(role === 'admin' ? 'role.nowAdmin' : 'role.nowMember', { email }));
      onClose();
      if (!change?.self) {
        await utils.admin.listUsers.invalidate();
        return;
      }
      // Stepped down: this screen is no longer theirs.
      await utils.user.me.invalidate();
      await navigate({ to: '/' });
    },
    onError: (error) => notifyError(t('role.failed'), messageOf(error, t('role.failedDetail'))),
  });
  const kind = change ? kindOf(change) : 'makeAdmin';

  return (
    <Modal opened={change !== null} onClose={onClose} title={t(`role.${kind}.title`)} centered>
      <Stack gap="md">
        <Text size="sm">{t(`role.${kind}.text`, { email })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('role.cancel')}
          </Button>
          <Button color={kind === 'makeAdmin' ? undefined : 'red'} disabled={save.isPending} onClick={() => change && save.mutate({ userId: change.user.id, role: change.role })}>
            {t(`role.${kind}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
