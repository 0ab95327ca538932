/**
 * /api/users: the accounts with e-mail and password, one module per part:
 *   register.ts         POST /register
 *   session.ts          POST /login, POST /logout
 *   password-reset.ts   POST /forgot-password, POST /reset-password
 *   account.ts          GET /me, PUT /{id}
 */
import { apiRouter } from '../../openapi/router.ts';
import { accountRoutes } from './account.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { registerRoutes } from './register.ts';
import { sessionRoutes } from './session.ts';

export const userRoutes = apiRouter()
  .route('/', registerRoutes)
  .route('/', sessionRoutes)
  .route('/', passwordResetRoutes)
  .route('/', accountRoutes);
