import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  icon: ReactNode;
  /** What to do with it and for how long it holds. */
  message: string;
  /** The secret itself: a token or a one-time link. */
  value: string;
  copyLabel: string;
  /** An accessible name for the shown value, when its title does not give one. */
  valueLabel?: string;
  onDone: () => void;
}

/** A secret shown once right after it is made (only its hash is kept), to copy before it is gone. */
export function ShownOnceNotice({ title, icon, message, value, copyLabel, valueLabel, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="leaf" variant="light" icon={icon} title={title}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={valueLabel}>
          {value}
        </Code>
        <Group gap="sm">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'teal' : 'leaf'}>
                {copied ? t('shownOnce.copied') : copyLabel}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('shownOnce.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
