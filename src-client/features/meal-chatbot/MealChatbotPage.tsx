import { Box, Button, Chip, Collapse, Container, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconAdjustments, IconRobot, IconUser } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealSuggestion } from '../../../src/schemas/ai.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { EngineBadge } from '../../components/EngineBadge.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import {
  canSend,
  chatReducer,
  composeMessage,
  displayMessage,
  fromConversation,
  PREFERENCE_CHIPS,
  preferencesFrom,
  QUICK_SUGGESTIONS,
  showQuickSuggestions,
  WELCOME,
  type Attachment,
  type ChatMessage,
} from './chat-logic.ts';
import { ConversationList } from './ConversationList.tsx';
import { MealRecipeModal } from './MealRecipeModal.tsx';
import { MealSuggestionCard } from './MealSuggestionCard.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';

let seq = 0;
const now = () => Date.now();
const nextId = (prefix: string) => `${prefix}-${now().toString(36)}-${++seq}`;

function Bubble({ message, onOpen }: { message: ChatMessage; onOpen: (meal: MealSuggestion) => void }) {
  const { t } = useTranslation('meal-chatbot');
  const bot = message.type === 'bot';
  return (
    <Stack gap="xs" align={bot ? 'flex-start' : 'flex-end'} data-testid={`chat-${message.type}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap" maw="85%" style={{ flexDirection: bot ? 'row' : 'row-reverse' }}>
        <Box mt={6} aria-hidden>
          {bot ? <IconRobot size={18} /> : <IconUser size={18} />}
        </Box>
        <Paper radius="md" p="sm" bg={bot ? 'var(--mantine-color-default-hover)' : 'var(--mantine-primary-color-light)'}>
          <Text size="xs" fw={600} c="dimmed" mb={2}>
            {bot ? t('chat.assistant') : t('chat.you')}
          </Text>
          {message.typing ? (
            <Group gap="xs" role="status">
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {t('chat.thinking')}
              </Text>
            </Group>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.note ? t(`chat.${message.note}`) : message.content}
            </Text>
          )}
          {message.engine && message.suggestions && (
            <Box mt={4}>
              <EngineBadge engine={message.engine} />
            </Box>
          )}
        </Paper>
      </Group>
      {message.suggestions && message.suggestions.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" w="100%">
          {message.suggestions.map((s) => (
            <MealSuggestionCard key={s.id} meal={s} onOpen={() => onOpen(s)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface MealChatbotPageProps {
  /** The conversation shown and continued; none for a new one. */
  conversationId: number | undefined;
  onConversationChange: (id: number | undefined) => void;
}

/** `/meal-chatbot`, the Meal Assistant: conversations kept per user, so a follow-up and a reload keep the context. */
export function MealChatbotPage({ conversationId, onConversationChange }: MealChatbotPageProps) {
  const { t, i18n } = useTranslation('meal-chatbot');
  useDocumentTitle(t('page.documentTitle'));
  const utils = trpc.useUtils();
  const [messages, dispatch] = useReducer(chatReducer, [WELCOME]);
  const [input, setInput] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [opened, setOpened] = useState<MealSuggestion | null>(null);
  const [prefsOpen, prefs] = useDisclosure(false);
  const suggest = trpc.ai.mealSuggestions.useMutation();
  const stored = trpc.ai.conversation.useQuery({ id: conversationId ?? 0 }, { enabled: conversationId !== undefined, retry: false });
  const loading = suggest.isPending;
  const end = useRef<HTMLDivElement>(null);
  // The conversation the chat shows, so a reply to it is not reloaded over and a switch loads the other.
  const shown = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (conversationId === undefined) {
      if (shown.current !== undefined) dispatch({ type: 'load', messages: [WELCOME] });
      shown.current = undefined;
    } else if (stored.data && stored.data.id === conversationId && shown.current !== conversationId) {
      shown.current = conversationId;
      dispatch({ type: 'load', messages: fromConversation(stored.data) });
    }
  }, [conversationId, stored.data]);

  useEffect(() => {
    if (stored.isError) onConversationChange(undefined);
  }, [stored.isError, onConversationChange]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [messages]);

  const send = (text: string, file: Attachment | null) => {
    if (!canSend(text, file, loading)) return;
    const typingId = nextId('bot');
    const message = composeMessage(text, file, t('composer.fileOnly'));
    dispatch({ type: 'send', userId: nextId('user'), typingId, content: displayMessage(text, file, i18n.resolvedLanguage ?? 'en'), timestamp: now() });
    setInput('');
    setAttachment(null);
    suggest.mutate(
      { message, preferences: preferencesFrom(selected), ...(conversationId !== undefined ? { conversationId } : {}) },
      {
        onSuccess: (result) => {
          dispatch({ type: 'reply', typingId, content: result.response, suggestions: result.suggestions, engine: result.engine, timestamp: now() });
          shown.current = result.conversationId;
          void utils.ai.conversations.invalidate();
          void utils.ai.conversation.invalidate({ id: result.conversationId });
          if (result.conversationId !== conversationId) onConversationChange(result.conversationId);
        },
        onError: (error) => {
          dispatch({ type: 'fail', typingId, timestamp: now() });
          notifyError(t('page.error'), messageOf(error, t('page.errorDetail')));
        },
      },
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <PageHeading title={t('page.title')} intro={t('page.subtitle')}>
          <Button variant={prefsOpen ? 'light' : 'default'} leftSection={<IconAdjustments size={16} aria-hidden />} onClick={prefs.toggle} aria-expanded={prefsOpen} aria-controls="chat-preferences">
            {t('page.preferences')}
          </Button>
        </PageHeading>

        <Collapse expanded={prefsOpen} id="chat-preferences">
          <Paper withBorder radius="md" p="md">
            <Text size="sm" fw={600} mb="xs" id="chat-preferences-label">
              {t('page.dietaryPreferences')}
            </Text>
            <Chip.Group multiple value={selected} onChange={setSelected}>
              <Group gap="xs" role="group" aria-labelledby="chat-preferences-label">
                {PREFERENCE_CHIPS.map((c) => (
                  <Chip key={c.value} value={c.value} size="sm">
                    {t(`chips.${c.key}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Text size="xs" c="dimmed" mt="xs">
              {t('page.assumptions')}
            </Text>
          </Paper>
        </Collapse>

        <ConversationList current={conversationId} onOpen={onConversationChange} />

        <Paper withBorder radius="md" p="md" mih={320} role="log" aria-label={t('page.conversation')} aria-live="polite">
          <Stack gap="md">
            {messages.map((m) => (
              <Bubble key={m.id} message={m} onOpen={setOpened} />
            ))}
            <div ref={end} />
          </Stack>
        </Paper>

        {showQuickSuggestions(messages) && (
          <Group gap="xs" role="group" aria-label={t('page.quickSuggestions')}>
            {QUICK_SUGGESTIONS.map((q) => (
              <Button key={q} size="xs" variant="light" onClick={() => send(t(`quick.${q}`), null)} disabled={loading}>
                {t(`quick.${q}`)}
              </Button>
            ))}
          </Group>
        )}

        <ChatComposer
          value={input}
          onChange={setInput}
          attachment={attachment}
          onAttach={setAttachment}
          onSend={() => send(input, attachment)}
          canSend={canSend(input, attachment, loading)}
          loading={loading}
        />
      </Stack>
      <MealRecipeModal recipeId={opened?.id ?? null} name={opened?.name ?? ''} onClose={() => setOpened(null)} />
    </Container>
  );
}
