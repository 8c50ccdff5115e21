import { ActionIcon, CloseButton, Group, Paper, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/notify.ts';
import { ACCEPT_ATTRIBUTE, formatFileSize, isAllowedFile, isTextFile, MAX_ATTACHMENT_BYTES, type Attachment } from './chat-logic.ts';

/** The composer: a capped multi-line box, Enter sends, Shift+Enter breaks the line, attach, send. */
export function ChatComposer({
  value,
  onChange,
  attachment,
  onAttach,
  onSend,
  canSend,
  loading,
}: {
  value: string;
  onChange: (v: string) => void;
  attachment: Attachment | null;
  onAttach: (a: Attachment | null) => void;
  onSend: () => void;
  canSend: boolean;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('meal-chatbot');
  const locale = i18n.resolvedLanguage ?? 'en';
  const file = useRef<HTMLInputElement>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const f = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!f) return;
    if (!isAllowedFile(f.name)) {
      notifyError(t('composer.fileNotSupported'), t('composer.fileTypes'));
      return;
    }
    if (f.size > MAX_ATTACHMENT_BYTES) {
      notifyError(t('composer.fileTooLarge'), t('composer.maxSize', { size: formatFileSize(MAX_ATTACHMENT_BYTES, locale) }));
      return;
    }
    onAttach({ name: f.name, size: f.size, ...(isTextFile(f.name) ? { text: await f.text() } : {}) });
  };

  return (
    <Paper withBorder radius="md" p="xs">
      {attachment && (
        <Group gap="xs" mb="xs" data-testid="chat-attachment">
          <IconPaperclip size={14} aria-hidden />
          <Text size="sm">
            {attachment.name} ({formatFileSize(attachment.size, locale)})
          </Text>
          <CloseButton size="sm" aria-label={t('composer.remove', { name: attachment.name })} onClick={() => onAttach(null)} />
        </Group>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <input ref={file} type="file" accept={ACCEPT_ATTRIBUTE} aria-label={t('composer.attach')} hidden onChange={(e) => void pick(e)} />
        <ActionIcon variant="subtle" size="lg" aria-label={t('composer.attach')} onClick={() => file.current?.click()} disabled={loading}>
          <IconPaperclip size={18} />
        </ActionIcon>
        <Textarea
          label={t('composer.message')}
          labelProps={{ className: 'sr-only', style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
          placeholder={t('composer.placeholder')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (canSend) onSend();
            }
          }}
          autosize
          minRows={1}
          styles={{ input: { maxHeight: 120, overflowY: 'auto' } }}
          style={{ flex: 1 }}
        />
        <ActionIcon size="lg" aria-label={t('composer.send')} onClick={onSend} disabled={!canSend} loading={loading}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
