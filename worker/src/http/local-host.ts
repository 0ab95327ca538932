const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether an address is this machine: the store and its stand-ins run there over plain HTTP. */
export function isLocalHost(url: URL | string): boolean {
  return LOCAL_HOSTS.has(new URL(url).hostname);
}
