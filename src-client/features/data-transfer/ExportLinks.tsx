import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Plain download links: the server sends each as an attachment. */
export function ExportLinks() {
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        Take your data with you: everything as JSON (it can be imported into any Platewise server), or the food log as a spreadsheet.
      </Text>
      <Group gap="sm">
        <Button component="a" href="/api/export" download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
          Download all data (JSON)
        </Button>
        <Button component="a" href="/api/export/food-log.csv" download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
          Download food log (CSV)
        </Button>
      </Group>
    </div>
  );
}
