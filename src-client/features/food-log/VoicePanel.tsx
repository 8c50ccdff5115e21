import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPencil, IconPlayerStop, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedFood } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { EngineBadge } from '../../components/EngineBadge.tsx';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { confidenceColor, toPercent, transcriptToSend, voiceFoodToLog } from './voice-logic.ts';
import { useVoiceRecognition } from './voice-recognition.ts';
import { VoiceItemEditor } from './VoiceItemEditor.tsx';

function statusOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** Voice tab: speak or type what you ate, check the recognised foods, log them all. */
export function VoicePanel({ date }: { date: string }) {
  const { t } = useTranslation('food-log');
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
            notifyError(t('voice.parseFailed'), result.message?.trim() || t('voice.parseFailedHint'));
            setUnmatched(result.unmatched);
            return;
          }
          setFoods(result.foods.map((f, i) => ({ ...f, key: `${Date.now()}-${i}` })));
          setUnmatched(result.unmatched);
          setMealType(result.foods[0]!.mealType);
        },
        onError: (error) => notifyError(t('voice.processingError'), t('voice.serverError', { status: statusOf(error) ?? t('voice.noResponse') })),
      },
    );
  };

  const voice = useVoiceRecognition({
    onFinal: (spoken) => {
      setText(spoken);
      send(spoken);
    },
    onError: () => notifyError(t('voice.recognitionError'), t('voice.recognitionErrorHint')),
  });

  const logAll = async () => {
    setLogging(true);
    const results = await Promise.allSettled(foods.map((f) => create.mutateAsync(voiceFoodToLog(f, date, f.meal ?? mealType))));
    setLogging(false);
    await invalidateAfterLogChange(utils);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed > 0) {
      setFoods((list) => list.filter((_, i) => results[i]?.status === 'rejected'));
      notifyError(t('voice.loggingFailed'), t('voice.loggingFailedHint'));
      return;
    }
    notifySuccess(t('toasts.logged'), t('toasts.loggedMessage'));
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
                aria-label={voice.listening ? t('voice.stop') : t('voice.start')}
                aria-pressed={voice.listening}
                onClick={voice.listening ? voice.stop : voice.start}
                disabled={parse.isPending}
              >
                {voice.listening ? <IconPlayerStop size={30} /> : <IconMicrophone size={30} />}
              </ActionIcon>
              <Text size="sm" c="dimmed" aria-live="polite">
                {voice.listening ? t('voice.listening') : t('voice.prompt')}
              </Text>
              {(voice.finalText || voice.interim) && (
                <Text size="sm" fs="italic">
                  {t('voice.heard', { text: `${voice.finalText} ${voice.interim}`.trim() })}
                </Text>
              )}
            </>
          ) : (
            <>
              <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
                <IconMicrophoneOff size={26} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t('voice.unavailable')}
              </Title>
              <Text size="sm" c="dimmed" maw={460}>
                {t('voice.unsupported')}
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
            label={t('voice.describe')}
            placeholder={t('voice.placeholder')}
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
            {t('voice.parse')}
          </Button>
        </Group>
      </form>

      {unmatched.length > 0 && (
        <Alert color="yellow" variant="light" p="xs" title={t('voice.unmatched')}>
          <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {unmatched.map((phrase) => (
              <li key={phrase}>
                <Button
                  renderRoot={(props) => <Link to="/food-log" search={{ tab: 'add', q: phrase }} {...props} />}
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconSearch size={14} aria-hidden />}
                  aria-label={t('voice.searchFor', { phrase })}
                >
                  {phrase}
                </Button>
              </li>
            ))}
          </Group>
        </Alert>
      )}
      {foods.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="voice-foods-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5" id="voice-foods-title">
                {t('voice.recognised')}
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
                          {t(f.meal ? 'voice.itemWithMeal' : 'voice.item', {
                            quantity: f.quantity,
                            portion: f.portion || t('units.grams', { value: Math.round(f.grams) }),
                            calories: Math.round(f.nutrition?.calories ?? 100),
                            meal: f.meal,
                          })}
                        </Text>
                      </div>
                      <Group gap="xs" wrap="nowrap">
                        <Badge color={confidenceColor(pct)} variant="light" c="dark.8" size="sm">
                          {t('voice.sure', { percent: pct })}
                        </Badge>
                        <ActionIcon variant="subtle" aria-label={t('voice.edit', { food: f.name })} aria-expanded={editing === f.key} onClick={() => setEditing(editing === f.key ? null : f.key)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('voice.remove', { food: f.name })}
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
            <MealTypeSelect value={mealType} onChange={setMealType} />
            <Button onClick={() => void logAll()} loading={logging}>
              {t('voice.logAll')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
