import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

/** What the password step says. */
export interface UnlockWords {
  passwordHint: string;
  password: string;
  open: string;
  loading: string;
}

/**
 * A share that may have a password (knowledge base, network disk): the password asked first when it has one, the
 * share opened at once when not. `open` answers the share's content for the password given (none for a share without
 * one, '' once it is open) and the part asked for (a document, a folder; none at first); `children` draws it and
 * may ask for another part with `go`. A refusal (a wrong password, too
 * many guesses, a share revoked meanwhile) is said on the page in the server's words.
 */
export function UnlockedShare<Opened, Part extends object>({
  name,
  token,
  needsPassword,
  open,
  words,
  children,
}: {
  /** The first part of the cache key of the opening without a password. */
  name: string;
  token: string;
  needsPassword: boolean;
  open: (password: string | undefined, part: Part | undefined) => Promise<Opened>;
  words: UnlockWords;
  children: (opened: Opened, go: (part: Part) => void) => ReactNode;
}) {
  const [password, setPassword] = useState<string | undefined>(needsPassword ? undefined : '');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = async (given: string | undefined, part?: Part) => {
    try {
      setOpened(await open(given, part));
      setFailure(null);
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  // A share without a password opens at once (a query, so it runs once however often the page renders).
  useQuery({
    queryKey: [name, token, 'open'],
    queryFn: () => attempt(undefined),
    enabled: !needsPassword,
    retry: false,
  });

  if (password === undefined) {
    return (
      <Form
        layout="vertical"
        style={{ maxWidth: 360 }}
        onFinish={(values: { password: string }) => {
          // attempt() never rejects: a refusal is shown as `failure`.
          void attempt(values.password).then((unlocked) => {
            if (unlocked) setPassword(values.password);
          });
        }}
      >
        <Typography.Paragraph>{words.passwordHint}</Typography.Paragraph>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
        <Form.Item name="password" label={words.password} rules={[{ required: true, message: words.passwordHint }]}>
          <Input.Password autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {words.open}
        </Button>
      </Form>
    );
  }
  if (failure) return <Alert type="error" showIcon message={failure} />;
  if (!opened) return <Spin aria-label={words.loading} />;
  return children(opened, (part) => void attempt(password, part));
}
