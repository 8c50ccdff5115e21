import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import classes from './DangerZone.module.css';

/** Delete Account behind a confirmation dialog; success signs the user out. */
export function DangerZone() {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const remove = trpc.user.deleteAccount.useMutation({
    onSuccess: async () => {
      close();
      notifySuccess('Account Deleted', 'Your account has been permanently deleted.');
      // Signed out in place (the server already dropped the session) so the toast stays visible.
      queryClient.clear();
      utils.user.me.setData(undefined, null);
      await navigate({ to: '/' });
    },
    onError: () => {
      close();
      notifyError('Deletion Failed', 'Failed to delete your account. Please try again.');
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="danger-zone-heading" className={classes.zone}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="danger-zone-heading" c="red.8">
          Danger Zone
        </Title>
        <Text size="sm">
          Deleting your account removes your profile, food logs, weight history and API tokens. This cannot be undone.
        </Text>
        <Group>
          <Button color="red" onClick={open}>
            Delete Account
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <Stack gap="md">
          <Text size="sm">
            This permanently deletes your Platewise account and all of its data. You will be signed out.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Keep my account
            </Button>
            <Button color="red" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
