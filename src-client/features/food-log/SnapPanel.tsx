import { Alert, Badge, Button, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconPhotoUp, IconRefresh } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { useFormat } from '../../i18n/format.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { EngineBadge } from '../../components/EngineBadge.tsx';
import { MealTypeSelect } from '../../components/MealTypeSelect.tsx';
import { imageForUpload } from './snap-image.ts';
import { confidenceColor, imageFileProblem, mealForHour, needsVerification, photoToLog } from './snap-logic.ts';
import { useLogFood } from './use-food-log-actions.ts';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' } as const;

/** AI Snap tab: take or upload a photo, analysis starts at once, check and log it. */
export function SnapPanel({ date }: { date: string }) {
  const { t } = useTranslation('food-log');
  const format = useFormat();
  const camera = useRef<HTMLInputElement>(null);
  const upload = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mealType, setMealType] = useState<MealType>(() => mealForHour(new Date().getHours()));
  const analyze = trpc.ai.analyzePhoto.useMutation({
    onError: (error) => {
      const message = messageOf(error, t('snap.problems.fallback'));
      setProblem(message);
      notifyError(t('snap.failed'), message);
    },
  });
  const { log, isPending: logging } = useLogFood();

  const reset = () => {
    setPreview(null);
    setProblem(null);
    analyze.reset();
    if (camera.current) camera.current.value = '';
    if (upload.current) upload.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    analyze.reset();
    const bad = imageFileProblem(file);
    if (bad) {
      setProblem(t(`snap.problems.${bad}`));
      notifyError(t('snap.failed'), t(`snap.problems.${bad}`));
      return;
    }
    setProblem(null);
    try {
      const image = await imageForUpload(file);
      setPreview(image.preview);
      analyze.mutate({ image: image.upload });
    } catch {
      setProblem(t('snap.problems.fallback'));
      notifyError(t('snap.failed'), t('snap.problems.fallback'));
    }
  };

  const result = analyze.data;

  return (
    <Stack gap="md">
      <input ref={camera} type="file" accept="image/*" capture="environment" aria-label={t('snap.takePhotoLabel')} style={hidden} tabIndex={-1} onChange={(e) => void onFile(e)} />
      <input ref={upload} type="file" accept="image/*" aria-label={t('snap.uploadLabel')} style={hidden} tabIndex={-1} onChange={(e) => void onFile(e)} />

      {!preview && !analyze.isPending && (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconCamera size={26} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t('snap.title')}
            </Title>
            <Text c="dimmed" maw={460}>
              {t('snap.intro')}
            </Text>
            <Group>
              <Button leftSection={<IconCamera size={16} aria-hidden />} onClick={() => camera.current?.click()}>
                {t('snap.takePhoto')}
              </Button>
              <Button variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={() => upload.current?.click()}>
                {t('snap.upload')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {problem && (
        <Alert color="red" variant="light" title={t('snap.failed')} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{problem}</Text>
            {preview && (
              <Group>
                <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={reset}>
                  {t('snap.tryAgain')}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}

      {preview && (
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Image src={preview} alt={t('snap.photoAlt')} radius="sm" mah={280} fit="contain" />
            <Stack gap="sm">
              {analyze.isPending && (
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text size="sm">{t('snap.analysing')}</Text>
                </Group>
              )}
              {result && (
                <>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Title order={3} size="h4">
                        {result.foodName}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {result.servingSize}
                      </Text>
                    </div>
                    <Stack gap={4} align="flex-end">
                      <Badge color={confidenceColor(result.confidence)} variant="light" c="dark.8">
                        {t('snap.confidence', { percent: Math.round(result.confidence) })}
                      </Badge>
                      <EngineBadge engine={result.engine} />
                    </Stack>
                  </Group>
                  {result.description && <Text size="sm">{result.description}</Text>}
                  {needsVerification(result.confidence) && (
                    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} p="xs">
                      {t('snap.lowConfidence')}
                    </Alert>
                  )}
                  <SimpleGrid cols={4} spacing="xs">
                    {MACROS.map((key) => (
                      <div key={key}>
                        <Text size="xs" c="dimmed">
                          {t(`nutrients.${key}`)}
                        </Text>
                        <Text fw={600}>
                          {key === 'calories' ? format.number(Math.round(result.nutrition.calories), { useGrouping: false }) : t('units.grams', { value: Math.round(result.nutrition[key]) })}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                  {result.foods.length > 1 && (
                    <Text size="xs" c="dimmed">
                      {t('snap.includes', { foods: result.foods.map((f) => `${f.name} (${f.quantity})`).join(', ') })}
                    </Text>
                  )}
                  <MealTypeSelect value={mealType} onChange={setMealType} />
                  <Group>
                    <Button loading={logging} onClick={() => log(photoToLog(result, date, mealType), { onDone: reset })}>
                      {t('snap.add')}
                    </Button>
                    <Button variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={reset}>
                      {t('snap.tryAgain')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}
