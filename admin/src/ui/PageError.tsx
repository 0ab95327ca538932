/**
 * A page that cannot be shown says so in its place, and the menu and panels stay. Pages other
 * than the songs list load their code when first opened: once the store is deployed again, the
 * files an admin tab opened before asks for are gone (and a dropped connection fails the same
 * way). Without this, the whole admin went blank.
 */
import { Button, Result, Typography } from 'antd';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PAGE_ERROR } from './page-error-text.ts';

function PageErrorResult() {
  return (
    <Result
      status="warning"
      title={
        <Typography.Title level={1} className="admin-page-title">
          {PAGE_ERROR.title}
        </Typography.Title>
      }
      subTitle={PAGE_ERROR.text}
      extra={
        // A page whose code failed to load fails again until the tab loads anew.
        <Button type="primary" onClick={() => window.location.reload()}>
          {PAGE_ERROR.reload}
        </Button>
      }
    />
  );
}

/** React catches a page's failure only in a class component (there is no hook for it). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The page failed', error);
  }

  override render() {
    return this.state.failed ? <PageErrorResult /> : this.props.children;
  }
}

/** The boundary around the page shown: another address starts afresh. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
