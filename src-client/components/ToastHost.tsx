import { Notifications } from '@mantine/notifications';

/** Where toasts appear: one at a time, bottom-right, 5 s (decision 004). */
export function ToastHost() {
  return <Notifications limit={1} autoClose={5000} position="bottom-right" />;
}
