/**
 * An admin address that names no page: the spec's 404 with 'Go back' and 'Go home', under the
 * page's one h1 (Refine's ErrorComponent had only 'Back Home', and no heading at all).
 */
import { Button, Result, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} className="admin-page-title">
          Page not found
        </Typography.Title>
      }
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>Go back</Button>
          <Button type="primary" onClick={() => navigate('/')}>
            Go home
          </Button>
        </Space>
      }
    />
  );
}
