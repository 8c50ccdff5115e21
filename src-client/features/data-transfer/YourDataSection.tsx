import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportLinks } from './ExportLinks.tsx';
import { HistoryImportPanel } from './HistoryImportPanel.tsx';
import { ImportPanel } from './ImportPanel.tsx';

/** Profile Settings' 'Your data': downloads, imports, and history from other apps. */
export function YourDataSection() {
  const { t } = useTranslation('data-transfer');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="your-data-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="your-data-heading">
          {t('section.title')}
        </Title>
        <ExportLinks />
        <Divider />
        <div>
          <Title order={3} size="h5">
            {t('section.importTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('section.importIntro')}
          </Text>
        </div>
        <ImportPanel />
        <Divider />
        <div>
          <Title order={3} size="h5">
            {t('section.historyTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('section.historyIntro')}
          </Text>
        </div>
        <HistoryImportPanel />
      </Stack>
    </Paper>
  );
}
