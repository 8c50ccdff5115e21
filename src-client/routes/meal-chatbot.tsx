import { createFileRoute } from '@tanstack/react-router';
import { MealChatbotPage } from '../features/meal-chatbot/MealChatbotPage.tsx';

export const Route = createFileRoute('/meal-chatbot')({
  component: MealChatbotPage,
});
