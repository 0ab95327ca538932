/**
 * The admin SPA: Refine over the store's own API (same origin, the session cookie), antd 5 in
 * the store's colours. Resources are declared once here; each has its pages in its own folder.
 */
import {
  AlertOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  DownloadOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  SoundOutlined,
  TagOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useNotificationProvider } from '@refinedev/antd';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { retryRead } from './api/client.ts';
import { dataProvider } from './api/data-provider.ts';
import { accessControlProvider } from './auth/access-control.ts';
import { authProvider } from './auth/auth-provider.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { EditSongRedirect } from './songs/EditSongRedirect.tsx';
import { SongList } from './songs/SongList.tsx';
import { adminTheme, phoneTheme } from './theme/theme.ts';
import { NotFound } from './ui/NotFound.tsx';
import { PageErrorBoundary } from './ui/PageError.tsx';
import { usePhone } from './ui/phone.ts';

// The songs list is the landing page; the other pages load when first opened (the chart library
// only with the sales page).
const SongEdit = lazy(() => import('./songs/SongEdit.tsx').then((m) => ({ default: m.SongEdit })));
const SongUpload = lazy(() => import('./songs/SongUpload.tsx').then((m) => ({ default: m.SongUpload })));
const SalesPage = lazy(() => import('./sales/SalesPage.tsx').then((m) => ({ default: m.SalesPage })));
const LicenseList = lazy(() => import('./licenses/LicenseList.tsx').then((m) => ({ default: m.LicenseList })));
const DiscountList = lazy(() => import('./discounts/DiscountList.tsx').then((m) => ({ default: m.DiscountList })));
const OrderList = lazy(() => import('./orders/OrderList.tsx').then((m) => ({ default: m.OrderList })));
const CustomerList = lazy(() => import('./customers/CustomerList.tsx').then((m) => ({ default: m.CustomerList })));
const MessageList = lazy(() => import('./messages/MessageList.tsx').then((m) => ({ default: m.MessageList })));
const FreeDownloadList = lazy(() =>
  import('./free-downloads/FreeDownloadList.tsx').then((m) => ({ default: m.FreeDownloadList })),
);
const VoiceTagPage = lazy(() => import('./voice-tag/VoiceTagPage.tsx').then((m) => ({ default: m.VoiceTagPage })));
const SettingsPage = lazy(() => import('./settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));
const StoreHealth = lazy(() => import('./health/StoreHealth.tsx').then((m) => ({ default: m.StoreHealth })));

const RESOURCES = [
  {
    name: 'songs',
    list: '/songs',
    create: '/upload',
    edit: '/songs/:id/edit',
    meta: { label: 'Total Songs Uploaded', icon: <CustomerServiceOutlined /> },
  },
  { name: 'sales', list: '/sales', meta: { label: 'Total Sales (Amount)', icon: <DollarOutlined /> } },
  { name: 'licenses', list: '/license', meta: { label: 'License Info', icon: <SafetyCertificateOutlined /> } },
  { name: 'discounts', list: '/discounts', meta: { label: 'Discounts', icon: <TagOutlined /> } },
  { name: 'orders', list: '/orders', meta: { label: 'Orders', icon: <ShoppingOutlined /> } },
  { name: 'customers', list: '/customers', meta: { label: 'Customers', icon: <TeamOutlined /> } },
  { name: 'messages', list: '/messages', meta: { label: 'Messages', icon: <MailOutlined /> } },
  {
    name: 'free-downloads',
    list: '/free-downloads',
    meta: { label: 'Free downloads', icon: <DownloadOutlined /> },
  },
  { name: 'voice-tag', list: '/voice-tag', meta: { label: 'Voice tag', icon: <SoundOutlined /> } },
  // The alerts mailed to the admins link here (worker/src/alerts/store-alerts.ts, STORE_HEALTH_PATH).
  { name: 'alerts', list: '/health', meta: { label: 'Store health', icon: <AlertOutlined /> } },
  { name: 'settings', list: '/settings', meta: { label: 'Settings', icon: <SettingOutlined /> } },
];

function Loading() {
  return (
    <Typography.Paragraph role="status" className="admin-loading">
      Loading...
    </Typography.Paragraph>
  );
}

/** The songs' form pages are named by their headings, not by the list they belong to. */
const SONG_FORM_TITLES: Partial<Record<string, string>> = { create: 'Upload Song', edit: 'Edit Song' };

/** The tab's title: the page's, then the store's. */
const documentTitle = ({
  resource,
  action,
}: {
  resource?: { name?: string; meta?: { label?: string } };
  action?: string;
}) => {
  const page = (resource?.name === 'songs' && action ? SONG_FORM_TITLES[action] : undefined) ?? resource?.meta?.label;
  return page ? `${page} · Store admin` : 'Store admin';
};

export function App() {
  const phone = usePhone();
  return (
    <BrowserRouter basename="/admin">
      <ConfigProvider theme={phone ? phoneTheme : adminTheme}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={RESOURCES}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              warnWhenUnsavedChanges: false,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: retryRead } } } },
            }}
          >
            <Routes>
              <Route
                element={
                  <Authenticated key="admin" loading={<Loading />} fallback={<Loading />}>
                    <AdminLayout>
                      <PageErrorBoundary>
                        <Suspense fallback={<Loading />}>
                          <Outlet />
                        </Suspense>
                      </PageErrorBoundary>
                    </AdminLayout>
                  </Authenticated>
                }
              >
                <Route index element={<SongList />} />
                <Route path="songs" element={<SongList />} />
                <Route path="songs/:id/edit" element={<SongEdit />} />
                <Route path="edit-song/:id" element={<EditSongRedirect />} />
                <Route path="upload" element={<SongUpload />} />
                <Route path="sales" element={<SalesPage />} />
                <Route path="salse" element={<Navigate to="/sales" replace />} />
                <Route path="license" element={<LicenseList />} />
                <Route path="discounts" element={<DiscountList />} />
                <Route path="orders" element={<OrderList />} />
                <Route path="customers" element={<CustomerList />} />
                <Route path="messages" element={<MessageList />} />
                <Route path="free-downloads" element={<FreeDownloadList />} />
                <Route path="voice-tag" element={<VoiceTagPage />} />
                <Route path="health" element={<StoreHealth />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="*" element={<NotFound />} />
              </Route>
            </Routes>
            <DocumentTitleHandler handler={documentTitle} />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
