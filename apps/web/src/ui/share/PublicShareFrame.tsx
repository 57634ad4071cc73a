import { Button, Card, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../LanguageSwitch';
import { Logo } from '../Logo';

/** The page around what a share link shows a visitor who is not signed in (issues, knowledge base, network disk). */
export function PublicShareFrame({
  note,
  maxWidth = 1100,
  children,
}: {
  note: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 24px' }}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main style={{ flex: 1, padding: '8px 16px 48px' }}>
        <Card style={{ maxWidth, margin: '0 auto', border: 0 }} styles={{ body: { padding: '28px 32px' } }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
            {note}
          </Typography.Paragraph>
          {children}
        </Card>
      </main>
    </div>
  );
}

/** What every share link says once it does not work, without telling why (revoked, expired or never made). */
export function ShareGone({ title, hint, backHome }: { title: string; hint: string; backHome: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
      subTitle={hint}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {backHome}
        </Button>
      }
      data-testid="shared-invalid"
    />
  );
}
