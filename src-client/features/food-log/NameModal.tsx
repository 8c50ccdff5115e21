import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NameModalProps {
  opened: boolean;
  title: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** A name for a saved meal, new or renamed: required, at most 200 characters (as the server checks). */
export function NameModal({ opened, title, initial = '', submitLabel, pending, onSubmit, onClose }: NameModalProps) {
  const { t } = useTranslation('food-log');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}>
      {opened && <NameForm initial={initial} submitLabel={submitLabel} pending={pending} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function NameForm({ initial, submitLabel, pending, onSubmit, onClose }: Omit<NameModalProps, 'opened' | 'title'> & { initial: string }) {
  const { t } = useTranslation('food-log');
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const error = trimmed.length > 200 ? t('nameModal.tooLong') : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !error) onSubmit(trimmed);
      }}
    >
      <Stack gap="sm">
        <TextInput label={t('nameModal.name')} data-autofocus value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} withAsterisk />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!trimmed || error !== null} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
