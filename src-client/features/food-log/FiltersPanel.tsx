import { Badge, Button, Collapse, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconX } from '@tabler/icons-react';
import { useId } from 'react';
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
  CALORIE_OPTIONS,
  DATA_SOURCE_OPTIONS,
  DIET_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  oneOf,
  PRESET_NAMES,
  PROTEIN_OPTIONS,
  SORT_OPTIONS,
} from './filter-options.ts';
import classes from './FiltersPanel.module.css';

/** Spec §5 client-side filters: presets, source, ranges, macro focus, sort, diets, allergens. */
export function FiltersPanel({ filters, onChange }: { filters: FilterState; onChange: (filters: FilterState) => void }) {
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
          Filters
          {count > 0 && (
            <Badge size="sm" ml={6} circle aria-label={`${count} active`}>
              {count}
            </Badge>
          )}
        </Button>
        {count > 0 && (
          <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange(EMPTY_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="sm" pt="sm" pb={4}>
          <Group gap={6} role="group" aria-label="Presets">
            {PRESET_NAMES.map((name) => (
              <Button key={name} size="compact-xs" variant="light" radius="xl" onClick={() => onChange(applyPreset(name))}>
                {name}
              </Button>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            <Select label="Data source" placeholder="Any source" clearable data={DATA_SOURCE_OPTIONS} value={filters.dataType} onChange={(v) => set('dataType', oneOf(DATA_SOURCES, v))} />
            <Select label="Calories" placeholder="Any" clearable data={CALORIE_OPTIONS} value={filters.caloriesRange} onChange={(v) => set('caloriesRange', oneOf(CALORIE_RANGES, v))} />
            <Select label="Protein" placeholder="Any" clearable data={PROTEIN_OPTIONS} value={filters.proteinRange} onChange={(v) => set('proteinRange', oneOf(PROTEIN_RANGES, v))} />
            <Select label="Macro focus" placeholder="None" clearable data={MACRO_FOCUS_OPTIONS} value={filters.macroFocus} onChange={(v) => set('macroFocus', oneOf(MACRO_FOCUS, v))} />
            <Select label="Sort by" data={SORT_OPTIONS} value={filters.sortBy} allowDeselect={false} onChange={(v) => set('sortBy', oneOf(SORTS, v) ?? 'relevance')} />
          </SimpleGrid>
          <FilterChips label="Dietary preferences" options={DIET_OPTIONS} value={filters.dietaryPreferences} onChange={(v) => set('dietaryPreferences', v)} />
          <FilterChips label="Allergen-free" options={ALLERGEN_OPTIONS} value={filters.allergenFree} onChange={(v) => set('allergenFree', v)} />
        </Stack>
      </Collapse>
    </div>
  );
}
