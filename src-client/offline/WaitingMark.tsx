import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Beside an entry made offline that is still waiting in the outbox. */
export function WaitingMark() {
  const { t } = useTranslation('offline');
  return (
    <Badge color="orange" variant="light" size="sm" leftSection={<IconCloudUpload size={12} aria-hidden />} style={{ flexShrink: 0 }}>
      {t('waiting.mark')}
    </Badge>
  );
}
