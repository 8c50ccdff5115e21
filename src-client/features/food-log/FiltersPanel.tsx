import { Badge, Button, Collapse, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  applyPreset,
  CALORIE_RANGES,
  DATA_SOURCES,
  EMPTY_FILTERS,
  MACRO_FOCUS,
  PROTEIN_RANGES,
  SORTS,
  type FilterState,
} from '../../../src/domain/food-filters.ts';
import { FilterChips } from './FilterChips.tsx';
import {
  ALLERGEN_OPTIONS,
  DATA_TYPE_KEYS,
  DIET_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  oneOf,
  PRESET_KEYS,
  PRESET_NAMES,
  rangeText,
  SORT_OPTIONS,
} from './filter-options.ts';
import classes from './FiltersPanel.module.css';

/** Client-side filters: presets, source, ranges, macro focus, sort, diets, allergens. */
export function FiltersPanel({ filters, onChange }: { filters: FilterState; onChange: (filters: FilterState) => void }) {
  const { t } = useTranslation('food-log');
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) => onChange({ ...filters, [key]: value });

  return (
    <div className={classes.panel}>
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
        >
          {t('filters.toggle')}
          {count > 0 && (
            <Badge size="sm" ml={6} circle aria-label={t('filters.active', { count })}>
              {count}
            </Badge>
          )}
        </Button>
        {count > 0 && (
          <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange(EMPTY_FILTERS)}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="sm" pt="sm" pb={4}>
          <Group gap={6} role="group" aria-label={t('filters.presets')}>
            {PRESET_NAMES.map((name) => (
              <Button key={name} size="compact-xs" variant="light" radius="xl" onClick={() => onChange(applyPreset(name))}>
                {t(`filters.presetNames.${PRESET_KEYS[name]}`)}
              </Button>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            <Select
              label={t('filters.dataSource')}
              placeholder={t('filters.anySource')}
              clearable
              data={DATA_SOURCES.map((value) => ({ value, label: t(`dataTypes.${DATA_TYPE_KEYS[value]}`) }))}
              value={filters.dataType}
              onChange={(v) => set('dataType', oneOf(DATA_SOURCES, v))}
            />
            <Select
              label={t('filters.calories')}
              placeholder={t('filters.any')}
              clearable
              data={CALORIE_RANGES.map((value) => ({ value, label: t('filters.calorieRange', { range: rangeText(value) }) }))}
              value={filters.caloriesRange}
              onChange={(v) => set('caloriesRange', oneOf(CALORIE_RANGES, v))}
            />
            <Select
              label={t('filters.protein')}
              placeholder={t('filters.any')}
              clearable
              data={PROTEIN_RANGES.map((value) => ({ value, label: t('filters.proteinRange', { range: rangeText(value) }) }))}
              value={filters.proteinRange}
              onChange={(v) => set('proteinRange', oneOf(PROTEIN_RANGES, v))}
            />
            <Select
              label={t('filters.macroFocus')}
              placeholder={t('filters.none')}
              clearable
              data={MACRO_FOCUS_OPTIONS.map(({ value, key }) => ({ value, label: t(`filters.macroFocusOptions.${key}`) }))}
              value={filters.macroFocus}
              onChange={(v) => set('macroFocus', oneOf(MACRO_FOCUS, v))}
            />
            <Select
              label={t('filters.sortBy')}
              data={SORT_OPTIONS.map(({ value, key }) => ({ value, label: t(`filters.sorts.${key}`) }))}
              value={filters.sortBy}
              allowDeselect={false}
              onChange={(v) => set('sortBy', oneOf(SORTS, v) ?? 'relevance')}
            />
          </SimpleGrid>
          <FilterChips
            label={t('filters.diets')}
            options={DIET_OPTIONS.map(({ value, key }) => ({ value, label: t(`filters.dietNames.${key}`) }))}
            value={filters.dietaryPreferences}
            onChange={(v) => set('dietaryPreferences', v)}
          />
          <FilterChips
            label={t('filters.allergenFree')}
            options={ALLERGEN_OPTIONS.map(({ value, key }) => ({ value, label: t(`filters.allergenNames.${key}`) }))}
            value={filters.allergenFree}
            onChange={(v) => set('allergenFree', v)}
          />
        </Stack>
      </Collapse>
    </div>
  );
}
