import { ActionIcon, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { useFormat } from '../../i18n/format.ts';
import { messageOf } from '../../lib/api-errors.ts';

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/** The user's stored conversations: open one to continue it, delete one, or start a new one. */
export function ConversationList({ current, onOpen }: { current: number | undefined; onOpen: (id: number | undefined) => void }) {
  const { t } = useTranslation('meal-chatbot');
  const format = useFormat();
  const utils = trpc.useUtils();
  const list = trpc.ai.conversations.useQuery();
  const remove = trpc.ai.deleteConversation.useMutation({ onError: (error) => notifyError(t('conversations.deleteFailed'), messageOf(error, t('conversations.tryAgain'))) });
  const conversations = list.data ?? [];

  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label={t('conversations.title')}>
      <Group justify="space-between" mb={conversations.length ? 'xs' : 0} wrap="nowrap">
        <Text fw={600} size="sm">
          {t('conversations.title')}
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconMessagePlus size={14} aria-hidden />} onClick={() => onOpen(undefined)} disabled={current === undefined}>
          {t('conversations.new')}
        </Button>
      </Group>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none', maxHeight: 180, overflowY: 'auto' }}>
        {conversations.map((c) => (
          <Group key={c.id} component="li" gap={4} wrap="nowrap" justify="space-between">
            <UnstyledButton
              onClick={() => onOpen(c.id)}
              aria-current={c.id === current ? 'true' : undefined}
              style={{ flex: 1, minWidth: 0 }}
              px="xs"
              py={4}
              bg={c.id === current ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Text size="sm" truncate="end" fw={c.id === current ? 600 : 400}>
                {c.title}
              </Text>
              <Text size="xs" c="dimmed">
                {t('conversations.meta', { questions: c.messageCount / 2, date: format.dateTime(c.updatedAt, SHORT_DATE) })}
              </Text>
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('conversations.deleteLabel', { title: c.title })}
              loading={remove.isPending && remove.variables?.id === c.id}
              onClick={() =>
                window.confirm(t('conversations.confirmDelete', { title: c.title })) &&
                remove.mutate({ id: c.id }, { onSuccess: async () => (await utils.ai.conversations.invalidate(), c.id === current && onOpen(undefined)) })
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
