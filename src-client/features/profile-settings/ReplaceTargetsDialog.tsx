import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KeptTargetsDto } from '../../../src/schemas/targets.ts';

interface ReplaceTargetsDialogProps {
  kept: KeptTargetsDto | null;
  replacing: boolean;
  onKeep: () => void;
  onReplace: () => void;
}

/**
 * Asks before the profile's formula replaces an accepted check-in or a hand-set target (decision 099).
 * Keeping is the default: it holds the focus, and closing the dialog keeps the target.
 */
export function ReplaceTargetsDialog({ kept, replacing, onKeep, onReplace }: ReplaceTargetsDialogProps) {
  const { t } = useTranslation('profile-settings');
  const current = kept?.current.calories ?? 0;
  const proposed = kept?.proposed.calories ?? 0;
  return (
    <Modal opened={kept !== null} onClose={onKeep} title={t('targets.title')} centered closeButtonProps={{ 'aria-label': t('targets.close') }}>
      <Stack gap="md">
        <Text size="sm">{t(kept?.source === 'manual' ? 'targets.questionManual' : 'targets.question', { current, proposed })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onReplace} disabled={replacing}>
            {t('targets.replace', { proposed })}
          </Button>
          <Button onClick={onKeep} disabled={replacing} data-autofocus>
            {t('targets.keep', { current })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
