import { RESOURCE_CATEGORY_LABELS, type ResourceDetail, formatByteSize } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, List, Result, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getResource, getResourceLink, orderResource, redeemResource } from '../../api/resources';
import { currentLocale } from '../../i18n';
import { yuan } from '../finance';
import { ResourcePrice } from './ResourcePrice';
import { resourceKeys } from './resourceKeys';
import { useWrite } from '../../ui/useWrite';

/** What the caller can do to get a resource they may not download yet: the ways its refusal names. */
function WaysIn({ detail }: { detail: ResourceDetail }) {
  const { t } = useTranslation('resources');
  const { t: tFinance } = useTranslation('finance');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buy = useWrite({
    write: () => orderResource(detail.resourceId, detail.priceFen),
    onSuccess: (placed) => navigate(`/user/UpgradeAccountPayment?orderId=${String(placed.data.orderId)}`),
    onError: (error) => void message.error(error.message),
  });
  const redeem = useWrite({
    write: () => redeemResource(detail.resourceId),
    onSuccess: async () => {
      void message.success(t('redeemed'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Alert
      type="info"
      showIcon
      message={t('notEntitled')}
      description={
        <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
          {detail.ways.money && (
            <Button type="primary" loading={buy.isPending} onClick={() => buy.mutate()}>
              {t('buy', { price: yuan(tFinance, detail.priceFen) })}
            </Button>
          )}
          {detail.ways.points && (
            <Button
              loading={redeem.isPending}
              disabled={detail.pointsBalance < detail.pointsPrice}
              onClick={() => redeem.mutate()}
            >
              {t('redeem', { count: detail.pointsPrice, balance: detail.pointsBalance })}
            </Button>
          )}
          {detail.ways.membership && <Link to="/resources">{t('becomeMember')}</Link>}
        </Flex>
      }
    />
  );
}

/**
 * /resourcesInfo?id= (spec points 2 and 6; issue 32, ADR 0117): a resource's cover, description and files, and either
 * its downloads (short-lived links for the entitled) or the ways to get it: buy, points, membership.
 */
export default function ResourcesInfoPage() {
  const { t } = useTranslation('resources');
  const { message } = App.useApp();
  const locale = currentLocale();
  const [params] = useSearchParams();
  const resourceId = Number(params.get('id'));
  const valid = Number.isInteger(resourceId) && resourceId > 0;
  const detail = useQuery({
    queryKey: resourceKeys.detail(resourceId),
    queryFn: async () => (await getResource(resourceId)).data,
    enabled: valid,
  });
  const download = useWrite({
    write: (fileId: number) => getResourceLink(resourceId, fileId),
    onSuccess: (link) => {
      window.location.assign(link.data.url);
    },
    onError: (error) => void message.error(error.message),
  });

  if (!valid || detail.error) {
    return (
      <Result
        status="404"
        title={detail.error?.message ?? t('notFound')}
        extra={<Link to="/resources">{t('backToStore')}</Link>}
      />
    );
  }
  if (!detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const resource = detail.data;
  return (
    <main style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
      <Flex vertical gap={16}>
        <Link to="/resources">{t('backToStore')}</Link>
        <Card
          cover={
            resource.coverUrl ? (
              <img src={resource.coverUrl} alt="" style={{ maxHeight: 280, objectFit: 'cover' }} />
            ) : undefined
          }
        >
          <Flex vertical gap={12}>
            <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
              {resource.title}
            </Typography.Title>
            <Flex gap={8} wrap align="center">
              <Tag>{RESOURCE_CATEGORY_LABELS[locale][resource.category]}</Tag>
              {resource.entitlement === 'free' ? <Tag>{t('free')}</Tag> : <ResourcePrice pricing={resource} />}
              <Typography.Text type="secondary">{t('downloads', { count: resource.downloads })}</Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {resource.description}
            </Typography.Paragraph>
            {resource.entitlement === null ? (
              <WaysIn detail={resource} />
            ) : (
              <Alert type="success" showIcon message={t(`entitled.${resource.entitlement}`)} />
            )}
          </Flex>
        </Card>
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('filesTitle')}</h2>}>
          <List
            dataSource={resource.files}
            locale={{ emptyText: t('noFiles') }}
            renderItem={(file) => (
              <List.Item
                actions={[
                  <Button
                    key="download"
                    type="link"
                    disabled={resource.entitlement === null}
                    loading={download.isPending && download.variables === file.fileId}
                    autoInsertSpace={false}
                    aria-label={t('downloadFile', { name: file.name })}
                    onClick={() => download.mutate(file.fileId)}
                  >
                    {t('download')}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={file.name} description={formatByteSize(file.size)} />
              </List.Item>
            )}
          />
        </Card>
      </Flex>
    </main>
  );
}
