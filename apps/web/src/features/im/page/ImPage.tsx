import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { imApi } from '../../../api/im';
import { currentLocale } from '../../../i18n';
import { useSession } from '../../../session/store';
import { useNarrow } from '../../../ui/useNarrow';
import { ChatController } from './chatController';
import { ChatCredentials } from './chatCredentials';
import { ChatStore } from './chatStore';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { listenToWorkspace } from './frame';
import { NewChatDialog } from './NewChatDialog';
import { SearchResults } from './SearchResults';
import { ChatContext, useChat, useChatController } from './useChat';
import '../im.css';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * `/im` (issue 33): the built-in chat, made to live in the messaging bubble's dialog and to open alone in a tab.
 * `?conversationId=&messageId=` opens a conversation at a message (a jump from a search hit or a mention);
 * `?with=` the direct conversation with a person, made if it is new (a person found by search everywhere).
 */
export default function ImPage() {
  const session = useSession();
  const [controller] = useState(
    () => new ChatController(new ChatStore(), new ChatCredentials(), session?.user.userId ?? 0, currentLocale()),
  );

  useEffect(() => controller.start(), [controller]);
  useEffect(() => listenToWorkspace(), []);
  // Using the chat keeps the person online for the others (at most one word a minute; nothing is written).
  useEffect(() => {
    const active = () => controller.active();
    window.addEventListener('pointerdown', active);
    window.addEventListener('keydown', active);
    return () => {
      window.removeEventListener('pointerdown', active);
      window.removeEventListener('keydown', active);
    };
  }, [controller]);

  return (
    <ChatContext.Provider value={controller}>
      <Chat />
    </ChatContext.Provider>
  );
}

function Chat() {
  const { t } = useTranslation('im');
  const narrow = useNarrow();
  const [params, setParams] = useSearchParams();
  const conversationId = positive(params.get('conversationId')) ?? null;
  const focusId = positive(params.get('messageId'));
  const conversation = useChat((state) =>
    conversationId === null ? undefined : state.conversations?.find((one) => one.conversationId === conversationId),
  );
  const listed = useChat((state) => state.conversations !== null);
  const connected = useChat((state) => state.connected);
  const [keyword, setKeyword] = useState('');
  const [newChat, setNewChat] = useState(false);

  const open = useCallback(
    (id: number | null, messageId?: number) => {
      const next = new URLSearchParams();
      if (id !== null) next.set('conversationId', String(id));
      if (messageId !== undefined) next.set('messageId', String(messageId));
      setParams(next, { replace: id !== null && id === conversationId });
    },
    [setParams, conversationId],
  );
  const jump = useCallback((messageId: number) => open(conversationId, messageId), [open, conversationId]);
  useDirectWith(positive(params.get('with')), open);

  const showList = !narrow || conversationId === null;
  const showConversation = !narrow || conversationId !== null;
  return (
    <main className="im-page" data-testid="im-page" data-connected={connected}>
      <h1 className="im-visually-hidden">{t('page.title')}</h1>
      {showList && (
        <nav className="im-side" aria-label={t('list.label')}>
          <div className="im-side-head">
            <Input.Search
              allowClear
              placeholder={t('search.placeholder')}
              aria-label={t('search.placeholder')}
              onSearch={(value) => setKeyword(value.trim())}
              data-testid="im-search"
            />
            <Button
              icon={<PlusOutlined />}
              aria-label={t('newChat.title')}
              onClick={() => setNewChat(true)}
              data-testid="im-new"
            />
          </div>
          {keyword ? (
            <SearchResults key={keyword} keyword={keyword} onJump={(hit) => open(hit.conversationId, hit.messageId)} />
          ) : (
            <ConversationList selectedId={conversationId} onOpen={(id) => open(id)} />
          )}
        </nav>
      )}
      {showConversation && (
        <div className="im-main">
          {conversation ? (
            <ConversationView
              key={conversation.conversationId}
              conversation={conversation}
              focusId={focusId}
              narrow={narrow}
              onBack={() => open(null)}
              onJump={jump}
            />
          ) : (
            <Empty
              className="im-empty"
              description={listed && conversationId !== null ? t('thread.gone') : t('page.pick')}
            />
          )}
        </div>
      )}
      {newChat && (
        <NewChatDialog
          onClose={() => setNewChat(false)}
          onOpened={(made) => {
            setNewChat(false);
            setKeyword('');
            open(made.conversationId);
          }}
        />
      )}
    </main>
  );
}

/**
 * `?with=`: the direct conversation with that person, made by the server if it is new; the address then names the
 * conversation. Someone the reader may not message is refused with the server's message, and the list shows.
 */
function useDirectWith(userId: number | undefined, open: (id: number | null) => void) {
  const controller = useChatController();
  useEffect(() => {
    if (userId === undefined) return undefined;
    let current = true;
    controller
      .bearer()
      .then((bearer) => imApi.direct(bearer, userId))
      .then(
        (answer) => {
          if (!current) return;
          controller.store.putConversation(answer.data);
          open(answer.data.conversationId);
        },
        // Shown by the client (spec point 8).
        () => {
          if (current) open(null);
        },
      );
    return () => {
      current = false;
    };
  }, [controller, userId, open]);
}
