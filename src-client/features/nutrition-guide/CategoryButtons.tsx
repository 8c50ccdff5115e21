import { Button, Group } from '@mantine/core';
import { GUIDE_CATEGORIES, type CategoryId } from './guide-content.ts';
import { CATEGORY_ICONS } from './guide-icons.ts';

interface CategoryButtonsProps {
  selected: CategoryId;
  onSelect: (id: CategoryId) => void;
}

/** Toggle buttons for the guide's categories; the selected one is pressed. */
export function CategoryButtons({ selected, onSelect }: CategoryButtonsProps) {
  return (
    <Group role="group" aria-label="Guide categories" gap="sm">
      {GUIDE_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category.id];
        const pressed = category.id === selected;
        return (
          <Button
            key={category.id}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => onSelect(category.id)}
          >
            {category.label}
          </Button>
        );
      })}
    </Group>
  );
}
