import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminUserDto } from '../../../src/schemas/admin.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';

/** Asks before deleting an account and all its data. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteUser.useMutation({
    onSuccess: () => {
      notifySuccess('Account Deleted', `${user?.email} and all its data are gone.`);
      void utils.admin.listUsers.invalidate();
      onClose();
    },
    onError: () => notifyError('Delete Failed', 'The account was not deleted. Please try again.'),
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title="Delete this account?" centered>
      <Stack gap="md">
        <Text size="sm">
          {user?.email} and everything logged in it (food, weight, plans) will be deleted for good. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={remove.isPending} onClick={() => user && remove.mutate({ userId: user.id })}>
            Delete account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
