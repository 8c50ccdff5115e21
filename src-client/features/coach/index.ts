// What other features may use from this one; the rest of the folder is its own (decision 113).
export { AiCoachCard } from './AiCoachCard.tsx';
export { WeeklySummaryCard } from './WeeklySummaryCard.tsx';
