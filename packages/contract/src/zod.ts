/**
 * zod for every schema of the contract. By default zod compiles object parsers with
 * `new Function()`: the storefront's pages forbid that (their Content-Security-Policy allows no
 * eval), and merely probing for it reports a violation. Set before any schema is built, since
 * each object schema decides when it is created.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
