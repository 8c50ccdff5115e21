import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Plain download links: the server sends each as an attachment. */
export function ExportLinks() {
  const { t } = useTranslation('data-transfer');
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        {t('export.intro')}
      </Text>
      <Group gap="sm">
        <Button component="a" href="/api/export" download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('export.all')}
        </Button>
        <Button component="a" href="/api/export/food-log.csv" download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('export.foodLog')}
        </Button>
      </Group>
    </div>
  );
}
