// What other features may use from this one; the rest of the folder is its own (decision 113).
export { LogWeightDialog } from './LogWeightDialog.tsx';
export { WeighInList } from './WeighInList.tsx';
export { WeightProgressCard } from './WeightProgressCard.tsx';
