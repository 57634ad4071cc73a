import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/** The page around what a share link shows a visitor who is not signed in (knowledge base, network disk). */
export function PublicShareFrame({ note, children }: { note: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 24px' }}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main style={{ flex: 1, padding: '8px 16px 48px' }}>
        <Card style={{ maxWidth: 1100, margin: '0 auto', border: 0 }} styles={{ body: { padding: '28px 32px' } }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
            {note}
          </Typography.Paragraph>
          {children}
        </Card>
      </main>
    </div>
  );
}
