import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { MealChatbotPage } from '../features/meal-chatbot/MealChatbotPage.tsx';

export const Route = createFileRoute('/meal-chatbot')({
  beforeLoad: onlyFor('complete'),
  component: MealChatbotPage,
});
