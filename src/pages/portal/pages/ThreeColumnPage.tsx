/**
 * threeColumn / threeColumn2: three-column views of the portal. The spec names them only; here
 * threeColumn is the information view (news and notices · service shortcuts · calendar), threeColumn2
 * the work view (to-dos · messages · started processes). On a phone the columns stack.
 */
import { Col, Row } from 'antd';
import { WidgetCard } from '../widgets/WidgetCard.tsx';

function Columns({ kinds }: { kinds: [string, string, string] }) {
  return (
    <Row gutter={[16, 16]} data-testid="three-columns">
      {kinds.map((kind) => (
        <Col key={kind} xs={24} md={8}>
          <WidgetCard kind={kind} height={480} />
        </Col>
      ))}
    </Row>
  );
}

export const NewsColumns = () => <Columns kinds={['news', 'services', 'calendar']} />;
export const WorkColumns = () => <Columns kinds={['todo', 'messages', 'started']} />;
