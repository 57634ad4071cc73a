import { Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthorisationsTab } from './AuthorisationsTab';
import { BasicInfoTab } from './BasicInfoTab';
import { BindingsTab } from './BindingsTab';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import { ProfileCard } from './ProfileCard';
import { useProfile } from './queries';
import { TrialTab } from './TrialTab';

/** /user/Personal: the personal centre (spec points 2, 3 and 7). Tabs load their data when first opened. */
export default function PersonalPage() {
  const { t } = useTranslation('profile');
  const query = useProfile();
  if (query.error) return <Result status="error" title={query.error.message} />;
  const profile = query.data;
  if (!profile) return <Skeleton active avatar paragraph={{ rows: 6 }} />;

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={8} xl={7}>
        <ProfileCard profile={profile} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <Card>
          <Tabs
            items={[
              { key: 'basic', label: t('tabs.basic'), children: <BasicInfoTab profile={profile} /> },
              { key: 'password', label: t('tabs.password'), children: <PasswordTab /> },
              { key: 'bindings', label: t('tabs.bindings'), children: <BindingsTab profile={profile} /> },
              { key: 'authorisations', label: t('tabs.authorisations'), children: <AuthorisationsTab /> },
              { key: 'notifications', label: t('tabs.notifications'), children: <NotificationsTab /> },
              { key: 'trial', label: t('tabs.trial'), children: <TrialTab /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
