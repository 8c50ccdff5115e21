import { notifications } from '@mantine/notifications';

/** Toasts: at most one is visible, so a new one replaces whatever is showing (spec §8, §9). */
function show(title: string, message: string, color: string) {
  notifications.clean();
  notifications.show({
    title,
    message,
    color,
    autoClose: 5000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

export function notifySuccess(title: string, message: string): void {
  show(title, message, 'leaf');
}

export function notifyError(title: string, message: string): void {
  show(title, message, 'red');
}
