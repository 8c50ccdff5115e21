import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Above a day shown offline: whether it is the copy last loaded on this device, or nothing was loaded for it. */
export function OfflineDayNote({ saved }: { saved: boolean }) {
  const { t } = useTranslation('offline');
  return (
    <Alert color="orange" variant="light" icon={<IconCloudOff size={18} aria-hidden />} role="status">
      {saved ? t('day.saved') : t('day.notLoaded')}
    </Alert>
  );
}
