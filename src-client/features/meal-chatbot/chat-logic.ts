import type { EngineName, MealSuggestion, SuggestionPreferences } from '../../../src/schemas/ai.ts';
import type { ConversationDto } from '../../../src/schemas/meal-chat.ts';
import { numberFormat } from '../../i18n/intl-formats.ts';

export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: number;
  suggestions?: MealSuggestion[];
  engine?: EngineName;
  typing?: boolean;
  /** The assistant's own words, shown in the language of the screen instead of `content`. */
  note?: 'welcome' | 'error';
}

export const WELCOME: ChatMessage = { id: 'welcome', type: 'bot', content: '', note: 'welcome', timestamp: 0 };

/** The quick-suggestion buttons by message key; each sends its text as shown. */
export const QUICK_SUGGESTIONS = ['breakfast', 'dinners', 'lunch', 'beginner'] as const;

export type ChatAction =
  | { type: 'load'; messages: ChatMessage[] }
  | { type: 'send'; userId: string; typingId: string; content: string; timestamp: number }
  | { type: 'reply'; typingId: string; content: string; suggestions: MealSuggestion[]; engine: EngineName; timestamp: number }
  | { type: 'fail'; typingId: string; timestamp: number };

/** The chat list: a send appends the user message and a typing placeholder, which the answer replaces. */
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
      return messages.map((m) => (m.id === action.typingId ? { id: m.id, type: 'bot', content: '', note: 'error', timestamp: action.timestamp } : m));
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

/** '512 B', '1.5 KB', '2.3 MB' ('1,5 KB' in German). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  const oneDecimal = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

export interface Attachment {
  name: string;
  size: number;
  /** The content of a text file; undefined for other types. */
  text?: string;
}

/** The server's message limit. */
export const MAX_MESSAGE_CHARS = 2000;

/**
 * The message sent: the typed text (or `fileOnly` when there is none), plus the text file's content
 * as context or the file's name and size.
 */
export function composeMessage(text: string, attachment: Attachment | null, fileOnly: string, limit = MAX_MESSAGE_CHARS): string {
  const typed = text.trim();
  if (!attachment) return typed.slice(0, limit);
  const base = typed || fileOnly;
  if (attachment.text !== undefined) {
    const head = `${base}\n\n[Attached file ${attachment.name}]\n`;
    const room = Math.max(0, limit - head.length);
    const body = attachment.text.length > room ? `${attachment.text.slice(0, Math.max(0, room - 1))}…` : attachment.text;
    return `${head}${body}`.slice(0, limit);
  }
  return `${base}\n\n[Attached file: ${attachment.name} (${formatFileSize(attachment.size, 'en')})]`.slice(0, limit);
}

/** What the user sees in their bubble. */
export function displayMessage(text: string, attachment: Attachment | null, locale: string): string {
  const typed = text.trim();
  if (!attachment) return typed;
  const note = `📎 ${attachment.name} (${formatFileSize(attachment.size, locale)})`;
  return typed ? `${typed}\n${note}` : note;
}

export function canSend(text: string, attachment: Attachment | null, loading: boolean): boolean {
  return !loading && (text.trim().length > 0 || attachment !== null);
}

/** The preference chips: each named by its message key, sent as its value. */
export const PREFERENCE_CHIPS = [
  { key: 'vegetarian', field: 'dietaryRestrictions', value: 'vegetarian' },
  { key: 'vegan', field: 'dietaryRestrictions', value: 'vegan' },
  { key: 'glutenFree', field: 'dietaryRestrictions', value: 'gluten-free' },
  { key: 'lowCarb', field: 'nutritionGoals', value: 'low-carb' },
  { key: 'highProtein', field: 'nutritionGoals', value: 'high-protein' },
  { key: 'dairyFree', field: 'dietaryRestrictions', value: 'dairy-free' },
] as const;

/** The request preferences for the chosen chips (by value), with the chat defaults (30 minutes, beginner). */
export function preferencesFrom(selected: readonly string[]): SuggestionPreferences {
  const chosen = PREFERENCE_CHIPS.filter((c) => selected.includes(c.value));
  return {
    dietaryRestrictions: chosen.filter((c) => c.field === 'dietaryRestrictions').map((c) => c.value),
    nutritionGoals: chosen.filter((c) => c.field === 'nutritionGoals').map((c) => c.value),
    allergies: [],
    cuisinePreferences: [],
    cookingSkill: 'beginner',
    availableTime: 30,
  };
}
