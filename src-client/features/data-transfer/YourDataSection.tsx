import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { ExportLinks } from './ExportLinks.tsx';
import { ImportPanel } from './ImportPanel.tsx';

/** Profile Settings' 'Your data': downloads and imports. */
export function YourDataSection() {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="your-data-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="your-data-heading">
          Your data
        </Title>
        <ExportLinks />
        <Divider />
        <div>
          <Title order={3} size="h5">
            Import
          </Title>
          <Text size="sm" c="dimmed">
            Bring in a food diary from MyFitnessPal or a Platewise export. You will see what would be added before anything is saved; entries you already have are skipped.
          </Text>
        </div>
        <ImportPanel />
      </Stack>
    </Paper>
  );
}
