/**
 * The client's address as Cloudflare reports it. Locally (wrangler dev, tests) the header may be
 * absent; callers then treat all clients as one (rate limits) or one listener (play counts).
 */
export function clientAddress(headers: Headers): string | null {
  return headers.get('cf-connecting-ip');
}

/**
 * The network a client's address belongs to, for limits that must not be dodged by changing
 * address (sign-ups, logins, password resets, contact messages, free downloads): an IPv4 address
 * itself, an IPv6 address's /64 (the block one subscriber is given, which holds more addresses
 * than any limit could count one by one).
 */
export function clientNetwork(headers: Headers): string | null {
  const address = clientAddress(headers);
  if (!address?.includes(':')) return address;
  // Expand '::' so the first four groups are the /64's, however the address was written.
  const [head = '', tail] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
