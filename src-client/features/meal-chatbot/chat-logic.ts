import type { EngineName, MealSuggestion, SuggestionPreferences } from '../../../src/schemas/ai.ts';
import type { ConversationDto } from '../../../src/schemas/meal-chat.ts';

export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: number;
  suggestions?: MealSuggestion[];
  engine?: EngineName;
  typing?: boolean;
}

export const WELCOME: ChatMessage = {
  id: 'welcome',
  type: 'bot',
  content:
    "Hi! I'm your meal assistant. Tell me what you feel like eating, what's in your kitchen or how much time you have, and I'll suggest meals that fit your goals.",
  timestamp: 0,
};

export const ERROR_REPLY = 'Sorry, I encountered an error while generating meal suggestions. Please try again.';

export const QUICK_SUGGESTIONS = ['Quick breakfast ideas', '30-minute dinners', 'Healthy lunch options', 'Easy beginner recipes'] as const;

export type ChatAction =
  | { type: 'load'; messages: ChatMessage[] }
  | { type: 'send'; userId: string; typingId: string; content: string; timestamp: number }
  | { type: 'reply'; typingId: string; content: string; suggestions: MealSuggestion[]; engine: EngineName; timestamp: number }
  | { type: 'fail'; typingId: string; timestamp: number };

/** The chat list (spec §4): a send appends the user message and a typing placeholder, which the answer replaces. */
export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case 'load':
      return action.messages;
    case 'send':
      return [
        ...messages,
        { id: action.userId, type: 'user', content: action.content, timestamp: action.timestamp },
        { id: action.typingId, type: 'bot', content: '', timestamp: action.timestamp, typing: true },
      ];
    case 'reply':
      return messages.map((m) =>
        m.id === action.typingId ? { id: m.id, type: 'bot', content: action.content, suggestions: action.suggestions, engine: action.engine, timestamp: action.timestamp } : m,
      );
    case 'fail':
      return messages.map((m) => (m.id === action.typingId ? { id: m.id, type: 'bot', content: ERROR_REPLY, timestamp: action.timestamp } : m));
  }
}

/** A stored conversation as the chat shows it, after the welcome message. */
export function fromConversation(conversation: Pick<ConversationDto, 'messages'>): ChatMessage[] {
  return [
    WELCOME,
    ...conversation.messages.map((m): ChatMessage => ({
      id: `stored-${m.id}`,
      type: m.role === 'user' ? 'user' : 'bot',
      content: m.content,
      timestamp: Date.parse(m.createdAt),
      ...(m.role === 'assistant' ? { suggestions: m.suggestions, ...(m.engine ? { engine: m.engine } : {}) } : {}),
    })),
  ];
}

/** `?c=12`: the conversation to show and continue. */
export function parseChatSearch(search: Record<string, unknown>): { c?: number } {
  const c = Number(search.c);
  return Number.isInteger(c) && c > 0 ? { c } : {};
}

/** Quick-suggestion buttons show while the chat has at most one message. */
export function showQuickSuggestions(messages: readonly ChatMessage[]): boolean {
  return messages.length <= 1;
}

export const ALLOWED_EXTENSIONS = ['txt', 'pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'gif', 'csv', 'json'] as const;
const TEXT_EXTENSIONS = ['txt', 'csv', 'json'];
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedFile(name: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export function isTextFile(name: string): boolean {
  return TEXT_EXTENSIONS.includes(extensionOf(name));
}

/** '512 B', '1.5 KB', '2.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface Attachment {
  name: string;
  size: number;
  /** The content of a text file; undefined for other types. */
  text?: string;
}

/** The server's message limit. */
export const MAX_MESSAGE_CHARS = 2000;

/** The message sent: the typed text, plus the text file's content as context or the file's name and size. */
export function composeMessage(text: string, attachment: Attachment | null, limit = MAX_MESSAGE_CHARS): string {
  const typed = text.trim();
  if (!attachment) return typed.slice(0, limit);
  const base = typed || 'Please take this file into account.';
  if (attachment.text !== undefined) {
    const head = `${base}\n\n[Attached file ${attachment.name}]\n`;
    const room = Math.max(0, limit - head.length);
    const body = attachment.text.length > room ? `${attachment.text.slice(0, Math.max(0, room - 1))}…` : attachment.text;
    return `${head}${body}`.slice(0, limit);
  }
  return `${base}\n\n[Attached file: ${attachment.name} (${formatFileSize(attachment.size)})]`.slice(0, limit);
}

/** What the user sees in their bubble. */
export function displayMessage(text: string, attachment: Attachment | null): string {
  const typed = text.trim();
  if (!attachment) return typed;
  const note = `📎 ${attachment.name} (${formatFileSize(attachment.size)})`;
  return typed ? `${typed}\n${note}` : note;
}

export function canSend(text: string, attachment: Attachment | null, loading: boolean): boolean {
  return !loading && (text.trim().length > 0 || attachment !== null);
}

export const PREFERENCE_CHIPS = [
  { label: 'Vegetarian', field: 'dietaryRestrictions', value: 'vegetarian' },
  { label: 'Vegan', field: 'dietaryRestrictions', value: 'vegan' },
  { label: 'Gluten-Free', field: 'dietaryRestrictions', value: 'gluten-free' },
  { label: 'Low-Carb', field: 'nutritionGoals', value: 'low-carb' },
  { label: 'High-Protein', field: 'nutritionGoals', value: 'high-protein' },
  { label: 'Dairy-Free', field: 'dietaryRestrictions', value: 'dairy-free' },
] as const;

/** The request preferences for the chosen chips, with the chat defaults (30 minutes, beginner). */
export function preferencesFrom(selected: readonly string[]): SuggestionPreferences {
  const chosen = PREFERENCE_CHIPS.filter((c) => selected.includes(c.label));
  return {
    dietaryRestrictions: chosen.filter((c) => c.field === 'dietaryRestrictions').map((c) => c.value),
    nutritionGoals: chosen.filter((c) => c.field === 'nutritionGoals').map((c) => c.value),
    allergies: [],
    cuisinePreferences: [],
    cookingSkill: 'beginner',
    availableTime: 30,
  };
}
