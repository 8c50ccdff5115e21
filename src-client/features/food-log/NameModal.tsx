import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

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
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {opened && <NameForm initial={initial} submitLabel={submitLabel} pending={pending} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function NameForm({ initial, submitLabel, pending, onSubmit, onClose }: Omit<NameModalProps, 'opened' | 'title'> & { initial: string }) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const error = trimmed.length > 200 ? 'Name must be at most 200 characters' : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !error) onSubmit(trimmed);
      }}
    >
      <Stack gap="sm">
        <TextInput label="Name" data-autofocus value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} withAsterisk />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed || error !== null} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
