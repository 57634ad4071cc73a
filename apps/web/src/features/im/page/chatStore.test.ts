import { IM_TYPING_SHOWN_MS } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { ChatStore, withMessage } from './chatStore';
import { conversationFixture, messageFixture } from '../../../test/fixtures/im';

const history = (ids: number[], more: { hasOlder?: boolean; hasNewer?: boolean } = {}) => ({
  messages: ids.map((id) => messageFixture(id)),
  hasOlder: more.hasOlder ?? false,
  hasNewer: more.hasNewer ?? false,
});

/** Issue 33 "nothing is lost, nothing is duplicated": the chat keeps each message once, by its server id. */
describe('the chat store', () => {
  it('puts a message in its place by id, and replaces one it holds', () => {
    const held = [messageFixture(1), messageFixture(3)];
    expect(withMessage(held, messageFixture(2)).map((one) => one.messageId)).toEqual([1, 2, 3]);
    expect(withMessage(held, messageFixture(4)).map((one) => one.messageId)).toEqual([1, 3, 4]);
    const edited = withMessage(held, messageFixture(3, { body: '<p>edited</p>' }));
    expect(edited.map((one) => one.body)).toEqual(['<p>message 1</p>', '<p>edited</p>']);
  });

  it('holds a message that comes live and again in a catch-up once, and counts it unread once', () => {
    const store = new ChatStore();
    store.setList({ conversations: [conversationFixture(1)], latestMessageId: 0 });
    store.putHistory(1, history([]), 'replace');
    expect(store.receive(messageFixture(5), { mine: false, reading: false })).toBe(true);
    expect(store.receive(messageFixture(5), { mine: false, reading: false })).toBe(false);
    expect(store.get().threads[1]?.messages.map((one) => one.messageId)).toEqual([5]);
    expect(store.conversation(1)).toMatchObject({ unread: 1, lastMessage: { messageId: 5, text: 'message 5' } });
    expect(store.get().lastSeenId).toBe(5);
  });

  it("counts neither one's own messages nor those read as they come", () => {
    const store = new ChatStore();
    store.setList({ conversations: [conversationFixture(1)], latestMessageId: 0 });
    store.receive(messageFixture(6, { sender: { userId: 1, nickName: 'Me', avatar: '' } }), {
      mine: true,
      reading: false,
    });
    store.receive(messageFixture(7), { mine: false, reading: true });
    expect(store.conversation(1)?.unread).toBe(0);
    store.receive(messageFixture(8), { mine: false, reading: false });
    store.read(1, 8);
    expect(store.conversation(1)).toMatchObject({ unread: 0, lastReadId: 8 });
    // A late answer of an older read does not move the mark back.
    store.read(1, 7);
    expect(store.conversation(1)?.lastReadId).toBe(8);
  });

  it('adds older and newer pages to the stretch it holds, and leaves live messages to a stretch behind', () => {
    const store = new ChatStore();
    store.putHistory(1, history([20, 21], { hasOlder: true, hasNewer: true }), 'replace');
    store.putHistory(1, history([18, 19], { hasOlder: false }), 'older');
    store.putHistory(1, history([22], { hasNewer: true }), 'newer');
    expect(store.get().threads[1]).toMatchObject({ hasOlder: false, hasNewer: true });
    // A jump's stretch does not reach the newest: a live message waits until the reader gets there.
    store.receive(messageFixture(40), { mine: false, reading: false });
    expect(store.get().threads[1]?.messages.map((one) => one.messageId)).toEqual([18, 19, 20, 21, 22]);
  });

  it('shows typing until it goes quiet or the typist sends', () => {
    const store = new ChatStore();
    store.typing({ conversationId: 1, userId: 2, nickName: 'Bo' }, 1000);
    expect(store.get().typing[1]?.map((one) => one.nickName)).toEqual(['Bo']);
    store.receive(messageFixture(3), { mine: false, reading: false });
    expect(store.get().typing[1]).toEqual([]);
    store.typing({ conversationId: 1, userId: 2, nickName: 'Bo' }, 2000);
    store.expireTyping(2000 + IM_TYPING_SHOWN_MS);
    expect(store.get().typing[1]).toEqual([]);
  });
});
