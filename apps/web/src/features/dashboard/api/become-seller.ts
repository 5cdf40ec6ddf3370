import type { AuthUser, BecomeSellerRequest } from '@refocus/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/account/become-seller`: the seller terms accepted, the account sells from now on. */
export function becomeSeller(request: BecomeSellerRequest): Promise<AuthUser> {
  return apiRequest<AuthUser>('/account/become-seller', { method: 'POST', body: request });
}
