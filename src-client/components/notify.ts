import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/** Toasts: at most one is visible, so a new one replaces whatever is showing. */
function show(title: string, message: string, color: string) {
  notifications.clean();
  notifications.show({
    title,
    message,
    color,
    autoClose: 5000,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('notification.dismiss') },
  });
}

export function notifySuccess(title: string, message: string): void {
  show(title, message, 'leaf');
}

export function notifyError(title: string, message: string): void {
  show(title, message, 'red');
}
