import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { parseChatSearch } from '../features/meal-chatbot/chat-logic.ts';
import { MealChatbotPage } from '../features/meal-chatbot/MealChatbotPage.tsx';

function MealChatbotRoute() {
  const { c } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MealChatbotPage conversationId={c} onConversationChange={(next) => void navigate({ search: next ? { c: next } : {}, replace: true })} />;
}

export const Route = createFileRoute('/meal-chatbot')({
  beforeLoad: onlyFor('complete'),
  validateSearch: parseChatSearch,
  staticData: { messages: ['meal-chatbot'] },
  loader: loadScreen,
  component: MealChatbotRoute,
});
