import { describe, expect, it } from 'vitest';
import {
  canSend,
  chatReducer,
  composeMessage,
  formatFileSize,
  fromConversation,
  isAllowedFile,
  isTextFile,
  parseChatSearch,
  preferencesFrom,
  showQuickSuggestions,
  WELCOME,
} from './chat-logic.ts';

describe('chat reducer', () => {
  it('appends the user message and a typing placeholder, then replaces it', () => {
    const sent = chatReducer([WELCOME], { type: 'send', userId: 'u1', typingId: 't1', content: 'Hi', timestamp: 1 });
    expect(sent.map((m) => [m.type, m.typing ?? false])).toEqual([
      ['bot', false],
      ['user', false],
      ['bot', true],
    ]);
    expect(showQuickSuggestions([WELCOME])).toBe(true);
    expect(showQuickSuggestions(sent)).toBe(false);
    const replied = chatReducer(sent, { type: 'reply', typingId: 't1', content: 'Try oats', suggestions: [], engine: 'builtin', timestamp: 2 });
    expect(replied[2]).toMatchObject({ content: 'Try oats', suggestions: [] });
    expect(replied[2]!.typing).toBeUndefined();
    const failed = chatReducer(sent, { type: 'fail', typingId: 't1', timestamp: 2 });
    expect(failed[2]).toMatchObject({ type: 'bot', note: 'error' });
    expect(failed[2]!.typing).toBeUndefined();
  });
});

describe('stored conversations', () => {
  it('shows the welcome, then each stored message with its recipes and engine', () => {
    const messages = fromConversation({
      messages: [
        { id: 1, role: 'user', content: 'a high protein breakfast', suggestions: [], engine: null, createdAt: '2026-01-05T08:00:00.000Z' },
        { id: 2, role: 'assistant', content: 'Try eggs', suggestions: [], engine: 'builtin', createdAt: '2026-01-05T08:00:01.000Z' },
      ],
    });
    expect(messages.map((m) => [m.id, m.type, m.content])).toEqual([
      ['welcome', 'bot', ''],
      ['stored-1', 'user', 'a high protein breakfast'],
      ['stored-2', 'bot', 'Try eggs'],
    ]);
    expect(messages[2]).toMatchObject({ suggestions: [], engine: 'builtin' });
    expect(chatReducer([WELCOME], { type: 'load', messages })).toBe(messages);
  });

  it('reads the conversation id from the address', () => {
    expect(parseChatSearch({ c: '12' })).toEqual({ c: 12 });
    expect(parseChatSearch({ c: 12 })).toEqual({ c: 12 });
    expect(parseChatSearch({ c: '-1' })).toEqual({});
    expect(parseChatSearch({ c: 'abc' })).toEqual({});
    expect(parseChatSearch({})).toEqual({});
  });
});

describe('attachments', () => {
  it('allows the spec types', () => {
    expect(isAllowedFile('notes.TXT')).toBe(true);
    expect(isAllowedFile('pic.jpeg')).toBe(true);
    expect(isAllowedFile('run.exe')).toBe(false);
    expect(isAllowedFile('noext')).toBe(false);
    expect(isTextFile('a.csv')).toBe(true);
    expect(isTextFile('a.pdf')).toBe(false);
  });
  it('formats sizes in B, KB, MB', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
  });
  it('adds text content as context and names other files', () => {
    const fileOnly = 'Please take this file into account.';
    expect(composeMessage(' hi ', null, fileOnly)).toBe('hi');
    expect(composeMessage('Plan', { name: 'pantry.txt', size: 10, text: 'eggs, rice' }, fileOnly)).toContain('eggs, rice');
    expect(composeMessage('Plan', { name: 'menu.pdf', size: 2048 }, fileOnly)).toContain('menu.pdf (2.0 KB)');
    expect(composeMessage('', { name: 'menu.pdf', size: 2048 }, fileOnly)).toMatch(/^Please take this file into account\./);
    expect(composeMessage('x', { name: 'big.txt', size: 9999, text: 'a'.repeat(5000) }, fileOnly).length).toBeLessThanOrEqual(2000);
  });
  it('sends only with text or an attachment, never while loading', () => {
    expect(canSend('  ', null, false)).toBe(false);
    expect(canSend('hi', null, true)).toBe(false);
    expect(canSend('', { name: 'a.txt', size: 1 }, false)).toBe(true);
  });
});

describe('preferences', () => {
  it('maps chips and applies chat defaults', () => {
    expect(preferencesFrom(['vegan', 'high-protein'])).toEqual({
      dietaryRestrictions: ['vegan'],
      nutritionGoals: ['high-protein'],
      allergies: [],
      cuisinePreferences: [],
      cookingSkill: 'beginner',
      availableTime: 30,
    });
  });
});
