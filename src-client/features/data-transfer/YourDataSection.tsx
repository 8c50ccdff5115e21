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
        <PartHeading title={t('section.importTitle')} intro={t('section.importIntro')} />
        <ImportPanel />
        <Divider />
        <PartHeading title={t('section.historyTitle')} intro={t('section.historyIntro')} />
        <HistoryImportPanel />
      </Stack>
    </Paper>
  );
}

/** The heading of one kind of import, with what it takes. */
function PartHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </div>
  );
}
