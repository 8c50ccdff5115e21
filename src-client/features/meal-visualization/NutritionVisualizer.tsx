import { Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { nutrientTotals, targetRows, type ChartTargets } from '../../shared/chart-targets.ts';
import { MealComponentsGrid, type MealComponent } from './MealComponentsGrid.tsx';
import classes from './NutritionVisualizer.module.css';
import { TargetBadges } from './TargetBadges.tsx';
import { SPEED, VisualizerControls } from './VisualizerControls.tsx';

// three.js and recharts are fetched only when their view opens.
const Macro3DView = lazy(() => import('./Macro3DView.tsx'));
const MacroPieChart = lazy(() => import('./MacroCharts.tsx').then((m) => ({ default: m.MacroPieChart })));
const MacroBarChart = lazy(() => import('./MacroCharts.tsx').then((m) => ({ default: m.MacroBarChart })));

export type VisualizerTab = '3d' | 'pie' | 'bar';

type Entry = MealComponent & { fiber?: number | null; sugar?: number | null; sodium?: number | null };

interface NutritionVisualizerProps {
  entries: readonly Entry[];
  /** Without targets the bar chart compares against protein 100, carbs 200, fats 80 g. */
  targets?: ChartTargets;
  defaultTab?: VisualizerTab;
}

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('meal-visualization');
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader size="sm" aria-label={t('visualizer.loadingChart')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** Nutrition breakdown: 3D, Pie and Bar views, animation controls, meal components. */
export function NutritionVisualizer({ entries, targets, defaultTab = '3d' }: NutritionVisualizerProps) {
  const { t } = useTranslation('meal-visualization');
  const reducedMotion = useReducedMotion();
  const [tab, setTab] = useState<VisualizerTab>(defaultTab);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [speed, setSpeed] = useState<number>(SPEED.initial);
  const [resetKey, setResetKey] = useState(0);
  const totals = useMemo(() => nutrientTotals(entries), [entries]);
  const rows = targetRows(totals, targets);
  const bars = [
    { label: t('nutrients.protein'), grams: totals.protein, color: '#1c7ed6' },
    { label: t('nutrients.carbs'), grams: totals.carbs, color: '#2f9a50' },
    { label: t('nutrients.fats'), grams: totals.fats, color: '#f76707' },
  ];
  const reset = () => {
    setSpeed(SPEED.initial);
    setResetKey((k) => k + 1);
  };
  const anim = { playing, speed };

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => setTab(value === 'pie' || value === 'bar' ? value : '3d')} keepMounted={false} variant="pills">
        <Tabs.List>
          <Tabs.Tab value="3d">{t('visualizer.threeD')}</Tabs.Tab>
          <Tabs.Tab value="pie">{t('visualizer.pie')}</Tabs.Tab>
          <Tabs.Tab value="bar">{t('visualizer.bar')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="3d" pt="sm">
          <div className={classes.stage} role="img" aria-label={bars.map((b) => t('visualizer.grams', { label: b.label, grams: b.grams })).join(', ')}>
            <ErrorBoundary fallback={<Center h="100%"><Text c="dimmed" size="sm" p="md">{t('visualizer.noWebgl')}</Text></Center>}>
              <Loading>
                <Macro3DView bars={bars} resetKey={resetKey} {...anim} />
              </Loading>
            </ErrorBoundary>
          </div>
          <Group gap="md" mt={6} aria-hidden>
            {bars.map((b) => (
              <Text key={b.label} size="sm">
                <span className={classes.legendDot} style={{ '--dot-color': b.color } as CSSProperties} />
                {t('visualizer.grams', { label: b.label, grams: b.grams })}
              </Text>
            ))}
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="pie" pt="sm">
          <Loading>
            <MacroPieChart key={resetKey} totals={totals} {...anim} />
          </Loading>
        </Tabs.Panel>
        <Tabs.Panel value="bar" pt="sm">
          <Stack gap="sm">
            <Loading>
              <MacroBarChart key={resetKey} rows={rows} {...anim} />
            </Loading>
            <TargetBadges rows={rows} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <VisualizerControls playing={playing} onToggle={() => setPlaying((p) => !p)} onReset={reset} speed={speed} onSpeedChange={setSpeed} />
      <MealComponentsGrid entries={entries} />
    </Stack>
  );
}
