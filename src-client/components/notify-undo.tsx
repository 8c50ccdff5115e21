import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/** Long enough to read the toast and reach its Undo button. */
const UNDO_MS = 8000;

/** A success toast with an Undo button; like every toast it replaces the one showing. */
export function notifyUndoable(toast: { title: string; message: string; undoLabel: string; onUndo: () => void }): void {
  notifications.clean();
  const id = notifications.show({
    title: toast.title,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{toast.message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            toast.onUndo();
          }}
        >
          {toast.undoLabel}
        </Button>
      </Group>
    ),
    color: 'leaf',
    autoClose: UNDO_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('notification.dismiss') },
  });
}
