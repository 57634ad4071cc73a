import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { Logo } from '../../ui/Logo';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the sign-in, registration, reset and bind-phone pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(135deg, #eef2ff 0%, #f7f8fc 45%, #e8f0fe 100%)',
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 24px' }}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main
        style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '24px 16px 64px' }}
      >
        <Card
          style={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(27, 37, 89, 0.10)', border: 0 }}
          styles={{ body: { padding: '36px 36px 28px' } }}
        >
          <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, fontSize: 24 }}>
            {title}
          </Typography.Title>
          {subtitle ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {subtitle}
            </Typography.Paragraph>
          ) : null}
          {children}
        </Card>
      </main>
    </div>
  );
}
