import { useCustom } from '@refinedev/core';

/** The admin landing page: the store's catalogue at a glance. Full screens come per resource. */
export function Dashboard() {
  const { result, query } = useCustom<{ total: number }>({
    url: '/api/songs/published',
    method: 'get',
    config: { query: { limit: 1 } },
  });
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Store admin</h1>
      {query.isLoading ? <p>Loading...</p> : <p>Total Songs Published: {result.data?.total ?? 0}</p>}
      <p>
        <a href="/">Back to the store</a>
      </p>
    </main>
  );
}
