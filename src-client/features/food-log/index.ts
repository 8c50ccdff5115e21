// What other features may use from this one; the rest of the folder is its own (decision 113).
export { DaySelect } from './DaySelect.tsx';
export { FoodSearchFlow } from './FoodSearchFlow.tsx';
export { MealEntryModal } from './MealEntryModal.tsx';
export { QuickAddDialog } from './QuickAddDialog.tsx';
export { ServingCalculator } from './ServingCalculator.tsx';
export { imageForUpload } from './snap-image.ts';
