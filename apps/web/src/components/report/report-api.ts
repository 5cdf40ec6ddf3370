import type { NewReport } from '@refocus/contract';
import { apiRequest } from '../../lib/api-client';

/** `POST /api/reports`: a listing, a message of one's own conversation, or a person (decision 032). */
export function sendReport(report: NewReport): Promise<{ id: string; caseId: string }> {
  return apiRequest('/reports', { method: 'POST', body: report });
}
