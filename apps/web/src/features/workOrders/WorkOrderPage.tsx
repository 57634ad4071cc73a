import {
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_CLOSE_REASON_LABELS,
  WORK_ORDER_PRIORITY_LABELS,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getWorkOrder } from '../../api/workOrders';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';
import { QuestionDescription } from '../issues/parts.public';
import { DeskActions } from './DeskActions';
import { RequesterActions } from './RequesterActions';
import { WorkOrderStatusTag } from './WorkOrderStatusTag';
import { workOrderPath } from './WorkOrderTable';
import { WorkOrderPictures, WorkOrderThread } from './WorkOrderThread';
import { WorkOrderTimeline } from './WorkOrderTimeline';
import { workOrderKeys } from './workOrderKeys';

/**
 * /woprocess?id= (spec point 2; issue 31): one work order for its requester and for the support desk alike -- the
 * problem, its pictures, the conversation, the status timeline and what the reader may do now. Someone else's order
 * (or none) reads "not found". Live: a reply or a change made elsewhere refreshes it (RealtimeBridge).
 */
export default function WorkOrderPage() {
  const { t } = useTranslation('workOrders');
  const locale = currentLocale();
  const [params] = useSearchParams();
  const workOrderId = Number(params.get('id'));
  const valid = Number.isInteger(workOrderId) && workOrderId > 0;
  const detail = useQuery({
    queryKey: workOrderKeys.detail(workOrderId),
    queryFn: async () => (await getWorkOrder(workOrderId)).data,
    enabled: valid,
    // Not found answers quietly (the page says so); anything else the client already showed.
    retry: false,
  });
  const back = (
    <Link to={detail.data?.side === 'support' ? '/admin/workorders' : '/user/workorder'}>{t('page.back')}</Link>
  );

  if (!valid || detail.isError) {
    return (
      <Result status="warning" title={t('page.notFound')} extra={<Link to="/user/workorder">{t('page.back')}</Link>} />
    );
  }
  const order = detail.data;
  if (!order) return <Skeleton active />;

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <h1 style={{ fontSize: 16, margin: 0 }}>
              <Typography.Text type="secondary">{order.label}</Typography.Text> {order.title}
            </h1>
            <WorkOrderStatusTag status={order.status} />
          </Flex>
        }
        extra={back}
        // A long title wraps rather than being cut off (a phone shows a few words of it otherwise).
        styles={{ title: { whiteSpace: 'normal', overflow: 'visible', padding: '12px 0' } }}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'category',
              label: t('table.category'),
              children: WORK_ORDER_CATEGORY_LABELS[locale][order.category],
            },
            {
              key: 'priority',
              label: t('table.priority'),
              children: WORK_ORDER_PRIORITY_LABELS[locale][order.priority],
            },
            { key: 'requester', label: t('table.requester'), children: order.requester.nickName },
            { key: 'assignee', label: t('table.assignee'), children: order.assignee?.nickName ?? t('table.nobody') },
            { key: 'created', label: t('table.created'), children: formatInstant(order.createTime) },
            {
              key: 'response',
              label: t('page.firstResponse'),
              children: order.firstResponseTime ? formatInstant(order.firstResponseTime) : t('page.notYet'),
            },
            ...(order.completeTime
              ? [{ key: 'complete', label: t('page.completed'), children: formatInstant(order.completeTime) }]
              : []),
            ...(order.followUpOf
              ? [
                  {
                    key: 'followUpOf',
                    label: t('page.followUpOf'),
                    children: <Link to={workOrderPath(order.followUpOf.workOrderId)}>{order.followUpOf.label}</Link>,
                  },
                ]
              : []),
            ...(order.followUps.length > 0
              ? [
                  {
                    key: 'followUps',
                    label: t('page.followUps'),
                    children: (
                      <Flex gap={8} wrap>
                        {order.followUps.map((link) => (
                          <Link key={link.workOrderId} to={workOrderPath(link.workOrderId)}>
                            {link.label}
                          </Link>
                        ))}
                      </Flex>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {order.autoCompleteTime && (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            title={t(order.side === 'requester' ? 'page.awaitingYou' : 'page.awaitingRequester', {
              time: formatInstant(order.autoCompleteTime),
            })}
          />
        )}
        {order.closeReason && (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            title={WORK_ORDER_CLOSE_REASON_LABELS[locale][order.closeReason]}
          />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('page.description')}</h2>} size="small">
              <QuestionDescription html={order.description} empty="" />
              <div style={{ marginTop: order.images.length ? 12 : 0 }}>
                <WorkOrderPictures images={order.images} label={t('images.ofOrder')} />
              </div>
            </Card>
            <Card title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('thread.title')}</h2>} size="small">
              <Flex vertical gap={16}>
                <WorkOrderThread messages={order.messages} />
                {order.side === 'support' ? <DeskActions order={order} /> : <RequesterActions order={order} />}
              </Flex>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('timeline.title')}</h2>} size="small">
            <WorkOrderTimeline history={order.history} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
