import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import classes from './DangerZone.module.css';

/** Delete Account behind a confirmation dialog; success signs the user out. */
export function DangerZone() {
  const { t } = useTranslation('profile-settings');
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const remove = trpc.user.deleteAccount.useMutation({
    onSuccess: async () => {
      close();
      notifySuccess(t('danger.deleted'), t('danger.deletedDetail'));
      // Signed out in place (the server already dropped the session) so the toast stays visible.
      queryClient.clear();
      utils.user.me.setData(undefined, null);
      await navigate({ to: '/' });
    },
    onError: (error) => {
      close();
      // The server says why, such as the instance's only admin, who must hand the role on first.
      notifyError(t('danger.failed'), messageOf(error, t('danger.failedDetail')));
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="danger-zone-heading" className={classes.zone}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="danger-zone-heading" c="red.8">
          {t('danger.title')}
        </Title>
        <Text size="sm">
          {t('danger.description')}
        </Text>
        <Group>
          <Button color="red" onClick={open}>
            {t('danger.delete')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t('danger.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('danger.closeDialog') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('danger.confirmText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('danger.keep')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? t('danger.deleting') : t('danger.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
