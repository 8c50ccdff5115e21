import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/** The full token, shown once right after creation. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  return (
    <Alert color="leaf" variant="light" icon={<IconKey size={18} aria-hidden />} title={`Token “${name}” created`}>
      <Stack gap="sm">
        <Text size="sm">Copy this token now. It will not be shown again.</Text>
        <Code block>
          {token}
        </Code>
        <Group gap="sm">
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'teal' : 'leaf'}>
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
