import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';

/** Where a deposit or a withdrawal stands; a reviewer moves it from review to passed or refused. */
export type ReviewStatus = 'review' | 'refused' | 'canceled' | 'passed';

/** A reviewer's decision on one deposit or withdrawal; the reason is empty on approval. */
export interface ReviewDecision {
  id: number;
  approve: boolean;
  reason: string;
  staffId: string;
  at: Date;
}

/** What a decision changed, for the reviewer's audit line. */
export interface ReviewOutcome {
  status: 'passed' | 'refused';
  amount: string;
  currency: string;
}

/** Why no row was under review: it was decided already (409), or there is no such row (404). */
export async function notReviewable(q: Queryable, table: 'deposits' | 'withdrawals', id: number): Promise<AppError> {
  const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length ? new AppError(Codes.CONFLICT, 'server.notUnderReview') : new AppError(Codes.NOT_FOUND, 'server.notFound');
}
