import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import simpleRest from '@refinedev/simple-rest';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Dashboard } from './pages/Dashboard.tsx';

/** The admin SPA: Refine over the store's own API, same origin, session cookie. */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Refine
        dataProvider={simpleRest('/api')}
        routerProvider={routerProvider}
        resources={[{ name: 'songs', list: '/songs' }]}
        options={{ disableTelemetry: true, syncWithLocation: true }}
      >
        <Routes>
          <Route path="*" element={<Dashboard />} />
        </Routes>
      </Refine>
    </BrowserRouter>
  );
}
