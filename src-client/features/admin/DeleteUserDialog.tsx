import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';

/** Asks before deleting an account and all its data. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteUser.useMutation({
    onSuccess: () => {
      notifySuccess(t('delete.deleted'), t('delete.deletedDetail', { email: user?.email ?? '' }));
      void utils.admin.listUsers.invalidate();
      onClose();
    },
    onError: () => notifyError(t('delete.failed'), t('delete.failedDetail')),
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title={t('delete.title')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t('delete.text', { email: user?.email ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" disabled={remove.isPending} onClick={() => user && remove.mutate({ userId: user.id })}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
