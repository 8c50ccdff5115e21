import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPencil, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ParsedFood } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { EngineBadge } from '../coach/EngineBadge.tsx';
import { invalidateAfterLogChange } from './invalidate.ts';
import { MealTypeSelect } from './MealTypeSelect.tsx';
import { LOGGED_TOAST } from './use-food-log-actions.ts';
import { confidenceColor, serverErrorMessage, toPercent, transcriptToSend, voiceFoodToLog } from './voice-logic.ts';
import { useVoiceRecognition } from './voice-recognition.ts';
import { VoiceItemEditor } from './VoiceItemEditor.tsx';
import { MEAL_TYPE_LABELS } from './meal-groups.ts';

function statusOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** Voice tab (spec §2, §4, §8): speak or type what you ate, check the recognised foods, log them all. */
export function VoicePanel({ date }: { date: string }) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  // `meal` is set when the user gave this food its own meal; otherwise the select below decides.
  const [foods, setFoods] = useState<(ParsedFood & { key: string; meal?: MealType })[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [mealType, setMealType] = useState<MealType>('snack');
  const parse = trpc.ai.parseFood.useMutation();
  const create = trpc.foodLog.create.useMutation();
  const [logging, setLogging] = useState(false);

  const send = (raw: string) => {
    const transcript = transcriptToSend(raw);
    if (!transcript) return;
    parse.mutate(
      { transcript },
      {
        onSuccess: (result) => {
          if (!result.success || result.foods.length === 0) {
            notifyError('Could not parse food items', result.message?.trim() || 'Please try speaking more clearly about specific foods.');
            setUnmatched(result.unmatched);
            return;
          }
          setFoods(result.foods.map((f, i) => ({ ...f, key: `${Date.now()}-${i}` })));
          setUnmatched(result.unmatched);
          setMealType(result.foods[0]!.mealType);
        },
        onError: (error) => notifyError('Processing Error', serverErrorMessage(statusOf(error))),
      },
    );
  };

  const voice = useVoiceRecognition({
    onFinal: (spoken) => {
      setText(spoken);
      send(spoken);
    },
    onError: () => notifyError('Voice Recognition Error', 'Please try again or check your microphone permissions.'),
  });

  const logAll = async () => {
    setLogging(true);
    const results = await Promise.allSettled(foods.map((f) => create.mutateAsync(voiceFoodToLog(f, date, f.meal ?? mealType))));
    setLogging(false);
    await invalidateAfterLogChange(utils);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) {
      setFoods((list) => list.filter((_, i) => results[i]?.status === 'rejected'));
      notifyError('Logging Failed', 'Failed to log some food items. Please try again.');
      return;
    }
    notifySuccess(LOGGED_TOAST.title, LOGGED_TOAST.message);
    setFoods([]);
    setUnmatched([]);
    setText('');
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="center" ta="center">
          {voice.supported ? (
            <>
              <ActionIcon
                size={64}
                radius="xl"
                variant={voice.listening ? 'filled' : 'light'}
                color={voice.listening ? 'red' : undefined}
                aria-label={voice.listening ? 'Stop listening' : 'Start voice logging'}
                aria-pressed={voice.listening}
                onClick={voice.listening ? voice.stop : voice.start}
                disabled={parse.isPending}
              >
                {voice.listening ? <IconPlayerStop size={30} /> : <IconMicrophone size={30} />}
              </ActionIcon>
              <Text size="sm" c="dimmed" aria-live="polite">
                {voice.listening ? 'Listening... pause for 3 seconds when you are done.' : 'Tap the microphone and say what you ate.'}
              </Text>
              {(voice.finalText || voice.interim) && (
                <Text size="sm" fs="italic">
                  “{`${voice.finalText} ${voice.interim}`.trim()}”
                </Text>
              )}
            </>
          ) : (
            <>
              <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
                <IconMicrophoneOff size={26} />
              </ThemeIcon>
              <Title order={3} size="h4">
                Voice Logging Unavailable
              </Title>
              <Text size="sm" c="dimmed" maw={460}>
                This browser does not support speech recognition. Try Chrome, Edge or Safari, or type what you ate below.
              </Text>
            </>
          )}
        </Stack>
      </Paper>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          send(text);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Textarea
            label="Describe what you ate"
            placeholder="I ate 2 eggs and toast"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                send(text);
              }
            }}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={500}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={parse.isPending} disabled={!transcriptToSend(text)}>
            Parse
          </Button>
        </Group>
      </form>

      {foods.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="voice-foods-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5" id="voice-foods-title">
                Recognised foods
              </Title>
              <EngineBadge engine={parse.data?.engine} />
            </Group>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {foods.map((f) => {
                const pct = toPercent(f.confidence);
                return (
                  <Paper key={f.key} component="li" withBorder radius="sm" p="sm" data-testid="voice-food">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div>
                        <Text fw={600} size="sm">
                          {f.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {f.quantity} · {f.portion || `${Math.round(f.grams)} g`} · {Math.round(f.nutrition?.calories ?? 100)} kcal
                          {f.meal ? ` · ${MEAL_TYPE_LABELS[f.meal]}` : ''}
                        </Text>
                      </div>
                      <Group gap="xs" wrap="nowrap">
                        <Badge color={confidenceColor(pct)} variant="light" c="dark.8" size="sm">
                          {pct}% sure
                        </Badge>
                        <ActionIcon variant="subtle" aria-label={`Edit ${f.name}`} aria-expanded={editing === f.key} onClick={() => setEditing(editing === f.key ? null : f.key)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${f.name}`}
                          onClick={() => setFoods((list) => list.filter((x) => x.key !== f.key))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Group>
                    {editing === f.key && (
                      <VoiceItemEditor
                        item={f}
                        meal={f.meal ?? mealType}
                        onCancel={() => setEditing(null)}
                        onSave={(edited, meal) => {
                          setFoods((list) => list.map((x) => (x.key === f.key ? { ...edited, key: f.key, ...(meal !== mealType ? { meal } : {}) } : x)));
                          setEditing(null);
                        }}
                      />
                    )}
                  </Paper>
                );
              })}
            </Stack>
            {unmatched.length > 0 && (
              <Alert color="yellow" variant="light" p="xs">
                Not found in the food database: {unmatched.join(', ')}
              </Alert>
            )}
            <MealTypeSelect value={mealType} onChange={setMealType} />
            <Button onClick={() => void logAll()} loading={logging}>
              Log All
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
