/**
 * An admin address that names no page: Refine's 404 in words, under the page's one h1 (Refine's
 * ErrorComponent has no heading, so a screen reader's list of headings was empty).
 */
import { Button, Result, Typography } from 'antd';
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
        <Button type="primary" onClick={() => navigate('/')}>
          Back Home
        </Button>
      }
    />
  );
}
