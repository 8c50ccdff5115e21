// What other features may use from this one; the rest of the folder is its own (decision 113).
export { ActivityCard } from './ActivityCard.tsx';
