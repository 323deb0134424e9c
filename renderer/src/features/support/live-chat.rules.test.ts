import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_POLL_LIMIT_MS, LIVE_CHAT_POLL_MS, liveChatAllowed } from './live-chat.rules';

describe('liveChatAllowed', () => {
  it('loads for visitors only on /help and /contact', () => {
    expect(liveChatAllowed('/help', false)).toBe(true);
    expect(liveChatAllowed('/contact', false)).toBe(true);
    expect(liveChatAllowed('/', false)).toBe(false);
    expect(liveChatAllowed('/documents', false)).toBe(false);
  });

  it('loads for signed-in users except on chat, paper, deck and editor pages', () => {
    expect(liveChatAllowed('/dashboard', true)).toBe(true);
    expect(liveChatAllowed('/documents/a', true)).toBe(true);
    expect(liveChatAllowed('/dashboard/document-chat', true)).toBe(true);
    expect(liveChatAllowed('/dashboard/document-chat/upload', true)).toBe(true);
    expect(liveChatAllowed('/dashboard/document-chat/abc', true)).toBe(false);
    expect(liveChatAllowed('/dashboard/ai-writer/paper/p1', true)).toBe(false);
    expect(liveChatAllowed('/dashboard/ai-flashcard-maker/deck/d1', true)).toBe(false);
    expect(liveChatAllowed('/dashboard/ai-flashcard-maker/deck/create', true)).toBe(true);
    expect(liveChatAllowed('/ai-flashcard-maker/derivative-rules', true)).toBe(false);
    expect(liveChatAllowed('/dashboard/xyeditor/paper/p1', true)).toBe(false);
  });

  it('polls every 100 ms for up to 5 s', () => {
    expect([LIVE_CHAT_POLL_MS, LIVE_CHAT_POLL_LIMIT_MS]).toEqual([100, 5000]);
  });
});
