import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A failed load, titled with the spec's message. The title is plain text rather than the alert's
 * label, so 'Failed to search foods' does not also answer to the label 'Search foods'.
 */
export function ErrorAlert({ title, children, mb }: { title: string; children?: ReactNode; mb?: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} mb={mb}>
      <Text fw={700} size="sm" c="red.9">
        {title}
      </Text>
      {children && (
        <Text size="sm" c="dark.7">
          {children}
        </Text>
      )}
    </Alert>
  );
}
